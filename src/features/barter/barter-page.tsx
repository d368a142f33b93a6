import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { recordQuery } from '@/api/list-queries'
import { barters } from '@/domain/entities/refunds-barters'
import { recordRecent } from '@/palette/recent'
import { tabsStore } from '@/shell/tabs/tabs-store'
import { useTitleFor } from '@/shell/titles'
import { BarterDetail } from './barter-detail'
import { BarterForm } from './barter-form'
import { barterToValues, emptyBarter, isBarterEditable } from './barter-form-model'
import './barter.css'

export type BarterPageProps = { mode: 'apply'; orderNo?: string } | { mode: 'detail' | 'edit'; id?: number }

export const BARTER_PATHS = {
  list: '/orderCenter/barterList',
  apply: '/orderCenter/applyBarter',
  detail: '/orderCenter/barterDetail',
  edit: '/orderCenter/editBarter',
} as const

/** applyBarter, barterDetail and editBarter: the one barter page, in three modes (spec section 2). */
export function BarterPage(props: BarterPageProps) {
  const title = useTitleFor()(BARTER_PATHS[props.mode])
  const id = props.mode === 'apply' ? undefined : props.id
  const record = useQuery({ ...recordQuery(barters.name, id ?? 0), enabled: !!id })
  const barterNo = record.data ? String(record.data.barterNo) : ''
  useEffect(() => {
    if (id && barterNo)
      recordRecent({ entity: barters.name, id, label: barterNo, path: `${BARTER_PATHS.detail}?id=${id}` })
  }, [id, barterNo])
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
        {barterNo ? ` ${barterNo}` : ''}
      </h1>
      {props.mode === 'apply' ? (
        <ApplyMode orderNo={props.orderNo ?? ''} />
      ) : !id || (record.error && !record.data) ? (
        <div className="card" role="alert">
          <p>
            <Trans>This barter could not be loaded.</Trans>
          </p>
          {id ? (
            <button type="button" className="btn" onClick={() => void record.refetch()}>
              <Trans>Retry</Trans>
            </button>
          ) : null}
        </div>
      ) : !record.data ? (
        <div className="page-loading" aria-busy="true" />
      ) : props.mode === 'detail' ? (
        <BarterDetail record={record.data} />
      ) : (
        <EditMode record={record.data} />
      )}
    </section>
  )
}

/** After a save: the form's tab is done, so it closes, and the saved barter's detail opens in its place. */
function useOpenDetail(formPath: string) {
  const navigate = useNavigate()
  return (id: number) => {
    tabsStore.close(formPath)
    void navigate({ to: BARTER_PATHS.detail, search: { id }, replace: true })
  }
}

function ApplyMode({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate()
  const openDetail = useOpenDetail(BARTER_PATHS.apply)
  const [initial] = useState(() => emptyBarter(orderNo))
  return (
    <BarterForm
      target={{ mode: 'apply' }}
      initial={initial}
      draftId={`barter.apply.${orderNo}`}
      onSaved={(r) => openDetail(r.id)}
      onCancel={() => void navigate({ to: BARTER_PATHS.list })}
    />
  )
}

function EditMode({ record }: { record: Record<string, unknown> & { id: number } }) {
  const openDetail = useOpenDetail(BARTER_PATHS.edit)
  const navigate = useNavigate()
  // The form starts from the barter as first loaded; later refetches must not reset what is being typed.
  const [initial] = useState(() => barterToValues(record))
  const [version] = useState(() => Number(record.version))
  if (!isBarterEditable(record))
    return (
      <div className="card" role="alert">
        <p>
          <Trans>Only a pending barter can be edited.</Trans>
        </p>
      </div>
    )
  return (
    <BarterForm
      target={{ mode: 'edit', id: record.id }}
      initial={initial}
      version={version}
      draftId={`barter.edit.${record.id}`}
      onSaved={(r) => openDetail(r.id)}
      onCancel={() => void navigate({ to: BARTER_PATHS.detail, search: { id: record.id } })}
    />
  )
}
