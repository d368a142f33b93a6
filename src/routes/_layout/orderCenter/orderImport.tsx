import { createFileRoute } from '@tanstack/react-router'
import { OfflineOrderImportPage } from '@/features/import/offline-order-import-page'

export const Route = createFileRoute('/_layout/orderCenter/orderImport')({
  component: OfflineOrderImportPage,
})
