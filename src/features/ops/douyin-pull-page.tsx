import './ops.css'
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { afterWrite } from '@/api/after-write'
import type { Row } from '@/api/list-queries'
import { douyinPullJobs } from '@/domain/entities/order-center'
import type { ScreenProps } from '@/screens/screen-props'
import { useFollowedJobSearch } from '@/screens/followed-job'
import { ListScreen } from '@/screens/list-screen'
import { ActionButton } from '@/forms/action-button'
import { PULL_PERMISSION, PullForm } from './pull-dialog'
import { PullJobStatus } from './pull-job-status'
import { ModalDialog } from '@/ui/modal-dialog'

/**
 * Order center › Douyin store orders: the pull jobs, a "Pull orders" action (shop + date range), and the
 * followed job's live progress then result. Enter/O on a job shows its result.
 */
export function DouyinPullPage(props: ScreenProps) {
  const { search } = props
  const { follow, listProps } = useFollowedJobSearch(props)
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const onStarted = (job: Row) => {
    setOpen(false)
    follow(job.id)
    void afterWrite(queryClient, { entity: douyinPullJobs, kind: 'action', action: 'pull', answer: job })
  }
  return (
    <ListScreen {...props} {...listProps}>
      <div className="page-actions">
        <ActionButton className="btn btn-primary" permission={PULL_PERMISSION} onPress={() => setOpen(true)}>
          <Trans>Pull orders</Trans>
        </ActionButton>
      </div>
      {search.id && <PullJobStatus key={search.id} id={search.id} onClose={() => follow(undefined)} />}
      <ModalDialog isOpen={open} onOpenChange={setOpen} narrow>
        <PullForm onStarted={onStarted} onCancel={() => setOpen(false)} />
      </ModalDialog>
    </ListScreen>
  )
}
