import { describe, expect, it, vi } from 'vitest'
import { isSingleKey, parseChord, parseSequence } from './keys'
import { BROWSER_RESERVED } from './keys'

vi.mock('@lingui/core/macro', async () => (await import('./test-support')).macroStub)

const { GO_TARGETS, keyHintForPath, SHORTCUTS, shortcutsByGroup } = await import('./registry')

const sameChord = (a: string, b: string) => JSON.stringify(parseChord(a)) === JSON.stringify(parseChord(b))

describe('shortcut registry', () => {
  it('registers each binding once, with unique ids and no key used twice in one scope', () => {
    const ids = SHORTCUTS.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const scope of ['global', 'table', 'form'] as const) {
      const runnable = SHORTCUTS.filter((s) => s.scope === scope && s.run).flatMap((s) => s.keys)
      expect(new Set(runnable).size).toBe(runnable.length)
    }
  })

  it('takes none of the keys the browser keeps', () => {
    for (const s of SHORTCUTS)
      for (const spec of s.keys)
        for (const reserved of BROWSER_RESERVED)
          expect(sameChord(spec, reserved), `${s.id} ${spec}`).toBe(false)
  })

  it('covers the global scheme of keyboard.md', () => {
    const global = SHORTCUTS.filter((s) => s.scope === 'global').flatMap((s) => s.keys)
    expect(global).toEqual(
      expect.arrayContaining([
        'Mod+K',
        '?',
        '/',
        '[',
        ']',
        'Alt+W',
        'Escape',
        'G D',
        'G O',
        'G R',
        'G P',
        'G S',
        'G U',
        'G C',
      ]),
    )
  })

  it('gives every global action a description and only modifier chords the right to fire in fields', () => {
    for (const s of SHORTCUTS) {
      expect(s.description.id).toBeTruthy()
      if (s.anywhere) expect(s.keys.every((k) => !isSingleKey(k))).toBe(true)
    }
  })

  it('lists table shortcuts only for screens with a table, grouped in display order', () => {
    const plain = shortcutsByGroup(['global']).map((g) => g.group)
    expect(plain).toEqual(['general', 'navigation', 'tabs'])
    const withTable = shortcutsByGroup(['global', 'table'])
    expect(withTable.map((g) => g.group)).toEqual(['general', 'navigation', 'tabs', 'table'])
    expect(withTable.at(-1)!.items.flatMap((s) => s.keys)).toEqual(
      expect.arrayContaining(['J', 'K', 'X', 'Enter', 'F2']),
    )
  })

  it('gives go-to pages their key hint', () => {
    expect(keyHintForPath('/orderCenter/orders')).toBe('G O')
    expect(keyHintForPath('/nowhere')).toBeUndefined()
    expect(GO_TARGETS.every((g) => parseSequence(`G ${g.letter}`).length === 2)).toBe(true)
  })
})
