import { createFileRoute } from '@tanstack/react-router'
import { BarterListPage } from '@/features/barter/barter-list-page'
import { listSearchSchema } from '@/table/list-search'

export const Route = createFileRoute('/_layout/orderCenter/barterList')({
  validateSearch: listSearchSchema,
  component: BarterList,
})

function BarterList() {
  return <BarterListPage search={Route.useSearch()} navigate={Route.useNavigate()} />
}
