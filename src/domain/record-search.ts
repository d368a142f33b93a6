import { z } from '@/domain/zod'
import type { EntityDef } from './entity'
import { entities } from './registry'
import { routingFields } from './screens'

/**
 * GET /v1/search: one box finds any record the user may read (the palette). Each readable entity is searched
 * by its key and its search fields through the list's own indexes (server/db/search-indexes.ts), a few
 * records per entity; the console ranks them.
 */
export const SEARCH_MAX_Q = 100
export const SEARCH_DEFAULT_LIMIT = 5
export const SEARCH_MAX_LIMIT = 10
/**
 * A search field matched anywhere (a name, an e-mail) reads its trigram index only from three characters
 * on: a shorter pattern holds no trigram and would scan the index whole. Shorter queries match codes by
 * their start only.
 */
export const SEARCH_MIN_SUBSTRING = 3

/** The entities the box searches: every one with a list (a record it finds opens on its screens). */
export const searchableEntities = (): EntityDef[] =>
  (Object.values(entities) as EntityDef[]).filter((e) => e.operations.includes('list'))

export const searchHitSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  /** What staff recognise the record by beside its key: its label field, else its first other search field. */
  label: z.string().nullable(),
  /** The values that decide which screen the record opens on (a SKU's type): src/domain/screens.ts. */
  routing: z.record(z.string(), z.string().nullable()),
})
export type SearchHit = z.infer<typeof searchHitSchema>

export const searchAnswerSchema = z.object({
  /** One group per entity with a match, in the registry's order; entities the user may not read never appear. */
  groups: z.array(z.object({ entity: z.string(), items: z.array(searchHitSchema) })),
})
export type SearchAnswer = z.infer<typeof searchAnswerSchema>

/** The fields a hit carries in `routing`. */
export const hitRoutingFields = (e: EntityDef) => routingFields(e.name)
