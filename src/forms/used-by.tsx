import './references.css'
import { useId } from 'react'
import { useQueries, useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { flattenMenu, MENU_TREE } from '@/domain/menu'
import { listHref, listOf } from '@/domain/screens'
import { useTitleFor } from '@/ui/titles'
import { useOnline } from '@/offline/online-status'
import { HrefLink } from '@/ui/href-link'
import { entityNoun } from './reference-nouns'
import { useOpenable } from './reference-links'
import { usedByQuery, type UsedByEntry } from './reference-queries'
import { entityKeys } from '@/api/query-keys'
import { loadBinding } from '@/resources/bindings'

/** A referencing field's label (e.g. from the referencing entity's binding); undefined when not known. */
export type FieldLabeller = (entity: string, field: string) => string | undefined

/**
 * Labels the referencing fields by the referencing entities' own bindings (a field is named as its form names
 * it, never by its key); a field whose binding has not loaded yet, or has no label, is left unnamed.
 */
function useBindingFieldLabels(entities: readonly string[]): FieldLabeller {
  const { i18n } = useLingui()
  const names = [...new Set(entities)]
  const bindings = useQueries({
    queries: names.map((entity) => ({
      queryKey: entityKeys(entity).binding(),
      queryFn: () => loadBinding(entity),
      staleTime: Infinity,
      meta: { persist: false },
    })),
  })
  const byEntity = new Map(names.map((entity, i) => [entity, bindings[i]?.data] as const))
  return (entity, field) => {
    const label = byEntity.get(entity)?.labels[field]
    return label ? i18n._(label) : undefined
  }
}

/** The top-level area (order center, price center, ...) a screen belongs to: "SKU list" alone is ambiguous. */
const areaOf = (path: string) =>
  MENU_TREE.find((n) => n.children?.length && flattenMenu(n.children).some((c) => c.path === path))

/**
 * What references a record, one line per referencing entity and field: the list of that entity filtered to
 * this key (titled as the list screen is), and how many records there name it. Shared by the detail page's
 * "Used by" section and the delete refusal.
 */
export function UsedByList({
  entries,
  recordKey,
  fieldLabel,
  onNavigate,
}: {
  entries: readonly UsedByEntry[]
  /** The business key of the referenced record (what the lists filter on). */
  recordKey: string
  fieldLabel?: FieldLabeller
  /** Called when a link is followed (a dialog closes itself). */
  onNavigate?: () => void
}) {
  const { i18n } = useLingui()
  const titleFor = useTitleFor()
  const openable = useOpenable()
  const bindingLabel = useBindingFieldLabels(entries.map((e) => e.entity))
  const labelOf: FieldLabeller = (entity, field) => fieldLabel?.(entity, field) ?? bindingLabel(entity, field)
  // The field is named when the caller can label it, or when one entity references through several fields.
  const perEntity = new Map<string, number>()
  for (const e of entries) perEntity.set(e.entity, (perEntity.get(e.entity) ?? 0) + 1)
  return (
    <ul className="used-by-list">
      {entries.map((e) => {
        const filters = { [e.field]: recordKey }
        const list = listOf(e.entity, filters)
        const title = list ? titleFor(list.path) : entityNoun(i18n, e.entity)
        const area = list && areaOf(list.path)
        const href = listHref(e.entity, filters)
        const field = (perEntity.get(e.entity) ?? 0) > 1 ? (labelOf(e.entity, e.field) ?? '') : ''
        const count = e.count
        return (
          <li key={`${e.entity}.${e.field}`} className="used-by-line">
            {area ? (
              <span className="used-by-area">
                {titleFor(area.path)}
                <span aria-hidden="true"> ›</span>
              </span>
            ) : null}
            {openable(href) ? (
              <HrefLink href={href} className="used-by-title" onClick={onNavigate}>
                {title}
              </HrefLink>
            ) : (
              <span className="used-by-title">{title}</span>
            )}
            {field ? <span className="used-by-field">{field}</span> : null}
            <span className="used-by-count">
              <Plural value={count} one="# record" other="# records" />
            </span>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The detail page's "Used by" section (GET /v1/<entity>/:id/used-by). Hidden when nothing references the
 * record; says so while checking and when the check failed.
 */
export function UsedBy({
  entity,
  id,
  recordKey,
  fieldLabel,
}: {
  entity: string
  id: number
  recordKey: string
  fieldLabel?: FieldLabeller
}) {
  const titleId = useId()
  const online = useOnline()
  const { data, isPending, error, refetch, isFetching } = useQuery(usedByQuery(entity, id))
  if (data && !data.length) return null
  return (
    <section className="card used-by" aria-labelledby={titleId} aria-busy={isPending || undefined}>
      <h2 id={titleId} className="detail-title">
        <Trans>Used by</Trans>
      </h2>
      {data ? (
        <UsedByList entries={data} recordKey={recordKey} fieldLabel={fieldLabel} />
      ) : error ? (
        <div role="alert" className="used-by-problem">
          <p>
            <Trans>What uses this record could not be checked.</Trans>
          </p>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : !online ? (
        <p className="muted">
          <Trans>Reconnect to see what uses this record.</Trans>
        </p>
      ) : (
        <p className="muted">
          <Trans>Checking what uses this record…</Trans>
        </p>
      )}
    </section>
  )
}
