import { createFileRoute } from '@tanstack/react-router'
import { RecordListPage } from '@/features/records/record-list-page'
import { CUSTOMER_SCREENS } from '@/features/records/record-screens'
import { listSearchSchema } from '@/table/list-search'
export const Route = createFileRoute('/_layout/orderCenter/customerList')({
  validateSearch: listSearchSchema,
  component: Page,
})

function Page() {
  return (
    <RecordListPage
      screens={CUSTOMER_SCREENS}
      path={Route.fullPath}
      search={Route.useSearch()}
      navigate={Route.useNavigate()}
    />
  )
}
