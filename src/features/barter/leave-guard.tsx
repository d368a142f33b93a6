import { useRef } from 'react'
import { useBlocker } from '@tanstack/react-router'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Trans } from '@lingui/react/macro'

/**
 * Asks before leaving a form with unsaved changes. The page unload is not blocked: the draft survives a
 * reload. `allowNextLeave` lets a successful save navigate away without asking.
 */
export function useLeaveGuard(dirty: boolean, onDiscard: () => void) {
  const allowed = useRef(false)
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) =>
      dirty &&
      !allowed.current &&
      (current.pathname !== next.pathname || JSON.stringify(current.search) !== JSON.stringify(next.search)),
    enableBeforeUnload: false,
    withResolver: true,
  })
  const dialog = (
    <ModalOverlay
      className="modal-overlay"
      isOpen={blocker.status === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      isDismissable
    >
      <Modal className="modal modal-narrow">
        <Dialog className="dialog barter-leave" role="alertdialog">
          <Heading slot="title">
            <Trans>Leave without saving?</Trans>
          </Heading>
          <p>
            <Trans>Your changes have not been submitted. Leaving discards them.</Trans>
          </p>
          <div className="dialog-actions">
            <Button className="btn" autoFocus onPress={() => blocker.reset?.()}>
              <Trans>Stay on this page</Trans>
            </Button>
            <Button
              className="btn btn-danger"
              onPress={() => {
                onDiscard()
                blocker.proceed?.()
              }}
            >
              <Trans>Discard and leave</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
  return {
    dialog,
    allowNextLeave: () => {
      allowed.current = true
    },
  }
}
