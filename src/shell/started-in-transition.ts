import { startTransition, useEffect, useState } from 'react'

const started = new Set<string>()

/**
 * False on the console's first render of `part`, then true from a transition: React builds what it gates in
 * slices of a few milliseconds, yielding to the browser, instead of inside the router's synchronous update of
 * the whole console (a blocking task of seconds on a slow phone: issue 31, decision 0112). Once started, a part
 * renders at once (later pages, a remounted console).
 */
export function useStartedInTransition(part: string): boolean {
  const [ready, setReady] = useState(() => started.has(part))
  useEffect(() => {
    if (ready) return
    started.add(part)
    startTransition(() => setReady(true))
  }, [part, ready])
  return ready
}
