import { setRuntimeConfig } from '@/api/runtime-config'

/**
 * Micro-frontend entry, compatible with qiankun's lifecycle: the host passes the container element and the
 * base path the console lives under. Embedded, the console registers no service worker (only main.tsx does).
 * Unmount leaves nothing behind: the React tree and the router's listeners go (mountConsole's teardown), the
 * nodes the console added to <body> (portals, live regions) are removed, and its stylesheets in <head> are
 * detached and kept for the next mount (the browser will not load an already-imported chunk's CSS twice).
 */
export interface EmbedProps {
  container?: HTMLElement
  /** Where the console's routes live in the host's address space, e.g. '/console/'. */
  basePath?: string
}

interface Mounted {
  teardown: () => void
  watchers: MutationObserver[]
  bodyNodes: Set<Node>
  title: string
  lang: string
}

let mounted: Mounted | undefined
const headNodes = new Set<Node>()

const withSlashes = (p: string) => `/${p.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/')

/** Records the nodes added directly under `parent` while the console is mounted. */
function watch(parent: HTMLElement, into: Set<Node>): MutationObserver {
  const observer = new MutationObserver((records) =>
    records.forEach((r) => r.addedNodes.forEach((n) => into.add(n))),
  )
  observer.observe(parent, { childList: true })
  return observer
}

export async function bootstrap(): Promise<void> {}

export async function mount(props: EmbedProps = {}): Promise<void> {
  await unmount()
  const host = props.container ?? document.body
  // qiankun hands over the wrapper of the console's index.html; mount into its #app when present.
  const target = host.querySelector<HTMLElement>('#app') ?? host
  setRuntimeConfig({ basePath: withSlashes(props.basePath ?? '/') })
  headNodes.forEach((n) => document.head.appendChild(n))
  const bodyNodes = new Set<Node>()
  const watchers = [watch(document.head, headNodes), watch(document.body, bodyNodes)]
  const state = { title: document.title, lang: document.documentElement.lang }
  const { mountConsole } = await import('@/app/mount')
  mounted = { teardown: await mountConsole(target, { embedded: true }), watchers, bodyNodes, ...state }
}

export async function unmount(): Promise<void> {
  const m = mounted
  if (!m) return
  mounted = undefined
  m.teardown()
  m.watchers.forEach((w) => w.disconnect())
  m.bodyNodes.forEach((n) => n.parentNode?.removeChild(n))
  headNodes.forEach((n) => n.parentNode?.removeChild(n))
  document.title = m.title
  document.documentElement.lang = m.lang
}

export async function update(): Promise<void> {}
