import { useId, type ReactNode } from 'react'
import { Button, type ButtonProps } from 'react-aria-components/Button'
import { useLingui } from '@lingui/react/macro'
import type { Permission, SlashPermission } from '@/domain/permissions'
import { useCan } from './use-can'

/** Renders its children only when the user holds `permission` (colon or slash form). */
export function Gated({
  permission,
  children,
  fallback = null,
}: {
  permission: Permission | SlashPermission
  children: ReactNode
  fallback?: ReactNode
}) {
  return useCan()(permission) ? children : fallback
}

/**
 * A react-aria Button gated by a permission: hidden when denied, or, with whenDenied="disable", shown disabled
 * with an explanation for assistive technology.
 */
export function PermittedButton({
  permission,
  whenDenied = 'hide',
  ...props
}: ButtonProps & { permission: Permission | SlashPermission; whenDenied?: 'hide' | 'disable' }) {
  const { t } = useLingui()
  const reasonId = useId()
  const allowed = useCan()(permission)
  if (allowed) return <Button {...props} />
  if (whenDenied === 'hide') return null
  return (
    <>
      <Button {...props} isDisabled aria-describedby={reasonId} data-denied="true" />
      <span id={reasonId} className="visually-hidden">
        {t`You do not have permission for this action.`}
      </span>
    </>
  )
}
