/** A tiny toast queue. Messages are either a translated message key resolved at render time, or server text. */
export interface Toast {
  id: number
  tone: 'error' | 'success' | 'info' | 'warning'
  /** A key of useToastMessage (translated at render) or raw server text. */
  message: string
  translate: boolean
  durationMs: number
  /** The server's id of the failed request, shown under the message so the user can quote it. */
  requestId?: string
  /** A button in the toast (Undo): pressing it runs `run` and closes the toast. */
  action?: ToastAction
}

export interface ToastAction {
  /** Translated by the caller. */
  label: string
  run: () => void
}

type Listener = (toasts: readonly Toast[]) => void
let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()
const emit = () => listeners.forEach((l) => l(toasts))

/** Error toasts stay 5000 ms (spec section 9). */
export const ERROR_TOAST_MS = 5000
export const TOAST_MS = 3000
/** At most this many at once, so the stack never grows over the page. */
export const MAX_TOASTS = 4

export function showToast(
  t: Omit<Toast, 'id' | 'durationMs' | 'translate'> & Partial<Pick<Toast, 'durationMs' | 'translate'>>,
) {
  // The same message twice in a row (parallel failing calls) shows once; one with its own action never merges.
  const same = !t.action && toasts.find((x) => x.message === t.message && x.tone === t.tone && !x.action)
  if (same) {
    resumeToast(same.id)
    return same.id
  }
  const toast: Toast = {
    id: nextId++,
    durationMs: t.tone === 'error' ? ERROR_TOAST_MS : TOAST_MS,
    translate: false,
    ...t,
  }
  const dropped = toasts.slice(0, Math.max(0, toasts.length - (MAX_TOASTS - 1)))
  dropped.forEach((d) => clearTimeout(timers.get(d.id)))
  toasts = [...toasts.slice(dropped.length), toast]
  emit()
  resumeToast(toast.id)
  return toast.id
}

export function dismissToast(id: number) {
  clearTimeout(timers.get(id))
  timers.delete(id)
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

/** Hover or focus holds a toast open (WCAG 2.2.1: enough time to read). */
export function holdToast(id: number) {
  clearTimeout(timers.get(id))
  timers.delete(id)
}

/** Restarts the toast's full time. */
export function resumeToast(id: number) {
  const toast = toasts.find((t) => t.id === id)
  if (!toast) return
  clearTimeout(timers.get(id))
  timers.set(
    id,
    setTimeout(() => dismissToast(id), toast.durationMs),
  )
}

export function subscribeToasts(l: Listener) {
  listeners.add(l)
  return () => void listeners.delete(l)
}

export const getToasts = () => toasts

/** Presses the newest toast's action (the Undo shortcut); false when no toast offers one. */
export function pressLatestToastAction(): boolean {
  const toast = [...toasts].reverse().find((t) => t.action)
  if (!toast?.action) return false
  dismissToast(toast.id)
  toast.action.run()
  return true
}
