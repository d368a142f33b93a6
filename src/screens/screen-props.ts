import type { EntityDef } from '@/domain/entity'
import type { Screen } from '@/domain/screens'
import { writableFields } from '@/domain/writable-fields'
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

/** The longest value an address may preset, whatever the field allows (presetsOf applies the field's own). */
const PRESET_MAX = 200
/** A field name: nothing else of an add screen's address can be a preset. */
const FIELD_NAME = /^[a-z][A-Za-z0-9]{0,39}$/
/** The keys a list's view and a record's id take in every screen's address (never a preset). */
const SEARCH_KEYS: ReadonlySet<string> = new Set([...Object.keys(listSearchSchema({})), 'id'])

/**
 * An add screen's candidate presets from its address: the entity's declaration is not loaded yet when a route
 * checks its search (route files load this at start), so the form keeps only its writable fields (presetsOf).
 */
function presetCandidates(raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, v] of Object.entries(raw)) {
    if (!FIELD_NAME.test(name) || SEARCH_KEYS.has(name)) continue
    const text = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : ''
    if (text && text.length <= PRESET_MAX) out[name] = text
  }
  return out
}

/** Validates a screen's search parameters; anything unexpected is dropped. Light: route files import it. */
export function screenSearch(screen: Screen, raw: Record<string, unknown>): ScreenSearch {
  const out: ScreenSearch = { ...listSearchSchema(raw) }
  const id = Number(raw.id)
  if (Number.isSafeInteger(id) && id > 0) out.id = id
  if (screen.screen.kind === 'add') Object.assign(out, presetCandidates(raw))
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key]
  return out
}

/**
 * The add screen's starting values: the values of its entity's writable fields in its address, each within the
 * field's length, and its fixed values, which no address changes.
 */
export function presetsOf(screen: Screen, search: ScreenSearch, entity: EntityDef): Record<string, string> {
  const presets: Record<string, string> = {}
  for (const [name, def] of writableFields(entity)) {
    const value = search[name]
    if (typeof value === 'string' && value.length <= (def.max ?? PRESET_MAX)) presets[name] = value
  }
  return { ...presets, ...screen.screen.fixed }
}
