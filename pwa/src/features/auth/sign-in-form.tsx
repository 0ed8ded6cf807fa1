import { useState, type FormEvent } from 'react'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { PasswordInput } from '../../components/ui/password-input'
import { Button } from '../../components/ui/button'
import { Alert } from '../../components/ui/alert'
import { errorMessage } from '../../lib/api'

export interface Credentials {
  email: string
  password: string
}

/**
 * E-mail and password, sent as typed. The API's answer is shown in its own words
 * ("The e-mail or password is incorrect.", the lock-out notice after too many tries).
 */
export function SignInForm({ onSubmit, submitLabel = 'Sign in' }: { onSubmit: (credentials: Credentials) => Promise<void>; submitLabel?: string }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({})
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const nextMissing = {
      email: email.trim() ? undefined : 'Email is required',
      password: password ? undefined : 'Password is required',
    }
    setMissing(nextMissing)
    if (nextMissing.email || nextMissing.password) return
    setError(null)
    setPending(true)
    try {
      await onSubmit({ email: email.trim(), password })
    } catch (e) {
      setError(errorMessage(e))
      setPending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <Field label="Email" id="sign-in-email" error={missing.email} required>
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
      <Field label="Password" id="sign-in-password" error={missing.password} required>
        <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Button type="submit" size="lg" block loading={pending}>
        {submitLabel}
      </Button>
    </form>
  )
}
