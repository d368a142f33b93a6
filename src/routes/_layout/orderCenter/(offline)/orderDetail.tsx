import { createFileRoute } from '@tanstack/react-router'
import { idSearch } from '@/features/records/id-search'
import { OfflineOrderDetailPage } from '@/features/records/offline-order-pages'
export const Route = createFileRoute('/_layout/orderCenter/(offline)/orderDetail')({
  validateSearch: idSearch,
  component: Page,
})

function Page() {
  return <OfflineOrderDetailPage id={Route.useSearch().id} />
}
