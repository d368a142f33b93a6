import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { BulkRefusal } from './bulk-api'
import { refusalText } from './bulk-refusal-text'

/** The rows a bulk action or "Set field…" refused, each with its reason in words (and what `detail` adds). */
export function RefusalsTable({
  caption,
  refused,
  detail,
}: {
  caption: string
  refused: readonly BulkRefusal[]
  detail?: (r: BulkRefusal) => ReactNode
}) {
  const { t, i18n } = useLingui()
  return (
    <table className="bulk-refusals">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Record`}</th>
          <th scope="col">{t`Reason`}</th>
        </tr>
      </thead>
      <tbody>
        {refused.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.key}</th>
            <td>
              {refusalText(i18n, r)}
              {detail?.(r)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
