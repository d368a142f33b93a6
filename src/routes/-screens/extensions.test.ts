import { describe, expect, it, vi } from 'vitest'
import { SCREENS } from '@/domain/screens'
import { macroStub } from '@/shortcuts/test-support'

// No macro transform in node unit tests: messages become their own text, components render nothing.
vi.mock('@lingui/core/macro', () => ({ ...macroStub, t: macroStub.msg }))
vi.mock('@lingui/react/macro', () => ({
  Trans: () => null,
  Plural: () => null,
  useLingui: () => ({ t: macroStub.msg, i18n: {} }),
}))

const { EXTENSIONS } = await import('./extensions')
const { VIEWS } = await import('./views')
const { BINDINGS } = await import('@/resources/bindings')

describe('named extension points', () => {
  it('registers every view, panel and form panel a screen declares', () => {
    const missing = SCREENS.flatMap((s) => [
      ...(s.screen.view && !(s.screen.view in VIEWS) ? [`${s.path}: view ${s.screen.view}`] : []),
      ...(s.screen.panels ?? []).filter((p) => !(p in EXTENSIONS.panels)).map((p) => `${s.path}: panel ${p}`),
    ])
    expect(missing).toEqual([])
  })

  it('registers every widget a binding names', async () => {
    const named = await Promise.all(
      Object.entries(BINDINGS).map(async ([entity, load]) =>
        Object.entries((await load()).default.widgets ?? {}).map(([field, w]) => ({ entity, field, w })),
      ),
    )
    const missing = named.flat().filter(({ w }) => !w || !(w in EXTENSIONS.widgets))
    expect(missing).toEqual([])
  })

  it('declares every registered panel on some screen (no dead registrations)', () => {
    const used = new Set(SCREENS.flatMap((s) => s.screen.panels ?? []))
    expect(Object.keys(EXTENSIONS.panels).filter((p) => !used.has(p as never))).toEqual([])
  })

  it.each([
    ...Object.entries(EXTENSIONS.panels).map(([name, load]) => ['panel', name, load] as const),
    ...Object.entries(EXTENSIONS.widgets).map(([name, load]) => ['widget', name, load] as const),
  ])(
    'loads the %s %s as a component',
    async (_, __, load) => {
      expect(typeof (await load())).toBe('function')
    },
    60_000,
  )
})
