import { createFileRoute } from '@tanstack/react-router'
import { idSearch } from '@/features/records/id-search'
import { RecordFormPage } from '@/features/records/record-form-page'
import { PLATFORM_PAY_SCREENS } from '@/features/records/record-screens'
export const Route = createFileRoute('/_layout/orderCenter/platformPayEdit')({
  validateSearch: idSearch,
  component: Page,
})

function Page() {
  return <RecordFormPage screens={PLATFORM_PAY_SCREENS} id={Route.useSearch().id} />
}
