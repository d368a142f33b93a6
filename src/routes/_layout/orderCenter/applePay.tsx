import { createFileRoute } from '@tanstack/react-router'
import { PlatformPayListPage } from '@/features/records/platform-pay-pages'
import { listSearchSchema } from '@/table/list-search'
export const Route = createFileRoute('/_layout/orderCenter/applePay')({
  validateSearch: listSearchSchema,
  component: Page,
})

function Page() {
  return <PlatformPayListPage platform="applePay" search={Route.useSearch()} navigate={Route.useNavigate()} />
}
