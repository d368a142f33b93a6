import { describe, expect, it } from 'vitest'
import { buildAccess, homePath, routableEntries, type MenuEntry } from './access'

describe('routableEntries', () => {
  const e = (path: string, children: MenuEntry[] = []): MenuEntry => ({
    path,
    title: path,
    icon: '',
    children,
  })
  it('keeps screens this build has, external links, and parents with such children', () => {
    const kept = routableEntries(
      [e('/a', [e('/a/built'), e('/a/later')]), e('/b', [e('/b/later')]), e('https://help.example.com')],
      (p) => p === '/a/built',
    )
    expect(kept.map((x) => x.path)).toEqual(['/a', 'https://help.example.com'])
    expect(kept[0]?.children?.map((x) => x.path)).toEqual(['/a/built'])
  })
})

describe('homePath', () => {
  const e = (path: string, children: MenuEntry[] = [], hidden = false): MenuEntry => ({
    path,
    title: path,
    icon: '',
    settings: { hidden: hidden ? '1' : '0' },
    children,
  })
  const access = (...entries: MenuEntry[]) => buildAccess([e('/', entries)])

  it('is the dashboard when the roles grant it', () => {
    expect(
      homePath(access(e('/dashboard'), e('/orderCenter', [e('/orderCenter/orders')])), '/dashboard'),
    ).toBe('/dashboard')
  })

  it("else the menu's first screen the sidebar shows (hidden detail screens skipped); none without a menu", () => {
    const orders = e('/orderCenter', [
      e('/orderCenter/orderDetail', [], true),
      e('/orderCenter/orders'),
      e('/orderCenter/refunds'),
    ])
    expect(homePath(access(orders), '/dashboard')).toBe('/orderCenter/orders')
    expect(homePath(access(), '/dashboard')).toBeUndefined()
  })
})
