import { createFileRoute } from '@tanstack/react-router'
import { BarterPage } from '@/features/barter/barter-page'
import { orderNoSearch } from '@/features/barter/barter-search'

export const Route = createFileRoute('/_layout/orderCenter/applyBarter')({
  validateSearch: orderNoSearch,
  component: ApplyBarter,
})

function ApplyBarter() {
  return <BarterPage mode="apply" orderNo={Route.useSearch().orderNo} />
}
