/**
 * The page a reset e-mail links to (`/reset-password?token=…`): a new password, then on to
 * sign-in with it. A link that is unknown, used or expired says so and offers a new one.
 */
import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { ResetPasswordBody } from '@shared/contracts/auth'
import { Alert } from '../../../components/ui/alert'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { PasswordInput } from '../../../components/ui/password-input'
import { ApiError, errorMessage } from '../../../lib/api'
import { fieldId, focusField } from '../../../lib/forms/fields'
import { useContractChecks } from '../../../lib/forms/use-contract-checks'
import { usePageTitle } from '../../../lib/use-page-title'
import { resetPassword } from '../api/passwords'
import { AuthLayout } from './auth-layout'

export function ResetPassword({ token }: { token: string | undefined }) {
  usePageTitle('Choose a new password')
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  /** The link itself was refused (unknown, used, expired): no new password can help. */
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : 'This link is incomplete: open the whole link from the e-mail, or ask for a new one.')
  const [formMessage, setFormMessage] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const body = { token: token ?? '', password }
  const checks = useContractChecks(ResetPasswordBody, body)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = checks.submit(['password'])
    if (invalid) return focusField(invalid)
    setFormMessage(null)
    setPending(true)
    try {
      await resetPassword(body)
      await navigate({ to: '/sign-in', search: { passwordChanged: true }, replace: true })
    } catch (error) {
      const onToken = error instanceof ApiError ? error.errors.find((e) => e.field === 'token') : undefined
      if (onToken) setLinkProblem(onToken.message)
      else if (error instanceof ApiError && error.errors.some((e) => e.field === 'password')) {
        checks.showServerErrors(error.errors, ['password'])
        focusField('password')
      } else setFormMessage(errorMessage(error))
      setPending(false)
    }
  }

  if (linkProblem) {
    return (
      <AuthLayout title="This link can't be used">
        <div className="flex flex-col gap-5">
          <Alert tone="warning">{linkProblem}</Alert>
          <Link to="/forgot-password" className={buttonClasses({ size: 'lg', block: true })}>
            Send me a new link
          </Link>
        </div>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      title="Choose a new password"
      description="At least 8 characters. Every device signed in to your account will be signed out."
      footer={
        <p>
          <Link to="/sign-in" className="font-semibold text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Reset password">
        {formMessage && <Alert tone="error">{formMessage}</Alert>}
        {/* For password managers: the account the new password belongs to is not known here. */}
        <Field label="New password" id={fieldId('password')} error={checks.error('password')} required>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value)
              checks.clearServerError('password')
            }}
            onBlur={() => checks.touch('password')}
          />
        </Field>
        <Button type="submit" size="lg" block loading={pending}>
          Set the new password
        </Button>
      </form>
    </AuthLayout>
  )
}
