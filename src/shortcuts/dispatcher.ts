import {
  isEditableTarget,
  isInsideKeyWidget,
  isSingleKey,
  matchesChord,
  parseSequence,
  type Chord,
  type KeyInput,
  type TargetLike,
} from './keys'

/** Sequences ('G' then a letter) wait this long for their next key. */
export const SEQUENCE_TIMEOUT_MS = 1000

export interface Runnable<C> {
  id: string
  keys: readonly string[]
  /** Returns false when it did nothing (target not permitted, no search box): the key then stays the browser's. */
  run?: (ctx: C) => boolean | void
  /**
   * Modifier chords that work everywhere, even while typing or inside a widget with its own keys (the
   * palette's Mod+K): handled in the capture phase, before any widget can take the key.
   */
  anywhere?: boolean
}

export interface DispatchEvent extends KeyInput {
  target: TargetLike | null
  isComposing?: boolean
  defaultPrevented?: boolean
  repeat?: boolean
  preventDefault(): void
  stopPropagation(): void
}

export interface DispatcherOptions {
  isMac: boolean
  singleKeysEnabled: () => boolean
  now?: () => number
}

interface Compiled<C> {
  binding: Runnable<C>
  chords: Chord[]
  single: boolean
}

/**
 * Turns key events into binding runs: chords, two-key sequences with a timeout, field suppression and the
 * single-key switch. `onKeyDown` is meant for the bubble phase (widgets that handle a key first win);
 * `onKeyDownCapture` runs the chords that work everywhere and finishes a pending sequence, so 'G O' still
 * navigates when a grid owns 'O'.
 */
export function createDispatcher<C>(bindings: readonly Runnable<C>[], ctx: () => C, opts: DispatcherOptions) {
  const now = opts.now ?? (() => Date.now())
  const compiled: Compiled<C>[] = bindings
    .filter((b) => b.run)
    .flatMap((binding) =>
      binding.keys.map((spec) => ({ binding, chords: parseSequence(spec), single: isSingleKey(spec) })),
    )
  let pending: { candidates: Compiled<C>[]; at: number } | null = null

  const usable = (e: DispatchEvent, c: Compiled<C>) => {
    if (c.single && !opts.singleKeysEnabled()) return false
    if (isEditableTarget(e.target)) return false
    return !isInsideKeyWidget(e.target) || !c.single
  }

  const fire = (e: DispatchEvent, c: Compiled<C>) => {
    if (c.binding.run?.(ctx()) === false) return false
    e.preventDefault()
    return true
  }

  function finishSequence(e: DispatchEvent): boolean {
    if (!pending) return false
    const { candidates, at } = pending
    pending = null
    if (now() - at > SEQUENCE_TIMEOUT_MS) return false
    const hit = candidates.find((c) => c.chords[1] && matchesChord(e, c.chords[1], opts.isMac))
    if (!hit) return false
    e.stopPropagation()
    e.preventDefault()
    hit.binding.run?.(ctx())
    return true
  }

  return {
    onKeyDownCapture(e: DispatchEvent) {
      if (isModifierOnly(e) || e.isComposing || finishSequence(e)) return
      const everywhere = compiled.find(
        (c) => c.binding.anywhere && c.chords.length === 1 && matchesChord(e, c.chords[0]!, opts.isMac),
      )
      if (everywhere && fire(e, everywhere)) e.stopPropagation()
    },
    onKeyDown(e: DispatchEvent) {
      if (e.defaultPrevented || e.isComposing || isModifierOnly(e)) return
      const starts = compiled.filter(
        (c) => !c.binding.anywhere && c.chords[0] && matchesChord(e, c.chords[0], opts.isMac) && usable(e, c),
      )
      const chord = starts.find((c) => c.chords.length === 1)
      if (chord) {
        fire(e, chord)
        return
      }
      const sequences = starts.filter((c) => c.chords.length === 2)
      if (sequences.length && !e.repeat) {
        pending = { candidates: sequences, at: now() }
        e.preventDefault()
      }
    },
    /** True while the first key of a sequence waits for its second. */
    isPending: () => !!pending && now() - pending.at <= SEQUENCE_TIMEOUT_MS,
  }
}

const isModifierOnly = (e: KeyInput) => ['Shift', 'Control', 'Alt', 'Meta', 'CapsLock'].includes(e.key)
