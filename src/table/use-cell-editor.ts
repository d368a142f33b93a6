import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Row } from '@/api/list-queries'
import { showToast } from '@/ui/toast-store'
import type { CellEditing, EditingCell } from './cell-edit'
import type { RowColumn } from './table-rows'

interface CellEditorOptions {
  viewKey: string
  cols: readonly RowColumn[]
  cellEditing: CellEditing | undefined
  /** The row at a list index (latest), or nothing while it loads. */
  rowAtRef: RefObject<(index: number) => Row | undefined>
  cellId: (row: number, col: number) => string
}

/**
 * Editing in place: the cell being edited (in this view), opening its editor over a cell whose column can be
 * edited, and closing it, with what the last edit came to (announced: the editor has closed by then).
 */
export function useCellEditor({ viewKey, cols, cellEditing, rowAtRef, cellId }: CellEditorOptions) {
  const { t } = useLingui()
  const [editingCell, setEditing] = useState<EditingCell>()
  const editing = editingCell?.viewKey === viewKey ? editingCell : undefined
  const [said, setSaid] = useState('')

  const editable = cellEditing?.fields
  const colsRef = useRef(cols)
  useEffect(() => {
    colsRef.current = cols
  })
  const notEditable = t`This column cannot be edited here.`
  /** Opens the editor over a cell (F2, or the cell's edit button), when its column can be edited. */
  const editCell = useCallback(
    (index: number, col: number) => {
      const row = rowAtRef.current(index)
      const field = colsRef.current[col]?.def.field
      const anchor = document.getElementById(cellId(index, col))
      if (!row || !field || !anchor) return
      if (!editable?.has(field)) return void showToast({ tone: 'info', message: notEditable })
      setSaid('')
      setEditing({ row, field, anchor, viewKey })
    },
    [cellId, editable, notEditable, viewKey, rowAtRef],
  )
  const cancelled = t`Edit cancelled.`
  const closeEditor = useCallback(
    (outcome: 'saved' | 'cancelled') => {
      setEditing(undefined)
      // A save is announced by its toast (with Undo); saying it here as well would say it twice.
      setSaid(outcome === 'saved' ? '' : cancelled)
    },
    [cancelled],
  )
  return { editing, editable, said, editCell, closeEditor }
}
