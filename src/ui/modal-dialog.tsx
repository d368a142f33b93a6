import type { ReactNode } from 'react'
import { Dialog } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'

/** A centred modal dialog opened from state; Esc or a click outside closes it unless it must not be dismissed. */
export function ModalDialog({
  isOpen,
  onOpenChange,
  narrow,
  role,
  isDismissable = true,
  children,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  narrow?: boolean
  role?: 'dialog' | 'alertdialog'
  isDismissable?: boolean
  children: ReactNode
}) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isDismissable={isDismissable}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Modal className={narrow ? 'modal modal-narrow' : 'modal'}>
        <Dialog className="dialog" role={role}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
