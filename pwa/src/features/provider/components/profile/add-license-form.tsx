/** Adding a license: state, number and expiration, checked with the API's own contract. */
import { useState, type FormEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CreateLicenseBody } from '@shared/contracts/licenses'
import { FormPanel } from '../../../../components/ui/form-panel'
import { focusField } from '../../../../lib/forms/fields'
import { useSubmitErrors } from '../../../../lib/forms/submit-errors'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { createLicense, licensesQuery } from '../../api/licenses'
import { LICENSE_FIELDS as FIELDS, LicenseFields, type LicenseValues as Values } from './license-fields'

export function AddLicenseForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<Values>({ state: '', licenseNumber: '', expirationDate: '' })
  const body = { state: values.state, licenseNumber: values.licenseNumber.trim(), expirationDate: values.expirationDate }
  const checks = useContractChecks(CreateLicenseBody, body)
  const { formMessage, setFormMessage, onError } = useSubmitErrors(FIELDS, checks.showServerErrors)
  const create = useMutation({
    mutationFn: createLicense,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: licensesQuery().queryKey })
      onDone()
    },
    onError,
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
    <FormPanel onSubmit={submit} formMessage={formMessage} saving={create.isPending} submitLabel="Save license" onCancel={onDone}>
      <h3 className="text-sm font-semibold text-slate-900">Add a license</h3>
      <LicenseFields values={values} onChange={set} error={checks.error} onBlurNumber={() => checks.touch('licenseNumber')} />
    </FormPanel>
  )
}
