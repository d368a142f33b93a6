/**
 * Key notation, matching and display. A key spec is one or more chords separated by spaces ('G O' is a
 * sequence); a chord is modifiers and a key joined by '+' ('Mod+K', 'Alt+W', '?', 'Shift+ArrowDown').
 * `Mod` is Cmd on macOS and Ctrl elsewhere.
 */
export interface Chord {
  mod: boolean
  alt: boolean
  shift: boolean
  /** Lower-case letter/digit, a punctuation character, or a named key ('ArrowDown', 'Enter'...). */
  key: string
}

/** The subset of KeyboardEvent the matcher reads (tests pass plain objects). */
export interface KeyInput {
  key: string
  code: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}

export function parseChord(spec: string): Chord {
  const parts = spec.split('+')
  const key = parts.pop() ?? ''
  const mods = new Set(parts.map((p) => p.toLowerCase()))
  return {
    mod: mods.has('mod') || mods.has('ctrl'),
    alt: mods.has('alt'),
    shift: mods.has('shift'),
    key: key.length === 1 ? key.toLowerCase() : key,
  }
}

export const parseSequence = (spec: string): Chord[] => spec.split(' ').filter(Boolean).map(parseChord)

/** A chord without Mod/Alt: it fires on a plain key press, so it can be turned off (WCAG 2.1.4). */
export const isSingleKey = (spec: string) => parseSequence(spec).every((c) => !c.mod && !c.alt)

const isLetterOrDigit = (k: string) => /^[a-z0-9]$/.test(k)

/**
 * The key an event stands for. Letters come from `key` (keyboard layout aware) unless a modifier changed
 * the character (Option+W types '∑' on a Mac): then the physical key (`code`) names the letter.
 */
export function eventKey(e: KeyInput): string {
  if (e.key.length === 1) {
    const k = e.key.toLowerCase()
    if (isLetterOrDigit(k)) return k
    if (/^Key[A-Z]$/.test(e.code) && (e.altKey || e.ctrlKey || e.metaKey))
      return e.code.slice(3).toLowerCase()
    return e.key === ' ' ? 'Space' : e.key
  }
  return e.key
}

export function matchesChord(e: KeyInput, chord: Chord, isMac: boolean): boolean {
  const mod = isMac ? e.metaKey : e.ctrlKey
  const other = isMac ? e.ctrlKey : e.metaKey
  if (mod !== chord.mod || other || e.altKey !== chord.alt) return false
  const key = eventKey(e)
  // '?' needs Shift on most layouts; Shift only matters where it does not change the character.
  const shiftFree = key.length === 1 && !isLetterOrDigit(key)
  if (!shiftFree && e.shiftKey !== chord.shift) return false
  return key === chord.key
}

/** Keys the browser keeps for itself; the registry test checks no binding takes one. */
export const BROWSER_RESERVED = ['Mod+W', 'Mod+T', 'Mod+N', 'Ctrl+Tab', 'Mod+Shift+T', 'Mod+Shift+N']

const EDITABLE_SELECTOR = [
  'input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]):not([type=reset]):not([type=range]):not([type=color]):not([type=file]):not([type=image])',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable=false])',
  '[role=textbox]',
  '[role=combobox]',
  '[role=searchbox]',
  '[role=spinbutton]',
].join(',')

/** The part of Element the field checks read; any event target is accepted (tests pass plain objects). */
interface ElementLike {
  closest?: (selector: string) => unknown
  isContentEditable?: boolean
}
export type TargetLike = EventTarget | ElementLike

const asElement = (t: TargetLike | null | undefined): ElementLike | undefined =>
  t && typeof (t as ElementLike).closest === 'function' ? (t as ElementLike) : undefined

/** True while focus is in a field the user types into: shortcuts stay out of the way there. */
export function isEditableTarget(target: TargetLike | null | undefined): boolean {
  const el = asElement(target)
  return !!el && (!!el.isContentEditable || !!el.closest?.(EDITABLE_SELECTOR))
}

/** Widgets with their own key handling (type-ahead in menus and lists, modal dialogs). */
export function isInsideKeyWidget(target: TargetLike | null | undefined): boolean {
  return !!asElement(target)?.closest?.(
    '[role=menu],[role=listbox],[role=tree],[role=dialog],[role=alertdialog]',
  )
}

const NAMED: Record<string, string> = {
  ArrowDown: '↓',
  ArrowUp: '↑',
  ArrowLeft: '←',
  ArrowRight: '→',
  Escape: 'Esc',
  Space: 'Space',
}

/** Display labels for one chord's keys, e.g. ['Ctrl', 'K'] or ['⌘', 'K']. */
export function chordLabels(spec: string, isMac: boolean): string[] {
  const c = parseChord(spec)
  const out: string[] = []
  if (c.mod) out.push(isMac ? '⌘' : 'Ctrl')
  if (c.alt) out.push(isMac ? '⌥' : 'Alt')
  if (c.shift) out.push(isMac ? '⇧' : 'Shift')
  out.push(NAMED[c.key] ?? (c.key.length === 1 ? c.key.toUpperCase() : c.key))
  return out
}

export const isMacPlatform = () =>
  typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent)
