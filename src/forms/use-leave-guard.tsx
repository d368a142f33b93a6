import { useCallback, useEffect, useRef } from 'react'
import { useBlocker } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from '@/ui/confirm-dialog'

export interface LeaveGuardOptions {
  /** Also ask through the browser's own prompt when the tab is closed or reloaded (default true). */
  beforeUnload?: boolean
}

/**
 * Unsaved-changes guard: leaving the page in the app asks first (a react-aria dialog); closing or reloading
 * the browser tab gets the browser's own prompt unless `beforeUnload` is false. Navigating to the same
 * address is not leaving. `release` lets a successful save navigate freely.
 */
export function useLeaveGuard(
  dirty: boolean,
  onDiscard: () => void,
  { beforeUnload = true }: LeaveGuardOptions = {},
) {
  const { t } = useLingui()
  const released = useRef(false)
  const dirtyRef = useRef(dirty)
  useEffect(() => {
    dirtyRef.current = dirty
  }, [dirty])
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) =>
      dirtyRef.current &&
      !released.current &&
      (current.pathname !== next.pathname || JSON.stringify(current.search) !== JSON.stringify(next.search)),
    enableBeforeUnload: () => beforeUnload && dirtyRef.current && !released.current,
    withResolver: true,
  })
  const release = useCallback(() => {
    released.current = true
  }, [])
  const dialog = (
    <ConfirmDialog
      isOpen={blocker.status === 'blocked'}
      title={t`Leave without saving?`}
      confirmLabel={t`Discard changes`}
      cancelLabel={t`Keep editing`}
      danger
      onCancel={() => blocker.reset?.()}
      onConfirm={() => {
        release()
        onDiscard()
        blocker.proceed?.()
      }}
    >
      <p>{t`Your changes to this form have not been saved.`}</p>
    </ConfirmDialog>
  )
  return { dialog, release }
}
