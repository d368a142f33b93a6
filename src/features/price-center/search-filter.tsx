import './bundle-panels.css'
import { useState, type FormEvent } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { Select } from 'react-aria-components/Select'
import { TextField } from 'react-aria-components/TextField'
import { ListScreen } from '@/screens/list-screen'
import type { ScreenProps, ScreenSearch } from '@/screens/screen-props'
import { OptionsPopover, SelectTrigger } from '@/ui/select-parts'

/** Where the value is searched: the list's free text (`q`), or one field's filter. */
interface SearchIn {
  id: string
  label: MessageDescriptor
  /** The filtered field; absent: free text (key prefix or name). */
  field?: string
}

/** A list's search filter (spec: "search field, type, value"): where to search, a type, and the value. */
export interface SearchFilterSpec {
  searchIn: readonly SearchIn[]
  /** The enum field the type select filters on, with its label. */
  typeField: string
  typeLabel: MessageDescriptor
}

const ANY = '__any__'

/**
 * The spec's search filter above a list: choose where to search (code or name, or one field), a type, and type
 * the value. It writes the list's own search (`q` and filters), so the table, its chips, saved views and
 * exports all see the same filter, and the server does the filtering over every row, not only loaded ones.
 */
export function SearchFilter({
  spec,
  search,
  onSearch,
  valueLabels,
}: {
  spec: SearchFilterSpec
  search: ScreenSearch
  onSearch: (next: ScreenSearch) => void
  valueLabels: Record<string, MessageDescriptor>
}) {
  const { t, i18n } = useLingui()
  const fromSearch = () => {
    const active = spec.searchIn.find((s) => (s.field ? search.f?.[s.field] : search.q))
    return {
      where: (active ?? spec.searchIn[0])!.id,
      value: active ? ((active.field ? search.f?.[active.field] : search.q) ?? '') : '',
      type: search.f?.[spec.typeField] ?? ANY,
    }
  }
  const [draft, setDraft] = useState(fromSearch)
  const apply = (d: typeof draft) => {
    const f: Record<string, string> = { ...search.f }
    for (const s of spec.searchIn) if (s.field) delete f[s.field]
    delete f[spec.typeField]
    const where = spec.searchIn.find((s) => s.id === d.where)
    const value = d.value.trim()
    if (value && where?.field) f[where.field] = value
    if (d.type !== ANY) f[spec.typeField] = d.type
    onSearch({
      ...search,
      q: value && !where?.field ? value : undefined,
      f: Object.keys(f).length ? f : undefined,
    })
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    apply(draft)
  }
  const reset = () => {
    const cleared = { where: spec.searchIn[0]!.id, value: '', type: ANY }
    setDraft(cleared)
    apply(cleared)
  }
  const whereOptions = spec.searchIn.map((s) => ({ value: s.id, label: i18n._(s.label) }))
  const typeOptions = [
    { value: ANY, label: t`All types` },
    ...Object.entries(valueLabels).map(([value, label]) => ({ value, label: i18n._(label) })),
  ]
  return (
    <form className="search-filter" role="search" aria-label={t`Search filter`} onSubmit={submit}>
      <Select
        className="field"
        selectedKey={draft.where}
        onSelectionChange={(k) => setDraft((d) => ({ ...d, where: String(k) }))}
      >
        <Label>{t`Search in`}</Label>
        <SelectTrigger />
        <OptionsPopover options={whereOptions} className="field-popover" />
      </Select>
      <Select
        className="field"
        selectedKey={draft.type}
        onSelectionChange={(k) => setDraft((d) => ({ ...d, type: String(k) }))}
      >
        <Label>{i18n._(spec.typeLabel)}</Label>
        <SelectTrigger />
        <OptionsPopover options={typeOptions} className="field-popover" />
      </Select>
      <TextField
        className="field search-filter-value"
        value={draft.value}
        onChange={(value) => setDraft((d) => ({ ...d, value }))}
      >
        <Label>{t`Value`}</Label>
        <Input className="input" />
      </TextField>
      <div className="search-filter-actions">
        <button type="submit" className="btn btn-primary">
          <Trans>Search</Trans>
        </button>
        <button type="button" className="btn" onClick={reset}>
          <Trans>Reset</Trans>
        </button>
      </div>
    </form>
  )
}

const COUPON_FILTER: SearchFilterSpec = {
  searchIn: [
    { id: 'any', label: msg`Code or name` },
    { id: 'name', label: msg`Name`, field: 'name' },
    { id: 'sku', label: msg`SKU`, field: 'skuCodes' },
  ],
  typeField: 'discountType',
  typeLabel: msg`Discount type`,
}

const PRICE_FILTER: SearchFilterSpec = {
  searchIn: [
    { id: 'any', label: msg`Price code or SKU` },
    { id: 'sku', label: msg`SKU (exact codes)`, field: 'skuCode' },
  ],
  typeField: 'type',
  typeLabel: msg`Price type`,
}

function FilteredList({ spec, ...p }: ScreenProps & { spec: SearchFilterSpec }) {
  const labels = p.binding.valueLabels?.[spec.typeField] ?? {}
  const onSearch = (next: ScreenSearch) => void p.navigate({ search: next })
  return (
    <ListScreen {...p}>
      <SearchFilter
        key={JSON.stringify([p.search.q, p.search.f])}
        spec={spec}
        search={p.search}
        onSearch={onSearch}
        valueLabels={labels}
      />
    </ListScreen>
  )
}

/** The coupon list with the spec's search filter (view `couponList`). */
export function CouponListScreen(p: ScreenProps) {
  return <FilteredList {...p} spec={COUPON_FILTER} />
}

/** The price list with the spec's search filter (view `priceList`). */
export function PriceListScreen(p: ScreenProps) {
  return <FilteredList {...p} spec={PRICE_FILTER} />
}
