import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { useLingui } from '@lingui/react/macro'

/**
 * A titled dialog of the navbar, as a side drawer or a centred modal, with a close button. Only lazily loaded
 * dialogs draw it (their trigger is a LazyPopupTrigger): it is not part of the console's start.
 */
export function ShellDialog({
  title,
  variant,
  children,
  isOpen,
  onOpenChange,
}: {
  title: ReactNode
  variant: 'drawer' | 'modal'
  children: (close: () => void) => ReactNode
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useLingui()
  return (
    <ModalOverlay className={`${variant}-overlay`} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
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
  )
}
