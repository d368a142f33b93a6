import { createFileRoute } from '@tanstack/react-router'
import { StoreOrderAssociationPage } from '@/features/ops/association-page'
import { listSearchSchema } from '@/table/list-search'

export const Route = createFileRoute('/_layout/orderCenter/orderAssociation')({
  validateSearch: listSearchSchema,
  component: StoreOrderAssociationPage,
})
