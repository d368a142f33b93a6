import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { I18n } from '@lingui/core'
import { useCan } from '@/auth/use-can'
import type { EntityDef } from '@/domain/entity'
import type { BulkAction } from '@/table/table-toolbar'
import { showToast } from '@/ui/toast-store'
import {
  BULK_MAX,
  bulkActionsOf,
  bulkNeeds,
  selectedRows,
  type BulkActionName,
  type PendingBulk,
} from './bulk-api'

const BulkDialogs = lazy(() => import('./bulk-dialogs'))

const LABELS: Record<BulkActionName, ReturnType<typeof msg>> = {
  enable: msg`Enable`,
  disable: msg`Disable`,
  delete: msg`Delete`,
}
const labelOf = (action: BulkActionName, i18n: I18n) => i18n._(LABELS[action])

/**
 * Enable, disable and delete on a list's selected rows, for a list screen that declares `bulk`: the actions
 * the entity supports (bulkActionsOf) that the user may take, each confirmed with the count; afterwards the
 * rows the server refused are listed with the reason, and the list is reloaded.
 */
export function useBulkActions(
  entity: EntityDef,
  enabled: boolean,
): { actions: BulkAction[]; dialog: ReactNode } {
  const { i18n } = useLingui()
  const can = useCan()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<PendingBulk>()
  // Kept once opened: the dialogs hold the action's outcome after the confirmation closes.
  const [opened, setOpened] = useState(false)
  const names = enabled ? bulkActionsOf(entity).filter((a) => can(`${entity.resource}:${bulkNeeds(a)}`)) : []
  const namesKey = names.join()

  const start = useCallback(
    async (action: BulkActionName, ...[selection, view, ctx]: Parameters<BulkAction['run']>) => {
      if (selection.all && ctx.total > BULK_MAX) {
        showToast({ tone: 'error', message: i18n._(msg`Select at most ${BULK_MAX} rows for one action.`) })
        return
      }
      try {
        const rows = await selectedRows(queryClient, entity.name, view, selection, ctx.total)
        if (rows.length) {
          setPending({ action, rows, clear: ctx.clearSelection })
          setOpened(true)
        }
      } catch (e) {
        showToast({ tone: 'error', message: e instanceof Error ? e.message : String(e) })
      }
    },
    [entity.name, queryClient, i18n],
  )

  const actions = useMemo<BulkAction[]>(
    () =>
      namesKey
        .split(',')
        .filter(Boolean)
        .map((name) => {
          const action = name as BulkActionName
          return {
            id: `bulk-${action}`,
            label: labelOf(action, i18n),
            run: (...a) => void start(action, ...a),
          }
        }),
    [namesKey, i18n, start],
  )

  const dialog = opened ? (
    <Suspense fallback={null}>
      <BulkDialogs entity={entity} pending={pending} label={labelOf} onDone={() => setPending(undefined)} />
    </Suspense>
  ) : null
  return { actions, dialog }
}
