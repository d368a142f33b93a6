import type { EntityDef } from '@/domain/entity'
import { columnName, type FieldDef } from '@/domain/fields'
import type { Queryable } from './client'
import { keyPools, poolRef } from './seed-key-pools'
import { COUNTRIES } from '@/domain/enums'
import {
  ADDRESSES_BY_COUNTRY,
  ANCHOR,
  COMPANIES,
  DOMAINS,
  HASHED_SERIES,
  PAYMENT_CHANNELS,
  PERSON_HANDLES,
  PERSON_NAMES,
  PRODUCTS,
  arr,
  padded,
  pick,
} from './seed-sql'

/**
 * Seeds any registry entity from its declaration, in one INSERT … SELECT over generate_series: each field
 * kind has a realistic generator, a declared reference names a seeded record (seed-key-pools.ts), names
 * hint at the rest (orderNo, email, ...), and `overrides` lets a caller give any column its own SQL
 * expression over g and h1..h5.
 */
export interface GenericSeed {
  count: number
  /** Orders seeded, so order-number references point at real orders. */
  orders: number
  overrides?: Record<string, string>
  /** A join after the series (e.g. the orders a refund belongs to), usable in overrides. */
  join?: string
}

const SENTENCES = [
  'Requested by the regional sales team.',
  'Customer asked for an invoice in the company name.',
  'Applies to new purchases only.',
  'Reviewed with the product owner.',
  'Seasonal campaign, renew every year.',
  '',
]
const PAGE_SETTINGS = [
  '{"layout":"classic","banner":"spring.png","showReviews":true}',
  '{"layout":"compact","banner":"default.png","showReviews":false}',
  '{"layout":"hero","banner":"blackfriday.png","countdown":true}',
]

const EDITIONS = ['Standard', 'Pro', 'Business', 'Family', 'Lifetime', 'Annual', 'Starter']

function keyExpr(e: EntityDef): string {
  const prefix = e.keyPrefix ?? e.name.replace(/[a-z]/g, '').toUpperCase() + e.name.slice(0, 3).toUpperCase()
  return `'${prefix}' || ${padded('g', e.keyDigits ?? 6)}`
}

/** The hash column a field's generated value is chosen by (fieldExpr). */
const hashOf = (name: string) => `h${1 + (name.length % 5)}`

/** A person's name; a reviewer is never the applicant of the same row (separation of duties). */
function personExpr(lower: string): string {
  if (lower !== 'reviewer') return pick(PERSON_NAMES, 'h1')
  const n = PERSON_NAMES.length
  return `(${arr(PERSON_NAMES)})[1 + (h1 + 1 + h3 % ${n - 1}) % ${n}]`
}

/** Values shaped like what the field holds where its name says so (an address, a tax id, a key id). */
function shapedExpr(e: EntityDef, lower: string): string | undefined {
  // Chosen by the same hash as the row's country (when it has the usual one), so they belong to it.
  const country = e.fields.country
  const sameCountry = country?.kind === 'enum' && country.values?.join() === COUNTRIES.join()
  switch (lower) {
    case 'address':
      return pick(ADDRESSES_BY_COUNTRY, sameCountry ? hashOf('country') : 'h5')
    case 'taxid':
      return `${pick(COUNTRIES, sameCountry ? hashOf('country') : 'h5')} || lpad((h5 % 1000000000)::text, 9, '0')`
    case 'ticketid':
      return `'ZD-' || (100000 + h5 % 900000)`
    case 'paymentchannel':
      return pick(PAYMENT_CHANNELS, 'h5')
    case 'paymentaccount':
      return `'****' || lpad((h4 % 10000)::text, 4, '0')`
    case 'keyid':
      return `upper(substr(md5(g::text || 'key'), 1, 10))`
    case 'issuerid':
      return `md5(g::text || 'issuer')::uuid::text`
    case 'sharedsecret':
      return `md5(g::text || 'secret')`
    default:
      return undefined
  }
}

function stringExpr(e: EntityDef, name: string, def: FieldDef, orders: number): string {
  const lower = name.toLowerCase()
  // Declared references name seeded records (see fieldExpr); this order number is undeclared: a refund's,
  // of an online or an offline order.
  if (lower === 'orderno') return `'OD' || lpad((1 + h4 % ${Math.max(1, orders)})::text, 10, '0')`
  if (lower.includes('product')) return pick(PRODUCTS, 'h1')
  if (lower === 'name')
    return `${pick(PRODUCTS, 'h1')} || ' ' || ${pick(EDITIONS, 'h2')} || ' ' || (g % 50 + 1)`
  if (
    lower === 'company' ||
    lower === 'collectioncompany' ||
    lower === 'accountname' ||
    lower === 'endcustomer'
  )
    return pick(COMPANIES, 'h3')
  if (
    lower.includes('name') ||
    lower === 'applicant' ||
    lower === 'reviewer' ||
    lower === 'orderowner' ||
    lower === 'recorder'
  )
    return personExpr(lower)
  if (lower === 'phone') return `'+1-555-' || lpad((h3 % 10000)::text, 4, '0')`
  const shaped = shapedExpr(e, lower)
  if (shaped) return shaped
  const max = Math.min(def.max ?? 40, 40)
  return `left('${name.slice(0, 12).toUpperCase()}-' || (h5 % 100000), ${max})`
}

function fieldExpr(e: EntityDef, name: string, def: FieldDef, orders: number): string {
  if (name === e.key) return keyExpr(e)
  const h = hashOf(name)
  if (def.references) {
    const pool = keyPools(orders)[def.references]
    if (!pool) throw new Error(`no seeded pool of ${def.references} for ${e.name}.${name}`)
    // Order numbers keep the hash they always had, so seeded orders keep their barters and associations.
    return poolRef(pool, name === 'orderNo' ? 'h4' : h, def.many)
  }
  switch (def.kind) {
    case 'string':
      return stringExpr(e, name, def, orders)
    case 'text':
      return def.format === 'json' ? pick(PAGE_SETTINGS, h) : `nullif(${pick(SENTENCES, h)}, '')`
    case 'email':
      // The row's person's (personExpr picks the name by the same hash): a customer's contact and address agree.
      return `${pick(PERSON_HANDLES, 'h1')} || '.' || g || '@' || ${pick(DOMAINS, 'h2')}`
    case 'int': {
      const min = def.min ?? 0
      const span = Math.max(1, Math.min((def.max ?? 1000) - min + 1, 1000))
      return `(${min} + ${h} % ${span})::int`
    }
    case 'money': {
      const min = Math.max(def.min ?? 0, 0)
      const max = Math.min(def.max ?? 1000, 1000)
      return `round((${min} + (${h} % ${Math.round((max - min) * 100) + 1}) / 100.0)::numeric, 2)`
    }
    case 'datetime':
      return name.toLowerCase().match(/end|to$/)
        ? `${ANCHOR} + ((${h} % 120) - 30) * interval '1 day'`
        : `${ANCHOR} - g * interval '7 hours' - (${h} % 3600) * interval '1 second'`
    case 'date':
      return `(${ANCHOR} - (${h} % 365) * interval '1 day')::date`
    case 'enum':
      return pick(def.values ?? [''], h)
    case 'bool':
      return `(${h} % 5 = 0)`
  }
}

export async function seedGeneric(db: Queryable, e: EntityDef, seed: GenericSeed): Promise<void> {
  if (seed.count <= 0) return
  const names = Object.keys(e.fields)
  const exprs = names.map((n) => seed.overrides?.[n] ?? fieldExpr(e, n, e.fields[n] as FieldDef, seed.orders))
  await db.query(
    `insert into ${e.table} (${names.map(columnName).join(', ')})
     select ${exprs.join(',\n       ')} from ${HASHED_SERIES} ${seed.join ?? ''}`,
    [seed.count],
  )
}
