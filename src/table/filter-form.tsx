import { useState, type FormEvent } from 'react'
import { Heading } from 'react-aria-components/Heading'
import { Trans, useLingui } from '@lingui/react/macro'
import { decodeFilter, encodeFilter, type FilterDraft, type FilterProblem } from './filter-codec'
import type { ColumnDef } from './column'
import { FilterInput } from './filter-input'

export interface FilterFormProps {
  /** Filterable columns offered (visible ones, plus any already filtered). */
  columns: ColumnDef[]
  filters: Record<string, string> | undefined
  onApply: (filters: Record<string, string> | undefined) => void
}

/**
 * The filter popover's form: typed inputs per column, applied together. Loaded with the popover
 * (filter-popover.tsx), inputs and all (date fields, option lists): a list's first screen has no open popover.
 */
export default function FilterForm({ columns, filters, onApply }: FilterFormProps) {
  const { t } = useLingui()
  const [drafts, setDrafts] = useState<Record<string, FilterDraft>>(() =>
    Object.fromEntries(columns.map((c) => [c.field, decodeFilter(c.filter!, filters?.[c.field])])),
  )
  const [problems, setProblems] = useState<Record<string, FilterProblem>>({})
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const next: Record<string, string> = { ...filters }
    const found: Record<string, FilterProblem> = {}
    for (const c of columns) {
      const { value, problem } = encodeFilter(c.filter!, drafts[c.field]!)
      if (problem) found[c.field] = problem
      else if (value) next[c.field] = value
      else delete next[c.field]
    }
    setProblems(found)
    if (!Object.keys(found).length) onApply(Object.keys(next).length ? next : undefined)
  }
  return (
    <form onSubmit={submit} aria-label={t`Filters`} noValidate>
      <Heading slot="title" className="popover-title">
        <Trans>Filters</Trans>
      </Heading>
      <div className="filter-grid">
        {columns.map((c) => (
          <FilterInput
            key={c.field}
            column={c}
            draft={drafts[c.field]!}
            problem={problems[c.field]}
            onChange={(d) => setDrafts((all) => ({ ...all, [c.field]: d }))}
          />
        ))}
      </div>
      <div className="popover-actions">
        <button type="button" className="btn" onClick={() => onApply(undefined)}>
          <Trans>Clear filters</Trans>
        </button>
        <button type="submit" className="btn btn-primary">
          <Trans>Apply</Trans>
        </button>
      </div>
    </form>
  )
}
