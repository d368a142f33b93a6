import { useCallback, useMemo, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { afterWrite } from '@/api/after-write'
import { skus } from '@/domain/entities/price-center'
import { listOf } from '@/domain/screens'
import type { CellReaders } from '@/resources/paste-vocabulary'
import { showToast } from '@/ui/toast-store'
import { INITIAL_ROWS } from './sku-batch-edits'
import { checkBatch, type BatchIssue, type BatchRow } from './sku-batch-rows'
import { bodyText, keptVerdicts, postBatch, verdictsAfter, type ServerVerdict } from './sku-batch-verdicts'

interface BatchGrid {
  rows: BatchRow[]
  setRows: (rows: BatchRow[]) => void
  /** Forgets the draft and empties the grid. */
  discard: () => void
  readers: CellReaders
}

/**
 * The batch's rows as checked by the console and the server, and the three ways to send them: a dry run,
 * all rows in one transaction, or only the valid ones.
 */
export function useBatchSubmit({ rows, setRows, discard, readers }: BatchGrid) {
  const { t } = useLingui()
  const router = useRouter()
  const queryClient = useQueryClient()
  const [verdicts, setVerdicts] = useState<Map<number, ServerVerdict>>(new Map())
  const [busy, setBusy] = useState<'check' | 'all' | 'valid'>()
  /** The rows the server last checked (the "accepts every row" note holds only for them). */
  const [checkedRows, setCheckedRows] = useState<BatchRow[]>()

  const checks = useMemo(() => checkBatch(rows, readers), [rows, readers])
  /** Client issues first; the server's where the row is unchanged since it answered. */
  const issuesOf = useCallback(
    (k: number): BatchIssue[] => {
      const own = checks[k]?.issues ?? []
      if (own.length) return own
      const v = verdicts.get(k)
      return v && v.sent === bodyText(checks[k]?.body) ? v.issues : []
    },
    [checks, verdicts],
  )
  const filled = checks.flatMap((c, k) => (c.blank ? [] : [k]))
  const bad = filled.filter((k) => issuesOf(k).length > 0)
  /** Rows the console finds nothing wrong with (the server may still refuse them). */
  const clientValid = filled.filter((k) => !checks[k]!.issues.length)
  /** Rows nothing is known against, by the console or the server: what the summary and buttons count. */
  const valid = filled.filter((k) => !issuesOf(k).length)

  /** Sends rows (grid indexes) to the batch endpoint; the refused rows' issues land in their cells. */
  const send = async (indexes: number[], mode: 'all' | 'valid', dryRun: boolean) => {
    const answer = await postBatch(
      indexes.map((k) => checks[k]!.body),
      mode,
      dryRun,
    )
    setVerdicts((prev) => verdictsAfter(prev, answer, indexes, checks))
    return { answer, refusedRows: new Set(answer.refused.map((r) => indexes[r.row])) }
  }

  const fail = (e: unknown) => {
    const words = e instanceof Error ? e.message : String(e)
    showToast({ tone: 'error', message: t`The rows could not be sent: ${words}` })
  }

  const checkOnServer = async () => {
    setBusy('check')
    try {
      await send(clientValid, 'valid', true)
      setCheckedRows(rows)
    } catch (e) {
      fail(e)
    } finally {
      setBusy(undefined)
    }
  }

  const created = (codes: readonly string[]) => {
    void afterWrite(queryClient, { entity: skus, kind: 'bulk', action: 'add' })
    const n = codes.length
    // The codes given to rows left without one are only known now: name the first few.
    const named = codes.slice(0, 5).join(', ') + (n > 5 ? ', …' : '')
    showToast({ tone: 'success', message: t`${n} SKUs were created: ${named}.` })
  }

  const createAll = async () => {
    setBusy('all')
    try {
      const { answer } = await send(filled, 'all', false)
      if (answer.refused.length) {
        const n = answer.refused.length
        showToast({ tone: 'error', message: t`Nothing was created: ${n} rows were refused.` })
        return
      }
      created(answer.created)
      discard()
      setVerdicts(new Map())
      const list = listOf(skus.name, { type: 'regular' })
      if (list) void router.navigate({ href: list.path })
    } catch (e) {
      fail(e)
    } finally {
      setBusy(undefined)
    }
  }

  const createValid = async () => {
    setBusy('valid')
    try {
      const { answer, refusedRows } = await send(valid, 'valid', false)
      const done = new Set(valid.filter((k) => !refusedRows.has(k)))
      created(answer.created)
      // Created rows leave the grid; refused and unchecked rows stay with their errors.
      const keep = rows.map((_, k) => k).filter((k) => !done.has(k))
      setVerdicts((v) => keptVerdicts(v, keep))
      setRows(keep.length ? keep.map((k) => rows[k]!) : INITIAL_ROWS)
    } catch (e) {
      fail(e)
    } finally {
      setBusy(undefined)
    }
  }

  /** Forgets what the server said (the rows it was said of have moved). */
  const forgetVerdicts = () => setVerdicts(new Map())

  return {
    issuesOf,
    filled,
    bad,
    clientValid,
    valid,
    busy,
    checkedRows,
    checkOnServer,
    createAll,
    createValid,
    forgetVerdicts,
  }
}
