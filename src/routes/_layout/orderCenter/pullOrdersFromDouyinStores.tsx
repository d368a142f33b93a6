import { createFileRoute } from '@tanstack/react-router'
import { DouyinPullPage, pullSearchSchema } from '@/features/ops/douyin-pull-page'
import { listSearchSchema } from '@/table/list-search'

export const Route = createFileRoute('/_layout/orderCenter/pullOrdersFromDouyinStores')({
  validateSearch: (raw: Record<string, unknown>) => pullSearchSchema(raw, listSearchSchema(raw)),
  component: DouyinPullPage,
})
