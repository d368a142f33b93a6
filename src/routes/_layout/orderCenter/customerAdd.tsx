import { createFileRoute } from '@tanstack/react-router'
import { RecordFormPage } from '@/features/records/record-form-page'
import { CUSTOMER_SCREENS } from '@/features/records/record-screens'

export const Route = createFileRoute('/_layout/orderCenter/customerAdd')({
  component: () => <RecordFormPage screens={CUSTOMER_SCREENS} />,
})
