import './accounts.css'
import { useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { FieldError } from 'react-aria-components/FieldError'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { Text } from 'react-aria-components/Text'
import { TextField } from 'react-aria-components/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import { generatePassword } from '@/domain/passwords'
import type { FieldInputProps } from '@/forms/field-input'
import { CopyButton } from './copy-button'

/**
 * A staff user's password on their form (the binding's widget `newPassword`): typed, or generated and shown
 * in clear so the admin can hand it over; it cannot be viewed after saving. Either is temporary: the user
 * chooses their own at the first sign-in.
 */
export function NewPasswordField(p: FieldInputProps) {
  const { t } = useLingui()
  const [generated, setGenerated] = useState<string>()
  const value = typeof p.value === 'string' ? p.value : ''
  const shown = generated !== undefined && generated === value
  return (
    <TextField
      className="field field-string new-password"
      name={p.name}
      value={value}
      onChange={(v) => {
        setGenerated(undefined)
        p.onChange(v)
      }}
      isInvalid={!!p.error}
      type={shown ? 'text' : 'password'}
      autoComplete="new-password"
    >
      <Label>{p.label}</Label>
      <div className="new-password-row">
        <Input className="input" spellCheck={false} />
        <Button
          className="btn"
          onPress={() => {
            const password = generatePassword()
            setGenerated(password)
            p.onChange(password)
          }}
        >
          <Trans>Generate</Trans>
        </Button>
        {shown && <CopyButton text={value} />}
      </div>
      <Text slot="description" className="field-help">
        {shown ? t`Generated. Hand it to the user now: it cannot be viewed after saving.` : p.description}{' '}
        <Trans>The user chooses their own password at the first sign-in.</Trans>
      </Text>
      <FieldError className="field-error">{p.error}</FieldError>
    </TextField>
  )
}
