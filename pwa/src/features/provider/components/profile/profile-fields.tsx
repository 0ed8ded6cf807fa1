/**
 * The profile's three parts as one form (issue 13 §2; spec 001 §5 "Provider profile"): personal,
 * professional and abilities. `PUT /provider/profile` replaces all three, so they are saved
 * together. The values are flat, keyed by the contract's error paths, so the API's exact messages
 * ("Years of experience is required", "At least one software must be specified", …) land under
 * the field they name. Used by the details screen and by the résumé review.
 */
import { useQuery } from '@tanstack/react-query'
import type { ProviderProfile } from '@shared/contracts/profile'
import { Checkbox } from '../../../../components/ui/checkbox'
import { ChipPicker } from '../../../../components/ui/chip-picker'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Select } from '../../../../components/ui/select'
import { Textarea } from '../../../../components/ui/textarea'
import { fieldId, textOrUndefined } from '../../../../lib/forms/fields'
import { STATE_OPTIONS } from '../../../../lib/forms/options'
import type { FormValues, useContractForm } from '../../../../lib/forms/use-contract-form'
import { abilitiesQuery, languagesQuery } from '../../../../lib/reference'

export const P = 'personalInformation'
export const Q = 'professionalInformation'
export const A = 'abilities'

export const PROFILE_FIELDS = [
  `${P}.firstName`,
  `${P}.lastName`,
  `${P}.streetAddress`,
  `${P}.city`,
  `${P}.state`,
  `${P}.zipCode`,
  `${P}.aboutMe`,
  `${P}.malpracticeInsurance`,
  `${Q}.yearsOfExperience`,
  `${Q}.hourlyRate`,
  `${Q}.phoneNumber`,
  `${A}.softwares`,
  `${A}.specialties`,
  `${A}.skills`,
  `${A}.languages`,
] as const

export const ABOUT_ME_MAX = 1000

const TITLES: Record<string, string> = { PHARMACIST: 'Pharmacist', TECHNICIAN: 'Pharmacy Technician', INTERN: 'Pharmacy Intern' }
export const titleLabel = (title: string | null | undefined) => (title ? (TITLES[title] ?? title) : 'Not set')

/** The saved profile as the form's values. */
export function profileValues(p: ProviderProfile): FormValues {
  const i = p.personalInformation
  const q = p.professionalInformation
  return {
    [`${P}.firstName`]: i.firstName,
    [`${P}.lastName`]: i.lastName,
    [`${P}.streetAddress`]: i.streetAddress,
    [`${P}.city`]: i.city,
    [`${P}.state`]: i.state,
    [`${P}.zipCode`]: i.zipCode,
    [`${P}.aboutMe`]: i.aboutMe ?? '',
    [`${P}.malpracticeInsurance`]: i.malpracticeInsurance,
    [`${Q}.yearsOfExperience`]: q.yearsOfExperience === null ? '' : String(q.yearsOfExperience),
    [`${Q}.hourlyRate`]: q.hourlyRate === null ? '' : String(q.hourlyRate),
    [`${Q}.phoneNumber`]: q.phoneNumber,
    [`${A}.softwares`]: p.abilities.softwares,
    [`${A}.specialties`]: p.abilities.specialties,
    [`${A}.skills`]: p.abilities.skills,
    [`${A}.languages`]: p.abilities.languages,
  }
}

/** A number typed as text: blank is "not given" (the contract then says "… is required"); anything else stays as typed if it is not a number, so the contract names it. */
function numberOrText(value: unknown): number | string | undefined {
  const text = textOrUndefined(value)
  if (text === undefined) return undefined
  const n = Number(text)
  return Number.isFinite(n) ? n : text
}

const list = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : [])

export function profileBody(v: FormValues) {
  return {
    personalInformation: {
      firstName: textOrUndefined(v[`${P}.firstName`]),
      lastName: textOrUndefined(v[`${P}.lastName`]),
      streetAddress: textOrUndefined(v[`${P}.streetAddress`]),
      city: textOrUndefined(v[`${P}.city`]),
      state: textOrUndefined(v[`${P}.state`]),
      zipCode: textOrUndefined(v[`${P}.zipCode`]),
      aboutMe: textOrUndefined(v[`${P}.aboutMe`]) ?? null,
      malpracticeInsurance: v[`${P}.malpracticeInsurance`] === true,
    },
    professionalInformation: {
      yearsOfExperience: numberOrText(v[`${Q}.yearsOfExperience`]),
      hourlyRate: numberOrText(v[`${Q}.hourlyRate`]) ?? null,
      phoneNumber: textOrUndefined(v[`${Q}.phoneNumber`]),
    },
    abilities: {
      softwares: list(v[`${A}.softwares`]),
      specialties: list(v[`${A}.specialties`]),
      skills: list(v[`${A}.skills`]),
      languages: list(v[`${A}.languages`]),
    },
  }
}

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
