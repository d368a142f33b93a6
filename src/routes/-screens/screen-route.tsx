import { useCallback, type ComponentType } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { lazyRouteComponent, useRouter, useSearch } from '@tanstack/react-router'
import { isPathPermitted, type Access } from '@/auth/access'
import { screenByPath, type Screen } from '@/domain/screens'
import { loadBinding } from '@/resources/bindings'
import type { EntityBinding } from '@/resources/bindings/entity-binding'
import { ScreenExtensionsProvider, screenExtensions } from '@/screens/extensions'
import { screenSearch, type ScreenProps, type ScreenSearch } from '@/screens/screen-props'
import { EXTENSIONS } from './extensions'
import { GENERIC_VIEWS, PREFETCH, VIEWS, type Prefetch } from './views'
import { hasListHead } from '@/domain/screen-code'
import { useContentDrawn } from '@/ui/first-screen'
import { loadFeatureCatalogs } from '@/i18n'

const NO_BINDING: EntityBinding = { labels: {} }
/** A feature area's panel or input, with the area's words (loadFeatureCatalogs). */
const withWords = <T,>(loaders: Record<string, () => Promise<T>>) =>
  Object.fromEntries(
    Object.entries(loaders).map(([name, load]) => [
      name,
      () => Promise.all([load(), loadFeatureCatalogs()]).then(([loaded]) => loaded),
    ]),
  )
const extensions = screenExtensions({
  panels: withWords(EXTENSIONS.panels),
  widgets: withWords(EXTENSIONS.widgets),
} as typeof EXTENSIONS)

function viewOf(screen: Screen) {
  const { view, kind } = screen.screen
  if (view) return VIEWS[view]
  return kind === 'custom' ? undefined : GENERIC_VIEWS[kind]
}

const loadListHead = () => import('@/screens/list-head-prefetch')

/**
 * The view and its entity's binding, loaded together (each its own chunk), wired to the route's search. A
 * generic list's first-rows prefetch comes too: a start on the list (warm-start.ts) loads this while the guard
 * asks for the menu, so its loader can ask for the rows at once instead of downloading the prefetch first.
 */
async function loadScreen(screen: Screen) {
  const load = viewOf(screen)
  if (!load) throw new Error(`no view for ${screen.path}`)
  if (hasListHead(screen)) void loadListHead().catch(() => undefined)
  const entity = screen.screen.entity
  const [View, binding] = await Promise.all([
    load(),
    entity ? loadBinding(entity) : NO_BINDING,
    // A bespoke view is a feature area's: its words come with it.
    screen.screen.view ? loadFeatureCatalogs() : undefined,
  ])
  return { default: () => <ScreenHost screen={screen} View={View} binding={binding} /> }
}

function ScreenHost(p: { screen: Screen; View: ComponentType<ScreenProps>; binding: EntityBinding }) {
  const { screen, View, binding } = p
  const search = useSearch({ strict: false }) as ScreenSearch
  const router = useRouter()
  useContentDrawn()
  const navigate = useCallback<ScreenProps['navigate']>(
    ({ search: next, replace }) =>
      router.navigate({ to: screen.path as '/', search: next as never, replace }),
    [router, screen.path],
  )
  return (
    <ScreenExtensionsProvider value={extensions}>
      <View screen={screen} binding={binding} search={search} navigate={navigate} />
    </ScreenExtensionsProvider>
  )
}

/**
 * A generic list's first rows, when the list is opened (not on a link's hover: a list's first block is a query
 * of the product database, and hovering the sidebar should not run dozens). Its module is loaded then: it
 * brings the list's query code.
 */
const listHead = (screen: Screen): Prefetch | undefined =>
  hasListHead(screen)
    ? (queryClient, search, preload) => {
        if (preload) return
        void loadListHead()
          .then((m) => m.prefetchListHead(queryClient, screen, search))
          .catch(() => undefined)
      }
    : undefined

/**
 * Everything a screen's route needs, from its declaration in the menu tree: the one search validator, the
 * lazily loaded view with its binding, and the data to prefetch. Route files are one call of this.
 */
export function screenRoute(path: string) {
  const screen = screenByPath(path)
  if (!screen) throw new Error(`no screen is declared at ${path}`)
  const prefetch = PREFETCH[screen.screen.view as keyof typeof PREFETCH] ?? listHead(screen)
  return {
    validateSearch: (raw: Record<string, unknown>) => screenSearch(screen, raw),
    component: lazyRouteComponent(() => loadScreen(screen)),
    ...(prefetch && {
      loaderDeps: ({ search }: { search: ScreenSearch }) => ({ search }),
      // The layout's guard puts the access model in the context; a user without the screen (no menu at
      // all, say) sees the no-permission card, and the server must not be asked for its data.
      loader: ({
        context,
        deps,
        preload,
      }: {
        context: { queryClient: QueryClient; access?: Access }
        deps: { search: ScreenSearch }
        preload: boolean
      }) => {
        if (context.access && isPathPermitted(context.access, path))
          prefetch(context.queryClient, deps.search, preload)
      },
    }),
  }
}
