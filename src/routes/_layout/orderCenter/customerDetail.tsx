import { createFileRoute } from '@tanstack/react-router'
import { idSearch } from '@/features/records/id-search'
import { RecordDetailPage } from '@/features/records/record-detail-page'
import { CUSTOMER_SCREENS } from '@/features/records/record-screens'
export const Route = createFileRoute('/_layout/orderCenter/customerDetail')({
  validateSearch: idSearch,
  component: Page,
})

function Page() {
  return <RecordDetailPage screens={CUSTOMER_SCREENS} id={Route.useSearch().id} />
}
