import { expect } from 'vitest'
import type { EntityDef } from '@/domain/entity'
import { entityByName } from '@/domain/registry'
import { call, type Reply } from './client'
import { sampleBody } from './samples'

/** Helpers of the commodity center's API tests: unique codes, sample-based writes, rule issues. */
export const entity = (name: string) => entityByName(name) as EntityDef

let n = 0
export const code = (p: string) =>
  `${p}${Date.now().toString(36).toUpperCase()}${(n++).toString(36).toUpperCase()}`

export const post = (token: string, name: string, body: Record<string, unknown>) =>
  call('POST', `/v1/${name}`, token, { ...sampleBody(entity(name)), ...body })

export type Rec = Record<string, any> & { id: number; version: number }

export async function created(token: string, name: string, body: Record<string, unknown>): Promise<Rec> {
  const r = await post(token, name, body)
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return r.body.data as Rec
}

/** The rule issues of a refused write, as [field, rule, params]. */
export function ruleIssues(r: Reply): unknown[][] {
  expect(r.status, JSON.stringify(r.body)).toBe(400)
  return (r.body.data.issues as { field: string; rule: string; params: unknown; message: string }[]).map(
    (i) => {
      expect(typeof i.message).toBe('string')
      return [i.field, i.rule, i.params]
    },
  )
}

/** An ISO instant on a day of a far year, so no seeded record's period meets it. */
export const at = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString()
