import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

interface EndKeyOptions {
  viewKey: string
  /** The total is the database's estimate, and whether its exact count could not be read. */
  estimated: boolean
  countFailed: boolean
  requestExact: () => void
  /** Moves focus to the last row (as counted when it runs). */
  goToLast: () => void
}

/**
 * Mod+End on an estimated total goes to the true last row: it waits for the exact count (asking for it if it
 * is not on its way), then moves; if the count cannot be read, to the last row of the estimate. Returns
 * whether it took the key press (other keys, and Mod+End on an exact total, are the grid's own).
 */
export function useEndKey({ viewKey, estimated, countFailed, requestExact, goToLast }: EndKeyOptions) {
  const [endWanted, setEndWanted] = useState<string>()
  const takeEnd = (e: KeyboardEvent<HTMLElement>) => {
    if (!estimated || e.altKey || !(e.ctrlKey || e.metaKey) || e.key !== 'End') return false
    e.preventDefault()
    requestExact()
    setEndWanted(viewKey)
    return true
  }
  const goToEnd = useRef<() => void>(undefined)
  useEffect(() => {
    goToEnd.current = goToLast
  })
  const endReady = endWanted === viewKey && (!estimated || countFailed)
  useEffect(() => {
    if (!endReady) return
    // The exact count arrives from a query, outside this hook: the wish is spent in the effect that sees it
    // arrive, so one Mod+End makes one move.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reacting to that query, not to our own state
    setEndWanted(undefined)
    // After the render that counts the true total; a microtask, as the move renders synchronously.
    queueMicrotask(() => goToEnd.current?.())
  }, [endReady])
  return takeEnd
}
