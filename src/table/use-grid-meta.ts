import { useEffect, useLayoutEffect, useRef } from 'react'

/** What the grid tells the surrounding table (footer, toolbar) when it changes. */
export interface GridMeta {
  total: number | undefined
  /** `total` is the database's estimate (list-total.ts); `counting`: the exact count is on its way. */
  estimated: boolean
  counting: boolean
  updatedAt: number
  fetching: boolean
  error: boolean
}

/**
 * Reports the grid's meta to the table whenever one of its parts changes, with a way to read the rows again.
 * Before the browser paints: the footer's count shows in the frame that shows the rows, not one frame later (a
 * line of text that changes after the rows' paint was the page's largest paint, issue 31).
 */
export function useGridMeta(
  meta: GridMeta,
  refetch: () => void,
  onMeta: (meta: GridMeta, refetch: () => void) => void,
) {
  const refetchRef = useRef(refetch)
  useEffect(() => {
    refetchRef.current = refetch
  })
  const { total, estimated, counting, updatedAt, fetching, error } = meta
  useLayoutEffect(() => {
    onMeta({ total, estimated, counting, updatedAt, fetching, error }, () => refetchRef.current())
  }, [onMeta, total, estimated, counting, updatedAt, fetching, error])
}
