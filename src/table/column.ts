import type { ReactNode } from 'react'
import type { Row } from '@/api/list-queries'

/** A table column bound to an entity field (declared per entity in src/resources). */
export interface ColumnDef {
  field: string
  header: string
  width: number
  align?: 'start' | 'end'
  render: (row: Row) => ReactNode
  /** Plain text of the cell (copy, tooltips, export). */
  text: (row: Row) => string
}
