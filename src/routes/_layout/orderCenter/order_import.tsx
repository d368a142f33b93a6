import { createFileRoute } from '@tanstack/react-router'
import { listSearchSchema } from '@/table/list-search'
import { AgentOrderImportPage } from '@/features/import/agent-order-import-page'

export const Route = createFileRoute('/_layout/orderCenter/order_import')({
  validateSearch: listSearchSchema,
  component: AgentOrderImportPage,
})
