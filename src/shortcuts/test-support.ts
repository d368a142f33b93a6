import type { DispatchEvent } from './dispatcher'
import type { KeyInput } from './keys'

/** Stands in for '@lingui/core/macro' in node unit tests (no macro transform there). */
export const macroStub = {
  msg: (strings: TemplateStringsArray | { message: string }, ...values: unknown[]) => {
    const text = 'raw' in strings ? String.raw({ raw: strings }, ...values.map(String)) : strings.message
    return { id: text, message: text }
  },
}

/** An element as the field checks see it: `closest` answers for the selectors it belongs to. */
export function fakeElement(kind: 'field' | 'menu' | 'dialog' | 'plain' | 'editable') {
  return {
    isContentEditable: kind === 'editable',
    closest: (selector: string) => {
      if (kind === 'field') return selector.includes('textarea') ? {} : null
      if (kind === 'menu') return selector.includes('[role=menu]') ? {} : null
      if (kind === 'dialog') return selector.includes('[role=dialog]') ? {} : null
      return null
    },
  }
}

/** A keydown as the dispatcher reads it, with its effects recorded. */
export function keydown(
  key: string,
  init: Partial<KeyInput & Pick<DispatchEvent, 'target' | 'repeat'>> = {},
) {
  const e = {
    key,
    code: /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : '',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: key.length === 1 && key !== key.toLowerCase(),
    target: fakeElement('plain') as DispatchEvent['target'],
    defaultPrevented: false,
    propagationStopped: false,
    preventDefault() {
      e.defaultPrevented = true
    },
    stopPropagation() {
      e.propagationStopped = true
    },
    ...init,
  }
  return e
}
