import { abTestTransitionSchema } from '@/domain/ab-tests'
import { abTests } from '@/domain/entities/commodity-center'
import { validate } from '@/domain/schemas'
import { badRequest, conflict } from '../envelope'
import { lockVersion, updateAudited } from '../records'
import { throwRuleIssues } from '../rules/issues'
import { serialize } from '../rules/sql'
import type { ActionHandler } from './types'

/**
 * The AB test lifecycle: draft → running (start) → stopped (stop), each its own permission and audited as
 * its own action. Starting stamps the start time and refuses a second running test of the same type for the
 * same SKU; stopping stamps the end time, which closes the period the results cover.
 */
export const startAbTest: ActionHandler = async ({ tx, user, id, body }) => {
  const parsed = validate(abTestTransitionSchema, body)
  if (!parsed.ok) throw badRequest('invalid body', parsed.issues)
  const before = await lockVersion(tx, abTests, id ?? 0, parsed.value.version)
  if (before.status !== 'draft') {
    const message = `only a draft test can start (it is ${String(before.status)})`
    throw conflict(message, [{ field: 'status', message }])
  }
  await serialize(tx, `abTests:${String(before.skuCode)}:${String(before.testType)}`)
  const { rows } = await tx.query<{ code: string }>(
    `select test_code as code from ab_tests
     where sku_code = $1 and test_type = $2 and status = 'running' and id <> $3 limit 1`,
    [before.skuCode, before.testType, before.id],
  )
  if (rows[0])
    throwRuleIssues([{ field: 'skuCode', rule: 'abTestAlreadyRunning', params: { testCode: rows[0].code } }])
  const now = new Date().toISOString()
  const after = await updateAudited(
    tx,
    abTests,
    before,
    { status: 'running', startTime: now, endTime: null },
    user.username,
    'start',
  )
  return { data: after }
}

export const stopAbTest: ActionHandler = async ({ tx, user, id, body }) => {
  const parsed = validate(abTestTransitionSchema, body)
  if (!parsed.ok) throw badRequest('invalid body', parsed.issues)
  const before = await lockVersion(tx, abTests, id ?? 0, parsed.value.version)
  if (before.status !== 'running') {
    const message = `only a running test can stop (it is ${String(before.status)})`
    throw conflict(message, [{ field: 'status', message }])
  }
  const after = await updateAudited(
    tx,
    abTests,
    before,
    { status: 'stopped', endTime: new Date().toISOString() },
    user.username,
    'stop',
  )
  return { data: after }
}
