import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { FileTrigger } from 'react-aria-components/FileTrigger'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ImportSpec } from '@/domain/imports'
import type { Permission } from '@/domain/permissions'
import { ActionButton } from '@/forms/action-button'
import { ImportGuide } from './import-guide'
import { ImportIssuesTable } from './import-issues-table'
import { useImport, type ImportPhase, type ImportState } from './use-import'
import './import.css'
import { formatCount } from '@/ui/format'

export interface ImportPanelProps {
  spec: ImportSpec
  /** Permission of the import action (`<resource>:import`). */
  permission: Permission
  /** File name stem of the template download. */
  name: string
  /** Fields every request carries (e.g. the agent platform); the file cannot be chosen while absent. */
  extra?: Record<string, unknown>
  /** Inputs for `extra`, shown above the file button. */
  children?: ReactNode
}

/** Template, file choice, every row checked before anything is written, then import all or only valid rows. */
export function ImportPanel({ spec, permission, name, extra, children }: ImportPanelProps) {
  const { t } = useLingui()
  const { state, load, run, reset } = useImport(spec, extra)
  const busy = state.kind === 'busy'
  const ready = !extra || Object.values(extra).every((v) => v !== undefined && v !== '')
  return (
    <div className="import-panel">
      <ImportGuide spec={spec} name={name} />
      {children}
      <div className="import-actions">
        <FileTrigger
          acceptedFileTypes={[
            '.csv',
            '.xlsx',
            'text/csv',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ]}
          onSelect={(files) => {
            const file = files?.[0]
            if (file) void load(file)
          }}
        >
          <ActionButton className="btn btn-primary" permission={permission} isDisabled={busy || !ready}>
            <Trans>Choose a CSV or XLSX file</Trans>
          </ActionButton>
        </FileTrigger>
        {state.kind !== 'idle' && !busy && (
          <Button className="btn" onPress={reset}>
            <Trans>Clear</Trans>
          </Button>
        )}
      </div>
      <div role="status" aria-live="polite" className="import-status">
        {state.kind === 'busy' && <BusyStatus state={state} />}
        {state.kind === 'done' && (
          <p className="import-ok">
            <Trans>
              Imported {formatCount(state.imported)} rows from {state.fileName}.
            </Trans>{' '}
            {state.skipped > 0 && <Trans>{formatCount(state.skipped)} rows with errors were skipped.</Trans>}
          </p>
        )}
        {state.kind === 'failed' && <FailedStatus state={state} />}
      </div>
      {state.kind === 'review' && <Review state={state} permission={permission} onRun={() => void run()} />}
      {!ready && <p className="muted">{t`Fill in the fields above before choosing a file.`}</p>}
    </div>
  )
}

function BusyStatus({ state }: { state: Extract<ImportState, { kind: 'busy' }> }) {
  const { t } = useLingui()
  const labels: Record<ImportPhase, string> = {
    parsing: t`Reading ${state.fileName}…`,
    validating: t`Checking rows… ${formatCount(state.done)} of ${formatCount(state.total)}`,
    checking: t`Server check… ${formatCount(state.done)} of ${formatCount(state.total)} rows`,
    uploading: t`Importing… ${formatCount(state.done)} of ${formatCount(state.total)} rows`,
  }
  return (
    <div className="import-progress">
      <span>{labels[state.phase]}</span>
      <progress
        max={state.total || undefined}
        value={state.total ? state.done : undefined}
        aria-label={t`Import progress`}
      />
    </div>
  )
}

function FailedStatus({ state }: { state: Extract<ImportState, { kind: 'failed' }> }) {
  return (
    <p className="import-bad">
      {state.reason === 'unreadable' && (
        <Trans>The file could not be read. Save it as CSV (UTF-8) or XLSX.</Trans>
      )}
      {state.reason === 'network' && (
        <Trans>The import was interrupted. Check the list before trying again.</Trans>
      )}
      {state.reason === 'partial' && (
        <Trans>
          The server refused a batch after {formatCount(state.imported)} rows were imported. Check the list
          before trying again.
        </Trans>
      )}
    </p>
  )
}

function Review({
  state,
  permission,
  onRun,
}: {
  state: Extract<ImportState, { kind: 'review' }>
  permission: Permission
  onRun: () => void
}) {
  const total = state.rows.length
  const valid = state.rows.filter((r) => !r.issues.length).length
  const clean = valid === total && !state.fileIssues.length
  const n = formatCount(valid)
  const m = formatCount(total)
  return (
    <div className="import-review">
      <p className={clean ? 'import-ok' : 'import-bad'}>
        {clean ? (
          <Trans>
            All {m} rows of {state.fileName} are valid.
          </Trans>
        ) : (
          <Trans>
            {n} of {m} rows are valid. Nothing has been imported.
          </Trans>
        )}
      </p>
      {!clean && <ImportIssuesTable rows={state.rows} fileIssues={state.fileIssues} />}
      <div className="import-actions">
        {clean ? (
          <ActionButton className="btn btn-primary" permission={permission} onPress={onRun}>
            <Trans>Import {m} rows</Trans>
          </ActionButton>
        ) : (
          <ActionButton
            className="btn"
            permission={permission}
            onPress={onRun}
            isDisabled={!valid || state.fileIssues.length > 0}
          >
            <Trans>
              Import only the valid rows ({n} of {m})
            </Trans>
          </ActionButton>
        )}
      </div>
    </div>
  )
}
