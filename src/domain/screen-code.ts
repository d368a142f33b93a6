import type { Screen } from './screens'

/** A generic list (no bespoke view) prefetches its first rows with the list-head module (screen-route.tsx). */
export const hasListHead = (screen: Screen) => screen.screen.kind === 'list' && !screen.screen.view

/**
 * The lazily loaded code a screen's route loads at once (loadScreen in src/routes/-screens/screen-route.tsx),
 * by name: its view (the bespoke one, or the generic one of its kind), its entity's binding, a generic list's
 * head. The build maps each name to its chunks (sign-in-boot.ts), so the server can name them in the page it
 * sends for the screen's address and the browser downloads them beside the console's entry (issue 31).
 */
export function screenCode(screen: Screen): string[] {
  const { kind, view, entity } = screen.screen
  // The list head first: the list's first read waits for it, and a browser sends its requests in order.
  return [
    ...(hasListHead(screen) ? ['listHead'] : []),
    view ? `view:${view}` : `kind:${kind}`,
    ...(entity ? [`binding:${entity}`] : []),
  ]
}
