import { beforeAll, describe, expect, it } from 'vitest'
import type { EntityDef } from '@/domain/entity'
import { entities } from '@/domain/registry'
import { get, tokenFor } from './client'

/**
 * A list page's records (read as one JSON text from the database) are the very records the single-record
 * endpoint builds from the driver's rows: same fields, same numbers, same times to the millisecond.
 */
let admin: string
beforeAll(async () => {
  admin = await tokenFor('admin')
})

const readable = (Object.values(entities) as EntityDef[]).filter(
  (e) => e.operations.includes('list') && e.operations.includes('get'),
)

describe('list records equal single records', () => {
  for (const e of readable)
    it(e.name, async () => {
      const page = await get(`/v1/${e.name}?limit=15&sort=${e.key}:desc`, admin)
      expect(page.status, page.body.msg).toBe(200)
      const items = page.body.data.items as { id: number }[]
      for (const item of items) {
        const one = await get(`/v1/${e.name}/${item.id}`, admin)
        expect(one.body.data).toEqual(item)
        expect(JSON.stringify(one.body.data)).toBe(JSON.stringify(item))
      }
    })
})
