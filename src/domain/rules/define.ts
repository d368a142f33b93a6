import type { ZodType } from '@/domain/zod'
import type { EntityDef } from '../entity'

/**
 * How an entity's business rules are declared (src/domain/rules/<center>.ts, gathered in table.ts). One
 * declaration serves both sides: the console runs the pure rules as the user types and locks what a lock
 * locks; the server runs every declared rule on every write of the entity (server/api/rules/index.ts), the
 * database rules by their name in its table of implementations (DATABASE_CHECKS, server/api/rules/index.ts).
 *
 * A rule's key is stable (add, never rename): the server sends it with each refused field, the console
 * translates it (src/forms/rule-messages.ts, typed over every key), and `message` is the English text other
 * clients read, `{name}` standing for a param.
 */

export type Values = Record<string, unknown>
export type RuleParams = Record<string, string | number>

/** One field a rule refuses, and the values its message names. */
export interface Refusal {
  field: string
  params?: RuleParams
}

/** A refused field with the key of the rule that refused it. */
export interface KeyedIssue<K extends string = string> {
  field: string
  rule: K
  params?: RuleParams
}

interface Keyed<K extends string> {
  /** The rule's stable key. */
  key: K
  /** Its English message (the translated ones: src/forms/rule-messages.ts). */
  message: string
}

/** A rule that needs nothing but the record: the console checks it before sending, the server refuses. */
export interface RecordRule<K extends string = string> extends Keyed<K> {
  /**
   * The fields the values break it on. Values are as they will be stored (a create body, or the record merged
   * with an edit's changes) after the entity's `normalize`.
   */
  check: (v: Values) => readonly Refusal[]
  /**
   * Changes that break the rule, made to a valid record of the entity (its create sample, or the record an
   * edit starts from). The rule table's tests send them to the real server and expect a 400 with this key.
   */
  breaks: (valid: Values) => Values
  /**
   * When only a record the system has changed can break the rule (a coupon already used more than a lower
   * limit allows), the list query that finds a seeded one (`sort=-usedCount`): the tests edit that record.
   */
  breaksSeeded?: string
  /**
   * On an edit, the rule runs only when the edit sends one of these fields (a purchase page the edit leaves
   * alone is not checked again); on a create it always runs. Without it the rule runs on every write.
   */
  ifSent?: readonly string[]
}

/** A rule on deleting a record as it stands (a running AB test is stopped first). */
interface DeleteRule<K extends string = string> extends Keyed<K> {
  check: (record: Values) => readonly Refusal[]
}

/**
 * Fields an edit may not change while the record is in some state (an AB test's design once it has started):
 * the server refuses each such field with `key`, the console shows them read-only with the same message.
 */
interface Lock<K extends string = string> extends Keyed<K> {
  fields: readonly string[]
  /** Whether the record, as stored before the edit, is locked. */
  when: (record: Values) => boolean
}

/**
 * A rule that reads other records (an overlapping price, a taken position). Declared here with its keys and
 * messages; its implementation is the server's, found by `name` (server/api/rules/index.ts, whose type
 * requires one for every declared name). It runs in the write's transaction after the record rules pass.
 */
export interface DatabaseRule<N extends string = string, K extends string = string> {
  name: N
  /** The keys its refusals carry, with their English messages. */
  messages: Readonly<Record<K, string>>
  /** Also run on a delete (then without values): the last user able to manage access stays. */
  onDelete?: boolean
}

/**
 * A JSON text field whose value must have this shape before the rules read it (a purchase page's settings):
 * otherwise the server refuses the write with plain field issues (400 `invalid <what>`), not rule issues.
 */
interface FieldShape {
  field: string
  schema: ZodType
  what: string
  /** As a record rule's: on an edit, checked only when the edit sends one of these fields. */
  ifSent?: readonly string[]
}

/** Every rule of one entity. */
export interface EntityRules {
  /** The values as stored, before any rule reads them (a SKU's bundle items cleared unless it is a bundle). */
  normalize?: (v: Values) => Values
  shapes?: readonly FieldShape[]
  record?: readonly RecordRule[]
  lockedWhen?: readonly Lock[]
  delete?: readonly DeleteRule[]
  database?: readonly DatabaseRule[]
}

type FieldsOf<E extends EntityDef> = keyof E['fields'] & string

/** EntityRules whose field names are the entity's. */
type RulesOf<F extends string> = Omit<EntityRules, 'lockedWhen' | 'shapes'> & {
  lockedWhen?: readonly (Lock & { fields: readonly F[] })[]
  shapes?: readonly (FieldShape & { field: F; ifSent?: readonly F[] })[]
}

type Items<R, P extends string> = R extends { readonly [k in P]: readonly (infer X)[] } ? X : never
type KeyOf<X> = X extends { key: infer K extends string } ? K : never
/** The keys of an entity's record rules. */
type RecordKey<R> = KeyOf<Items<R, 'record'>>
/** The keys of an entity's delete rules. */
type DeleteKey<R> = KeyOf<Items<R, 'delete'>>
/** The keys of an entity's locks. */
type LockKey<R> = KeyOf<Items<R, 'lockedWhen'>>
/** An entity's database rules. */
export type DatabaseRuleOf<R> = Items<R, 'database'>
/** The keys a database rule refuses with. */
export type DatabaseKey<D> = D extends DatabaseRule<string, infer K> ? K : never
/** Every key an entity's rules refuse with. */
export type RulesKey<R> = RecordKey<R> | DeleteKey<R> | LockKey<R> | DatabaseKey<DatabaseRuleOf<R>>

/** Declares an entity's rules; the type keeps each rule's key (the union of keys is `RuleKey`). */
export const defineRules = <E extends EntityDef, const R extends RulesOf<FieldsOf<E>>>(
  _entity: E,
  rules: R,
) => rules

/** A record rule (the helpers keep each rule's key as its literal type). */
export const recordRule = <const K extends string>(r: RecordRule<K>) => r

export const deleteRule = <const K extends string>(r: DeleteRule<K>) => r

export const lock = <const K extends string, const F extends string>(r: Lock<K> & { fields: readonly F[] }) =>
  r

export const databaseRule = <const N extends string, const M extends Readonly<Record<string, string>>>(r: {
  name: N
  messages: M
  onDelete?: boolean
}): DatabaseRule<N, keyof M & string> => r

/** Every rule declared in a table of entity rules, each with its key(s) and English message(s). */
export function declaredMessages(table: Readonly<Record<string, EntityRules>>): [string, string][] {
  return Object.values(table).flatMap((r) => [
    ...[...(r.record ?? []), ...(r.lockedWhen ?? []), ...(r.delete ?? [])].map((x): [string, string] => [
      x.key,
      x.message,
    ]),
    ...(r.database ?? []).flatMap((d) => Object.entries(d.messages)),
  ])
}

const sent = (fields: readonly string[] | undefined, values: Values, before: Values | undefined) =>
  !before || !fields || fields.some((f) => f in values)

const keyed = <K extends string>(key: K, refusals: readonly Refusal[]): KeyedIssue<K>[] =>
  refusals.map((r) =>
    r.params ? { field: r.field, rule: key, params: r.params } : { field: r.field, rule: key },
  )

/** The values to store: `values` merged over `before` and normalized; `changes` what normalizing changed. */
export function storedValues(rules: EntityRules, values: Values, before?: Values) {
  const merged = { ...before, ...values }
  const stored = rules.normalize ? rules.normalize(merged) : merged
  const changes: Values = {}
  for (const [k, v] of Object.entries(stored)) if (v !== merged[k]) changes[k] = v
  return { stored, changes }
}

/** The plain field issues of JSON fields that do not have their declared shape. */
export function shapeIssues(rules: EntityRules, values: Values, before?: Values) {
  const merged = { ...before, ...values }
  return (rules.shapes ?? []).flatMap((s) => {
    if (!sent(s.ifSent, values, before)) return []
    const text = merged[s.field]
    // A field's own check has already refused text that is not a JSON object.
    const parsed = s.schema.safeParse(typeof text === 'string' && text !== '' ? JSON.parse(text) : {})
    return parsed.success
      ? []
      : parsed.error.issues.map((i) => ({
          field: [s.field, ...i.path.map(String)].join('.'),
          message: i.message,
          what: s.what,
        }))
  })
}

/** The record rules a create (no `before`) or an edit breaks, in declaration order. */
export function recordIssues<R extends EntityRules>(
  rules: R,
  values: Values,
  before?: Values,
): KeyedIssue<RecordKey<R>>[] {
  const { stored } = storedValues(rules, values, before)
  return (rules.record ?? []).flatMap((r) =>
    sent(r.ifSent, values, before) ? keyed(r.key as RecordKey<R>, r.check(stored)) : [],
  )
}

/** The locked fields an edit changes: each refused with its lock's key. */
export function lockIssues<R extends EntityRules>(
  rules: R,
  values: Values,
  before: Values,
): KeyedIssue<LockKey<R>>[] {
  return (rules.lockedWhen ?? []).flatMap((l) =>
    l.when(before)
      ? keyed(
          l.key as LockKey<R>,
          l.fields.filter((f) => f in values && values[f] !== before[f]).map((field) => ({ field })),
        )
      : [],
  )
}

/** Why the record may not be deleted as it stands; none when it may. */
export function deleteIssues<R extends EntityRules>(rules: R, record: Values): KeyedIssue<DeleteKey<R>>[] {
  return (rules.delete ?? []).flatMap((d) => keyed(d.key as DeleteKey<R>, d.check(record)))
}

/** The lock that keeps `field` of the record as it is, if any. */
export function lockOf(rules: EntityRules, field: string, record: Values): Lock | undefined {
  return rules.lockedWhen?.find((l) => l.fields.includes(field) && l.when(record))
}
