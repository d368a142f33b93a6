import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { Row } from '@/api/list-queries'
import type { EntityDef } from '@/domain/entity'
import type { EntityBinding } from '@/resources/bindings/entity-binding'
import type { BulkAction } from '@/table/table-toolbar'
import { showToast } from '@/ui/toast-store'
import { BULK_MAX, selectedRows } from './bulk-api'

// The dialog checks the value as the form does (the shared schema): zod and the inputs stay off the list's load.
const BulkSetDialog = lazy(() => import('./bulk-set-dialog'))

interface Open {
  rows: Row[]
  clear: () => void
}

/**
 * "Set field…" on a list's selected rows (issue 30): one writable field, one value, checked as the form checks
 * it; a preview (the server's dry run) says how many rows will change and lists those that cannot, with the
 * reason; applying sets the rest. Offered where the user may edit the entity (`enabled`).
 */
export function useBulkSet(
  entity: EntityDef,
  binding: EntityBinding,
  fields: readonly string[],
  enabled: boolean,
): { action?: BulkAction; dialog: ReactNode } {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<Open>()
  const label = t`Set field…`

  const start = useCallback(
    async (...[selection, view, ctx]: Parameters<BulkAction['run']>) => {
      if (selection.all && ctx.total > BULK_MAX) {
        showToast({ tone: 'error', message: t`Select at most ${BULK_MAX} rows for one action.` })
        return
      }
      try {
        const rows = await selectedRows(queryClient, entity.name, view, selection, ctx.total)
        if (rows.length) setOpen({ rows, clear: ctx.clearSelection })
      } catch (e) {
        showToast({ tone: 'error', message: e instanceof Error ? e.message : String(e) })
      }
    },
    [entity.name, queryClient, t],
  )
  const action = useMemo<BulkAction | undefined>(
    () => (enabled && fields.length ? { id: 'bulk-set', label, run: (...a) => void start(...a) } : undefined),
    [enabled, fields.length, label, start],
  )
  const dialog = open && (
    <Suspense fallback={null}>
      <BulkSetDialog
        entity={entity}
        binding={binding}
        fields={fields}
        rows={open.rows}
        onDone={(changed) => {
          if (changed) open.clear()
          setOpen(undefined)
        }}
        labelOf={(f) => (binding.labels[f] ? i18n._(binding.labels[f]) : f)}
      />
    </Suspense>
  )
  return { action, dialog }
}
