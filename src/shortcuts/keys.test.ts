import { describe, expect, it } from 'vitest'
import {
  chordLabels,
  eventKey,
  isEditableTarget,
  isInsideKeyWidget,
  isSingleKey,
  matchesChord,
  parseChord,
} from './keys'
import { fakeElement, keydown } from './test-support'

describe('key notation', () => {
  it('parses chords and tells single keys from modifier chords', () => {
    expect(parseChord('Mod+K')).toEqual({ mod: true, alt: false, shift: false, key: 'k' })
    expect(parseChord('Shift+ArrowDown')).toEqual({ mod: false, alt: false, shift: true, key: 'ArrowDown' })
    expect(isSingleKey('?')).toBe(true)
    expect(isSingleKey('G O')).toBe(true)
    expect(isSingleKey('Alt+W')).toBe(false)
    expect(isSingleKey('Mod+K')).toBe(false)
  })

  it('shows Ctrl on Windows/Linux and ⌘ on a Mac', () => {
    expect(chordLabels('Mod+K', false)).toEqual(['Ctrl', 'K'])
    expect(chordLabels('Mod+K', true)).toEqual(['⌘', 'K'])
    expect(chordLabels('ArrowDown', false)).toEqual(['↓'])
  })
})

describe('matching events', () => {
  it('matches Mod as Ctrl off a Mac and Cmd on a Mac, not the other one', () => {
    const mod = parseChord('Mod+K')
    expect(matchesChord(keydown('k', { ctrlKey: true }), mod, false)).toBe(true)
    expect(matchesChord(keydown('k', { metaKey: true }), mod, false)).toBe(false)
    expect(matchesChord(keydown('k', { metaKey: true }), mod, true)).toBe(true)
    expect(matchesChord(keydown('k', { ctrlKey: true }), mod, true)).toBe(false)
  })

  it('reads the letter from the physical key when Option changed the character', () => {
    const e = keydown('∑', { altKey: true, code: 'KeyW' })
    expect(eventKey(e)).toBe('w')
    expect(matchesChord(e, parseChord('Alt+W'), true)).toBe(true)
  })

  it('accepts ? typed with Shift, but a letter only with the Shift the chord names', () => {
    expect(matchesChord(keydown('?', { shiftKey: true }), parseChord('?'), false)).toBe(true)
    expect(matchesChord(keydown('G'), parseChord('G'), false)).toBe(false)
    expect(matchesChord(keydown('g'), parseChord('G'), false)).toBe(true)
    expect(matchesChord(keydown('g', { ctrlKey: true }), parseChord('G'), false)).toBe(false)
  })

  it('treats text fields, content-editable and combo boxes as typing, buttons as not', () => {
    expect(isEditableTarget(fakeElement('field'))).toBe(true)
    expect(isEditableTarget(fakeElement('editable'))).toBe(true)
    expect(isEditableTarget(fakeElement('plain'))).toBe(false)
    expect(isEditableTarget(null)).toBe(false)
    expect(isInsideKeyWidget(fakeElement('menu'))).toBe(true)
    expect(isInsideKeyWidget(fakeElement('plain'))).toBe(false)
  })
})
