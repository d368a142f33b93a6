import { createFileRoute } from '@tanstack/react-router'
import { BarterPage } from '@/features/barter/barter-page'
import { idSearch } from '@/features/barter/barter-search'

export const Route = createFileRoute('/_layout/orderCenter/editBarter')({
  validateSearch: idSearch,
  component: EditBarter,
})

function EditBarter() {
  return <BarterPage mode="edit" id={Route.useSearch().id} />
}
