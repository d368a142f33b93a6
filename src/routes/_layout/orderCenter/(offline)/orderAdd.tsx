import { createFileRoute } from '@tanstack/react-router'
import { RecordFormPage } from '@/features/records/record-form-page'
import { OFFLINE_ORDER_SCREENS } from '@/features/records/record-screens'

export const Route = createFileRoute('/_layout/orderCenter/(offline)/orderAdd')({
  component: () => <RecordFormPage screens={OFFLINE_ORDER_SCREENS} />,
})
