import { queryOptions, useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { requestData } from '@/api/client'
import { entityKeys } from '@/api/query-keys'
import type { Row } from '@/api/list-queries'
import type { ListResult } from '@/domain/envelope'
import { users } from '@/domain/entities/product-backstage'
import { STAFF_STATUSES } from '@/domain/enums'
import { splitKeys } from '@/domain/references'
import { listHref, recordHref } from '@/domain/screens'
import { enumLabelsFor } from '@/resources/enum-labels'
import { DetailPanel, PanelTable } from '@/ui/detail-panel'
import { HrefLink } from '@/ui/href-link'

/** How many of a role's users the panel lists; the user list filtered to the role shows them all. */
const SHOWN = 50

function roleUsersQuery(roleCode: string) {
  return queryOptions({
    queryKey: entityKeys(users.name).listSlice('of-role', roleCode),
    // The list filter matches within the comma-joined codes (`fin` would find `finance`): keep exact holders.
    queryFn: async ({ signal }) => {
      const page = await requestData<ListResult<Row>>('/v1/users', {
        query: { roles: roleCode, sort: 'username:asc', offset: 0, limit: 200 },
        signal,
      })
      return page.items.filter((u) => splitKeys(String(u.roles ?? '')).includes(roleCode))
    },
    enabled: roleCode !== '',
    staleTime: 10_000,
  })
}

/** The staff holding a role (detail panel `roleUsers` of permissionDetail), each linked to their detail. */
export function RoleUsersPanel({ record }: { record: Row }) {
  const { i18n } = useLingui()
  const roleCode = String(record.roleCode ?? '')
  const query = useQuery(roleUsersQuery(roleCode))
  const statuses = enumLabelsFor(STAFF_STATUSES)
  const count = Number(record.userCount ?? 0)
  const all = listHref('users', { roles: roleCode })
  return (
    <DetailPanel
      title={<Trans>Users with this role</Trans>}
      query={query}
      loadError={<Trans>The users with this role could not be loaded.</Trans>}
      isEmpty={(users) => users.length === 0}
      empty={<Trans>No user holds this role.</Trans>}
      content={(users) => (
        <>
          <p className="muted">
            <Plural value={count} one="# user holds this role." other="# users hold this role." />{' '}
            {count > SHOWN && all ? (
              <HrefLink href={all}>
                <Trans>Show all in the user list</Trans>
              </HrefLink>
            ) : null}
          </p>
          <PanelTable
            columns={[
              { label: <Trans>Username</Trans> },
              { label: <Trans>Nickname</Trans> },
              { label: <Trans>Department</Trans> },
              { label: <Trans>Status</Trans> },
            ]}
          >
            {users.slice(0, SHOWN).map((u) => {
              const href = recordHref('users', u)
              const status = statuses?.[String(u.status)]
              return (
                <tr key={u.id}>
                  <td>{href ? <HrefLink href={href}>{String(u.username)}</HrefLink> : String(u.username)}</td>
                  <td>{String(u.nickname ?? '')}</td>
                  <td>{String(u.department ?? '')}</td>
                  <td>{status ? i18n._(status) : String(u.status)}</td>
                </tr>
              )
            })}
          </PanelTable>
        </>
      )}
    />
  )
}
