import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const LAYER_RULES = [
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'layers/listed-folder',
  'no-restricted-imports',
]

const eslint = new ESLint({ cwd: process.cwd() })
/** The layer rules' complaints about a probe source placed (virtually) at `filePath`. */
const lint = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => LAYER_RULES.includes(m.ruleId ?? '')).map((m) => m.ruleId)
}
const probe = (from: string) => `import * as probe from '${from}'\nexport { probe }\n`

describe('import direction', () => {
  it('refuses an import of a higher layer', async () => {
    expect(await lint('src/api/probe.ts', probe('@/app/mount'))).toEqual(['import-x/no-restricted-paths'])
    expect(await lint('src/table/probe.ts', probe('@/screens/screen-props'))).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await lint('src/domain/probe.ts', probe('../api/client'))).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await lint('server/probe.ts', probe('@/api/client'))).toEqual(['import-x/no-restricted-paths'])
  })

  it('has the server and the tests reach src/ through @/, as the client does', async () => {
    expect(await lint('server/api/probe.ts', probe('../../src/domain/menu'))).toEqual([
      'no-restricted-imports',
    ])
    expect(await lint('tests/api/probe.ts', probe('../../src/domain/menu'))).toEqual([
      'no-restricted-imports',
    ])
  })

  it('orders folders that used to share a tier: no table → forms, ui → auth or api → i18n', async () => {
    expect(await lint('src/table/probe.ts', probe('@/forms/record-form'))).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await lint('src/ui/probe.ts', probe('@/auth/logout'))).toEqual(['import-x/no-restricted-paths'])
    expect(await lint('src/api/probe.ts', probe('@/i18n'))).toEqual(['import-x/no-restricted-paths'])
    expect(await lint('src/forms/probe.ts', probe('@/table/column'))).toEqual([])
  })

  it('orders the shortcuts, the palette and the shell, and keeps the generic screens below the features', async () => {
    expect(await lint('src/shortcuts/probe.ts', probe('@/palette/load'))).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await lint('src/palette/probe.ts', probe('@/shell/layout'))).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await lint('src/shell/probe.ts', probe('@/screens/list-screen'))).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await lint('src/screens/probe.ts', probe('@/features/barter/barter-page'))).toEqual([
      'import-x/no-restricted-paths',
    ])
  })

  it('refuses an import of another feature area', async () => {
    expect(await lint('src/features/barter/probe.ts', probe('@/features/refunds/refund-messages'))).toEqual([
      'import-x/no-restricted-paths',
    ])
    expect(await lint('src/features/ops/probe.ts', probe('../import/check-rows'))).toEqual([
      'import-x/no-restricted-paths',
    ])
  })

  it('refuses an import cycle', async () => {
    // settings-store.ts imports create-store.ts: a create-store importing settings-store closes the circle.
    expect(await lint('src/shell-state/create-store.ts', probe('./settings-store'))).toEqual([
      'import-x/no-cycle',
    ])
  })

  it('refuses a folder missing from the layer list, and a feature file outside an area', async () => {
    expect(await lint('src/widgets/probe.ts', 'export const x = 1\n')).toEqual(['layers/listed-folder'])
    expect(await lint('src/widgets/deep/probe.test.ts', 'export const x = 1\n')).toEqual([
      'layers/listed-folder',
    ])
    expect(await lint('src/features/probe.ts', 'export const x = 1\n')).toEqual(['layers/listed-folder'])
  })

  it('allows an import of its own folder, its own area or a lower layer', async () => {
    expect(await lint('src/features/probe-area/probe.ts', probe('@/table/column'))).toEqual([])
    expect(await lint('src/features/barter/probe.ts', probe('@/screens/list-screen'))).toEqual([])
    expect(await lint('src/features/barter/probe.ts', probe('./barter-labels'))).toEqual([])
    expect(await lint('src/shell/probe.ts', probe('@/palette/load'))).toEqual([])
    expect(await lint('src/palette/probe.ts', probe('@/shortcuts/registry'))).toEqual([])
    expect(await lint('src/main-probe.ts', probe('@/app/mount'))).toEqual([])
    expect(await lint('server/probe.ts', probe('@/domain/menu'))).toEqual([])
  })
}, 120_000)
