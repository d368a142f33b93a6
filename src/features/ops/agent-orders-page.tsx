import './ops.css'
import type { ScreenProps } from '@/screens/screen-props'
import { ListScreen } from '@/screens/list-screen'
import { OPEN_ORDER_FIELDS, useOpenOrder } from './use-open-order'

/** Order center › Online agent orders: agent platform, agent and commission; Enter/O opens the order. */
export function AgentOrdersPage(props: ScreenProps) {
  return <ListScreen {...props} onOpen={useOpenOrder()} rowFields={OPEN_ORDER_FIELDS} />
}
