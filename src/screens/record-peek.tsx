import { useQuery } from '@tanstack/react-query'
import { recordQuery } from '@/api/list-queries'
import type { EntityDef } from '@/domain/entity'
import type { ColumnDef } from '@/table/column'
import { PeekPanel } from '@/table/peek-panel'

/** One record of a list in the side panel, by id from the address (the palette's lookups land here). */
export function RecordPeek(p: { entity: EntityDef; id: number; columns: ColumnDef[]; onClose: () => void }) {
  const { data } = useQuery(recordQuery(p.entity.name, p.id))
  const title = data ? String(data[p.entity.key] ?? '') : ''
  return <PeekPanel row={data} title={title} columns={p.columns} onClose={p.onClose} />
}
