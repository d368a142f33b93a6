import { describe, expect, it } from 'vitest'
import type { MenuEntry } from '@/auth/access'
import { pageEntries } from './page-entries'

const entry = (path: string, title: string, children: MenuEntry[] = [], hidden = false): MenuEntry => ({
  path,
  title,
  icon: '',
  settings: { hidden: hidden ? '1' : '0' },
  children,
})

const menu = [
  entry('/dashboard', '首页'),
  entry('/orderCenter', '订单中心', [
    entry('/orderCenter/orders', '订单列表'),
    entry('/orderCenter/order/detail', '订单详情', [], true),
  ]),
  entry('/reports', 'Server-only report', [entry('https://bi.example.com', 'BI')]),
]

describe('palette pages', () => {
  it('lists openable screens with their breadcrumb in the current language, skipping hidden ones', () => {
    const en = pageEntries(menu, 'en')
    expect(en.map((p) => p.path)).toEqual(['/dashboard', '/orderCenter/orders', 'https://bi.example.com'])
    expect(en[1]).toMatchObject({ title: 'Orders', trail: ['Order center'] })
    expect(pageEntries(menu, 'zh')[1]).toMatchObject({ title: '订单列表', trail: ['订单中心'] })
  })

  it('makes each screen findable by its zh, en and ja titles, its path and its route name', () => {
    const orders = pageEntries(menu, 'zh')[1]!
    expect(orders.keywords).toEqual(
      expect.arrayContaining(['订单列表', 'Orders', '注文一覧', '/orderCenter/orders', 'orders']),
    )
  })

  it('falls back to the server title for screens the registry does not know, and marks external links', () => {
    const bi = pageEntries(menu, 'ja')[2]!
    expect(bi).toMatchObject({ title: 'BI', trail: ['Server-only report'], external: true })
  })
})
