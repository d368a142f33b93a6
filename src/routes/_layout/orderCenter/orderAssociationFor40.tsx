import { createFileRoute } from '@tanstack/react-router'
import { SkuAssociationQueryPage } from '@/features/ops/association-page'
import { listSearchSchema } from '@/table/list-search'

export const Route = createFileRoute('/_layout/orderCenter/orderAssociationFor40')({
  validateSearch: listSearchSchema,
  component: SkuAssociationQueryPage,
})
