import { createFileRoute } from '@tanstack/react-router'
import { OfflineOrderListPage } from '@/features/records/offline-order-pages'
import { listSearchSchema } from '@/table/list-search'
export const Route = createFileRoute('/_layout/orderCenter/(offline)/orderList')({
  validateSearch: listSearchSchema,
  component: Page,
})

function Page() {
  return <OfflineOrderListPage search={Route.useSearch()} navigate={Route.useNavigate()} />
}
