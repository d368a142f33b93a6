import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '@/shell/error-page'

export const Route = createFileRoute('/404')({
  staticData: { shellTitle: 'notFound' },
  component: () => <ErrorPage kind="notFound" />,
})
