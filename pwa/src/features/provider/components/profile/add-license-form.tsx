/** Adding a license: state, number and expiration, checked with the API's own contract. */
import { useState, type FormEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CreateLicenseBody } from '@shared/contracts/licenses'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Select } from '../../../../components/ui/select'
import { fieldId, focusField } from '../../../../lib/forms/fields'
import { STATE_OPTIONS, tomorrow } from '../../../../lib/forms/options'
import { routeSubmitError } from '../../../../lib/forms/submit-errors'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { createLicense, licensesQuery } from '../../api/licenses'

const FIELDS = ['state', 'licenseNumber', 'expirationDate'] as const
type Values = Record<(typeof FIELDS)[number], string>

export function AddLicenseForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<Values>({ state: '', licenseNumber: '', expirationDate: '' })
  const [formMessage, setFormMessage] = useState<string | null>(null)
  const body = { state: values.state, licenseNumber: values.licenseNumber.trim(), expirationDate: values.expirationDate }
  const checks = useContractChecks(CreateLicenseBody, body)
  const create = useMutation({
    mutationFn: createLicense,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: licensesQuery().queryKey })
      onDone()
    },
    onError: (error) => {
      const { formMessage: message, fields } = routeSubmitError(error, FIELDS, checks.showServerErrors)
      setFormMessage(message)
      if (fields[0]) focusField(fields[0])
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFormMessage(null)
    const invalid = checks.submit()
    if (invalid) return focusField(invalid)
    // The contract passed, so the body is the one it describes.
    create.mutate(body as CreateLicenseBody)
  }
  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    checks.clearServerError(field)
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50/60 p-4">
      <h3 className="text-sm font-semibold text-slate-900">Add a license</h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="State" id={fieldId('state')} required error={checks.error('state')}>
          <Select value={values.state} onChange={(e) => set('state', e.target.value)} options={STATE_OPTIONS} placeholder="Choose a state" />
        </Field>
        <Field label="License number" id={fieldId('licenseNumber')} required error={checks.error('licenseNumber')}>
          <Input
            value={values.licenseNumber}
            maxLength={30}
            autoComplete="off"
            onChange={(e) => set('licenseNumber', e.target.value)}
            onBlur={() => checks.touch('licenseNumber')}
          />
        </Field>
        <Field label="Expiration date" id={fieldId('expirationDate')} required error={checks.error('expirationDate')}>
          <Input type="date" min={tomorrow()} value={values.expirationDate} onChange={(e) => set('expirationDate', e.target.value)} />
        </Field>
      </div>
      {formMessage && <Alert tone="error">{formMessage}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Save license
        </Button>
      </div>
    </form>
  )
}
