import type { ReactNode } from 'react'
import type { Row } from '@/api/list-queries'

/** What the grid hands the editor of one cell. */
export interface CellEditorProps {
  row: Row
  field: string
  /** The cell being edited: the editor is drawn over it. */
  anchor: HTMLElement
  /** Saved (the row now shows the server's answer) or left as it was. */
  onClose: (outcome: 'saved' | 'cancelled') => void
}

/**
 * Editing in place (issue 30), given by a screen that knows the entity's form inputs (the table does not):
 * which columns hold a field the user may edit, and the editor to open over such a cell (F2, or the cell's
 * edit button). The editor decides the rest from the whole record: a lock, a field that does not apply.
 */
export interface CellEditing {
  fields: ReadonlySet<string>
  /** The editor over the cell being edited. */
  editor: (p: CellEditorProps) => ReactNode
}

/** The cell being edited: its row and field, and the element the editor stands over. */
export interface EditingCell {
  row: Row
  field: string
  anchor: HTMLElement
  /** The list view it was opened in: a new sort or filter ends it. */
  viewKey: string
}
