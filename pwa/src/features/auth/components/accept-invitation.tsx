/**
 * The page an invitation e-mail links to (`/accept-invitation?token=…`): a colleague added by
 * their organization, or a member of the admin-panel team, sets a first password, then signs in
 * with it where they work. A link that is unknown, used or expired says so.
 */
import { useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { AcceptInvitationBody } from '@shared/contracts/auth'
import { Alert } from '../../../components/ui/alert'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { PasswordInput } from '../../../components/ui/password-input'
import { ApiError, errorMessage } from '../../../lib/api'
import { fieldId, focusField } from '../../../lib/forms/fields'
import { useContractChecks } from '../../../lib/forms/use-contract-checks'
import { usePageTitle } from '../../../lib/use-page-title'
import { acceptInvitation } from '../api/passwords'
import { AuthLayout } from './auth-layout'

export function AcceptInvitation({ token }: { token: string | undefined }) {
  usePageTitle('Accept your invitation')
  const [password, setPassword] = useState('')
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : 'This link is incomplete: open the whole link from the e-mail.')
  const [formMessage, setFormMessage] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [accepted, setAccepted] = useState(false)
  const body = { token: token ?? '', password }
  const checks = useContractChecks(AcceptInvitationBody, body)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = checks.submit(['password'])
    if (invalid) return focusField(invalid)
    setFormMessage(null)
    setPending(true)
    try {
      await acceptInvitation(body)
      setAccepted(true)
    } catch (error) {
      const onToken = error instanceof ApiError ? error.errors.find((e) => e.field === 'token') : undefined
      if (onToken) setLinkProblem(onToken.message)
      else if (error instanceof ApiError && error.errors.some((e) => e.field === 'password')) {
        checks.showServerErrors(error.errors, ['password'])
        focusField('password')
      } else setFormMessage(errorMessage(error))
    } finally {
      setPending(false)
    }
  }

  if (linkProblem) {
    return (
      <AuthLayout title="This link can't be used">
        <div className="flex flex-col gap-5">
          <Alert tone="warning">{linkProblem}</Alert>
          <p className="text-sm text-slate-700">Ask whoever invited you to send a new invitation.</p>
        </div>
      </AuthLayout>
    )
  }

  if (accepted) {
    return (
      <AuthLayout title="You're all set">
        <div className="flex flex-col gap-4">
          <Alert tone="success">Your password is set. Sign in with your e-mail and the new password.</Alert>
          <Link to="/sign-in" className={buttonClasses({ size: 'lg', block: true })}>
            Sign in
          </Link>
          <Link to="/admin/sign-in" className={buttonClasses({ size: 'lg', block: true, variant: 'outline' })}>
            Sign in to the admin panel
          </Link>
        </div>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title="Accept your invitation" description="Choose a password for your account: at least 8 characters.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Accept the invitation">
        {formMessage && <Alert tone="error">{formMessage}</Alert>}
        <Field label="Password" id={fieldId('password')} error={checks.error('password')} required>
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
          Set my password
        </Button>
      </form>
    </AuthLayout>
  )
}
