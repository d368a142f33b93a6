import { createFileRoute } from '@tanstack/react-router'
import { idSearch } from '@/features/records/id-search'
import { RecordFormPage } from '@/features/records/record-form-page'
import { CUSTOMER_SCREENS } from '@/features/records/record-screens'
export const Route = createFileRoute('/_layout/orderCenter/customerEdit')({
  validateSearch: idSearch,
  component: Page,
})

function Page() {
  return <RecordFormPage screens={CUSTOMER_SCREENS} id={Route.useSearch().id} />
}
