import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ImportSpec } from '@/domain/imports'
import type { CheckedRow } from './check-rows'

const calls: { path: string; body: { rows: unknown[]; dryRun?: boolean; batchNo?: string } }[] = []
let refuse: ((body: { rows: unknown[] }) => Error | undefined) | undefined

vi.mock('@/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/client')>()),
  requestData: vi.fn(async (path: string, opts: { body: (typeof calls)[number]['body'] }) => {
    calls.push({ path, body: opts.body })
    const err = refuse?.(opts.body)
    if (err) throw err
    const n = opts.body.rows.length
    return { valid: n, imported: opts.body.dryRun ? 0 : n, batchNo: 'AI1' }
  }),
}))

const { ApiError } = await import('@/api/client')
const { uploadRows } = await import('./upload-rows')

const spec: ImportSpec = { entity: 'agentOrderImports', fields: {}, batchRows: 500 }
const rows: CheckedRow[] = Array.from({ length: 1203 }, (_, i) => ({
  row: i + 2,
  values: { n: i },
  issues: [],
}))

describe('uploadRows', () => {
  beforeEach(() => {
    calls.length = 0
    refuse = undefined
  })

  it('sends the rows in the server batch size with progress, chaining the batch number', async () => {
    const progress: number[] = []
    const r = await uploadRows(spec, rows, {
      extra: { agentPlatform: 'p' },
      dryRun: false,
      onProgress: (done) => progress.push(done),
    })
    expect(calls.map((c) => c.body.rows.length)).toEqual([500, 500, 203])
    expect(calls.map((c) => c.body.batchNo)).toEqual([undefined, 'AI1', 'AI1'])
    expect(progress).toEqual([500, 1000, 1203])
    expect(r).toEqual({ issues: [], imported: 1203 })
  })

  it('maps the server issues of a batch to the file rows; a dry run checks every batch', async () => {
    refuse = (body) =>
      (body.rows[0] as { n: number }).n === 500
        ? new ApiError(400, 'invalid import', [{ field: 'rows.3.orderNo', message: 'too long' }], 400)
        : undefined
    const r = await uploadRows(spec, rows, { dryRun: true, onProgress: () => {} })
    expect(calls).toHaveLength(3)
    expect(calls.every((c) => c.body.dryRun)).toBe(true)
    expect(r.issues).toEqual([{ row: 505, field: 'orderNo', code: 'server', detail: 'too long' }])
  })

  it('stops a real import at the first refusal', async () => {
    refuse = () => new ApiError(400, 'invalid import', [{ field: 'rows.0.orderNo', message: 'x' }], 400)
    const r = await uploadRows(spec, rows, { dryRun: false, onProgress: () => {} })
    expect(calls).toHaveLength(1)
    expect(r.imported).toBe(0)
  })
})
