import { useEffect, useMemo, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { recordQuery, type Row } from '@/api/list-queries'
import { hrefOf, listOf, screenFor, screenPermission } from '@/domain/screens'
import { ActionButton } from '@/forms/action-button'
import { DeleteRecord } from '@/forms/delete-record'
import { RecordDetail } from '@/forms/record-detail'
import { recordRecent } from '@/palette/recent'
import { useTitleFor } from '@/ui/titles'
import { entityColumns } from '@/table/entity-columns'
import { LoadFailed } from '@/ui/load-failed'
import type { ScreenProps } from './screen-props'
import { Panels } from './extensions'

/** A record's detail screen: its fields in groups, edit and delete where permitted, extra actions, history. */
export function DetailScreen({
  screen,
  binding,
  search,
  actions,
  loadFailed = <Trans>This record could not be loaded.</Trans>,
}: ScreenProps & {
  /** Business actions of this entity (review, ...), given the loaded record. */
  actions?: (record: Row) => ReactNode
  /** What to say when the record cannot be loaded. */
  loadFailed?: ReactNode
}) {
  const { i18n } = useLingui()
  const router = useRouter()
  const entity = binding.entity
  if (!entity) throw new Error(`detail screen ${screen.path} has no entity`)
  const { id } = search
  const title = useTitleFor()(screen.path)
  const { data, error, isPending, refetch } = useQuery({
    ...recordQuery(entity.name, id ?? 0),
    enabled: !!id,
  })
  const columns = useMemo(() => entityColumns(entity, binding, i18n), [entity, binding, i18n])
  const key = data ? String(data[entity.key] ?? '') : ''
  useEffect(() => {
    if (id && key) recordRecent({ entity: entity.name, id, label: key, path: hrefOf(screen.path, { id }) })
  }, [id, key, entity.name, screen.path])
  const go = (href: string) => void router.navigate({ href })
  const edit = data && screenFor(entity.name, 'edit', data)
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
        {key ? ` ${key}` : ''}
      </h1>
      {!id || (error && !data) ? (
        <LoadFailed message={loadFailed} onRetry={id ? () => void refetch() : undefined} />
      ) : isPending ? (
        <div className="page-loading" aria-busy="true" />
      ) : (
        <>
          <div className="page-actions">
            {actions?.(data)}
            {edit && (
              <ActionButton
                className="btn btn-primary"
                permission={screenPermission(edit)}
                onPress={() => go(hrefOf(edit.path, { id: data.id }))}
              >
                <Trans>Edit</Trans>
              </ActionButton>
            )}
            {entity.operations.includes('delete') && (
              <DeleteRecord
                entity={entity}
                record={data}
                name={key}
                onDeleted={() => go(listOf(entity.name, data)?.path ?? '/')}
              />
            )}
          </div>
          <RecordDetail entity={entity} binding={binding} columns={columns} record={data}>
            <Panels names={screen.screen.panels ?? []} record={data} />
          </RecordDetail>
        </>
      )}
    </section>
  )
}
