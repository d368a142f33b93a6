import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { EntityDef } from '@/domain/entity'
import { referencesTo } from '@/domain/references'
import type { Row } from '@/api/list-queries'
import type { InputValue } from './field-codec'
import { usedByQuery } from './reference-queries'
import { UsedByList } from './used-by'

/**
 * Before an active record that others name is saved as not active (a license, SKU or price disabled): what
 * uses it, with links, so the impact is seen before saving. Nothing when the status stays active, when the
 * entity has no status or nothing references it.
 */
export function StatusImpact({
  entity,
  record,
  status,
}: {
  entity: EntityDef
  record: Row | undefined
  /** The status as typed. */
  status: InputValue | undefined
}) {
  const leaving =
    !!record && 'status' in entity.fields && record.status === 'active' && !!status && status !== 'active'
  const { data } = useQuery({
    ...usedByQuery(entity.name, record?.id ?? 0),
    enabled: leaving && referencesTo(entity.name).length > 0,
  })
  if (!leaving || !record || !data?.length) return null
  const recordKey = String(record[entity.key] ?? '')
  return (
    <div className="form-notice status-impact" role="status">
      <p>
        <Trans>
          {recordKey} is in use. Once it is no longer active, these records still name it but can no longer
          use it:
        </Trans>
      </p>
      <UsedByList entries={data} recordKey={recordKey} />
    </div>
  )
}
