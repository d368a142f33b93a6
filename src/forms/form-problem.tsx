import { Button } from 'react-aria-components/Button'
import { Trans } from '@lingui/react/macro'

/** Why the last save did not go through: fields to fix, a version conflict, or the server's failure. */
export type FormProblemKind = 'invalid' | 'conflict' | { failed: string }

/** The form's alert after a save that did not go through (an empty alert region otherwise, kept in place). */
export function FormProblem({
  problem,
  count,
  onRebase,
}: {
  problem: FormProblemKind | undefined
  count: number
  onRebase: () => void
}) {
  if (!problem || (problem === 'invalid' && !count)) return <div role="alert" className="visually-hidden" />
  return (
    <div className="form-problem" role="alert">
      {problem === 'invalid' ? (
        <Trans>Check the highlighted fields ({count}) and save again.</Trans>
      ) : problem === 'conflict' ? (
        <>
          <p>
            <Trans>
              Someone else changed this record after you opened it, so it was not saved. Your changes are
              kept: load the latest version, check them, then save again.
            </Trans>
          </p>
          <Button className="btn" onPress={onRebase}>
            <Trans>Load the latest version</Trans>
          </Button>
        </>
      ) : (
        <Trans>Saving failed: {problem.failed}</Trans>
      )}
    </div>
  )
}
