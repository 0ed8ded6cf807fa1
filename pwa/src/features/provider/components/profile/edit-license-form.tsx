/**
 * Correcting a license: its state, number and expiration, and a document (a photo or scan) for
 * the team to compare with the state board. Saving a license the team did not accept sends it
 * back to be verified, changed or not (issue 12 §2); so does a new document.
 */
import { useState, type FormEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { UpdateLicenseBody, UPLOAD_CONTENT_TYPES, type License } from '@shared/contracts/licenses'
import { Field } from '../../../../components/ui/field'
import { FormPanel } from '../../../../components/ui/form-panel'
import { Input } from '../../../../components/ui/input'
import { focusField } from '../../../../lib/forms/fields'
import { useSubmitErrors } from '../../../../lib/forms/submit-errors'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { attachLicenseDocument, licensesQuery, updateLicense } from '../../api/licenses'
import { LICENSE_FIELDS as FIELDS, LicenseFields, type LicenseValues as Values } from './license-fields'

/** The API's own limit (api/integrations/storage): checked here too so a large photo fails before it uploads. */
const MAX_DOCUMENT_BYTES = 10 * 1_048_576

export function EditLicenseForm({ license, onDone }: { license: License; onDone: () => void }) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<Values>({ state: license.state, licenseNumber: license.licenseNumber, expirationDate: license.expirationDate })
  const [file, setFile] = useState<File | null>(null)
  const body = { state: values.state, licenseNumber: values.licenseNumber.trim(), expirationDate: values.expirationDate }
  const checks = useContractChecks(UpdateLicenseBody, body)
  const { formMessage, setFormMessage, onError } = useSubmitErrors(FIELDS, checks.showServerErrors)
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
    onError,
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
    <FormPanel
      label="Correct your license"
      onSubmit={submit}
      formMessage={formMessage}
      saving={save.isPending}
      submitLabel={rejected ? 'Send to be verified again' : 'Save changes'}
      onCancel={onDone}
      className="mt-3"
    >
      <p className="text-sm text-slate-700">
        {rejected
          ? 'Correct what the team pointed out, or add a clearer document. Saving sends your license to be verified again.'
          : 'Changing the state, number or expiration date sends your license to be verified again.'}
      </p>
      <LicenseFields values={values} onChange={set} error={checks.error} onBlurNumber={() => checks.touch('licenseNumber')} />
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
    </FormPanel>
  )
}
