import { useCallback } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Row } from '@/api/list-queries'
import { Gated } from '@/auth/gated'
import { refunds } from '@/domain/entities/refunds-barters'
import { EntityListPage } from '@/features/entity-list-page'
import { refundColumns } from '@/resources/refund-columns'
import { HrefLink } from '@/ui/href-link'
import { RefundDetailPanel } from './refund-detail-panel'
import type { RefundScreens } from './refund-screens'
import { type RefundListSearch } from './refund-list-search'
import './refunds.css'

const ONLINE = { orderSource: 'online' }
const OFFLINE = { orderSource: 'offline' }

/** refunds and orderRefundList: the one refunds table; Enter/O opens a refund with its workflow. */
export function RefundListPage({
  screens,
  search,
  navigate,
}: {
  screens: RefundScreens
  search: RefundListSearch
  navigate: (options: { search: RefundListSearch }) => unknown
}) {
  const { refund, ...list } = search
  const onOpen = useCallback(
    (row: Row) => void navigate({ search: { ...list, refund: row.id } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list view is keyed by its own fields
    [navigate, list.sort, list.q, list.f, list.cols],
  )
  return (
    <>
      <EntityListPage
        entity={refunds}
        path={screens.list}
        columns={refundColumns}
        search={list}
        navigate={navigate}
        onOpen={onOpen}
        fixedFilters={screens.source === 'online' ? ONLINE : OFFLINE}
        actions={
          <Gated permission="orderCenter:refunds:apply">
            <HrefLink className="btn btn-primary" href={screens.apply}>
              <Trans>Apply refund</Trans>
            </HrefLink>
          </Gated>
        }
      />
      <RefundDetailPanel id={refund} onClose={() => void navigate({ search: list })} />
    </>
  )
}
