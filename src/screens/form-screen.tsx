import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { recordQuery, type Row } from '@/api/list-queries'
import { hrefOf, listOf, screenFor } from '@/domain/screens'
import { RecordForm } from '@/forms/record-form'
import { useTitleFor } from '@/ui/titles'
import { LoadFailed } from '@/ui/load-failed'
import { presetsOf, type ScreenProps } from './screen-props'
import { Panels, useWidgets } from './extensions'

/**
 * An add screen (no id; starts with its fixed values and presets) or an edit screen (?id=): the one form. The
 * screen's fixed values are not inputs (its title says them).
 */
export function FormScreen({ screen, binding, search }: ScreenProps) {
  const router = useRouter()
  const entity = binding.entity
  if (!entity) throw new Error(`form screen ${screen.path} has no entity`)
  const id = screen.screen.kind === 'edit' ? search.id : undefined
  const title = useTitleFor()(screen.path)
  const editing = screen.screen.kind === 'edit'
  const presetKey = JSON.stringify(editing ? {} : presetsOf(screen, search, entity))
  const preset = useMemo(() => JSON.parse(presetKey) as Record<string, string>, [presetKey])
  const { data, error, isPending, refetch } = useQuery({
    ...recordQuery(entity.name, id ?? 0),
    enabled: !!id,
  })
  const go = (href: string) => void router.navigate({ href })
  /** Where saving or cancelling leads: the record's detail when it has one, else its list. */
  const leaveTo = (row?: Row) => {
    const detail = row && screenFor(entity.name, 'detail', row)
    if (detail && row) return hrefOf(detail.path, { id: row.id })
    return listOf(entity.name, row ?? preset)?.path ?? '/'
  }
  const key = data ? String(data[entity.key] ?? '') : ''
  const widgets = useWidgets(binding)
  const { panels } = screen.screen
  return (
    <section className="page page-form" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
        {key ? ` ${key}` : ''}
      </h1>
      {editing && !id ? (
        <LoadFailed message={<Trans>This record could not be loaded.</Trans>} />
      ) : editing && error && !data ? (
        <LoadFailed
          message={<Trans>This record could not be loaded.</Trans>}
          onRetry={() => void refetch()}
        />
      ) : editing && isPending ? (
        <div className="page-loading" aria-busy="true" />
      ) : (
        <RecordForm
          key={id ?? 'new'}
          entity={entity}
          binding={binding}
          record={data}
          preset={editing ? undefined : preset}
          fixed={screen.screen.fixed}
          widgets={widgets}
          extra={panels ? (values) => <Panels names={panels} record={values as Row} /> : undefined}
          onSaved={(row) => go(leaveTo(row))}
          onCancel={() => go(leaveTo(data))}
        />
      )}
    </section>
  )
}
