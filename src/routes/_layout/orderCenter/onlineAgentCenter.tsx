import { createFileRoute } from '@tanstack/react-router'
import { AgentOrdersPage } from '@/features/ops/agent-orders-page'
import { listSearchSchema } from '@/table/list-search'

export const Route = createFileRoute('/_layout/orderCenter/onlineAgentCenter')({
  validateSearch: listSearchSchema,
  component: AgentOrdersPage,
})
