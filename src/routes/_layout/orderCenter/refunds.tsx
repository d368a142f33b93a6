import { createFileRoute } from '@tanstack/react-router'
import { refunds } from '@/domain/entities/refunds-barters'
import { EntityListPage } from '@/features/entity-list-page'
import { refundColumns } from '@/resources/refund-columns'
import { listSearchSchema } from '@/table/list-search'

export const Route = createFileRoute('/_layout/orderCenter/refunds')({
  validateSearch: listSearchSchema,
  component: RefundsPage,
})

/** Order center › Refunds. No refund detail screen yet, so rows do not open. */
function RefundsPage() {
  return (
    <EntityListPage
      entity={refunds}
      path="/orderCenter/refunds"
      columns={refundColumns}
      search={Route.useSearch()}
      navigate={Route.useNavigate()}
    />
  )
}
