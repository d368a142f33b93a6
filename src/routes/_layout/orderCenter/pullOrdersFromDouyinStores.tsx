import { createFileRoute } from '@tanstack/react-router'
import { DouyinPullPage } from '@/features/ops/douyin-pull-page'
import { pullSearchSchema } from '@/features/ops/pull-search'
import { listSearchSchema } from '@/table/list-search'

export const Route = createFileRoute('/_layout/orderCenter/pullOrdersFromDouyinStores')({
  validateSearch: (raw: Record<string, unknown>) => pullSearchSchema(raw, listSearchSchema(raw)),
  component: DouyinPullPage,
})
