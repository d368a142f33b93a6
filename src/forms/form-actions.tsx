import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Trans } from '@lingui/react/macro'
import type { Permission } from '@/domain/permissions'
import { ActionButton } from './action-button'
import './forms.css'

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
  /**
   * What the last submit found, as a full-width row above the buttons: the bar grows upwards from the page's
   * foot, so the message never moves the button that was pressed.
   */
  status?: ReactNode
  /**
   * `page` sticks to the foot of a page form, `card` to the foot of the page inside a card that is the form,
   * `dialog` closes a dialog.
   */
  layout?: 'page' | 'card' | 'dialog'
}

const ACTIONS_CLASS = {
  page: 'form-actions',
  card: 'form-actions form-actions-card',
  dialog: 'dialog-actions',
}

/** Every write form's button row: Cancel, then the submit, gated by permission and disabled while offline. */
export function FormActions({
  onCancel,
  permission,
  busy,
  children,
  extra,
  status,
  layout = 'dialog',
}: FormActionsProps) {
  return (
    <div className={ACTIONS_CLASS[layout]}>
      {status}
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
