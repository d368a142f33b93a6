import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Trans } from '@lingui/react/macro'
import type { Permission } from '@/domain/permissions'
import { ActionButton } from './action-button'

interface FormActionsProps {
  onCancel: () => void
  /** The permission the write needs: without it the submit button is not shown. */
  permission: Permission
  /** A request is in flight: the submit button waits for it. */
  busy: boolean
  /** The submit button's label. */
  children: ReactNode
  /** Buttons between Cancel and submit (e.g. "Discard draft"). */
  extra?: ReactNode
  /** `form-actions` sticks to the bottom of a page form; `dialog-actions` closes a dialog or card. */
  layout?: 'page' | 'dialog'
}

/** Every write form's button row: Cancel, then the submit, gated by permission and disabled while offline. */
export function FormActions({
  onCancel,
  permission,
  busy,
  children,
  extra,
  layout = 'dialog',
}: FormActionsProps) {
  return (
    <div className={layout === 'page' ? 'form-actions' : 'dialog-actions'}>
      <Button className="btn" onPress={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      {extra}
      <ActionButton type="submit" className="btn btn-primary" permission={permission} isDisabled={busy}>
        {children}
      </ActionButton>
    </div>
  )
}
