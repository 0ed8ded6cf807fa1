/**
 * A license's state, number and expiration date, as both the add and the correct forms show
 * them: the messages are the contract's (`useContractChecks`), the number is trimmed by the form.
 */
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Select } from '../../../../components/ui/select'
import { fieldId } from '../../../../lib/forms/fields'
import { STATE_OPTIONS, tomorrow } from '../../../../lib/forms/options'

export const LICENSE_FIELDS = ['state', 'licenseNumber', 'expirationDate'] as const
export type LicenseValues = Record<(typeof LICENSE_FIELDS)[number], string>

export function LicenseFields({
  values,
  onChange,
  error,
  onBlurNumber,
}: {
  values: LicenseValues
  onChange: (field: keyof LicenseValues, value: string) => void
  error: (field: string) => string | undefined
  onBlurNumber: () => void
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label="State" id={fieldId('state')} required error={error('state')}>
        <Select value={values.state} onChange={(e) => onChange('state', e.target.value)} options={STATE_OPTIONS} placeholder="Choose a state" />
      </Field>
      <Field label="License number" id={fieldId('licenseNumber')} required error={error('licenseNumber')}>
        <Input value={values.licenseNumber} maxLength={30} autoComplete="off" onChange={(e) => onChange('licenseNumber', e.target.value)} onBlur={onBlurNumber} />
      </Field>
      <Field label="Expiration date" id={fieldId('expirationDate')} required error={error('expirationDate')}>
        <Input type="date" min={tomorrow()} value={values.expirationDate} onChange={(e) => onChange('expirationDate', e.target.value)} />
      </Field>
    </div>
  )
}
