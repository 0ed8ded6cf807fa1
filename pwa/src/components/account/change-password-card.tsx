/**
 * "Change password" for a signed-in provider or facility user (`PUT /account/password`), a
 * section of each area's account screen. This device stays signed in; the others are signed out.
 * A wrong current password shows on its field; after five the API locks for 15 minutes, as
 * sign-in does, and says so.
 */
import { useState, type FormEvent } from 'react'
import { KeyRound } from 'lucide-react'
import { ChangePasswordBody } from '@shared/contracts/auth'
import { api } from '../../lib/api'
import { fieldId, focusField } from '../../lib/forms/fields'
import { routeSubmitError } from '../../lib/forms/submit-errors'
import { useContractChecks } from '../../lib/forms/use-contract-checks'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Card, CardBody, CardHeader } from '../ui/card'
import { Field } from '../ui/field'
import { PasswordInput } from '../ui/password-input'

const FIELDS = ['currentPassword', 'newPassword'] as const

export const changePassword = (body: ChangePasswordBody) => api.put<void>('/account/password', body)

export function ChangePasswordCard({ className }: { className?: string }) {
  const [values, setValues] = useState<ChangePasswordBody>({ currentPassword: '', newPassword: '' })
  const [formMessage, setFormMessage] = useState<string | null>(null)
  const [changed, setChanged] = useState(false)
  const [pending, setPending] = useState(false)
  const checks = useContractChecks(ChangePasswordBody, values)

  const set = (field: (typeof FIELDS)[number], value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    checks.clearServerError(field)
    setChanged(false)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = checks.submit()
    if (invalid) return focusField(invalid)
    setFormMessage(null)
    setPending(true)
    try {
      await changePassword(values)
      setValues({ currentPassword: '', newPassword: '' })
      checks.reset()
      setChanged(true)
    } catch (error) {
      const { formMessage: message, fields } = routeSubmitError(error, FIELDS, checks.showServerErrors)
      setFormMessage(message)
      if (fields[0]) focusField(fields[0])
    } finally {
      setPending(false)
    }
  }

  return (
    <Card className={className}>
      <CardHeader icon={<KeyRound aria-hidden className="size-5" />} title="Change password" description="Other devices signed in to your account will be signed out." />
      <CardBody>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Change password">
          {changed && <Alert tone="success">Your password is changed. Use it the next time you sign in.</Alert>}
          {formMessage && <Alert tone="error">{formMessage}</Alert>}
          {/* For password managers: the account whose password this is. */}
          <Field label="Current password" id={fieldId('currentPassword')} error={checks.error('currentPassword')} required>
            <PasswordInput
              name="currentPassword"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={(e) => set('currentPassword', e.target.value)}
              onBlur={() => checks.touch('currentPassword')}
            />
          </Field>
          <Field label="New password" id={fieldId('newPassword')} error={checks.error('newPassword')} hint="At least 8 characters." required>
            <PasswordInput
              name="newPassword"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={(e) => set('newPassword', e.target.value)}
              onBlur={() => checks.touch('newPassword')}
            />
          </Field>
          <Button type="submit" loading={pending} className="self-start">
            Change password
          </Button>
        </form>
      </CardBody>
    </Card>
  )
}
