import './accounts.css'
import './permission-tree.css'
import { useId, useMemo } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { requestData } from '@/api/client'
import { entityKeys } from '@/api/query-keys'
import type { Row } from '@/api/list-queries'
import { roles } from '@/domain/entities/product-backstage'
import type { ListResult } from '@/domain/envelope'
import { parseGrants } from '@/domain/permissions'
import { splitKeys } from '@/domain/references'
import { PermissionTree, useNodeLabel } from './permission-tree'
import { buildPermissionTree, effectivePermissions } from './permission-tree-model'

/** A role's grants, read-only in the permission tree (detail panel `roleGrants`). */
export function RoleGrantsPanel({ record }: { record: Row }) {
  const { t } = useLingui()
  const headingId = useId()
  return (
    <section className="card detail-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-title">
        <Trans>Permission tree</Trans>
      </h2>
      <PermissionTree
        value={typeof record.grants === 'string' ? record.grants : ''}
        label={t`Permissions of this role`}
        readOnly
      />
    </section>
  )
}

function rolesQuery(codes: readonly string[]) {
  return queryOptions({
    queryKey: entityKeys(roles.name).listSlice('of-user', codes),
    queryFn: ({ signal }) =>
      requestData<ListResult<Row>>('/v1/roles', {
        query: { roleCode: codes.join(','), offset: 0, limit: 200 },
        signal,
      }),
    enabled: codes.length > 0,
    staleTime: 10_000,
  })
}

/**
 * A user's effective permissions (detail panel `effectivePermissions`): every screen and action their active
 * roles grant, and through which role each comes.
 */
export function EffectivePermissionsPanel({ record }: { record: Row }) {
  const headingId = useId()
  const codes = useMemo(() => splitKeys(typeof record.roles === 'string' ? record.roles : ''), [record.roles])
  const { data, isPending, error } = useQuery(rolesQuery(codes))
  const tree = useMemo(() => buildPermissionTree(), [])
  const label = useNodeLabel()
  const active = (data?.items ?? []).filter((r) => r.status === 'active')
  const inactive = (data?.items ?? []).filter((r) => r.status !== 'active').map((r) => String(r.roleCode))
  const eff = effectivePermissions(
    tree,
    active.map((r) => ({ roleCode: String(r.roleCode), grants: parseGrants(r.grants) })),
  )
  const rows = tree.flatMap((center) =>
    center.children.flatMap((resource) => {
      const actions = resource.children.filter((a) => eff.has(a.permission ?? ''))
      return actions.length ? [{ center, resource, actions }] : []
    }),
  )
  return (
    <section className="card detail-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-title">
        <Trans>Effective permissions</Trans>
      </h2>
      {codes.length === 0 ? (
        <p>
          <Trans>This user has no role, so no permission.</Trans>
        </p>
      ) : error ? (
        <p role="alert">
          <Trans>The roles could not be loaded.</Trans>
        </p>
      ) : isPending ? (
        <div className="page-loading" aria-busy="true" />
      ) : (
        <>
          {inactive.length > 0 && (
            <p>
              <Trans>Inactive roles grant nothing: {inactive.join(', ')}</Trans>
            </p>
          )}
          {rows.length === 0 ? (
            <p>
              <Trans>These roles grant no permission.</Trans>
            </p>
          ) : (
            <table className="effective-table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Center</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Screens</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Action and the roles granting it</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ center, resource, actions }) => (
                  <tr key={resource.id}>
                    <td>{label(center)}</td>
                    <td>{label(resource)}</td>
                    <td>
                      <ul className="effective-actions">
                        {actions.map((a) => (
                          <li key={a.id}>
                            {label(a)}
                            <span className="effective-via">
                              {' ← '}
                              {(eff.get(a.permission ?? '') ?? []).join(', ')}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  )
}
