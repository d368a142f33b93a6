import { createFileRoute } from '@tanstack/react-router'
import { idSearch } from '@/features/records/id-search'
import { RecordFormPage } from '@/features/records/record-form-page'
import { OFFLINE_ORDER_SCREENS } from '@/features/records/record-screens'
export const Route = createFileRoute('/_layout/orderCenter/(offline)/orderEdit')({
  validateSearch: idSearch,
  component: Page,
})

function Page() {
  return <RecordFormPage screens={OFFLINE_ORDER_SCREENS} id={Route.useSearch().id} />
}
