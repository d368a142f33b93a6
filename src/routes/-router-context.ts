import type { QueryClient } from '@tanstack/react-query'

/** What every route's loader and guard receive from the app (see app/router.ts). */
export interface RouterContext {
  queryClient: QueryClient
}
