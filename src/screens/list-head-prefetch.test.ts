import { describe, expect, it, vi } from 'vitest'
import { i18n } from '@lingui/core'
import type { ListSearch } from '@/table/list-search'

// No macro transform in node unit tests: `msg` becomes a descriptor whose id is its message.
vi.mock('@lingui/core/macro', () => import('../../tests/support/lingui-msg'))

const { SCREENS, routingFields } = await import('@/domain/screens')
const { entityByName } = await import('@/domain/registry')
const { loadBinding } = await import('@/resources/bindings')
const { entityColumns } = await import('@/table/entity-columns')
const { layoutFromCols, listViewOf } = await import('@/table/list-search')
const { rowFieldsOf } = await import('@/table/row-fields')
const { listHeadRequest } = await import('./list-head-prefetch')
const { firstListRead } = await import('@/domain/first-list-read')
const { BLOCK_SIZE } = await import('@/api/list-queries')
const { listParamsToQuery } = await import('@/domain/list-params')
const { readAddress, sameRead } = await import('@/api/early-reads')

i18n.loadAndActivate({ locale: 'en', messages: {} })

/** What the generic list screen's grid asks for: ListScreen's columns, DataTable's layout and fields. */
function gridRequest(screenPath: string, binding: Parameters<typeof entityColumns>[1], search: ListSearch) {
  const screen = SCREENS.find((s) => s.path === screenPath)!
  const entity = entityByName(screen.screen.entity!)!
  const fixed = screen.screen.fixed as Record<string, string> | undefined
  const columns = entityColumns(entity, binding, i18n).filter((c) => !fixed || !(c.field in fixed))
  const all = columns.map((c) => c.field)
  const defaults = columns.filter((c) => c.defaultVisible).map((c) => c.field)
  const layout = layoutFromCols(all, defaults, search.cols)
  const cols = layout.order
    .filter((f) => layout.visible[f])
    .map((f) => ({ def: columns.find((c) => c.field === f)! }))
  return {
    entity: entity.name,
    view: listViewOf(entity, search, fixed),
    fields: rowFieldsOf(entity, cols, routingFields(entity.name)),
  }
}

const lists = SCREENS.filter((s) => s.screen.kind === 'list' && !s.screen.view)

describe('a list opened cold asks for its first rows at once', () => {
  it('with the very block, view and fields its grid asks for, on every generic list', async () => {
    expect(lists.length).toBeGreaterThan(10)
    for (const screen of lists) {
      const binding = await loadBinding(screen.screen.entity!)
      const someField = Object.keys(entityByName(screen.screen.entity!)!.fields).reverse()[0]!
      for (const search of [
        {},
        { sort: 'id:desc', q: 'A' },
        { cols: `${someField},nonsense` },
      ] as ListSearch[])
        expect(listHeadRequest(screen, binding, search), `${screen.path} ${JSON.stringify(search)}`).toEqual(
          gridRequest(screen.path, binding, search),
        )
    }
  })
})

describe("the page's first read of a list (domain/list-fields.ts)", () => {
  it("is the grid's first block at the default view, on every generic list, and only there", async () => {
    for (const screen of lists) {
      const binding = await loadBinding(screen.screen.entity!)
      const grid = listHeadRequest(screen, binding, {})!
      const query = {
        ...listParamsToQuery(grid.view),
        offset: 0,
        limit: BLOCK_SIZE,
        columns: grid.fields.join(),
      }
      const asked = readAddress(`/v1/${grid.entity}`, query)
      expect(sameRead(firstListRead(screen)!, asked), screen.path).toBe(true)
    }
    expect(
      SCREENS.filter((s) => !lists.includes(s))
        .map(firstListRead)
        .filter(Boolean),
    ).toEqual([])
  })
})
