import { useMemo } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { Row } from '@/api/list-queries'
import { ActionButton } from '@/forms/action-button'
import { useCan } from '@/shell/use-access'
import { DetailSections } from '@/ui/detail-sections'
import { barterColumns } from './barter-columns'
import { isBarterEditable } from './barter-form-model'
import { BARTER_FIELD_LABELS } from './barter-labels'
import { useOrderByNo } from './barter-sources'

type Field = keyof typeof BARTER_FIELD_LABELS

const SECTIONS: { title: ReturnType<typeof msg>; fields: Field[] }[] = [
  { title: msg`Barter`, fields: ['barterNo', 'orderNo', 'status', 'applicant'] },
  {
    title: msg`Replacement`,
    fields: ['replacementItem', 'exchangeType', 'reason', 'newItem', 'handlingMethod'],
  },
  { title: msg`New item billing`, fields: ['billingStartDate', 'priceDifference'] },
]

/** The detail mode of the barter page: every field, and Edit while the barter is pending. */
export function BarterDetail({ record }: { record: Row }) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const can = useCan()
  const columns = useMemo(() => new Map(barterColumns(i18n).map((c) => [c.field, c])), [i18n])
  const order = useOrderByNo(String(record.orderNo ?? ''))
  const editable = isBarterEditable(record)
  const value = (f: Field) => {
    const column = columns.get(f)
    if (f === 'orderNo' && order.data)
      return (
        <Link to="/orderCenter/order/detail" search={{ id: order.data.id }}>
          {String(record.orderNo)}
        </Link>
      )
    return f === 'status' ? column?.render(record, 200) : (column?.text(record) ?? '')
  }
  return (
    <>
      <div className="page-actions">
        {editable ? (
          <ActionButton
            className="btn btn-primary"
            permission="orderCenter:barters:edit"
            onPress={() => void navigate({ to: '/orderCenter/editBarter', search: { id: record.id } })}
          >
            <Trans>Edit</Trans>
          </ActionButton>
        ) : can('orderCenter:barters:edit') ? (
          <span className="muted">
            <Trans>Only a pending barter can be edited.</Trans>
          </span>
        ) : null}
      </div>
      <DetailSections
        sections={SECTIONS.map((s) => ({
          title: i18n._(s.title),
          items: s.fields.map((f) => ({ label: i18n._(BARTER_FIELD_LABELS[f]), value: value(f) })),
        }))}
      />
    </>
  )
}
