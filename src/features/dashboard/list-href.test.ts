import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { periodFilter, WORK_QUEUES } from '@/domain/dashboard'
import { listSearchSchema } from '@/table/list-search'
import { listHref } from './list-href'

const searchOf = (href: string) => listSearchSchema(defaultParseSearch(href.slice(href.indexOf('?'))))

describe('listHref', () => {
  it('opens each work queue list with exactly its filters', () => {
    for (const q of WORK_QUEUES) {
      const href = listHref(q.path, q.filters)
      expect(href.startsWith(`${q.path}?`)).toBe(true)
      expect(searchOf(href)).toEqual({ f: q.filters })
    }
  })

  it('carries a period and a currency for the orders list', () => {
    const filters = { ...periodFilter({ from: '2026-11-01', to: '2026-11-21' }), currency: 'EUR' }
    expect(searchOf(listHref('/orderCenter/orders', filters)).f).toEqual({
      purchaseTime: '2026-11-01..2026-11-21',
      currency: 'EUR',
    })
  })
})
