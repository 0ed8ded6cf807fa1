/**
 * "Forgot password?": asks for the e-mail and sends the reset link. The answer is the same
 * whether or not an account uses the address (the API never says), so the page says what will
 * happen "if" it does.
 */
import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { MailCheck } from 'lucide-react'
import { ForgotPasswordBody } from '@shared/contracts/auth'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { fieldId, focusField } from '../../../lib/forms/fields'
import { routeSubmitError } from '../../../lib/forms/submit-errors'
import { useContractChecks } from '../../../lib/forms/use-contract-checks'
import { usePageTitle } from '../../../lib/use-page-title'
import { requestPasswordReset } from '../api/passwords'
import { AuthLayout } from './auth-layout'

export function ForgotPassword({ email: givenEmail }: { email: string | undefined }) {
  usePageTitle('Reset your password')
  const [email, setEmail] = useState(givenEmail ?? '')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [formMessage, setFormMessage] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const body = { email: email.trim() }
  const checks = useContractChecks(ForgotPasswordBody, body)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = checks.submit()
    if (invalid) return focusField(invalid)
    setFormMessage(null)
    setPending(true)
    try {
      await requestPasswordReset(body)
      setSentTo(body.email)
    } catch (error) {
      const { formMessage: message, fields } = routeSubmitError(error, ['email'], checks.showServerErrors)
      setFormMessage(message)
      if (fields[0]) focusField(fields[0])
    } finally {
      setPending(false)
    }
  }

  const footer = (
    <p>
      Remembered it?{' '}
      <Link to="/sign-in" className="font-semibold text-brand-700 hover:underline">
        Sign in
      </Link>
    </p>
  )

  if (sentTo) {
    return (
      <AuthLayout title="Check your e-mail" footer={footer}>
        <div className="flex flex-col gap-5">
          <Alert tone="success" title="Sent">
            If an account uses <strong className="break-all">{sentTo}</strong>, we've sent it a link to choose a new password. The link works once, for one hour.
          </Alert>
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
            Nothing after a few minutes? Check your spam folder, or{' '}
            <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={() => setSentTo(null)}>
              try another address
            </button>
            .
          </p>
        </div>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title="Reset your password" description="Enter the e-mail you sign in with. We'll send you a link to choose a new password." footer={footer}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Reset your password">
        {formMessage && <Alert tone="error">{formMessage}</Alert>}
        <Field label="Email" id={fieldId('email')} error={checks.error('email')} required>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value)
              checks.clearServerError('email')
            }}
            onBlur={() => checks.touch('email')}
          />
        </Field>
        <Button type="submit" size="lg" block loading={pending}>
          Send the link
        </Button>
      </form>
    </AuthLayout>
  )
}
