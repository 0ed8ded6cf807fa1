import { useState, type FormEvent, type ReactNode } from 'react'
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
export function SignInForm({
  onSubmit,
  submitLabel = 'Sign in',
  notice,
  describeError = errorMessage,
  forgotPasswordLink,
}: {
  onSubmit: (credentials: Credentials) => Promise<void>
  submitLabel?: string
  /** Shown above the fields until the first submit (e.g. "Your password is changed"). */
  notice?: ReactNode
  /** How a refused sign-in reads; the API's message by default. */
  describeError?: (error: unknown) => ReactNode
  /** The "Forgot password?" link under the password, given the e-mail typed so far. */
  forgotPasswordLink?: (email: string) => ReactNode
}) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<ReactNode | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const [pending, setPending] = useState(false)
  const credentials = { email: email.trim(), password }
  const checks = useContractChecks(LoginBody, credentials)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = checks.submit()
    if (invalid) return focusField(invalid)
    setError(null)
    setSubmitted(true)
    setPending(true)
    try {
      await onSubmit(credentials)
    } catch (e) {
      setError(describeError(e))
      setPending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {notice && !submitted && !error && <Alert tone="success">{notice}</Alert>}
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
      {forgotPasswordLink && <div className="-mt-2 text-right text-sm">{forgotPasswordLink(email.trim())}</div>}
      <Button type="submit" size="lg" block loading={pending}>
        {submitLabel}
      </Button>
    </form>
  )
}
