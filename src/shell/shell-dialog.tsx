import type { ReactElement, ReactNode } from 'react'
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { useLingui } from '@lingui/react/macro'

/** A navbar button opening a titled dialog, as a side drawer or a centred modal, with a close button. */
export function ShellDialog({
  trigger,
  title,
  variant,
  children,
  isOpen,
  onOpenChange,
}: {
  trigger: ReactElement
  title: ReactNode
  variant: 'drawer' | 'modal'
  children: (close: () => void) => ReactNode
  /** Controlled open state, for opening from elsewhere (the command palette). */
  isOpen?: boolean
  onOpenChange?: (open: boolean) => void
}) {
  const { t } = useLingui()
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <ModalOverlay className={`${variant}-overlay`} isDismissable>
        <Modal className={variant}>
          <Dialog className={variant === 'drawer' ? 'drawer-dialog' : 'dialog'}>
            {({ close }) => (
              <>
                <div className="drawer-header">
                  <Heading slot="title">{title}</Heading>
                  <Button className="icon-button" aria-label={t`Close`} onPress={close}>
                    ×
                  </Button>
                </div>
                {children(close)}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
