import '@/forms/forms.css'
import './commodity-center.css'
import '@/ui/detail-panel.css'
import { useEffect, useId, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { Button } from 'react-aria-components/Button'
import { Label } from 'react-aria-components/Label'
import { Select } from 'react-aria-components/Select'
import { Trans, useLingui } from '@lingui/react/macro'
import { afterWrite, afterWriteFailed } from '@/api/after-write'
import { ApiError, requestData } from '@/api/client'
import { entityKeys } from '@/api/query-keys'
import type { Row } from '@/api/list-queries'
import { useCan } from '@/auth/use-can'
import { recommends } from '@/domain/entities/commodity-center'
import { COUNTRIES, LANGUAGES, RECORD_STATUSES } from '@/domain/enums'
import type { ListResult } from '@/domain/envelope'
import { listParamsToQuery, MAX_LIMIT } from '@/domain/list-params'
import { moveItem } from '@/domain/recommend-order'
import { ActionButton } from '@/forms/action-button'
import { enumLabelsFor } from '@/resources/enum-labels'
import { OptionsPopover, SelectTrigger } from '@/ui/select-parts'
import { showToast } from '@/ui/toast-store'
import { defaultList, groupLists, type RecommendList } from './recommend-lists'

const sceneQuery = (scene: string) => {
  const query = listParamsToQuery({
    sort: [
      { field: 'position', desc: false },
      { field: 'recommendCode', desc: false },
    ],
    filters: { scene },
  })
  return queryOptions({
    queryKey: entityKeys(recommends.name).listSlice('lists', query),
    queryFn: ({ signal }) =>
      requestData<ListResult<Row>>(`/v1/${recommends.name}`, {
        query: { ...query, offset: 0, limit: MAX_LIMIT },
        signal,
      }),
    // Arranged against the server's current order, never a copy kept on the device.
    staleTime: 0,
    meta: { persist: false },
  })
}

/**
 * The order of one recommendation list of a scene: pick the list (language and country), move its items with
 * Alt+↑/↓ (↑/↓ move the focus), the buttons beside them or by dragging, then save the whole order in one
 * request (POST /v1/recommends/reorder). Without the edit permission the order is shown read-only.
 */
export function RecommendOrder({ scene }: { scene: string }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const canEdit = useCan()(`${recommends.resource}:edit`)
  const { data, isPending, error, refetch } = useQuery(sceneQuery(scene))
  const lists = useMemo(() => groupLists(data?.items ?? []), [data])
  const [chosen, setChosen] = useState<string>()
  const list = lists.find((l) => l.key === chosen) ?? defaultList(lists, i18n.locale)
  const base = useMemo(() => list?.items.map((r) => String(r.recommendCode)) ?? [], [list])
  /** The user's arrangement, for the list order it was made from (a different one starts again). */
  const [arranged, setArranged] = useState<{ from: string; order: string[] }>()
  const [announce, setAnnounce] = useState('')
  /** The item a keyboard move keeps the focus on, once it is drawn in its new place. */
  const refocus = useRef<string>(undefined)
  const [dragging, setDragging] = useState<number>()
  const [saving, setSaving] = useState(false)
  const items = useRef(new Map<string, HTMLLIElement>())
  const listLabelId = useId()
  // A refetch that brings the same order keeps what the user arranged; a changed list starts again from it.
  const baseKey = JSON.stringify(base)
  const order = arranged?.from === baseKey ? arranged.order : base
  const setOrder = (next: string[]) => setArranged({ from: baseKey, order: next })
  useEffect(() => {
    if (!refocus.current) return
    items.current.get(refocus.current)?.focus()
    refocus.current = undefined
  }, [order])

  const dirty = JSON.stringify(order) !== baseKey
  const rowOf = (code: string) => list?.items.find((r) => String(r.recommendCode) === code)
  const languages = enumLabelsFor(LANGUAGES) ?? {}
  const countries = enumLabelsFor(COUNTRIES) ?? {}
  const statuses = enumLabelsFor(RECORD_STATUSES) ?? {}
  const listName = (l: RecommendList) => {
    const language = l.language && languages[l.language] ? i18n._(languages[l.language]!) : t`All languages`
    const country = l.country && countries[l.country] ? i18n._(countries[l.country]!) : t`All countries`
    return `${language} · ${country} (${l.items.length})`
  }

  const move = (from: number, to: number, viaKeyboard: boolean) => {
    if (to < 0 || to >= order.length || from === to) return
    const next = moveItem(order, from, to)
    const code = order[from] as string
    setOrder(next)
    if (viaKeyboard) refocus.current = code
    const name = String(rowOf(code)?.name ?? code)
    const position = to + 1
    const total = next.length
    setAnnounce(t`${name} moved to position ${position} of ${total}.`)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>, i: number) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return
    e.preventDefault()
    const to = e.key === 'ArrowUp' ? i - 1 : i + 1
    if (e.altKey && canEdit) move(i, to, true)
    else items.current.get(order[to] ?? '')?.focus()
  }
  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault()
    if (dragging !== undefined) move(dragging, to, false)
    setDragging(undefined)
  }

  const save = async () => {
    if (!list) return
    setSaving(true)
    try {
      await requestData(`/v1/${recommends.name}/reorder`, {
        method: 'POST',
        body: { scene, language: list.language, country: list.country, codes: order },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        quiet: true,
      })
      showToast({ tone: 'success', message: t`The new order is saved.` })
      await afterWrite(queryClient, { entity: recommends, kind: 'action', action: 'reorder' })
    } catch (err) {
      const stale = err instanceof ApiError && err.status === 409
      showToast({
        tone: 'error',
        message: stale
          ? t`This list changed meanwhile; it has been reloaded. Arrange it again.`
          : err instanceof Error
            ? err.message
            : String(err),
      })
      await afterWriteFailed(queryClient, { entity: recommends }, err)
    } finally {
      setSaving(false)
    }
  }

  if (error)
    return (
      <div role="alert" className="card detail-panel">
        <Trans>The recommendation lists could not be loaded.</Trans>{' '}
        <Button className="btn btn-small" onPress={() => void refetch()}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    )
  if (isPending) return <div className="page-loading" aria-busy="true" />
  if (!list)
    return (
      <p className="card detail-panel muted">
        <Trans>This scene has no recommendation yet: add one to start a list.</Trans>
      </p>
    )
  return (
    <section className="card detail-panel reorder" aria-label={t`Order of a list`}>
      <div className="reorder-head">
        <Select
          className="field reorder-list-select"
          selectedKey={list.key}
          onSelectionChange={(k) => setChosen(String(k))}
        >
          <Label>{t`List`}</Label>
          <SelectTrigger />
          <OptionsPopover options={lists.map((l) => ({ value: l.key, label: listName(l) }))} />
        </Select>
        {canEdit && (
          <div className="reorder-actions">
            <Button className="btn" isDisabled={!dirty || saving} onPress={() => setArranged(undefined)}>
              <Trans>Undo changes</Trans>
            </Button>
            <ActionButton
              className="btn btn-primary"
              permission={`${recommends.resource}:edit`}
              isDisabled={!dirty || saving}
              onPress={() => void save()}
            >
              {saving ? <Trans>Saving…</Trans> : <Trans>Save order</Trans>}
            </ActionButton>
          </div>
        )}
      </div>
      {canEdit && (
        <p className="field-help" id={listLabelId}>
          <Trans>
            Alt+↑ and Alt+↓ move the focused item; you can also drag items. Save to apply the order.
          </Trans>
        </p>
      )}
      <ol
        className="reorder-items"
        aria-label={listName(list)}
        aria-describedby={canEdit ? listLabelId : undefined}
      >
        {order.map((code, i) => {
          const r = rowOf(code)
          const status = String(r?.status ?? '')
          return (
            <li
              key={code}
              ref={(el) => void (el ? items.current.set(code, el) : items.current.delete(code))}
              tabIndex={0}
              className={dragging === i ? 'reorder-item is-dragging' : 'reorder-item'}
              aria-label={`${i + 1}. ${String(r?.name ?? code)}`}
              draggable={canEdit}
              onKeyDown={(e) => onKeyDown(e, i)}
              onDragStart={(e) => {
                // Some browsers (Firefox) start a drag only when it carries data.
                e.dataTransfer.effectAllowed = 'move'
                e.dataTransfer.setData('text/plain', code)
                setDragging(i)
              }}
              onDragEnd={() => setDragging(undefined)}
              onDragOver={(e) => canEdit && e.preventDefault()}
              onDrop={(e) => onDrop(e, i)}
            >
              <span className="reorder-position" aria-hidden="true">
                {i + 1}
              </span>
              <span className="reorder-name">{String(r?.name ?? code)}</span>
              <span className="reorder-meta">
                {String(r?.skuCode ?? '')}
                {status !== 'active' && statuses[status] ? ` · ${i18n._(statuses[status]!)}` : ''}
              </span>
              {canEdit && (
                <span className="reorder-buttons">
                  <Button
                    className="btn btn-small"
                    aria-label={t`Move up`}
                    isDisabled={i === 0}
                    onPress={() => move(i, i - 1, false)}
                  >
                    ↑
                  </Button>
                  <Button
                    className="btn btn-small"
                    aria-label={t`Move down`}
                    isDisabled={i === order.length - 1}
                    onPress={() => move(i, i + 1, false)}
                  >
                    ↓
                  </Button>
                </span>
              )}
            </li>
          )
        })}
      </ol>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </div>
    </section>
  )
}
