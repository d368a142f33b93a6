import { useMemo } from 'react'
import { useRouter } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Row } from '@/api/list-queries'
import { barters } from '@/domain/entities/refunds-barters'
import { hrefOf, screenFor, screenPermission } from '@/domain/screens'
import { ActionButton } from '@/forms/action-button'
import { ReferenceValue } from '@/forms/reference-links'
import { useCan } from '@/auth/use-can'
import barterBinding from '@/resources/bindings/barters'
import { entityColumns } from '@/table/entity-columns'
import { DetailSections } from '@/ui/detail-sections'
import { isBarterEditable } from './barter-form-model'
import { BarterSteps } from './barter-steps'

type Field = keyof typeof barterBinding.labels

/** A barter carries no currency of its own: its price difference is a plain signed amount. */
const formatDifference = (v: unknown, locale: string) =>
  v === null || v === undefined
    ? ''
    : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, signDisplay: 'exceptZero' }).format(Number(v))

/** The detail mode of the barter page: every field, Edit while the barter is pending, and its workflow steps. */
export function BarterDetail({ record }: { record: Row }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const can = useCan()
  const columns = useMemo(
    () => new Map(entityColumns(barters, barterBinding, i18n).map((c) => [c.field, c])),
    [i18n],
  )
  const editable = isBarterEditable(record)
  const edit = screenFor(barters.name, 'edit', record)
  const value = (f: Field) => {
    const column = columns.get(f)
    // The order and the items are keys of other records: links to them (where they open) with their names.
    const references = (barters.fields[f] as { references?: string }).references
    if (references && record[f]) return <ReferenceValue entity={references} value={record[f]} />
    if (f === 'priceDifference') return formatDifference(record.priceDifference, i18n.locale)
    return f === 'status' ? column?.render(record, 200) : (column?.text(record) ?? '')
  }
  return (
    <>
      <div className="page-actions">
        {editable && edit ? (
          <ActionButton
            className="btn btn-primary"
            permission={screenPermission(edit)}
            onPress={() => void router.navigate({ href: hrefOf(edit.path, { id: record.id }) })}
          >
            <Trans>Edit</Trans>
          </ActionButton>
        ) : can(`${barters.resource}:edit`) ? (
          <span className="muted">
            <Trans>Only a pending barter can be edited.</Trans>
          </span>
        ) : null}
        <BarterSteps record={record} />
      </div>
      <DetailSections
        sections={(barterBinding.sections ?? []).map((s) => ({
          title: i18n._(s.title),
          items: s.fields.map((f) => ({ label: i18n._(barterBinding.labels[f]), value: value(f) })),
        }))}
      />
    </>
  )
}
