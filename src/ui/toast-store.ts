/** A tiny toast queue. Messages are either a translated message id resolved at render time, or server text. */
export interface Toast {
  id: number
  tone: 'error' | 'success' | 'info' | 'warning'
  /** A key of TOAST_MESSAGES (translated at render) or raw server text. */
  message: string
  translate: boolean
  durationMs: number
}

type Listener = (toasts: readonly Toast[]) => void
let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()
const emit = () => listeners.forEach((l) => l(toasts))

/** Error toasts stay 5000 ms (spec section 9). */
export const ERROR_TOAST_MS = 5000

export function showToast(
  t: Omit<Toast, 'id' | 'durationMs' | 'translate'> & Partial<Pick<Toast, 'durationMs' | 'translate'>>,
) {
  const toast: Toast = {
    id: nextId++,
    durationMs: t.tone === 'error' ? ERROR_TOAST_MS : 3000,
    translate: false,
    ...t,
  }
  toasts = [...toasts.slice(-4), toast]
  emit()
  setTimeout(() => dismissToast(toast.id), toast.durationMs)
  return toast.id
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

export function subscribeToasts(l: Listener) {
  listeners.add(l)
  return () => void listeners.delete(l)
}

export const getToasts = () => toasts
