import './overlay.css'
import type { ReactNode } from 'react'
import { Dialog } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'

/**
 * The modal frame of the keyboard overlays: focus trapped inside, Esc or a click outside closes, and focus
 * returns where it was.
 */
export function OverlayModal(props: {
  onClose: () => void
  className: string
  'aria-label'?: string
  children: ReactNode
}) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && props.onClose()}
      className="overlay-backdrop"
    >
      <Modal className={`overlay-modal ${props.className}`}>
        <Dialog aria-label={props['aria-label']} className="overlay-dialog">
          {props.children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
