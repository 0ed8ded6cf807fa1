import { useState, type FormEvent } from 'react'
import { LoginBody } from '@shared/contracts/auth'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { PasswordInput } from '../../../components/ui/password-input'
import { errorMessage } from '../../../lib/api'
import { fieldId, focusField } from '../../../lib/forms/fields'
import { useContractChecks } from '../../../lib/forms/use-contract-checks'

export type Credentials = LoginBody

/**
 * E-mail and password, checked with the API's `LoginBody` ("Email is required") and sent as
 * typed. The API's answer is shown in its own words ("The e-mail or password is incorrect.",
 * the lock-out notice after too many tries).
 */
export function SignInForm({ onSubmit, submitLabel = 'Sign in' }: { onSubmit: (credentials: Credentials) => Promise<void>; submitLabel?: string }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const credentials = { email: email.trim(), password }
  const checks = useContractChecks(LoginBody, credentials)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = checks.submit()
    if (invalid) return focusField(invalid)
    setError(null)
    setPending(true)
    try {
      await onSubmit(credentials)
    } catch (e) {
      setError(errorMessage(e))
      setPending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <Field label="Email" id={fieldId('email')} error={checks.error('email')} required>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Field label="Password" id={fieldId('password')} error={checks.error('password')} required>
        <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Button type="submit" size="lg" block loading={pending}>
        {submitLabel}
      </Button>
    </form>
  )
}
