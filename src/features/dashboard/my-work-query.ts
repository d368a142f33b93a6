import { useState } from 'react'
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { afterWrite, afterWriteFailed } from '@/api/after-write'
import { request, requestData } from '@/api/client'
import { appKeys } from '@/api/query-keys'
import { entityByName } from '@/domain/registry'
import { inboxSchema } from '@/domain/work-inbox'
import { ruleRefusalText } from '@/forms/step-refusal'

/**
 * The user's work (GET /v1/work): read again whenever one of its entities changes (after-write.ts, live events
 * included, so another's claim shows at once), and every minute while shown, so expired claims read as free.
 */
export const myWorkQuery = queryOptions({
  queryKey: appKeys.myWork(),
  queryFn: async ({ signal }) => inboxSchema.parse(await requestData<unknown>('/v1/work', { signal })),
  staleTime: 15_000,
  refetchInterval: 60_000,
})

/** What one claim or release led to, for the page's status line. */
export type ClaimOutcome = { ok: true; text: string } | { ok: false; text: string }

/**
 * Claims and releases records of the user's work. The refusal (someone else holds it, it moved on) is the
 * server's rule issue in the console's words; either way the record and the work are read again.
 */
export function useClaims() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<string>()
  const [outcome, setOutcome] = useState<ClaimOutcome>()

  async function send(method: 'POST' | 'DELETE', entityName: string, id: number, key: string) {
    const entity = entityByName(entityName)
    if (!entity) return
    setBusy(`${entityName}:${id}`)
    setOutcome(undefined)
    try {
      await request(`/v1/work/claims/${entityName}/${id}`, { method, quiet: true })
      setOutcome({ ok: true, text: method === 'POST' ? t`You hold ${key} now.` : t`${key} is released.` })
      await afterWrite(queryClient, { entity, id, kind: 'changed' })
    } catch (err) {
      setOutcome({ ok: false, text: `${key}: ${ruleRefusalText(i18n, err) ?? (err as Error).message}` })
      // A 409 (held by someone else, moved on) reads the record and the work again.
      await afterWriteFailed(queryClient, { entity, id }, err)
    } finally {
      setBusy(undefined)
    }
  }

  return {
    busy,
    outcome,
    claim: (entity: string, id: number, key: string) => send('POST', entity, id, key),
    release: (entity: string, id: number, key: string) => send('DELETE', entity, id, key),
  }
}
