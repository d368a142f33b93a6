import { Trans, useLingui } from '@lingui/react/macro'
import type { CheckedRow, ImportIssue } from './check-rows'
import { fieldLabel } from './import-labels'
import { issueMessage } from './issue-message'
import { formatCount } from '@/ui/format'

const SHOWN = 200

/** Every issue as row / column / value / message, the file's own problems first. */
export function ImportIssuesTable({ rows, fileIssues }: { rows: CheckedRow[]; fileIssues: ImportIssue[] }) {
  const { i18n, t } = useLingui()
  const valueOf = new Map(rows.map((r) => [r.row, r.values]))
  const all = [...fileIssues, ...rows.flatMap((r) => r.issues)]
  const shown = all.slice(0, SHOWN)
  const more = all.length - shown.length
  return (
    <div className="import-issues">
      <table className="import-issues-table">
        <caption>
          <Trans>Errors by row and column</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t`Row`}</th>
            <th scope="col">{t`Column`}</th>
            <th scope="col">{t`Value`}</th>
            <th scope="col">{t`Problem`}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((issue, k) => {
            const value = issue.field ? valueOf.get(issue.row)?.[issue.field] : undefined
            return (
              <tr key={k}>
                <td className="num">{issue.row || '—'}</td>
                <td className="import-col">{issue.field ? fieldLabel(i18n, issue.field) : '—'}</td>
                <td className="import-value">{value === undefined ? '' : String(value)}</td>
                <td>{issueMessage(i18n, issue)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {more > 0 && (
        <p className="muted">
          <Trans>…and {formatCount(more)} more errors. Fix these and choose the file again.</Trans>
        </p>
      )}
    </div>
  )
}
