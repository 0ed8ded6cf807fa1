/**
 * Correcting a license: its state, number and expiration, and a document (a photo or scan) for
 * the team to compare with the state board. Saving a license the team did not accept sends it
 * back to be verified, changed or not (issue 12 §2); so does a new document.
 */
import { useState, type FormEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { UpdateLicenseBody, UPLOAD_CONTENT_TYPES, type License } from '@shared/contracts/licenses'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Select } from '../../../../components/ui/select'
import { fieldId, focusField } from '../../../../lib/forms/fields'
import { STATE_OPTIONS, tomorrow } from '../../../../lib/forms/options'
import { routeSubmitError } from '../../../../lib/forms/submit-errors'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { attachLicenseDocument, licensesQuery, updateLicense } from '../../api/licenses'

const FIELDS = ['state', 'licenseNumber', 'expirationDate'] as const
type Values = Record<(typeof FIELDS)[number], string>

/** The API's own limit (api/integrations/storage): checked here too so a large photo fails before it uploads. */
const MAX_DOCUMENT_BYTES = 10 * 1_048_576

export function EditLicenseForm({ license, onDone }: { license: License; onDone: () => void }) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<Values>({ state: license.state, licenseNumber: license.licenseNumber, expirationDate: license.expirationDate })
  const [file, setFile] = useState<File | null>(null)
  const [formMessage, setFormMessage] = useState<string | null>(null)
  const body = { state: values.state, licenseNumber: values.licenseNumber.trim(), expirationDate: values.expirationDate }
  const checks = useContractChecks(UpdateLicenseBody, body)
  const rejected = license.status === 'REJECTED'
  const save = useMutation({
    mutationFn: async () => {
      const changed = body.state !== license.state || body.licenseNumber !== license.licenseNumber || body.expirationDate !== license.expirationDate
      // A rejected license is sent again by saving it, even unchanged.
      if (changed || (rejected && !file)) await updateLicense({ licenseId: license.licenseId, body })
      if (file) await attachLicenseDocument({ licenseId: license.licenseId, file })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: licensesQuery().queryKey }),
    onSuccess: onDone,
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
    if (file && file.size > MAX_DOCUMENT_BYTES) return setFormMessage('File must be 10 MB or smaller')
    save.mutate()
  }
  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    checks.clearServerError(field)
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Correct your license" className="mt-3 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50/60 p-4">
      <p className="text-sm text-slate-700">
        {rejected
          ? 'Correct what the team pointed out, or add a clearer document. Saving sends your license to be verified again.'
          : 'Changing the state, number or expiration date sends your license to be verified again.'}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="State" id={fieldId('state')} required error={checks.error('state')}>
          <Select value={values.state} onChange={(e) => set('state', e.target.value)} options={STATE_OPTIONS} placeholder="Choose a state" />
        </Field>
        <Field label="License number" id={fieldId('licenseNumber')} required error={checks.error('licenseNumber')}>
          <Input value={values.licenseNumber} maxLength={30} autoComplete="off" onChange={(e) => set('licenseNumber', e.target.value)} onBlur={() => checks.touch('licenseNumber')} />
        </Field>
        <Field label="Expiration date" id={fieldId('expirationDate')} required error={checks.error('expirationDate')}>
          <Input type="date" min={tomorrow()} value={values.expirationDate} onChange={(e) => set('expirationDate', e.target.value)} />
        </Field>
      </div>
      <Field label={license.filename ? 'Replace the document' : 'License document'} optional hint="A photo or scan of the license: PDF, JPEG, PNG or HEIC, up to 10 MB.">
        <Input
          type="file"
          accept={UPLOAD_CONTENT_TYPES.join(',')}
          className="py-2"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null)
            setFormMessage(null)
          }}
        />
      </Field>
      {formMessage && <Alert tone="error">{formMessage}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {rejected ? 'Send to be verified again' : 'Save changes'}
        </Button>
      </div>
    </form>
  )
}
