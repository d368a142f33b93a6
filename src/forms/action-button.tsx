import { useId } from 'react'
import type { ButtonProps } from 'react-aria-components/Button'
import { useLingui } from '@lingui/react/macro'
import { PermittedButton } from '@/auth/gated'
import type { Permission } from '@/domain/permissions'
import { useOnline } from '@/offline/online-status'

/**
 * Every write control: hidden without the permission, and disabled while offline with a clear reason
 * (mutations are never queued to replay later).
 */
export function ActionButton({ permission, ...props }: ButtonProps & { permission: Permission }) {
  const { t } = useLingui()
  const online = useOnline()
  const reasonId = useId()
  return (
    <>
      <PermittedButton
        {...props}
        permission={permission}
        isDisabled={!online || props.isDisabled}
        aria-describedby={online ? props['aria-describedby'] : reasonId}
      />
      {!online && (
        <span id={reasonId} className="offline-reason">
          {t`Unavailable offline: reconnect to make changes.`}
        </span>
      )}
    </>
  )
}
