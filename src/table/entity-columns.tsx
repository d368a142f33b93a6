import type { I18n } from '@lingui/core'
import type { EntityDef } from '@/domain/entity'
import { cellNeeds } from '@/domain/list-fields'
import type { FieldDef } from '@/domain/fields'
import type { Row } from '@/api/list-queries'
import { abbreviate, formatDateTime } from '@/ui/format'
import type { ColumnDef } from './column'
import type { EntityBinding } from '@/resources/bindings/entity-binding'

/**
 * Width below which a money column shows every amount compactly (1.2k KRW, 12.59 CAD) with the full amount
 * in the tooltip. One rule per column, decided by its width alone: never abbreviated rows beside full ones.
 */
export const ABBREVIATE_BELOW = 130
/** A money column's default width: wide enough for the full amount. */
const MONEY_WIDTH = 140
/** An identifier column's default width: a whole id (CT-2024-000123, OFF00000004) shows untruncated. */
export const ID_WIDTH = 160
const isIdField = (field: string) => /(No|Id|Number)$/.test(field)

/** Intl formatters are costly to build; rows format thousands of amounts while scrolling. */
const moneyFormats = new Map<string, Intl.NumberFormat>()
function formatAmount(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`
  let f = moneyFormats.get(key)
  if (!f) {
    try {
      // Without a currency (a barter's price difference), an amount is a plain number with cents.
      f = currency
        ? new Intl.NumberFormat(locale, { style: 'currency', currency })
        : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    } catch {
      return amount.toFixed(2)
    }
    moneyFormats.set(key, f)
  }
  return f.format(amount)
}

/**
 * Every field of a registry entity as a column, labelled and formatted by its binding (enum values without a
 * label show as-is); the entity's `column` fields are shown by default.
 */
export function entityColumns(entity: EntityDef, b: EntityBinding, i18n: I18n): ColumnDef[] {
  return Object.entries(entity.fields)
    .filter(([, def]) => !def.writeOnly)
    .map(([field, def]) => column(entity, field, def, b, i18n))
}

/** A generic list screen's columns: the entity's, less the fields its screen fixes (one value, no column). */
export function listColumns(
  entity: EntityDef,
  b: EntityBinding,
  i18n: I18n,
  fixed: Readonly<Record<string, unknown>> | undefined,
): ColumnDef[] {
  return entityColumns(entity, b, i18n).filter((c) => !fixed || !(c.field in fixed))
}

function column(entity: EntityDef, field: string, def: FieldDef, b: EntityBinding, i18n: I18n): ColumnDef {
  const valueLabel = (v: string) => {
    const m = b.valueLabels?.[field]?.[v]
    return m ? i18n._(m) : v
  }
  const money = def.kind === 'money'
  /** The row's currency; none when the entity has no currency field, 'USD' when the row's is missing. */
  const { currencyField } = entity
  const currency = (row: Row) => (currencyField ? String(row[currencyField] || 'USD') : '')
  const percentWhen = money ? entity.percentWhen?.[field] : undefined
  const isPercent = (row: Row) =>
    !!percentWhen && Object.entries(percentWhen).every(([k, value]) => row[k] === value)
  const text = (row: Row): string => {
    const v = row[field]
    if (v === null || v === undefined) return ''
    if (def.kind === 'datetime') return formatDateTime(String(v))
    if (isPercent(row)) return `${Number(v).toLocaleString(i18n.locale, { maximumFractionDigits: 2 })} %`
    if (money) return formatAmount(Number(v), currency(row), i18n.locale)
    // Enum fields, and text fields that hold codes (a job's result), show their labels.
    if (def.kind === 'enum' || b.valueLabels?.[field]) return valueLabel(String(v))
    return String(v)
  }
  const tag = b.tagFields?.includes(field)
  return {
    field,
    header: b.labels[field] ? i18n._(b.labels[field]) : field,
    width: b.widths?.[field] ?? (money ? MONEY_WIDTH : isIdField(field) ? ID_WIDTH : 130),
    align: money || def.kind === 'int' ? 'end' : 'start',
    sortable: !!def.sortable,
    filter: def.filter,
    options:
      def.kind === 'enum' ? def.values?.map((value) => ({ value, label: valueLabel(value) })) : undefined,
    defaultVisible: !!def.column,
    needs: cellNeeds(entity, field),
    text,
    render: (row, width) => {
      if (tag) return <span className={`tag tag-${String(row[field])}`}>{text(row)}</span>
      const v = row[field]
      if (money && width < ABBREVIATE_BELOW && typeof v === 'number' && !isPercent(row))
        return `${abbreviate(v)} ${currency(row)}`.trim()
      return text(row)
    },
  }
}
