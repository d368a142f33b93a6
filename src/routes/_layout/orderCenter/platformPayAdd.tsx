import { createFileRoute } from '@tanstack/react-router'
import { platformSearch } from '@/features/records/id-search'
import { PlatformPayAddPage } from '@/features/records/platform-pay-pages'
export const Route = createFileRoute('/_layout/orderCenter/platformPayAdd')({
  validateSearch: platformSearch,
  component: Page,
})

function Page() {
  return <PlatformPayAddPage platform={Route.useSearch().platform} />
}
