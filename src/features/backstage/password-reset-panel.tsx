import './accounts.css'
import { useId, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from 'react-aria-components/Button'
import { FieldError } from 'react-aria-components/FieldError'
import { Heading } from 'react-aria-components/Heading'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup'
import { TextField } from 'react-aria-components/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import { afterWrite } from '@/api/after-write'
import { ApiError, requestData } from '@/api/client'
import type { Row } from '@/api/list-queries'
import { users } from '@/domain/entities/product-backstage'
import { ActionButton } from '@/forms/action-button'
import { ruleRefusalText } from '@/forms/step-refusal'
import { ModalDialog } from '@/ui/modal-dialog'
import { showToast } from '@/ui/toast-store'
import { CopyButton } from './copy-button'

type Mode = 'generate' | 'type'

/**
 * A staff user's sign-in account (detail panel `signInAccount`): an admin resets the password, generated
 * (shown this once) or typed; either is temporary, and the user's sessions end at once.
 */
export function SignInAccountPanel({ record }: { record: Row }) {
  const headingId = useId()
  const [open, setOpen] = useState(false)
  return (
    <section className="card detail-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-title">
        <Trans>Sign-in account</Trans>
      </h2>
      <p className="muted">
        <Trans>
          A password you set or generate is temporary: the user chooses their own at the next sign-in, and is
          signed out everywhere now.
        </Trans>
      </p>
      <ActionButton className="btn" permission={`${users.resource}:edit`} onPress={() => setOpen(true)}>
        <Trans>Reset password</Trans>
      </ActionButton>
      {open && <ResetDialog record={record} onClose={() => setOpen(false)} />}
    </section>
  )
}

function ResetDialog({ record, onClose }: { record: Row; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [mode, setMode] = useState<Mode>('generate')
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [generated, setGenerated] = useState<string>()
  const username = String(record.username ?? '')

  async function reset() {
    setBusy(true)
    setError(undefined)
    try {
      const answer = await requestData<{ password: string | null }>(
        `/v1/${users.name}/${record.id}/reset-password`,
        {
          method: 'POST',
          body: { version: Number(record.version), ...(mode === 'type' ? { password: typed } : {}) },
          quiet: true,
        },
      )
      void afterWrite(queryClient, { entity: users, kind: 'action', action: 'resetPassword', id: record.id })
      if (answer.password) setGenerated(answer.password)
      else {
        showToast({ tone: 'success', message: t`The password of ${username} was reset.` })
        onClose()
      }
    } catch (e) {
      setError(
        ruleRefusalText(i18n, e) ??
          (e instanceof ApiError && e.status === 409
            ? t`This user changed meanwhile. Close, reload the page and try again.`
            : t`The password could not be reset: ${(e as Error).message}`),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <ModalDialog isOpen onOpenChange={(o) => !o && !busy && onClose()} narrow isDismissable={!busy}>
      <Heading slot="title">
        <Trans>Reset the password of {username}</Trans>
      </Heading>
      {generated ? (
        <>
          <p>
            <Trans>The new password, shown only now. Hand it to the user:</Trans>
          </p>
          <p className="generated-password">
            <code aria-label={t`Generated password`}>{generated}</code>
            <CopyButton text={generated} />
          </p>
          <div className="dialog-actions">
            <Button className="btn btn-primary" onPress={onClose} autoFocus>
              <Trans>Close</Trans>
            </Button>
          </div>
        </>
      ) : (
        <>
          <RadioGroup
            className="reset-choice"
            value={mode}
            onChange={(v) => setMode(v as Mode)}
            aria-label={t`How to reset`}
          >
            <Radio value="generate" className="radio">
              <Trans>Generate a password (shown once)</Trans>
            </Radio>
            <Radio value="type" className="radio">
              <Trans>Type a password</Trans>
            </Radio>
          </RadioGroup>
          {mode === 'type' && (
            <TextField
              className="field"
              value={typed}
              onChange={setTyped}
              type="password"
              autoComplete="new-password"
              isInvalid={!!error}
            >
              <Label>
                <Trans>New password</Trans>
              </Label>
              <Input className="input" />
              <FieldError className="field-error">{error}</FieldError>
            </TextField>
          )}
          {error && mode === 'generate' && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="dialog-actions">
            <Button className="btn" onPress={onClose} isDisabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              className="btn btn-primary"
              onPress={() => void reset()}
              isDisabled={busy || (mode === 'type' && !typed)}
            >
              <Trans>Reset password</Trans>
            </Button>
          </div>
        </>
      )}
    </ModalDialog>
  )
}
