import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()
const lint = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths')
}

describe('import direction', () => {
  it('refuses an import of a higher layer', async () => {
    expect(
      await lint('src/api/probe.ts', "import { mount } from '@/app/mount'\nexport const x = mount\n"),
    ).toHaveLength(1)
    expect(
      await lint('src/table/probe.ts', "import { x } from '@/screens/screen-props'\nexport { x }\n"),
    ).toHaveLength(1)
    expect(
      await lint('src/domain/probe.ts', "import { ok } from '../api/client'\nexport { ok }\n"),
    ).toHaveLength(1)
    expect(
      await lint('server/probe.ts', "import { x } from '../src/api/client'\nexport { x }\n"),
    ).toHaveLength(1)
  })

  it('allows an import of its own or a lower layer', async () => {
    expect(
      await lint('src/features/probe.ts', "import { x } from '@/table/column'\nexport { x }\n"),
    ).toHaveLength(0)
    expect(
      await lint('server/probe.ts', "import { x } from '../src/domain/menu'\nexport { x }\n"),
    ).toHaveLength(0)
  })
}, 60_000)
