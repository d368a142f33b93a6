import { Trans } from '@lingui/react/macro'
import { offlineOrders } from '@/domain/entities/offline-orders'
import { offlineOrderImport } from '@/domain/imports'
import { listOf } from '@/domain/screens'
import type { ScreenProps } from '@/screens/screen-props'
import { useTitleFor } from '@/ui/titles'
import { HrefLink } from '@/ui/href-link'
import { ImportPanel } from './import-panel'

/** Order center › Offline orders › Import: offline orders from a CSV/XLSX file, all checked before writing. */
export function OfflineOrderImportPage({ screen }: ScreenProps) {
  const title = useTitleFor()(screen.path)
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title" className="page-title">
          {title}
        </h1>
        <HrefLink href={listOf(offlineOrders.name)?.path ?? '/'}>
          <Trans>Back to offline orders</Trans>
        </HrefLink>
      </div>
      <div className="card">
        <ImportPanel
          spec={offlineOrderImport}
          permission={`${offlineOrders.resource}:import`}
          name="offline-orders"
        />
      </div>
    </section>
  )
}
