import './auth.css'
import { useState, type FormEvent } from 'react'
import { Button } from 'react-aria-components/Button'
import { FieldError } from 'react-aria-components/FieldError'
import { Form } from 'react-aria-components/Form'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { TextField, type TextFieldProps } from 'react-aria-components/TextField'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { APP_TITLE } from '@/domain/config'
import { loginWithPassword, safeReturnPath, type LoginResult } from './login'
import { startSignIn } from './sign-in'

/** /login: username and password against POST /v1/login, or single sign-on through the account service. */
export function LoginPage({ returnTo }: { returnTo?: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<Extract<LoginResult, { ok: false }>>()
  const target = safeReturnPath(returnTo)

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setPending(true)
    setFailure(undefined)
    const result = await loginWithPassword(queryClient, username, password)
    if (result.ok) return navigate({ href: target, replace: true })
    setPending(false)
    setFailure(result)
  }

  const detail = failure?.message ?? ''
  const failureText =
    failure &&
    {
      badCredentials: t`Incorrect username or password.`,
      passwordChangeRequired: t`Your password was set by an administrator. Sign in with SSO below to choose your own.`,
      unreachable: t`The server could not be reached. Check your connection and try again.`,
      other: t`Sign-in failed: ${detail}`,
    }[failure.reason]

  return (
    <main className="center-page">
      <section className="card login-card" aria-labelledby="login-title">
        <h1 id="login-title" className="login-title">
          <Trans>Sign in to {APP_TITLE}</Trans>
        </h1>
        <Form
          className="login-form error-room"
          onSubmit={(e) => void onSubmit(e)}
          aria-describedby="login-failure"
        >
          <LoginField
            label={t`Username`}
            name="username"
            autoComplete="username"
            value={username}
            onChange={setUsername}
            validate={(v) => (v.trim() ? null : t`Enter your username.`)}
          />
          <LoginField
            label={t`Password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            validate={(v) => (v ? null : t`Enter your password.`)}
          />
          <Button type="submit" className="btn btn-primary login-submit" isPending={pending}>
            {pending ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
          </Button>
          <p id="login-failure" className="login-failure" role="alert">
            {failureText}
          </p>
        </Form>
        <div className="login-divider" role="separator" />
        <Button className="btn login-sso" onPress={() => void startSignIn(target)}>
          <Trans>Sign in with SSO</Trans>
        </Button>
      </section>
    </main>
  )
}

/** A required text field with its label and translated validation message. */
function LoginField({ label, ...props }: TextFieldProps & { label: string }) {
  return (
    <TextField className="field" isRequired validationBehavior="native" {...props}>
      <Label>{label}</Label>
      <Input className="field-input" />
      <FieldError className="field-error" />
    </TextField>
  )
}
