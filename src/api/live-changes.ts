import type { QueryClient } from '@tanstack/react-query'
import { entityByName } from '@/domain/registry'
import { afterWrite, type Write } from './after-write'
import type { Row } from './block-columns'
import type { LiveEvent } from './live-events'
import { entityKeys } from './query-keys'

/** Who last changed a record, as the live events said (forms name them: "admin changed this record"). */
export interface LastChange {
  who: string
  version: number | null
}

const lastChanges = new Map<string, LastChange>()
const listeners = new Set<() => void>()
const changeKey = (entity: string, id: number) => `${entity}:${id}`

/** The last change heard of one record, if any (for useSyncExternalStore). */
export const lastChangeOf = (entity: string, id: number): LastChange | undefined =>
  lastChanges.get(changeKey(entity, id))

export function subscribeLastChanges(fn: () => void): () => void {
  listeners.add(fn)
  return () => void listeners.delete(fn)
}

/** Records heard of at most; the oldest are forgotten. */
const MAX_REMEMBERED = 500

function remember(events: readonly LiveEvent[]) {
  for (const e of events) {
    if (e.recordId === null) continue
    const key = changeKey(e.entity, e.recordId)
    lastChanges.delete(key)
    lastChanges.set(key, { who: e.who, version: e.version })
  }
  while (lastChanges.size > MAX_REMEMBERED) lastChanges.delete(lastChanges.keys().next().value!)
  for (const fn of [...listeners]) fn()
}

/**
 * Whether the cache already holds what the event says: the record cached at that version or later (the echo
 * of this console's own write, whose answer afterWrite put there).
 */
function alreadyHave(queryClient: QueryClient, e: LiveEvent): boolean {
  if (e.recordId === null || e.version === null || e.kind === 'delete') return false
  const cached = queryClient.getQueryData<Row>(entityKeys(e.entity).record(e.recordId))
  return cached !== undefined && Number(cached.version) >= e.version
}

/**
 * The writes a batch of events stands for, once per entity: one record's events as that record's write (its
 * last kind), several records' as one write of the entity's records, so a bulk change elsewhere reads each
 * list once.
 */
export function writesOf(events: readonly LiveEvent[]): Write[] {
  const byEntity = new Map<string, LiveEvent[]>()
  for (const e of events) {
    if (!entityByName(e.entity)) continue
    byEntity.set(e.entity, [...(byEntity.get(e.entity) ?? []), e])
  }
  const writes: Write[] = []
  for (const [name, list] of byEntity) {
    const entity = entityByName(name)!
    const ids = [...new Set(list.map((e) => e.recordId))]
    const only = ids.length === 1 ? ids[0] : undefined
    if (only !== undefined && only !== null) writes.push({ entity, id: only, kind: list.at(-1)!.kind })
    else if (ids.includes(null)) writes.push({ entity, kind: 'changed' })
    else writes.push({ entity, ids: ids as number[], kind: 'changed' })
  }
  return writes
}

/**
 * Freshens the cache for writes made elsewhere (issue 28): each event becomes the afterWrite of its record, as
 * after-write.ts's header describes, except an event the cache already reflects.
 */
export function applyLiveEvents(queryClient: QueryClient, events: readonly LiveEvent[]): Promise<void> {
  remember(events)
  const news = events.filter((e) => !alreadyHave(queryClient, e))
  return Promise.all(writesOf(news).map((w) => afterWrite(queryClient, w))).then(() => undefined)
}
