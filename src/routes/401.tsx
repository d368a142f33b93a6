import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '@/shell/error-page'

export const Route = createFileRoute('/401')({
  staticData: { shellTitle: 'unauthorized' },
  component: () => <ErrorPage kind="unauthorized" />,
})
