import { useBlocker } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from './confirm-dialog'

/** Asks before leaving a form with unsaved changes (in-app navigation and page unload alike). */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useLingui()
  const blocker = useBlocker({
    shouldBlockFn: () => when,
    enableBeforeUnload: () => when,
    withResolver: true,
  })
  return (
    <ConfirmDialog
      isOpen={blocker.status === 'blocked'}
      title={t`Leave this page?`}
      confirmLabel={t`Leave`}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t`Your changes are kept as a draft on this device, but they have not been submitted.`}
    </ConfirmDialog>
  )
}
