import { operationAction, type EntityHead } from '../entity'
import type { MenuNode, PanelName, ScreenDecl, ScreenKind, Titles } from '../menu'
import type { Action } from '../permissions'

export const t = (zh: string, en: string, ja: string): Titles => ({ zh, en, ja })

/** What a screen is about, as a noun in each language (English in lower case, as used mid-sentence). */
export type Noun = Titles

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export const titleOf = {
  list: (n: Noun) => t(`${n.zh}列表`, `${cap(n.en)} list`, `${n.ja}一覧`),
  add: (n: Noun) => t(`新增${n.zh}`, `Add ${n.en}`, `${n.ja}の追加`),
  edit: (n: Noun) => t(`编辑${n.zh}`, `Edit ${n.en}`, `${n.ja}の編集`),
  detail: (n: Noun) => t(`${n.zh}详情`, `${cap(n.en)} detail`, `${n.ja}の詳細`),
}

/** The actions an entity's screens offer: its CRUD operations plus its business actions. */
export function entityActions(e: EntityHead): Action[] {
  return [...new Set([...e.operations.map(operationAction), ...(e.actions ?? []).map((a) => a.needs)])]
}

/** What a screen declaration may add: fixed values, a bespoke view, and any menu flag. */
export type ScreenOptions = Partial<Omit<MenuNode, 'path' | 'title' | 'screen'>> &
  Pick<ScreenDecl, 'fixed' | 'view' | 'panels' | 'bulk'> & {
    /** Panels of the add and edit screens (`panels` are the detail screen's). */
    formPanels?: readonly PanelName[]
  }

const NEEDS: Record<Exclude<ScreenKind, 'custom'>, Action> = {
  list: 'view',
  add: 'add',
  edit: 'edit',
  detail: 'view',
}

function declare(
  kind: ScreenKind,
  e: EntityHead,
  { fixed, view, panels, formPanels, bulk, ...menu }: ScreenOptions,
) {
  const ownPanels = kind === 'detail' ? panels : kind === 'add' || kind === 'edit' ? formPanels : undefined
  const screen: ScreenDecl = {
    kind,
    entity: e.name,
    ...(fixed && { fixed }),
    ...(view && { view }),
    ...(ownPanels && { panels: ownPanels }),
    ...(bulk && kind === 'list' && { bulk }),
  }
  return { resource: e.resource, screen, ...menu }
}

/** A sidebar entry listing an entity. */
export function listScreen(path: string, title: Titles, e: EntityHead, o: ScreenOptions = {}): MenuNode {
  return { path, title, actions: entityActions(e), icon: 'list', cache: true, ...declare('list', e, o) }
}

/** A sidebar entry for a bespoke screen of an entity (a query form, a job console); `o.view` names it. */
export function customScreen(path: string, title: Titles, e: EntityHead, o: ScreenOptions): MenuNode {
  return { path, title, actions: entityActions(e), icon: 'list', cache: true, ...declare('custom', e, o) }
}

/**
 * A hidden screen reached from a list (`activeMenu`): one of the entity's add/edit/detail screens, or a custom
 * one (an import, a query form) that needs `needs`.
 */
export function hiddenScreen(
  kind: ScreenKind,
  path: string,
  title: Titles,
  e: EntityHead,
  activeMenu: string,
  o: ScreenOptions & { needs?: Action } = {},
): MenuNode {
  const needs = o.needs ?? (kind === 'custom' ? 'view' : NEEDS[kind])
  return { path, title, hidden: true, activeMenu, ...declare(kind, e, o), needs }
}

/** Hidden add/edit/detail screens of a list at `list`, at the given paths (any may be left out). */
export function formScreens(
  e: EntityHead,
  noun: Noun,
  list: string,
  paths: { add?: string; edit?: string; detail?: string },
  o: ScreenOptions = {},
): MenuNode[] {
  const kinds = ['add', 'edit', 'detail'] as const
  return kinds.flatMap((kind) => {
    const path = paths[kind]
    return path ? [hiddenScreen(kind, path, titleOf[kind](noun), e, list, o)] : []
  })
}

/** A list screen at `base` with hidden `base/add`, `base/edit`, `base/detail` (the commodity center's shape). */
export function nestedCrud(
  base: string,
  title: Titles,
  noun: Noun,
  e: EntityHead,
  o: ScreenOptions = {},
): MenuNode[] {
  return [
    listScreen(base, title, e, o),
    ...formScreens(e, noun, base, { add: `${base}/add`, edit: `${base}/edit`, detail: `${base}/detail` }, o),
  ]
}
