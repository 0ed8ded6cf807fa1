/**
 * The profile's three parts as one form (issue 13 §2; spec 001 §5 "Provider profile"): personal,
 * professional and abilities. `PUT /provider/profile` replaces all three, so they are saved
 * together. The values are flat, keyed by the contract's error paths, so the API's exact messages
 * ("Years of experience is required", "At least one software must be specified", …) land under
 * the field they name. Used by the details screen and by the résumé review.
 */
import { useQuery } from '@tanstack/react-query'
import { Checkbox } from '../../../../components/ui/checkbox'
import { ChipPicker } from '../../../../components/ui/chip-picker'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Select } from '../../../../components/ui/select'
import { Textarea } from '../../../../components/ui/textarea'
import { fieldId } from '../../../../lib/forms/fields'
import { STATE_OPTIONS } from '../../../../lib/forms/options'
import type { useContractForm } from '../../../../lib/forms/use-contract-form'
import { abilitiesQuery, languagesQuery } from '../../../../lib/reference'
import { A, ABOUT_ME_MAX, P, Q, titleLabel } from './profile-values'

type Form = ReturnType<typeof useContractForm>

/** Reference items picked by name: the API stores and answers names (spec 001 §7 reference lists). */
const byName = (items: { name: string }[] | undefined) => (items ?? []).map((item) => ({ id: item.name, name: item.name }))

export function ProfileFields({ form, providerTitle }: { form: Form; providerTitle: string | null | undefined }) {
  const abilities = useQuery(abilitiesQuery())
  const languages = useQuery(languagesQuery())
  const aboutMe = String(form.values[`${P}.aboutMe`] ?? '')

  const picker = (field: string, label: string, options: { id: string; name: string }[], loading: boolean, required: boolean) => (
    <Field label={label} id={fieldId(field)} error={form.error(field)} required={required} optional={!required} className="sm:col-span-2">
      <ChipPicker name={field} options={options} loading={loading} value={form.list(field)} onChange={(ids) => form.setValue(field, ids)} placeholder={`Search ${label.toLowerCase()}…`} />
    </Field>
  )

  return (
    <div className="flex flex-col gap-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">Personal</legend>
        <Field label="First name" id={fieldId(`${P}.firstName`)} error={form.error(`${P}.firstName`)} required>
          <Input {...form.text(`${P}.firstName`)} autoComplete="given-name" />
        </Field>
        <Field label="Last name" id={fieldId(`${P}.lastName`)} error={form.error(`${P}.lastName`)} required>
          <Input {...form.text(`${P}.lastName`)} autoComplete="family-name" />
        </Field>
        <Field label="Street address" id={fieldId(`${P}.streetAddress`)} error={form.error(`${P}.streetAddress`)} required className="sm:col-span-2">
          <Input {...form.text(`${P}.streetAddress`)} autoComplete="street-address" />
        </Field>
        <Field label="City" id={fieldId(`${P}.city`)} error={form.error(`${P}.city`)} required>
          <Input {...form.text(`${P}.city`)} autoComplete="address-level2" />
        </Field>
        <Field label="State" id={fieldId(`${P}.state`)} error={form.error(`${P}.state`)} required>
          <Select {...form.text(`${P}.state`)} options={STATE_OPTIONS} placeholder="Choose a state" />
        </Field>
        <Field label="ZIP code" id={fieldId(`${P}.zipCode`)} error={form.error(`${P}.zipCode`)} required>
          <Input {...form.text(`${P}.zipCode`)} inputMode="numeric" autoComplete="postal-code" />
        </Field>
        <Field
          label="About me"
          id={fieldId(`${P}.aboutMe`)}
          error={form.error(`${P}.aboutMe`)}
          optional
          hint={`${aboutMe.length} of ${ABOUT_ME_MAX.toLocaleString('en-US')} characters.`}
          className="sm:col-span-2"
        >
          <Textarea {...form.text(`${P}.aboutMe`)} rows={4} />
        </Field>
        <div className="sm:col-span-2">
          <Checkbox
            {...form.checkbox(`${P}.malpracticeInsurance`)}
            label="I carry malpractice insurance"
            description="Pharmacies see this on your profile."
            error={form.error(`${P}.malpracticeInsurance`)}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-3 text-base font-semibold text-slate-900">Professional</legend>
        <div className="sm:col-span-3 text-sm text-slate-700">
          Title: <span className="font-semibold text-slate-900">{titleLabel(providerTitle)}</span>
          <span className="text-slate-500"> (from your sign-up and license)</span>
        </div>
        <Field label="Years of experience" id={fieldId(`${Q}.yearsOfExperience`)} error={form.error(`${Q}.yearsOfExperience`)} required>
          <Input {...form.text(`${Q}.yearsOfExperience`)} inputMode="numeric" />
        </Field>
        <Field label="Hourly rate (dollars)" id={fieldId(`${Q}.hourlyRate`)} error={form.error(`${Q}.hourlyRate`)} optional>
          <Input {...form.text(`${Q}.hourlyRate`)} inputMode="decimal" />
        </Field>
        <Field label="Mobile phone" id={fieldId(`${Q}.phoneNumber`)} error={form.error(`${Q}.phoneNumber`)} required>
          <Input {...form.text(`${Q}.phoneNumber`)} type="tel" autoComplete="tel" />
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">Abilities</legend>
        {picker(`${A}.softwares`, 'Softwares', byName(abilities.data?.softwares), abilities.isLoading, true)}
        {picker(`${A}.specialties`, 'Specialties', byName(abilities.data?.specialties), abilities.isLoading, true)}
        {picker(`${A}.skills`, 'Skills', byName(abilities.data?.skills), abilities.isLoading, false)}
        {picker(`${A}.languages`, 'Languages', byName(languages.data), languages.isLoading, true)}
      </fieldset>
    </div>
  )
}
