import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { GO_SCREENS } from '@/domain/screens'
import { pressLatestToastAction } from '@/ui/toast-store'
import type { Runnable } from './dispatcher'

/** What global shortcuts can do; the keyboard layer supplies it. */
export interface ShortcutContext {
  openPalette(): void
  openHelp(): void
  /** Focuses the current screen's search box; false when the screen has none. */
  focusSearch(): boolean
  /** Navigates when the user may reach `path`; false otherwise. */
  goTo(path: string): boolean
  stepTab(delta: 1 | -1): boolean
  closeCurrentTab(): boolean
}

/** Where a shortcut applies: everywhere, or on screens with a table or a form. */
export type ShortcutScope = 'global' | 'table' | 'form'
export type ShortcutGroup = 'general' | 'navigation' | 'tabs' | 'table' | 'forms'

export interface Shortcut extends Runnable<ShortcutContext> {
  /** Alternatives; each is a chord or a space-separated sequence ('G O'). */
  keys: readonly string[]
  scope: ShortcutScope
  group: ShortcutGroup
  /** The description's `{screen}`: the title of the screen a go-to shortcut opens. */
  screen?: string
  description: MessageDescriptor
}

/** `G` then a letter: the screens that declare one (only offered when the user may reach it). */
export const GO_TARGETS: readonly { letter: string; path: string }[] = GO_SCREENS.map((s) => ({
  letter: s.goKey ?? '',
  path: s.path,
}))

const GO_DESCRIPTION = msg({ message: 'Go to {screen}', comment: '{screen} is the title of a screen' })

const global = (s: Omit<Shortcut, 'scope'>): Shortcut => ({ ...s, scope: 'global' })
/** Handled by the data table itself; listed here so the help overlay shows them. */
const table = (id: string, keys: string[], description: MessageDescriptor): Shortcut => ({
  id,
  keys,
  description,
  scope: 'table',
  group: 'table',
})

/** Every binding of the console, registered once. The palette, the `?` overlay and key hints read this. */
export const SHORTCUTS: readonly Shortcut[] = [
  global({
    id: 'palette',
    keys: ['Mod+K'],
    group: 'general',
    description: msg`Open the command palette`,
    anywhere: true,
    run: (c) => c.openPalette(),
  }),
  global({
    id: 'help',
    keys: ['?'],
    group: 'general',
    description: msg`Show keyboard shortcuts`,
    run: (c) => c.openHelp(),
  }),
  global({
    id: 'search',
    keys: ['/'],
    group: 'general',
    description: msg`Focus the search box`,
    run: (c) => c.focusSearch(),
  }),
  global({
    id: 'close-overlay',
    keys: ['Escape'],
    group: 'general',
    description: msg`Close the open overlay`,
  }),
  ...GO_TARGETS.map((g) =>
    global({
      id: `go-${g.letter.toLowerCase()}`,
      keys: [`G ${g.letter}`],
      group: 'navigation',
      description: GO_DESCRIPTION,
      screen: g.path,
      run: (c) => c.goTo(g.path),
    }),
  ),
  global({
    id: 'undo',
    keys: ['Mod+Z'],
    group: 'general',
    description: msg`Undo the change just made (while its notice offers Undo)`,
    run: () => pressLatestToastAction(),
  }),
  global({
    id: 'tab-prev',
    keys: ['['],
    group: 'tabs',
    description: msg`Previous tab`,
    run: (c) => c.stepTab(-1),
  }),
  global({
    id: 'tab-next',
    keys: [']'],
    group: 'tabs',
    description: msg`Next tab`,
    run: (c) => c.stepTab(1),
  }),
  global({
    id: 'tab-close',
    keys: ['Alt+W'],
    group: 'tabs',
    description: msg`Close the current tab`,
    run: (c) => c.closeCurrentTab(),
  }),
  table('row-next', ['ArrowDown', 'J'], msg`Next row`),
  table('row-prev', ['ArrowUp', 'K'], msg`Previous row`),
  table('cell-move', ['ArrowLeft', 'ArrowRight'], msg`Previous / next cell`),
  table('page-jump', ['PageDown', 'PageUp'], msg`Jump a page`),
  table('row-ends', ['Home', 'End'], msg`Row start / end`),
  table('list-ends', ['Mod+Home', 'Mod+End'], msg`First / last row of the whole list`),
  table('open', ['Enter', 'O'], msg`Open the focused record`),
  table('peek', ['Space'], msg`Peek the record in a side panel`),
  table('select', ['X'], msg`Toggle selection`),
  table('extend', ['Shift+ArrowDown', 'Shift+ArrowUp'], msg`Extend the selection`),
  table('select-all', ['Mod+A'], msg`Select all`),
  table('edit', ['E'], msg`Edit the focused record`),
  table('edit-cell', ['F2'], msg`Edit the focused cell in place (Enter saves, Esc cancels)`),
  table('create', ['C'], msg`Create a record`),
  table('copy', ['Mod+C'], msg`Copy the focused cell`),
  table('clear', ['Escape'], msg`Clear the selection, then leave the table`),
  {
    id: 'form-submit',
    keys: ['Mod+Enter'],
    scope: 'form',
    group: 'forms',
    description: msg`Submit the form`,
  },
  {
    id: 'form-cancel',
    keys: ['Escape'],
    scope: 'form',
    group: 'forms',
    description: msg`Cancel (asks first if there are unsaved changes)`,
  },
]

export const shortcutById = (id: string) => SHORTCUTS.find((s) => s.id === id)

/** Key hint for a page reachable by a `G` sequence, e.g. 'G O' for the orders list. */
export function keyHintForPath(path: string): string | undefined {
  const target = GO_TARGETS.find((g) => g.path === path)
  return target && `G ${target.letter}`
}

export const GROUP_ORDER: readonly ShortcutGroup[] = ['general', 'navigation', 'tabs', 'table', 'forms']

/** The shortcuts that apply to a screen with the given scopes, grouped in display order. */
export function shortcutsByGroup(scopes: readonly ShortcutScope[]) {
  const applicable = SHORTCUTS.filter((s) => scopes.includes(s.scope))
  return GROUP_ORDER.map((group) => ({ group, items: applicable.filter((s) => s.group === group) })).filter(
    (g) => g.items.length > 0,
  )
}
