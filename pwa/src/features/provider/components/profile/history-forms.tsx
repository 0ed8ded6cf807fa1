/**
 * One job or one school, added or edited with the API's own contracts (spec 001 §5 "Work
 * experience", "Education"): company, job title, start date and job description; institution,
 * major, degree type and graduation date. Used by the history screen and by the résumé review,
 * where each entry found is such a form, filled in and saved only when the provider says so.
 */
import type { FormEvent } from 'react'
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { TSchema } from '@sinclair/typebox'
import type { Contract } from '@shared/validation/validate'
import { EducationBody, WorkExperienceContract, type WorkExperienceBody } from '@shared/contracts/profile'
import { EDUCATION_LEVELS } from '@shared/enums'
import { Checkbox } from '../../../../components/ui/checkbox'
import { Field } from '../../../../components/ui/field'
import { FormPanel } from '../../../../components/ui/form-panel'
import { Input } from '../../../../components/ui/input'
import { Select } from '../../../../components/ui/select'
import { Textarea } from '../../../../components/ui/textarea'
import { textOrUndefined } from '../../../../lib/forms/fields'
import { useSubmitErrors } from '../../../../lib/forms/submit-errors'
import { useContractForm, type FormValues } from '../../../../lib/forms/use-contract-form'
import { onboardingQuery } from '../../api/compliance'
import { addEducation, addWorkExperience, educationQuery, updateEducation, updateWorkExperience, workExperienceQuery } from '../../api/profile'

export const DEGREE_LABELS: Record<(typeof EDUCATION_LEVELS)[number], string> = {
  HIGH_SCHOOL_OR_GED: 'High school or GED',
  ASSOCIATES: "Associate's",
  BACHELORS: "Bachelor's",
  PHARMD: 'PharmD',
  MASTERS: "Master's",
  OTHER: 'Other',
}
const DEGREE_OPTIONS = EDUCATION_LEVELS.map((value) => ({
  value,
  label: DEGREE_LABELS[value],
}))

/** A résumé's `YYYY-MM` as a date input's `YYYY-MM-DD` (the first of the month). */
export function asDateInput(value: string | null | undefined): string {
  if (!value) return ''
  return /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value
}

const JOB_FIELDS = ['company', 'jobTitle', 'startDate', 'endDate', 'isCurrent', 'jobDescription'] as const
const jobBody = (v: FormValues) => ({
  company: textOrUndefined(v.company),
  jobTitle: textOrUndefined(v.jobTitle),
  startDate: textOrUndefined(v.startDate),
  endDate: v.isCurrent === true ? null : (textOrUndefined(v.endDate) ?? null),
  isCurrent: v.isCurrent === true,
  jobDescription: textOrUndefined(v.jobDescription),
})

export interface JobDraft {
  company?: string | null
  jobTitle?: string | null
  startDate?: string | null
  endDate?: string | null
  isCurrent?: boolean
  jobDescription?: string | null
}

/** Adds a job, or edits `workExperienceId`; `onDone(true)` once saved, `onDone(false)` on cancel. */
export function WorkExperienceForm({
  initial = {},
  workExperienceId,
  label,
  submitLabel = 'Save job',
  cancelLabel = 'Cancel',
  onDone,
}: {
  initial?: JobDraft
  workExperienceId?: string
  label: string
  submitLabel?: string
  cancelLabel?: string
  onDone: (saved: boolean) => void
}) {
  const entry = useEntryForm({
    idPrefix: `job-${workExperienceId ?? label}`,
    contract: WorkExperienceContract,
    fields: JOB_FIELDS,
    initialValues: {
      company: initial.company ?? '',
      jobTitle: initial.jobTitle ?? '',
      startDate: asDateInput(initial.startDate),
      endDate: asDateInput(initial.endDate),
      isCurrent: initial.isCurrent ?? false,
      jobDescription: initial.jobDescription ?? '',
    },
    toBody: jobBody,
    save: (body: WorkExperienceBody) => (workExperienceId ? updateWorkExperience(workExperienceId, body) : addWorkExperience(body)),
    // A first job ticks the onboarding checklist's experience step.
    refresh: [workExperienceQuery().queryKey, onboardingQuery().queryKey],
    onDone,
  })
  const { form, id } = entry
  return (
    <FormPanel label={label} onSubmit={entry.submit} formMessage={entry.formMessage} saving={entry.saving} submitLabel={submitLabel} cancelLabel={cancelLabel} onCancel={() => onDone(false)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Company" id={id('company')} error={form.error('company')} required>
          <Input {...form.text('company')} id={id('company')} />
        </Field>
        <Field label="Job title" id={id('jobTitle')} error={form.error('jobTitle')} required>
          <Input {...form.text('jobTitle')} id={id('jobTitle')} />
        </Field>
        <Field label="Start date" id={id('startDate')} error={form.error('startDate')} required>
          <Input {...form.text('startDate')} id={id('startDate')} type="date" />
        </Field>
        <Field label="End date" id={id('endDate')} error={form.error('endDate')} optional>
          <Input {...form.text('endDate')} id={id('endDate')} type="date" disabled={form.values.isCurrent === true} />
        </Field>
        <div className="sm:col-span-2">
          <Checkbox {...form.checkbox('isCurrent')} id={id('isCurrent')} label="I work here now" />
        </div>
        <Field label="Job description" id={id('jobDescription')} error={form.error('jobDescription')} required className="sm:col-span-2">
          <Textarea {...form.text('jobDescription')} id={id('jobDescription')} rows={3} />
        </Field>
      </div>
    </FormPanel>
  )
}

const SCHOOL_FIELDS = ['institution', 'major', 'degreeType', 'graduationDate'] as const
const schoolBody = (v: FormValues) => ({
  institution: textOrUndefined(v.institution),
  major: textOrUndefined(v.major),
  degreeType: textOrUndefined(v.degreeType),
  graduationDate: textOrUndefined(v.graduationDate),
})

export interface SchoolDraft {
  institution?: string | null
  major?: string | null
  degreeType?: string | null
  graduationDate?: string | null
}

export function EducationForm({
  initial = {},
  educationId,
  label,
  submitLabel = 'Save education',
  cancelLabel = 'Cancel',
  onDone,
}: {
  initial?: SchoolDraft
  educationId?: string
  label: string
  submitLabel?: string
  cancelLabel?: string
  onDone: (saved: boolean) => void
}) {
  const entry = useEntryForm({
    idPrefix: `school-${educationId ?? label}`,
    contract: { schema: EducationBody },
    fields: SCHOOL_FIELDS,
    initialValues: {
      institution: initial.institution ?? '',
      major: initial.major ?? '',
      degreeType: initial.degreeType ?? '',
      graduationDate: asDateInput(initial.graduationDate),
    },
    toBody: schoolBody,
    save: (body: EducationBody) => (educationId ? updateEducation(educationId, body) : addEducation(body)),
    refresh: [educationQuery().queryKey],
    onDone,
  })
  const { form, id } = entry
  return (
    <FormPanel label={label} onSubmit={entry.submit} formMessage={entry.formMessage} saving={entry.saving} submitLabel={submitLabel} cancelLabel={cancelLabel} onCancel={() => onDone(false)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Institution" id={id('institution')} error={form.error('institution')} required>
          <Input {...form.text('institution')} id={id('institution')} />
        </Field>
        <Field label="Major" id={id('major')} error={form.error('major')} required>
          <Input {...form.text('major')} id={id('major')} />
        </Field>
        <Field label="Degree type" id={id('degreeType')} error={form.error('degreeType')} required>
          <Select {...form.text('degreeType')} id={id('degreeType')} options={DEGREE_OPTIONS} placeholder="Choose a degree" />
        </Field>
        <Field label="Graduation date" id={id('graduationDate')} error={form.error('graduationDate')} required hint="Expected, if you are still studying.">
          <Input {...form.text('graduationDate')} id={id('graduationDate')} type="date" />
        </Field>
      </div>
    </FormPanel>
  )
}

/**
 * What a job's and a school's form share: element ids unique per entry (several forms can be open
 * on the résumé review), the contract's checks before sending, the server's field messages routed
 * back to their fields, and the lists refreshed once saved.
 */
function useEntryForm<S extends TSchema, Body>({
  idPrefix,
  contract,
  fields,
  initialValues,
  toBody,
  save,
  refresh,
  onDone,
}: {
  idPrefix: string
  contract: Contract<S>
  fields: readonly string[]
  initialValues: FormValues
  toBody: (values: FormValues) => unknown
  save: (body: Body) => Promise<unknown>
  refresh: QueryKey[]
  onDone: (saved: boolean) => void
}) {
  const queryClient = useQueryClient()
  const id = (field: string) => `${idPrefix.replace(/[^A-Za-z0-9]+/g, '-')}-${field}`
  const focus = (field: string) => document.getElementById(id(field))?.focus()
  const form = useContractForm({ contract, initialValues, toBody })
  const { formMessage, setFormMessage, onError } = useSubmitErrors(fields, form.showServerErrors, focus)
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      onDone(true)
    },
    onError,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFormMessage(null)
    const invalid = form.check(fields)
    if (invalid) return focus(invalid)
    mutation.mutate(form.body as Body)
  }
  return { form, id, formMessage, submit, saving: mutation.isPending }
}
