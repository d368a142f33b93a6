import { createFileRoute } from '@tanstack/react-router'
import { BarterPage } from '@/features/barter/barter-page'
import { idSearch } from '@/features/barter/barter-search'

export const Route = createFileRoute('/_layout/orderCenter/barterDetail')({
  validateSearch: idSearch,
  component: BarterDetail,
})

function BarterDetail() {
  return <BarterPage mode="detail" id={Route.useSearch().id} />
}
