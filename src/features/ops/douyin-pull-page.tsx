import './ops.css'
import { useCallback, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { Row } from '@/api/list-queries'
import { douyinPullJobs } from '@/domain/entities/order-center'
import { EntityListPage } from '@/features/entity-list-page'
import { ActionButton } from '@/forms/action-button'
import type { ListSearch } from '@/table/list-search'
import { pullJobColumns } from './columns'
import { PULL_PERMISSION, PullForm } from './pull-dialog'
import { PullJobStatus } from './pull-job-status'
import { ModalDialog } from '@/ui/modal-dialog'

const route = getRouteApi('/_layout/orderCenter/pullOrdersFromDouyinStores')

/**
 * Order center › Douyin store orders: the pull jobs, a "Pull orders" action (shop + date range), and the
 * followed job's live progress then result. Enter/O on a job shows its result.
 */
export function DouyinPullPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const follow = useCallback(
    (job: number | undefined) => void navigate({ search: (s) => ({ ...s, job }) }),
    [navigate],
  )
  const onOpen = useCallback((row: Row) => follow(row.id), [follow])
  const onStarted = (job: Row) => {
    setOpen(false)
    follow(job.id)
    void queryClient.invalidateQueries({ queryKey: ['list', douyinPullJobs.name] })
  }
  const listNavigate = useCallback(
    ({ search: next }: { search: ListSearch }) => navigate({ search: { ...next, job: search.job } }),
    [navigate, search.job],
  )
  return (
    <EntityListPage
      entity={douyinPullJobs}
      path="/orderCenter/pullOrdersFromDouyinStores"
      columns={pullJobColumns}
      search={search}
      navigate={listNavigate}
      onOpen={onOpen}
    >
      <div className="page-actions">
        <ActionButton className="btn btn-primary" permission={PULL_PERMISSION} onPress={() => setOpen(true)}>
          <Trans>Pull orders</Trans>
        </ActionButton>
      </div>
      {search.job && <PullJobStatus key={search.job} id={search.job} onClose={() => follow(undefined)} />}
      <ModalDialog isOpen={open} onOpenChange={setOpen} narrow>
        <PullForm onStarted={onStarted} onCancel={() => setOpen(false)} />
      </ModalDialog>
    </EntityListPage>
  )
}
