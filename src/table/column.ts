import type { ReactNode } from 'react'
import type { FilterKind } from '@/domain/fields'
import type { Row } from '@/api/list-queries'

/** A table column bound to an entity field (declared per entity in src/resources). */
export interface ColumnDef {
  field: string
  header: string
  width: number
  align?: 'start' | 'end'
  /** Cell content; `width` lets narrow columns abbreviate (amounts in k/M/G...). */
  render: (row: Row, width: number) => ReactNode
  /** Plain text of the cell (copy, tooltips, peek). */
  text: (row: Row) => string
  sortable?: boolean
  filter?: FilterKind
  /** Choices of an enum filter, translated. */
  options?: { value: string; label: string }[]
  /** Shown without the user asking (the registry's `column` flag). */
  defaultVisible?: boolean
  /** Other fields of the row its cell reads (a money column's currency). */
  needs?: readonly string[]
}
