/**
 * The fields a shift is described with, shared by posting and editing: title, description, who
 * and where; pay and breaks; requirements; the pharmacy; hiring. The form around them owns the
 * values and the messages (the shared contract's, so the API's words). `locked` is the API's
 * rule once a provider is hired (domain "Shift groups and shifts"): only the title, parking,
 * pharmacy notes and auto-hire may change, so the other fields are left out.
 */
import type { ReactNode } from 'react'
import { LANGUAGES } from '@shared/reference/languages'
import { SKILLS } from '@shared/reference/skills'
import { SOFTWARES } from '@shared/reference/softwares'
import { SPECIALTIES } from '@shared/reference/specialties'
import { PROVIDER_TYPE_LABELS, PROVIDER_TYPES } from '@shared/enums'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { Checkbox } from '../../../../components/ui/checkbox'
import { ChipPicker } from '../../../../components/ui/chip-picker'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Select, type SelectOption } from '../../../../components/ui/select'
import { Textarea } from '../../../../components/ui/textarea'
import { fieldId } from '../../../../lib/forms/fields'
import type { ShiftDraft } from './post-draft'

const names = (list: readonly string[]) => list.map((name) => ({ id: name, name }))
const SOFTWARE_OPTIONS = names(SOFTWARES)
const SPECIALTY_OPTIONS = names(SPECIALTIES)
const LANGUAGE_OPTIONS = names(LANGUAGES)
const SKILL_OPTIONS = names(SKILLS)
const PROVIDER_OPTIONS = PROVIDER_TYPES.map((t) => ({ value: t, label: PROVIDER_TYPE_LABELS[t] }))
const LOCATION_OPTIONS = [
  { value: 'ON_SITE', label: 'At the pharmacy' },
  { value: 'REMOTE', label: 'Remote' },
]

/** Everything about a shift but where it is posted and when it runs. */
export type ShiftTerms = Omit<ShiftDraft, 'facilityId' | 'shiftDays'>

export interface ShiftFieldsProps {
  draft: ShiftTerms
  set: <K extends keyof ShiftTerms>(key: K, value: ShiftTerms[K]) => void
  touch: (field: string) => void
  errorOf: (field: string) => string | undefined
  /** A provider is hired: only what the API still lets change is shown. */
  locked?: boolean
}

export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} description={description} />
      <CardBody className="flex flex-col gap-4">{children}</CardBody>
    </Card>
  )
}

function textProps({ draft, set, touch }: ShiftFieldsProps, key: keyof ShiftTerms & string) {
  return {
    name: key,
    value: String(draft[key] ?? ''),
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
    onBlur: () => touch(key),
  }
}

/** Title, description, provider type and place: the top of "The shift". */
export function ShiftBasicsFields(props: ShiftFieldsProps) {
  const { draft, set, touch, errorOf, locked } = props
  return (
    <>
      <Field id={fieldId('title')} label="Title" error={errorOf('title')} hint="For example: Weekend staff pharmacist" required>
        <Input {...textProps(props, 'title')} maxLength={100} autoComplete="off" />
      </Field>
      {!locked && (
        <>
          <Field
            id={fieldId('description')}
            label="Description"
            error={errorOf('description')}
            hint={`${draft.description.trim().length} of at least 60 characters`}
            required
          >
            <Textarea {...textProps(props, 'description')} rows={5} maxLength={2000} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Provider type" id={fieldId('providerType')} error={errorOf('providerType')} required>
              <Select
                value={draft.providerType}
                onChange={(e) => set('providerType', e.target.value)}
                onBlur={() => touch('providerType')}
                options={PROVIDER_OPTIONS}
                placeholder="Choose who you need"
              />
            </Field>
            <Field label="Where" id={fieldId('locationType')} error={errorOf('locationType')} required>
              <Select value={draft.locationType} onChange={(e) => set('locationType', e.target.value)} options={LOCATION_OPTIONS} />
            </Field>
          </div>
        </>
      )}
    </>
  )
}

/** Pay and breaks, requirements, the pharmacy, hiring: the sections after the days and times. */
export function ShiftTermsSections(props: ShiftFieldsProps & { methodOptions: SelectOption[]; methodPlaceholder?: string }) {
  const { draft, set, touch, errorOf, locked, methodOptions, methodPlaceholder = 'Choose a payment method' } = props
  const chips = (key: 'software' | 'specialties' | 'languages') => ({
    value: draft[key],
    onChange: (v: string[]) => {
      set(key, v)
      touch(key)
    },
  })
  return (
    <>
      {!locked && (
        <>
          <Section title="Pay and breaks" description="The hourly rate the provider earns. Our fee is added on top.">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={fieldId('rate')} label="Hourly rate (USD)" error={errorOf('rate')} required>
                <Input {...textProps(props, 'rate')} inputMode="decimal" placeholder="65.00" autoComplete="off" />
              </Field>
              <Field id={fieldId('lunchBreakMinutes')} label="Lunch break (minutes)" error={errorOf('lunchBreakMinutes')}>
                <Input {...textProps(props, 'lunchBreakMinutes')} type="number" min={0} max={120} inputMode="numeric" />
              </Field>
            </div>
            <Checkbox label="Lunch break is paid" checked={draft.isLunchBreakPaid} onChange={(e) => set('isLunchBreakPaid', e.target.checked)} />
          </Section>

          <Section title="Requirements" description="Applicants who don't meet these are flagged for you before you hire.">
            <div className="grid gap-3 sm:grid-cols-2">
              <Checkbox
                label="License in this state"
                checked={draft.providerNeedsLicenseOnTheShiftState}
                onChange={(e) => set('providerNeedsLicenseOnTheShiftState', e.target.checked)}
              />
              <Checkbox
                label="Malpractice insurance"
                checked={draft.malpracticeInsuranceRequired}
                onChange={(e) => set('malpracticeInsuranceRequired', e.target.checked)}
              />
              <Checkbox label="Recent drug screen" checked={draft.drugScreenRequired} onChange={(e) => set('drugScreenRequired', e.target.checked)} />
              <Checkbox
                label="Experience with your software"
                checked={draft.experienceInSoftwareRequired}
                onChange={(e) => set('experienceInSoftwareRequired', e.target.checked)}
              />
            </div>
            <Field label="Software" id={fieldId('software')} error={errorOf('software')} required>
              <ChipPicker options={SOFTWARE_OPTIONS} {...chips('software')} placeholder="Search software…" />
            </Field>
            <Field label="Specialties" id={fieldId('specialties')} error={errorOf('specialties')} required>
              <ChipPicker options={SPECIALTY_OPTIONS} {...chips('specialties')} placeholder="Search specialties…" />
            </Field>
            <Field label="Languages" id={fieldId('languages')} error={errorOf('languages')} required>
              <ChipPicker options={LANGUAGE_OPTIONS} {...chips('languages')} placeholder="Search languages…" />
            </Field>
            <Field label="Skills" id={fieldId('skills')} error={errorOf('skills')} optional>
              <ChipPicker options={SKILL_OPTIONS} value={draft.skills} onChange={(v) => set('skills', v)} placeholder="Search skills…" />
            </Field>
          </Section>
        </>
      )}

      <Section title="At the pharmacy" description="Details that help a provider say yes.">
        <Checkbox label="Parking is free" checked={draft.isParkingFree} onChange={(e) => set('isParkingFree', e.target.checked)} />
        <Field id={fieldId('parkingDetails')} label="Parking details" error={errorOf('parkingDetails')} optional>
          <Input {...textProps(props, 'parkingDetails')} maxLength={1000} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fieldId('dailyAverageScriptCount')} label="Prescriptions a day (average)" error={errorOf('dailyAverageScriptCount')} optional>
            <Input {...textProps(props, 'dailyAverageScriptCount')} type="number" min={0} inputMode="numeric" />
          </Field>
          <Field id={fieldId('staffOnHandHelp')} label="Staff on hand" error={errorOf('staffOnHandHelp')} optional>
            <Input {...textProps(props, 'staffOnHandHelp')} maxLength={500} placeholder="2 technicians, 1 cashier" />
          </Field>
        </div>
      </Section>

      <Section title="Hiring" description="Review applicants yourself, or hire the first one who meets every requirement.">
        <Checkbox
          label="Hire automatically"
          description="The first applicant who meets every requirement is hired and your payment method is charged."
          checked={draft.isAutoHireEnabled}
          onChange={(e) => set('isAutoHireEnabled', e.target.checked)}
        />
        {draft.isAutoHireEnabled && (
          <Field
            label="Payment method"
            id={fieldId('paymentMethodId')}
            error={errorOf('paymentMethodId')}
            required
            hint={methodOptions.length === 0 ? 'Add a card or bank account under Billing first.' : undefined}
          >
            <Select value={draft.paymentMethodId} onChange={(e) => set('paymentMethodId', e.target.value)} options={methodOptions} placeholder={methodPlaceholder} />
          </Field>
        )}
      </Section>
    </>
  )
}
