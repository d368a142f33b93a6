import { createStore } from '@/shell-state/create-store'

export interface LoggedError {
  id: number
  message: string
  /** Source location or the component stack's first frame. */
  where: string
  url: string
  time: number
}

const MAX_ENTRIES = 50
const store = createStore<readonly LoggedError[]>([])
let nextId = 1

export const errorLog = {
  get: store.get,
  subscribe: store.subscribe,
  add(entry: Omit<LoggedError, 'id' | 'time' | 'url'>) {
    const logged = { ...entry, id: nextId++, time: Date.now(), url: location.href }
    store.set([...store.get().slice(-(MAX_ENTRIES - 1)), logged])
  },
  clear: () => store.set([]),
}
export const useErrorLog = store.useValue

const describe = (reason: unknown) =>
  reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : JSON.stringify(reason)

/** The first frame of a component stack or an error's stack, for the "where" column. */
export const firstFrame = (stack: string | null | undefined) =>
  stack
    ?.split('\n')
    .map((l) => l.trim())
    .find((l) => l.startsWith('at ')) ?? ''

/** Collects runtime errors (spec section 9: in production). Returns the function that stops collecting. */
export function collectRuntimeErrors(target: Window = window): () => void {
  const onError = (e: ErrorEvent) =>
    errorLog.add({
      message: e.message || describe(e.error),
      where: e.filename ? `${e.filename}:${e.lineno}:${e.colno}` : firstFrame((e.error as Error)?.stack),
    })
  const onRejection = (e: PromiseRejectionEvent) =>
    errorLog.add({
      message: describe(e.reason),
      where: firstFrame((e.reason as Error | undefined)?.stack) || 'unhandledrejection',
    })
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
