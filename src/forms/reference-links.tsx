import './references.css'
import { useRouter } from '@tanstack/react-router'
import { isPathPermitted } from '@/auth/access'
import { useAccess } from '@/auth/use-can'
import { recordHref } from '@/domain/screens'
import { HrefLink } from '@/ui/href-link'
import { keysOf } from './reference-keys'
import { useReferenceRecords, type ReferenceOption } from './reference-queries'

/**
 * Whether an in-app href can be opened here: this build has the screen and the user may reach it. A link
 * that would only end on "not found" or "no permission" is shown as plain text instead.
 */
export function useOpenable() {
  const router = useRouter()
  const access = useAccess()
  return (href: string | undefined): href is string => {
    if (!href) return false
    const path = href.split(/[?#]/)[0] ?? href
    return path in router.routesByPath && isPathPermitted(access, path)
  }
}

/** One referenced key: the code as a link to its record (when it opens here), its name beside it. */
export function ReferenceLink({
  entity,
  code,
  record,
}: {
  entity: string
  code: string
  /** The record the code names, once looked up (absent while loading or when no record has the code). */
  record?: ReferenceOption
}) {
  const openable = useOpenable()
  const href = record && recordHref(entity, record)
  return (
    <span className="ref-value">
      {openable(href) ? (
        <HrefLink href={href} className="ref-code">
          {code}
        </HrefLink>
      ) : (
        <span className="ref-code">{code}</span>
      )}
      {record?.label ? <span className="ref-name">{record.label}</span> : null}
    </span>
  )
}

/**
 * A reference field's value on a detail page: each key as a link to the record with its name beside it;
 * several keys (a `many` field) as a list. Empty values render nothing (the detail shows its dash).
 */
export function ReferenceValue({
  entity,
  value,
  many = false,
}: {
  entity: string
  value: unknown
  many?: boolean
}) {
  const keys = keysOf(typeof value === 'string' ? value : value == null ? '' : String(value), many)
  const { byKey } = useReferenceRecords(entity, keys)
  if (!keys.length) return null
  if (!many) return <ReferenceLink entity={entity} code={keys[0]!} record={byKey.get(keys[0]!)} />
  return (
    <ul className="ref-list">
      {keys.map((k) => (
        <li key={k}>
          <ReferenceLink entity={entity} code={k} record={byKey.get(k)} />
        </li>
      ))}
    </ul>
  )
}
