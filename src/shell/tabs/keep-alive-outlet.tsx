import { Activity, memo, Suspense, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Match, RouterContextProvider, useChildMatches, useRouter } from '@tanstack/react-router'
import { gatedRouter } from './gated-router'
import { useStartedInTransition } from '@/shell/started-in-transition'
import { isKeptAlive, useTabs, useTabVersions } from '@/shell-state/tabs-store'

interface Page {
  path: string
  routeId: string
  key: string
}

const normalise = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p)

/**
 * The layout's outlet with kept-alive tabs. TanStack Router renders only the current match, so this outlet
 * keeps one subtree per open tab of a cached route, keyed by path, under React's <Activity>: hidden pages keep
 * their state (form input, expanded sections, focused row) with their effects paused. Scroll offsets and the
 * focused element are remembered per page because display:none forgets them. Refresh bumps the tab's version,
 * which remounts the page.
 */
export function KeepAliveOutlet({ scrollRoot }: { scrollRoot: React.RefObject<HTMLElement | null> }) {
  const current = useChildMatches({
    select: (ms) => {
      const first = ms[0]
      const leaf = ms.at(-1)
      return first && leaf ? { routeId: first.routeId, path: normalise(leaf.pathname) } : undefined
    },
  })
  const tabs = useTabs()
  const versions = useTabVersions()
  const [pages, setPages] = useState<Page[]>([])

  const activeKey = current ? `${current.path}#${versions[current.path] ?? 0}` : undefined
  const open = new Set(tabs.map((t) => t.path))
  const wanted = pages.filter(
    (p) =>
      p.key === activeKey ||
      (isKeptAlive(p.path) && open.has(p.path) && p.key === `${p.path}#${versions[p.path] ?? 0}`),
  )
  if (current && activeKey && !wanted.some((p) => p.key === activeKey)) {
    wanted.push({ path: current.path, routeId: current.routeId, key: activeKey })
  }
  if (wanted.length !== pages.length || wanted.some((p, i) => p !== pages[i])) setPages(wanted)

  return wanted.map((p) => (
    <KeptPage key={p.key} page={p} active={p.key === activeKey} scrollRoot={scrollRoot} />
  ))
}

type Offsets = Map<Element, { top: number; left: number }>

const loading = <div className="page-loading" aria-busy="true" />

// Memoised: its props stay the same objects while the page is kept, so a change of the tab list (a visit, a
// close elsewhere) does not redraw every kept page (issue 31, decision 0112).
const KeptPage = memo(function KeptPage({
  page,
  active,
  scrollRoot,
}: {
  page: Page
  active: boolean
  scrollRoot: React.RefObject<HTMLElement | null>
}) {
  const router = useRouter()
  const view = useMemo(
    () => gatedRouter(router, () => normalise(router.stores.location.get().pathname) === page.path),
    [router, page.path],
  )
  // The console's first page is built in a transition, after the shell; later pages as the router draws them.
  const ready = useStartedInTransition('page')
  const offsets = useRef<Offsets>(new Map())
  const lastFocused = useRef<HTMLElement | null>(null)

  // The layout's scroll container is shared by every page: track its offset while this page is shown.
  useLayoutEffect(() => {
    const root = scrollRoot.current
    if (!active || !root) return
    const record = () => offsets.current.set(root, { top: root.scrollTop, left: root.scrollLeft })
    root.addEventListener('scroll', record, { passive: true })
    return () => root.removeEventListener('scroll', record)
  }, [active, scrollRoot])

  return (
    <div
      className="kept-page"
      data-page={page.path}
      hidden={!active}
      onScrollCapture={(e) => {
        // Hiding a page resets its scrollers to 0 and fires scroll events: those are not the user's position.
        if (e.currentTarget.hidden) return
        const el = e.target as Element
        offsets.current.set(el, { top: el.scrollTop, left: el.scrollLeft })
      }}
      onFocusCapture={(e) => (lastFocused.current = e.target as HTMLElement)}
    >
      <Activity mode={active ? 'visible' : 'hidden'}>
        <RouterContextProvider router={view}>
          <RestoreOnReveal offsets={offsets} lastFocused={lastFocused} scrollRoot={scrollRoot} />
          <Suspense fallback={loading}>{ready ? <Match routeId={page.routeId} /> : loading}</Suspense>
        </RouterContextProvider>
      </Activity>
    </div>
  )
})

/** Runs each time the page is shown again (Activity re-runs layout effects): puts scroll and focus back. */
function RestoreOnReveal({
  offsets,
  lastFocused,
  scrollRoot,
}: {
  offsets: React.RefObject<Offsets>
  lastFocused: React.RefObject<HTMLElement | null>
  scrollRoot: React.RefObject<HTMLElement | null>
}) {
  useLayoutEffect(() => {
    const root = scrollRoot.current
    if (root && !offsets.current.has(root)) root.scrollTo({ top: 0, left: 0 })
    // Children's content may still be laying out (virtual rows): restore on the next frame as well.
    const restore = () =>
      offsets.current.forEach((o, el) => {
        if (el.isConnected) el.scrollTo({ top: o.top, left: o.left })
      })
    restore()
    const frame = requestAnimationFrame(restore)
    const focused = lastFocused.current
    if (focused?.isConnected && document.activeElement !== focused) focused.focus({ preventScroll: true })
    return () => cancelAnimationFrame(frame)
  }, [offsets, lastFocused, scrollRoot])
  return null
}
