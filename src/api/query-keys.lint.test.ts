import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const RULE = 'query-keys/keys-from-module'

/** The lines the query-key rule flags in `code`, linted with the project's own config as if at `path`. */
async function flagged(code: string, path = 'src/features/probe/probe.ts'): Promise<number[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(code, { filePath: `${root}${path}` })
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.line)
}

const PROBE = `import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { appKeys, entityKeys } from '@/api/query-keys'
const REFUNDS_KEY = ['refunds'] as const
export const a = queryOptions({ queryKey: ['list', 'skus'], queryFn: () => 1 })
export const b = queryOptions({ queryKey: REFUNDS_KEY, queryFn: () => 1 })
export const c = (qc: QueryClient) => qc.invalidateQueries({ queryKey: entityKeys('skus').lists() })
export const d = (qc: QueryClient) => qc.getQueryData(['record', 'skus', 1])
export const e = queryOptions({ queryKey: entityKeys('skus').record(1), queryFn: () => 1 })
export const f = queryOptions({ queryKey: appKeys.dashboard(), queryFn: () => 1 })
export const g = (qc: QueryClient) => qc.setQueryData(e.queryKey, [1])
export const h = (qc: QueryClient) => qc.invalidateQueries()
`

describe('the query-key lint rule', () => {
  it('refuses literal keys, key constants and invalidation by key outside the module', async () => {
    // Lines 4-7: a literal key, a constant, an invalidation by key, a literal key argument.
    expect(await flagged(PROBE)).toEqual([4, 5, 6, 7])
  }, 60_000)

  it('spares the modules themselves and tests', async () => {
    expect(await flagged(PROBE, 'src/api/after-write.ts')).toEqual([])
    expect(await flagged(PROBE, 'src/features/probe/probe.test.ts')).toEqual([])
  }, 60_000)
})
