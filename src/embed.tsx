import { setRuntimeConfig } from '@/app/runtime-config'

/**
 * Micro-frontend entry, compatible with qiankun's lifecycle: the host passes the container element and the
 * base path the console lives under. Embedded, the console registers no service worker (only main.tsx does).
 */
export interface EmbedProps {
  container?: HTMLElement
  /** Where the console's routes live in the host's address space, e.g. '/console/'. */
  basePath?: string
}

let unmountCurrent: (() => void) | undefined

const withSlashes = (p: string) => `/${p.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/')

export async function bootstrap(): Promise<void> {}

export async function mount(props: EmbedProps = {}): Promise<void> {
  const host = props.container ?? document.body
  // qiankun hands over the wrapper of the console's index.html; mount into its #app when present.
  const target = host.querySelector<HTMLElement>('#app') ?? host
  setRuntimeConfig({ basePath: withSlashes(props.basePath ?? '/') })
  unmountCurrent?.()
  const { mountConsole } = await import('@/app/mount')
  unmountCurrent = await mountConsole(target)
}

export async function unmount(): Promise<void> {
  unmountCurrent?.()
  unmountCurrent = undefined
}

export async function update(): Promise<void> {}
