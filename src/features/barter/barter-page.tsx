import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { recordQuery } from '@/api/list-queries'
import { barters } from '@/domain/entities/refunds-barters'
import { hrefOf, listOf, screenFor } from '@/domain/screens'
import type { ScreenProps } from '@/screens/screen-props'
import { recordRecent } from '@/palette/recent'
import { tabsStore } from '@/shell-state/tabs-store'
import { useTitleFor } from '@/ui/titles'
import { BarterDetail } from './barter-detail'
import { BarterForm } from './barter-form'
import { barterToValues, emptyBarter, isBarterEditable } from './barter-form-model'
import './barter.css'

/** Where the barter screens are: the one page's three modes and the list, from their declarations. */
function barterPath(kind: 'list' | 'add' | 'detail' | 'edit'): string {
  const screen = kind === 'list' ? listOf(barters.name) : screenFor(barters.name, kind)
  if (!screen) throw new Error(`no barter ${kind} screen is declared`)
  return screen.path
}

/** applyBarter, barterDetail and editBarter: the one barter page, in three modes (spec section 2). */
export function BarterPage({ screen, search }: ScreenProps) {
  const mode = screen.screen.kind === 'add' ? 'apply' : screen.screen.kind === 'edit' ? 'edit' : 'detail'
  const title = useTitleFor()(screen.path)
  const id = mode === 'apply' ? undefined : search.id
  const record = useQuery({ ...recordQuery(barters.name, id ?? 0), enabled: !!id })
  const barterNo = record.data ? String(record.data.barterNo) : ''
  useEffect(() => {
    if (id && barterNo)
      recordRecent({ entity: barters.name, id, label: barterNo, path: hrefOf(barterPath('detail'), { id }) })
  }, [id, barterNo])
  return (
    <section className="page page-form" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
        {barterNo ? ` ${barterNo}` : ''}
      </h1>
      {mode === 'apply' ? (
        <ApplyMode orderNo={typeof search.orderNo === 'string' ? search.orderNo : ''} />
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
      ) : mode === 'detail' ? (
        <BarterDetail record={record.data} />
      ) : (
        <EditMode record={record.data} />
      )}
    </section>
  )
}

/** After a save: the form's tab is done, so it closes, and the saved barter's detail opens in its place. */
function useOpenDetail(formPath: string) {
  const router = useRouter()
  return (id: number) => {
    tabsStore.close(formPath)
    void router.navigate({ href: hrefOf(barterPath('detail'), { id }), replace: true })
  }
}

function ApplyMode({ orderNo }: { orderNo: string }) {
  const router = useRouter()
  const openDetail = useOpenDetail(barterPath('add'))
  const [initial] = useState(() => emptyBarter(orderNo))
  return (
    <BarterForm
      target={{ mode: 'apply' }}
      initial={initial}
      draftId={`barter.apply.${orderNo}`}
      onSaved={(r) => openDetail(r.id)}
      onCancel={() => void router.navigate({ href: barterPath('list') })}
    />
  )
}

function EditMode({ record }: { record: Record<string, unknown> & { id: number } }) {
  const openDetail = useOpenDetail(barterPath('edit'))
  const router = useRouter()
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
      onCancel={() => void router.navigate({ href: hrefOf(barterPath('detail'), { id: record.id }) })}
    />
  )
}
