import { useEffect, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { afterWrite, afterWriteFailed } from '@/api/after-write'
import { ApiError, request } from '@/api/client'
import type { Row } from '@/api/list-queries'
import { refunds } from '@/domain/entities/refunds-barters'
import { useDraft } from '@/offline/drafts'
import {
  checkDraft,
  emptyDraft,
  isDirty,
  keyFor,
  withType,
  type DraftProblems,
  type RefundDraft,
} from './refund-apply-model'
import { REFUND_CODE_FIELDS } from './refund-messages'
import { refundableQuery } from './refund-queries'
import type { RefundScreens } from './refund-screens'

/** The inline outcome of the last submit: a refund-apply code, another failure, or the new refund. */
export type ApplyResult =
  | { kind: 'code'; code: number; detail: string }
  | { kind: 'error'; message: string }
  | { kind: 'applied'; refund: Row }

function useDebounced<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(t)
  }, [value, ms])
  return settled
}

/** State and submit of the refund apply form; what the user types lives in a local draft until applied. */
export function useRefundApply(formId: string, orderNo: string, source: RefundScreens['order']) {
  const queryClient = useQueryClient()
  const [initial] = useState(() => emptyDraft(orderNo))
  const draft = useDraft<RefundDraft>(formId, initial)
  const d = draft.value
  const lookupNo = useDebounced(d.orderNo.trim())
  const refundableQ = useQuery(refundableQuery(source, lookupNo))
  const refundable = refundableQ.data ?? undefined
  const [showProblems, setShowProblems] = useState(false)
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({})
  const [result, setResult] = useState<ApplyResult>()
  const [sending, setSending] = useState(false)
  const keyRef = useRef<{ key: string; body: string }>(undefined)
  const { setValue } = draft

  // The order decides the currency, and a full refund is its whole remainder.
  useEffect(() => {
    if (!refundable) return
    setValue((v) => {
      const currency = v.currency || (refundable.currency as RefundDraft['currency'])
      const amount = v.type === 'full' ? refundable.remaining.toFixed(2) : v.amount
      return currency === v.currency && amount === v.amount ? v : { ...v, currency, amount }
    })
  }, [refundable, setValue])

  const update = (patch: Partial<RefundDraft>) => {
    setServerIssues((s) => {
      const next = { ...s }
      for (const k of Object.keys(patch)) delete next[k]
      return next
    })
    setValue((v) => (patch.type ? withType(v, patch.type, refundable) : { ...v, ...patch }))
  }

  const check = checkDraft(d, refundable)
  const problems: DraftProblems = showProblems && !check.ok ? check.problems : {}

  async function submit() {
    setShowProblems(true)
    if (!check.ok) return false
    keyRef.current = keyFor(keyRef.current, check.body)
    setSending(true)
    setResult(undefined)
    try {
      const env = await request<Row>(`/v1/${refunds.name}/apply`, {
        method: 'POST',
        body: check.body,
        headers: { 'Idempotency-Key': keyRef.current.key },
        quiet: true,
      })
      if (env.code === 0) {
        setResult({ kind: 'applied', refund: env.data })
        void afterWrite(queryClient, { entity: refunds, kind: 'action', action: 'apply', answer: env.data })
        keyRef.current = undefined
        setShowProblems(false)
        draft.discard()
      } else {
        setResult({ kind: 'code', code: env.code, detail: env.msg })
        // A refund code says the order's refunds are not what this form read (one under way, less left).
        void afterWrite(queryClient, { entity: refunds, kind: 'changed' })
        const field = REFUND_CODE_FIELDS[env.code]
        if (field) setServerIssues({ [field]: env.msg })
      }
    } catch (err) {
      const issues = err instanceof ApiError ? err.issues : []
      setServerIssues(Object.fromEntries(issues.map((i) => [i.field, i.message])))
      setResult({ kind: 'error', message: (err as Error).message })
      void afterWriteFailed(queryClient, { entity: refunds }, err)
    } finally {
      setSending(false)
    }
    return true
  }

  return {
    draft: d,
    update,
    discard: () => {
      draft.discard()
      setShowProblems(false)
      setServerIssues({})
      setResult(undefined)
    },
    restored: draft.restored,
    dirty: isDirty(d, initial),
    refundable,
    orderMissing: refundableQ.data === null,
    problems,
    serverIssues,
    result,
    sending,
    submit,
  }
}
