import { createFileRoute, redirect } from '@tanstack/react-router'

/** Hidden helper: /redirect/<path>?<query> navigates back to /<path>?<query> (used to refresh a tab). */
export const Route = createFileRoute('/_layout/redirect/$')({
  beforeLoad: ({ params, location }) => {
    throw redirect({ href: `/${params._splat ?? ''}${location.searchStr}`, replace: true })
  },
})
