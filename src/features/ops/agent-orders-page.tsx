import './ops.css'
import { getRouteApi } from '@tanstack/react-router'
import { agentOrders } from '@/domain/entities/order-center'
import { EntityListPage } from '@/features/entity-list-page'
import { agentOrderColumns } from './columns'
import { useOpenOrder } from './use-open-order'

const route = getRouteApi('/_layout/orderCenter/onlineAgentCenter')

/** Order center › Online agent orders: agent platform, agent and commission; Enter/O opens the order. */
export function AgentOrdersPage() {
  return (
    <EntityListPage
      entity={agentOrders}
      path="/orderCenter/onlineAgentCenter"
      columns={agentOrderColumns}
      search={route.useSearch()}
      navigate={route.useNavigate()}
      onOpen={useOpenOrder()}
    />
  )
}
