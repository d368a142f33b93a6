/**
 * Everything the console derives from the screen declarations of the menu tree: which screen shows a record,
 * where a list's add button leads, which screens the G keys open. No other file spells a screen's path.
 */
import { flattenMenu, type MenuNode, type ScreenDecl, type ScreenKind } from './menu'
import type { Permission, Resource } from './permissions'

/** A menu node that is a screen: every screen names the permission resource reaching it needs. */
export type Screen = Omit<MenuNode, 'resource'> & { screen: ScreenDecl; resource: Resource }

function isScreen(n: MenuNode): n is Screen {
  if (n.screen && !n.resource) throw new Error(`the screen ${n.path} names no permission resource`)
  return !!n.screen
}

/** The permission reaching a screen needs: `<resource>:<needs>`, 'view' when it names none. */
export const screenPermission = (s: Screen): Permission => `${s.resource}:${s.needs ?? 'view'}`

/** Every screen of the spec, in menu order. */
export const SCREENS: readonly Screen[] = flattenMenu().filter(isScreen)

const byPath = new Map(SCREENS.map((s) => [s.path, s]))

export function screenByPath(path: string): Screen | undefined {
  return byPath.get(path)
}

/** Does `values` (a record, or a list's fixed filters) carry every fixed value of the screen? */
function fits(s: Screen, values: Readonly<Record<string, unknown>> | undefined): boolean {
  return Object.entries(s.screen.fixed ?? {}).every(([k, v]) => values?.[k] === v)
}

const fixedCount = (s: Screen) => Object.keys(s.screen.fixed ?? {}).length

/** The entity's screens of one kind. */
export function screensOf(entity: string, kind: ScreenKind): Screen[] {
  return SCREENS.filter((s) => s.screen.entity === entity && s.screen.kind === kind)
}

/**
 * The screen of `kind` for a record (or for a list's fixed values): the most specific one whose fixed values
 * the record has. Without values, the entity's general screen (no fixed values) if it has one.
 */
export function screenFor(
  entity: string,
  kind: ScreenKind,
  values?: Readonly<Record<string, unknown>>,
): Screen | undefined {
  const fitting = screensOf(entity, kind).filter((s) => fits(s, values))
  return fitting.sort((a, b) => fixedCount(b) - fixedCount(a))[0]
}

/** A search value as the router writes it: JSON, except strings that would not read back as another type. */
function searchValue(v: unknown): string {
  if (typeof v !== 'string') return JSON.stringify(v)
  try {
    JSON.parse(v)
    return JSON.stringify(v)
  } catch {
    return v
  }
}

/** A screen's address with search parameters (`?id=`, presets, list filters as `f`), in the router's encoding. */
export function hrefOf(path: string, search: Readonly<Record<string, unknown>> = {}): string {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(search))
    if (v !== undefined && v !== null && v !== '') params.set(k, searchValue(v))
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/**
 * Where a record opens: its detail screen, else its edit screen, else its list with the record open
 * (`?id=`, which list screens read as "open this record"). Undefined when the entity has no screen at all.
 */
export function recordHref(entity: string, record: { id: number | string } & Record<string, unknown>) {
  const target =
    screenFor(entity, 'detail', record) ??
    screenFor(entity, 'edit', record) ??
    screenFor(entity, 'list', record)
  return target && hrefOf(target.path, { id: record.id })
}

/** The fields whose values decide which of an entity's screens a record opens on (a SKU's type). */
export function routingFields(entity: string): string[] {
  const fixed = SCREENS.filter((s) => s.screen.entity === entity).flatMap((s) =>
    Object.keys(s.screen.fixed ?? {}),
  )
  return [...new Set(fixed)]
}

/** The list a record belongs to (where saving, cancelling and deleting return). */
export function listOf(entity: string, record?: Readonly<Record<string, unknown>>): Screen | undefined {
  return screenFor(entity, 'list', record)
}

/** The list of an entity filtered to `filters` (a "used by" link, a dashboard queue). */
export function listHref(entity: string, filters: Readonly<Record<string, string>>): string | undefined {
  const list = listOf(entity, filters)
  return list && hrefOf(list.path, { f: filters })
}

/**
 * The add screens a list offers: those of its entity whose fixed values agree with the list's. The SKU list
 * offers regular, bundle and upgrade SKUs; the Apple Pay list offers the one add screen (preset to Apple Pay).
 */
export function addScreensFor(list: Screen): Screen[] {
  const fixed = list.screen.fixed ?? {}
  return screensOf(list.screen.entity ?? '', 'add').filter((s) =>
    Object.entries(s.screen.fixed ?? {}).every(([k, v]) => fixed[k] === undefined || fixed[k] === v),
  )
}

/** Custom screens reached from a list (an import beside the offline orders list). */
export function customScreensOf(list: Screen): Screen[] {
  return SCREENS.filter(
    (s) =>
      s.screen.kind === 'custom' &&
      s.hidden &&
      s.activeMenu === list.path &&
      s.screen.entity === list.screen.entity,
  )
}

/** `G` then a letter: the screens that declare one. */
export const GO_SCREENS: readonly Screen[] = SCREENS.filter((s) => s.goKey)
