import { operationAction, type EntityDef } from '../entity'
import type { MenuNode, Titles } from '../menu'

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
export function entityActions(e: EntityDef): string[] {
  return [...new Set([...e.operations.map(operationAction), ...(e.actions ?? []).map((a) => a.needs)])]
}

/** A sidebar entry listing an entity. */
export function listScreen(
  path: string,
  title: Titles,
  e: EntityDef,
  extra: Partial<MenuNode> = {},
): MenuNode {
  return { path, title, resource: e.resource, actions: entityActions(e), icon: 'list', cache: true, ...extra }
}

/** A hidden screen reached from `activeMenu` (add/edit/detail and the like). */
export function hiddenScreen(
  path: string,
  title: Titles,
  e: EntityDef,
  needs: string,
  activeMenu: string,
): MenuNode {
  return { path, title, resource: e.resource, needs, hidden: true, activeMenu }
}

/** Hidden add/edit/detail screens for a list at `list`, at the given paths (any may be left out). */
export function formScreens(
  e: EntityDef,
  noun: Noun,
  list: string,
  paths: { add?: string; edit?: string; detail?: string },
): MenuNode[] {
  const out: MenuNode[] = []
  if (paths.add) out.push(hiddenScreen(paths.add, titleOf.add(noun), e, 'add', list))
  if (paths.edit) out.push(hiddenScreen(paths.edit, titleOf.edit(noun), e, 'edit', list))
  if (paths.detail) out.push(hiddenScreen(paths.detail, titleOf.detail(noun), e, 'view', list))
  return out
}

/** A list screen at `base` with hidden `base/add`, `base/edit`, `base/detail` (the commodity center's shape). */
export function nestedCrud(base: string, title: Titles, noun: Noun, e: EntityDef): MenuNode[] {
  return [
    listScreen(base, title, e),
    ...formScreens(e, noun, base, { add: `${base}/add`, edit: `${base}/edit`, detail: `${base}/detail` }),
  ]
}
