import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { recordQuery, type Row } from '@/api/list-queries'
import type { FormValues } from '@/forms/field-codec'
import { RecordForm } from '@/forms/record-form'
import { useTitleFor } from '@/shell/titles'
import { LoadFailed } from '@/ui/load-failed'
import type { RecordScreens } from './record-screens'

/** The add screen (no id) or the edit screen (?id=) of an entity: the one generic form either way. */
export function RecordFormPage({
  screens,
  id,
  preset,
}: {
  screens: RecordScreens
  id?: number
  preset?: FormValues
}) {
  const router = useRouter()
  const title = useTitleFor()(id ? screens.edit : screens.add)
  const editing = id !== undefined
  const { data, error, isPending, refetch } = useQuery({
    ...recordQuery(screens.entity.name, id ?? 0),
    enabled: editing,
  })
  const go = (href: string) => void router.navigate({ href })
  /** Where saving or cancelling leads: the record's detail when it has one, else its list. */
  const leaveTo = (row?: Row) =>
    screens.detail && row ? `${screens.detail}?id=${row.id}` : screens.list(row ?? preset)
  const key = data ? String(data[screens.entity.key] ?? '') : ''
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
        {key ? ` ${key}` : ''}
      </h1>
      {editing && error && !data ? (
        <LoadFailed
          message={<Trans>This record could not be loaded.</Trans>}
          onRetry={() => void refetch()}
        />
      ) : editing && isPending ? (
        <div className="page-loading" aria-busy="true" />
      ) : (
        <RecordForm
          key={id ?? 'new'}
          entity={screens.entity}
          binding={screens.binding}
          record={data}
          preset={preset}
          onSaved={(row) => go(leaveTo(row))}
          onCancel={() => go(leaveTo(data))}
        />
      )}
    </section>
  )
}
