import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { Trans, useLingui } from '@lingui/react/macro'
import { recordQuery } from '@/api/list-queries'
import { refunds } from '@/domain/entities/refunds-barters'
import refundBinding from '@/resources/bindings/refunds'
import { entityColumns } from '@/table/entity-columns'
import { DetailSections, toDetailSections } from '@/ui/detail-sections'
import { RefundActions } from './refund-actions'

/** One refund beside its list (?refund=<id>): every field, its status, and the workflow steps open to the user. */
export function RefundDetailPanel({ id, onClose }: { id?: number; onClose: () => void }) {
  return (
    <ModalOverlay
      isOpen={id !== undefined}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="peek-overlay"
    >
      <Modal className="peek-panel refund-panel">
        <Dialog className="peek-dialog refund-panel-dialog">
          {({ close }) => (id === undefined ? null : <RefundDetail id={id} close={close} />)}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

function RefundDetail({ id, close }: { id: number; close: () => void }) {
  const { i18n } = useLingui()
  const { data, isPending, error, refetch } = useQuery(recordQuery(refunds.name, id))
  const columns = useMemo(
    () => new Map(entityColumns(refunds, refundBinding, i18n).map((c) => [c.field, c])),
    [i18n],
  )
  return (
    <>
      <div className="peek-head">
        <Heading slot="title">
          <Trans>Refund</Trans> {data ? String(data.refundNo) : ''}
        </Heading>
        <button type="button" className="btn btn-small" onClick={close}>
          <Trans>Close</Trans>
        </button>
      </div>
      {isPending ? (
        <div className="page-loading" aria-busy="true" />
      ) : error && !data ? (
        <div role="alert">
          <p>
            <Trans>This refund could not be loaded.</Trans>
          </p>
          <button type="button" className="btn" onClick={() => void refetch()}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : (
        <>
          <p className="refund-status">{columns.get('status')?.render(data, 250)}</p>
          <RefundActions refund={data} />
          <DetailSections
            sections={toDetailSections(
              i18n,
              refundBinding.sections ?? [],
              (f) => i18n._(refundBinding.labels[f]),
              (f) => columns.get(f)?.text(data) ?? '',
            )}
          />
        </>
      )}
    </>
  )
}
