import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { Trans } from '@lingui/react/macro'
import type { Row } from '@/api/list-queries'
import type { ColumnDef } from './column'

/** Space on a row: its fields in a side panel; Esc closes and focus returns to the grid. */
export function PeekPanel({
  row,
  title,
  columns,
  onClose,
}: {
  row: Row | undefined
  title: string
  columns: ColumnDef[]
  onClose: () => void
}) {
  return (
    <ModalOverlay
      isOpen={!!row}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="peek-overlay"
    >
      <Modal className="peek-panel">
        <Dialog className="peek-dialog">
          {({ close }) => (
            <>
              <div className="peek-head">
                <Heading slot="title">{title}</Heading>
                <button type="button" className="btn btn-small" onClick={close}>
                  <Trans>Close</Trans>
                </button>
              </div>
              <dl className="peek-fields">
                {row &&
                  columns.map((c) => (
                    <div key={c.field} className="peek-field">
                      <dt>{c.header}</dt>
                      <dd>{c.field in row ? c.text(row) || '—' : '…'}</dd>
                    </div>
                  ))}
              </dl>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
