import { describe, expect, it } from 'vitest'
import { createDispatcher, SEQUENCE_TIMEOUT_MS, type Runnable } from './dispatcher'
import { fakeElement, keydown } from './test-support'

type Ctx = { log: string[] }

function setup(opts: { singleKeys?: boolean; mac?: boolean } = {}) {
  const ctx: Ctx = { log: [] }
  let now = 0
  let singleKeys = opts.singleKeys ?? true
  const bindings: Runnable<Ctx>[] = [
    { id: 'palette', keys: ['Mod+K'], anywhere: true, run: (c) => void c.log.push('palette') },
    { id: 'help', keys: ['?'], run: (c) => void c.log.push('help') },
    { id: 'go-o', keys: ['G O'], run: (c) => void c.log.push('go-o') },
    { id: 'search', keys: ['/'], run: () => false },
    { id: 'close', keys: ['Alt+W'], run: (c) => void c.log.push('close') },
    { id: 'described', keys: ['J'] },
  ]
  const d = createDispatcher(bindings, () => ctx, {
    isMac: opts.mac ?? false,
    singleKeysEnabled: () => singleKeys,
    now: () => now,
  })
  /** Both listener phases, as the window sees one keydown. */
  const press = (e: ReturnType<typeof keydown>) => {
    d.onKeyDownCapture(e)
    if (!e.propagationStopped) d.onKeyDown(e)
    return e
  }
  return {
    ctx,
    press,
    tick: (ms: number) => void (now += ms),
    setSingleKeys: (on: boolean) => void (singleKeys = on),
    d,
  }
}

describe('shortcut dispatcher', () => {
  it('runs a chord and takes the key from the browser', () => {
    const s = setup()
    const e = s.press(keydown('k', { ctrlKey: true }))
    expect(s.ctx.log).toEqual(['palette'])
    expect(e.defaultPrevented).toBe(true)
  })

  it('runs G then O inside the sequence timeout, and not after it', () => {
    const s = setup()
    s.press(keydown('g'))
    expect(s.d.isPending()).toBe(true)
    s.tick(SEQUENCE_TIMEOUT_MS - 100)
    const second = s.press(keydown('o'))
    expect(s.ctx.log).toEqual(['go-o'])
    expect(second.propagationStopped).toBe(true)

    s.press(keydown('g'))
    s.tick(SEQUENCE_TIMEOUT_MS + 1)
    expect(s.d.isPending()).toBe(false)
    s.press(keydown('o'))
    expect(s.ctx.log).toEqual(['go-o'])
  })

  it('ignores Shift and other keys between G and the letter only when they are modifiers', () => {
    const s = setup()
    s.press(keydown('g'))
    s.press(keydown('Shift'))
    s.press(keydown('o'))
    expect(s.ctx.log).toEqual(['go-o'])
    s.press(keydown('g'))
    s.press(keydown('z'))
    s.press(keydown('o'))
    expect(s.ctx.log).toEqual(['go-o'])
  })

  it('leaves a key to the browser when its action did nothing (no search box on the screen)', () => {
    const s = setup()
    expect(s.press(keydown('/')).defaultPrevented).toBe(false)
    expect(s.press(keydown('?', { shiftKey: true })).defaultPrevented).toBe(true)
  })

  it('never fires single keys or sequences while typing in a field; Mod+K still opens the palette', () => {
    const s = setup()
    const field = fakeElement('field')
    expect(s.press(keydown('?', { shiftKey: true, target: field })).defaultPrevented).toBe(false)
    s.press(keydown('g', { target: field }))
    s.press(keydown('o', { target: field }))
    s.press(keydown('w', { altKey: true, target: field }))
    expect(s.ctx.log).toEqual([])
    s.press(keydown('k', { ctrlKey: true, target: field }))
    expect(s.ctx.log).toEqual(['palette'])
  })

  it('leaves type-ahead keys to menus, lists and dialogs', () => {
    const s = setup()
    s.press(keydown('?', { shiftKey: true, target: fakeElement('menu') }))
    s.press(keydown('g', { target: fakeElement('dialog') }))
    s.press(keydown('o', { target: fakeElement('dialog') }))
    expect(s.ctx.log).toEqual([])
  })

  it('turns single-key shortcuts off, keeping modifier chords', () => {
    const s = setup({ singleKeys: false })
    s.press(keydown('?', { shiftKey: true }))
    s.press(keydown('g'))
    s.press(keydown('o'))
    s.press(keydown('w', { altKey: true }))
    s.press(keydown('k', { ctrlKey: true }))
    expect(s.ctx.log).toEqual(['close', 'palette'])
    s.setSingleKeys(true)
    s.press(keydown('?', { shiftKey: true }))
    expect(s.ctx.log).toEqual(['close', 'palette', 'help'])
  })

  it('skips keys a widget already handled, IME composition and descriptive entries', () => {
    const s = setup()
    s.press(keydown('?', { shiftKey: true, defaultPrevented: true } as never))
    s.press(keydown('?', { shiftKey: true, isComposing: true } as never))
    s.press(keydown('j'))
    expect(s.ctx.log).toEqual([])
  })

  it('opens the palette even when a widget takes the key first (a grid moving on K)', () => {
    const s = setup()
    const e = keydown('k', { ctrlKey: true })
    s.d.onKeyDownCapture(e)
    expect(s.ctx.log).toEqual(['palette'])
    expect(e.propagationStopped).toBe(true)
    s.d.onKeyDown(keydown('k', { ctrlKey: true, defaultPrevented: true } as never))
    expect(s.ctx.log).toEqual(['palette'])
  })

  it('uses Cmd for Mod on a Mac', () => {
    const s = setup({ mac: true })
    s.press(keydown('k', { ctrlKey: true }))
    s.press(keydown('k', { metaKey: true }))
    expect(s.ctx.log).toEqual(['palette'])
  })
})
