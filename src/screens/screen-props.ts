import { entityByName } from '@/domain/registry'
import type { Screen } from '@/domain/screens'
import type { EntityBinding } from '@/resources/bindings/entity-binding'
import { listSearchSchema, type ListSearch } from '@/table/list-search'

/**
 * A screen's search, the same for every screen: a list's view (sort, q, filters, columns), the record a screen
 * shows or a list opens (`id`), and on add screens the values it starts with (`?orderNo=`, `?platform=`).
 */
export interface ScreenSearch extends ListSearch {
  id?: number
  [preset: string]: string | number | Record<string, string> | undefined
}

/** What every screen view receives: its declaration, its entity's binding, its search and a way to change it. */
export interface ScreenProps {
  screen: Screen
  /** The binding of the screen's entity (screens without an entity get an empty one). */
  binding: EntityBinding
  search: ScreenSearch
  navigate: (options: { search: ScreenSearch; replace?: boolean }) => unknown
}

const PRESET_MAX = 200

/** Fields a form may start with: the entity's writable ones (no zod here: route files load this at start). */
const presetFields = (entity: string | undefined) =>
  Object.entries(entityByName(entity ?? '')?.fields ?? {}).flatMap(([name, def]) =>
    def.readOnly ? [] : [{ name, max: Math.min(def.max ?? PRESET_MAX, PRESET_MAX) }],
  )

/** Validates a screen's search parameters; anything unexpected is dropped. Light: route files import it. */
export function screenSearch(screen: Screen, raw: Record<string, unknown>): ScreenSearch {
  const out: ScreenSearch = { ...listSearchSchema(raw) }
  const id = Number(raw.id)
  if (Number.isSafeInteger(id) && id > 0) out.id = id
  const fields = screen.screen.kind === 'add' ? presetFields(screen.screen.entity) : []
  for (const { name, max } of fields) {
    const v = raw[name]
    const text = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : ''
    if (text && text.length <= max && !(name in out)) out[name] = text
  }
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key]
  return out
}

/** The add screen's starting values: its fixed values, then its presets from the address. */
export function presetsOf(screen: Screen, search: ScreenSearch): Record<string, string> {
  const presets: Record<string, string> = { ...screen.screen.fixed }
  for (const { name } of presetFields(screen.screen.entity))
    if (typeof search[name] === 'string') presets[name] = search[name]
  return presets
}
