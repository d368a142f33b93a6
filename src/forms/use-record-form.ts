import { useCallback, useMemo, useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { EntityDef } from '@/domain/entity'
import { entityRuleIssues } from '@/domain/rules'
import { createSchema, updateSchema } from '@/domain/schemas'
import { afterWrite } from '@/api/after-write'
import { ApiError, requestData } from '@/api/client'
import { recordQuery, type Row } from '@/api/list-queries'
import { buildBody, initialValues, isDirty, type FormValues, type InputValue } from './field-codec'
import { clientIssues, serverIssues, type FormIssue } from './form-issues'
import { useFormDraft } from './use-form-draft'

/** The entity's record rules a create (no `record`) or an edit of `record` breaks, as form issues. */
function ruleIssues(entity: EntityDef, body: Record<string, unknown>, record?: Row): FormIssue[] {
  return entityRuleIssues(entity.name, body, record).map((i) => ({
    field: i.field,
    kind: 'rule',
    rule: i.rule,
    params: i.params ?? {},
  }))
}

/**
 * Saves a create body (no `record`) or an edit body of `record` (its version and the changed fields) the one
 * way every editor does: the shared schema and the entity's record rules first (`checked` hears the local
 * issues, none when it passes), then the versioned request, then what the write makes stale. The record form
 * and the in-place cell editor both save through here.
 */
export async function submitRecord(
  queryClient: QueryClient,
  entity: EntityDef,
  body: Record<string, unknown>,
  record?: Row,
  checked?: (local: FormIssue[]) => void,
): Promise<SubmitOutcome> {
  const schema = record ? updateSchema(entity) : createSchema(entity)
  const typed = clientIssues(schema, body)
  // The record rules the server would apply (an end before the start, a gift equal to the SKU bought).
  const local = typed.length ? typed : ruleIssues(entity, body, record)
  checked?.(local)
  if (local.length) return { kind: 'invalid', issues: local }
  try {
    const saved = await requestData<Row>(record ? `/v1/${entity.name}/${record.id}` : `/v1/${entity.name}`, {
      method: record ? 'PUT' : 'POST',
      body,
      quiet: true,
    })
    void afterWrite(queryClient, { entity, kind: record ? 'update' : 'create', id: saved.id, answer: saved })
    return { kind: 'saved', record: saved }
  } catch (e) {
    if (!(e instanceof ApiError)) return { kind: 'failed', message: String(e) }
    if (e.status === 409 && e.issues.some((i) => i.field === 'version')) return { kind: 'conflict' }
    if (e.issues.length) return { kind: 'invalid', issues: serverIssues(e.issues, schema, body) }
    return { kind: 'failed', message: e.message }
  }
}

/** What the draft keeps: the typed values and, when editing, the record state they were typed against. */
interface Draft {
  values: FormValues
  base?: { values: FormValues; version: number }
}

export type SubmitOutcome =
  | { kind: 'saved'; record: Row }
  | { kind: 'invalid'; issues: FormIssue[] }
  | { kind: 'conflict' }
  | { kind: 'failed'; message: string }

/**
 * State and saving of the generic record form. Typed values live in a local draft (survives reload);
 * secrets live in memory only. Edits send only changed fields with the version they were based on, so a
 * concurrent change comes back as a 409 instead of being overwritten.
 */
export function useRecordForm(entity: EntityDef, formId: string, record?: Row, preset?: FormValues) {
  const queryClient = useQueryClient()
  const start = useMemo<Draft>(
    () =>
      record
        ? {
            values: initialValues(entity, record),
            base: { values: initialValues(entity, record), version: Number(record.version) },
          }
        : { values: initialValues(entity, undefined, preset) },
    [entity, record, preset],
  )
  const changed = useCallback(
    (d: Draft) => isDirty(entity, d.values, d.base?.values ?? start.values, {}),
    [entity, start],
  )
  const draft = useFormDraft<Draft>(formId, start, changed)
  const [secrets, setSecrets] = useState<Record<string, string>>({})
  const [issues, setIssues] = useState<FormIssue[]>([])
  const { values, base } = draft.value
  const dirty = isDirty(entity, values, base?.values ?? start.values, secrets)

  const setValue = (name: string, value: InputValue) => {
    draft.setValue((d) => ({ ...d, values: { ...d.values, [name]: value } }))
    setIssues((list) => list.filter((i) => i.field !== name))
  }
  const setSecret = (name: string, value: string) => {
    setSecrets((s) => ({ ...s, [name]: value }))
    setIssues((list) => list.filter((i) => i.field !== name))
  }

  const submit = async (): Promise<SubmitOutcome> => {
    const body = buildBody(entity, values, secrets, base)
    const outcome = await submitRecord(queryClient, entity, body, record, (local) => setIssues(local))
    if (outcome.kind === 'saved') {
      // An edit now stands on the saved version (its own change is no change "elsewhere").
      if (record) {
        const now = initialValues(entity, outcome.record)
        draft.commit({ values: now, base: { values: now, version: Number(outcome.record.version) } })
      } else draft.discard()
      setSecrets({})
    }
    if (outcome.kind === 'invalid') setIssues(outcome.issues)
    return outcome
  }

  /**
   * After a conflict, or a change heard of while editing: rebase the typed values on the record as it is now
   * (`latest` when the caller has it, else read afresh), so saving again is deliberate. Resolves with the fields
   * both sides changed: the user's value stays, and theirs is returned to be shown beside it.
   */
  const rebase = async (latestRecord?: Row): Promise<{ name: string; theirs: InputValue }[]> => {
    if (!record) return []
    const latest =
      latestRecord ?? (await queryClient.fetchQuery({ ...recordQuery(entity.name, record.id), staleTime: 0 }))
    const fresh = initialValues(entity, latest)
    const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
    const both = Object.keys(values).filter(
      (k) =>
        !same(values[k], base?.values[k]) && !same(fresh[k], base?.values[k]) && !same(fresh[k], values[k]),
    )
    draft.setValue((d) => {
      // Fields the user changed keep what they typed; untouched ones show the latest values.
      const mine = Object.keys(d.values).filter(
        (k) => JSON.stringify(d.values[k]) !== JSON.stringify(d.base?.values[k]),
      )
      const values = { ...fresh, ...Object.fromEntries(mine.map((k) => [k, d.values[k] ?? null])) }
      return { values, base: { values: fresh, version: Number(latest.version) } }
    })
    return both.map((name) => ({ name, theirs: fresh[name] ?? null }))
  }

  return {
    values,
    /** What the edit started from (the record's values and version), or nothing when creating. */
    base,
    secrets,
    issues,
    dirty,
    restored: draft.restored,
    setValue,
    setSecret,
    submit,
    rebase,
    discard: draft.discard,
  }
}
