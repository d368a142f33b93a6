import { useEffect, useMemo, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { recordQuery, type Row } from '@/api/list-queries'
import { ActionButton } from '@/forms/action-button'
import { DeleteRecord } from '@/forms/delete-record'
import { RecordDetail } from '@/forms/record-detail'
import { recordRecent } from '@/palette/recent'
import { useTitleFor } from '@/shell/titles'
import { LoadFailed } from '@/ui/load-failed'
import type { RecordScreens } from './record-screens'

/** A record's detail screen: its fields in groups, edit and delete where permitted, extra actions, history. */
export function RecordDetailPage({
  screens,
  id,
  actions,
}: {
  screens: RecordScreens
  id?: number
  /** Business actions of this entity (review, ...), given the loaded record. */
  actions?: (record: Row) => ReactNode
}) {
  const { i18n } = useLingui()
  const router = useRouter()
  const { entity } = screens
  const detailPath = screens.detail ?? screens.list()
  const title = useTitleFor()(detailPath)
  const { data, error, isPending, refetch } = useQuery({
    ...recordQuery(entity.name, id ?? 0),
    enabled: !!id,
  })
  const columns = useMemo(() => screens.columns(i18n), [screens, i18n])
  const key = data ? String(data[entity.key] ?? '') : ''
  useEffect(() => {
    if (id && key) recordRecent({ entity: entity.name, id, label: key, path: `${detailPath}?id=${id}` })
  }, [id, key, entity.name, detailPath])
  const go = (href: string) => void router.navigate({ href })
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
        {key ? ` ${key}` : ''}
      </h1>
      {!id || (error && !data) ? (
        <LoadFailed
          message={<Trans>This record could not be loaded.</Trans>}
          onRetry={id ? () => void refetch() : undefined}
        />
      ) : isPending ? (
        <div className="page-loading" aria-busy="true" />
      ) : (
        <>
          <div className="page-actions">
            {actions?.(data)}
            {entity.operations.includes('update') && (
              <ActionButton
                className="btn btn-primary"
                permission={`${entity.resource}:edit`}
                onPress={() => go(`${screens.edit}?id=${data.id}`)}
              >
                <Trans>Edit</Trans>
              </ActionButton>
            )}
            {entity.operations.includes('delete') && (
              <DeleteRecord
                entity={entity}
                record={data}
                name={key}
                onDeleted={() => go(screens.list(data))}
              />
            )}
          </div>
          <RecordDetail entity={entity} binding={screens.binding} columns={columns} record={data} />
        </>
      )}
    </section>
  )
}
