import { describe, expect, it } from 'vitest'
import type { MenuEntry } from '@/auth/access'
import { activeSidebarPath, sidebarItems } from './sidebar-model'
import { DASHBOARD, MENU_TREE } from '@/domain/menu'
import { ICON_NAMES } from '@/ui/icon'

const entry = (path: string, children: MenuEntry[] = [], hidden = false): MenuEntry => ({
  path,
  title: path,
  icon: '',
  settings: { hidden: hidden ? '1' : '0' },
  children,
})

describe('sidebarItems', () => {
  it('skips hidden entries and collapses a parent with one visible child', () => {
    const items = sidebarItems([
      entry('/orderCenter', [entry('/orderCenter/orders'), entry('/orderCenter/order/detail', [], true)]),
    ])
    expect(items.map((i) => i.path)).toEqual(['/orderCenter/orders'])
  })

  it('keeps parents with several visible children nested', () => {
    const items = sidebarItems([entry('/x', [entry('/x/a'), entry('/x/b')])])
    expect(items[0]?.children.map((c) => c.path)).toEqual(['/x/a', '/x/b'])
  })

  it('marks external links', () => {
    expect(sidebarItems([entry('https://example.com/help')])[0]?.external).toBe(true)
  })
})

describe('activeSidebarPath', () => {
  it('highlights the list for a hidden detail page', () => {
    expect(activeSidebarPath('/orderCenter/order/detail')).toBe('/orderCenter/orders')
  })
})

describe('the collapsed rail', () => {
  // The rail shows the top-level entries only: each must draw its own icon, not the fallback dot.
  const top = [DASHBOARD, ...MENU_TREE.filter((n) => n !== DASHBOARD)]
  it('every top-level entry names an icon the icon set draws', () => {
    expect(top.filter((n) => !ICON_NAMES.includes(n.icon ?? '')).map((n) => n.path)).toEqual([])
  })
  it('no two top-level entries share an icon', () => {
    const icons = top.map((n) => n.icon)
    expect(new Set(icons).size).toBe(icons.length)
  })
})
