import './equity-refresh.css'
import { useState } from 'react'
import { Heading } from 'react-aria-components/Heading'
import { Trans } from '@lingui/react/macro'
import { skuEquityRefreshJobs as jobs } from '@/domain/entities/commodity-center'
import type { Permission } from '@/domain/permissions'
import type { ScreenProps } from '@/screens/screen-props'
import { useFollowedJobSearch } from '@/screens/followed-job'
import { ListScreen } from '@/screens/list-screen'
import { ActionButton } from '@/forms/action-button'
import { RecordForm } from '@/forms/record-form'
import { ModalDialog } from '@/ui/modal-dialog'
import { EquityRefreshStatus } from './equity-refresh-status'

const ADD_PERMISSION: Permission = `${jobs.resource}:add`

/**
 * Commodity center › SKU equity refresh: the refresh jobs, a "New refresh" action (a SKU and a reason), and
 * the followed job's live progress, cancel and result. Enter/O on a job follows it.
 */
export function EquityRefreshPage(props: ScreenProps) {
  const { search, binding } = props
  const { follow, listProps } = useFollowedJobSearch(props)
  const [open, setOpen] = useState(false)
  return (
    <ListScreen {...props} {...listProps}>
      <div className="page-actions">
        <ActionButton className="btn btn-primary" permission={ADD_PERMISSION} onPress={() => setOpen(true)}>
          <Trans>New refresh</Trans>
        </ActionButton>
      </div>
      {search.id && <EquityRefreshStatus key={search.id} id={search.id} onClose={() => follow(undefined)} />}
      <ModalDialog isOpen={open} onOpenChange={setOpen} isDismissable={false}>
        <Heading slot="title">
          <Trans>Refresh the licences of a SKU</Trans>
        </Heading>
        <p className="muted">
          <Trans>
            Every licence sold with the SKU (its orders that were not refunded) gets the entitlements of the
            SKU&apos;s current licence. One refresh per SKU runs at a time.
          </Trans>
        </p>
        <RecordForm
          entity={jobs}
          binding={binding}
          layout="dialog"
          submitLabel={{ idle: <Trans>Start refresh</Trans>, busy: <Trans>Starting…</Trans> }}
          onSaved={(job) => {
            setOpen(false)
            follow(job.id)
          }}
          onCancel={() => setOpen(false)}
        />
      </ModalDialog>
    </ListScreen>
  )
}
