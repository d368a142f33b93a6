import type { ReactNode } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Trans } from '@lingui/react/macro'

/** An alert dialog asking before an action that cannot be undone; Esc or Cancel says no. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  danger,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  danger?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      isKeyboardDismissDisabled={false}
      onOpenChange={(open) => !open && onCancel()}
    >
      <Modal className="modal modal-narrow">
        <Dialog role="alertdialog" className="dialog">
          <Heading slot="title">{title}</Heading>
          <div className="confirm-body">{children}</div>
          <div className="dialog-actions">
            <Button className="btn" onPress={onCancel} autoFocus>
              <Trans>Cancel</Trans>
            </Button>
            <Button className={danger ? 'btn btn-danger' : 'btn btn-primary'} onPress={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
