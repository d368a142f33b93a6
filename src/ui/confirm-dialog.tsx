import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Heading } from 'react-aria-components/Heading'
import { ModalDialog } from './modal-dialog'

export interface ConfirmDialogProps {
  isOpen: boolean
  title: string
  children?: ReactNode
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
  /** Destructive actions (delete, discard) draw the confirm button in the danger colour. */
  danger?: boolean
  busy?: boolean
}

/** Asks before an action that cannot be undone; Esc or the cancel button keeps things as they are. */
export function ConfirmDialog(p: ConfirmDialogProps) {
  return (
    <ModalDialog
      isOpen={p.isOpen}
      isDismissable={!p.busy}
      onOpenChange={(open) => !open && p.onCancel()}
      narrow
      role="alertdialog"
    >
      <Heading slot="title">{p.title}</Heading>
      {p.children}
      <div className="dialog-actions">
        <Button className="btn" onPress={p.onCancel} autoFocus>
          {p.cancelLabel}
        </Button>
        <Button
          className={p.danger ? 'btn btn-danger' : 'btn btn-primary'}
          onPress={p.onConfirm}
          isDisabled={p.busy}
        >
          {p.confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  )
}
