/**
 * Posting a job (careers): the fields a pharmacist decides on first, a description written from
 * them in one click (the built-in writer, or the configured language model), and a live preview
 * of the listing as providers will read it. Saving makes a draft; listing it is the next step.
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Sparkles } from 'lucide-react'
import type { CreateJobBody } from '@shared/contracts/careers-jobs'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../components/ui/card'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { PageHeader } from '../../../components/ui/page'
import { Select } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { ApiError, errorMessage } from '../../../lib/api'
import { usePageTitle } from '../../../lib/use-page-title'
import { facilitiesQuery } from '../../facility/api/organization'
import { createJob, generateDescription, JOBS_KEY } from '../api/jobs'

interface Draft {
  title: string
  facilityId: string
  employmentType: 'PHARMACIST' | 'TECHNICIAN'
  type: 'FULL_TIME' | 'PART_TIME' | 'CONTRACT'
  locationType: 'ON_SITE' | 'REMOTE' | 'HYBRID'
  salaryType: 'HOURLY' | 'ANNUAL' | 'CONTRACT_BASED'
  salaryAmount: string
  yearsOfExperience: string
  description: string
}

const EMPTY: Draft = { title: '', facilityId: '', employmentType: 'PHARMACIST', type: 'FULL_TIME', locationType: 'ON_SITE', salaryType: 'ANNUAL', salaryAmount: '', yearsOfExperience: '', description: '' }

function toBody(d: Draft): CreateJobBody {
  const pay = d.salaryAmount.trim() === '' ? undefined : Number(d.salaryAmount)
  const years = d.yearsOfExperience.trim() === '' ? undefined : Number(d.yearsOfExperience)
  return {
    title: d.title.trim(),
    ...(d.facilityId ? { facilityId: d.facilityId } : {}),
    employmentType: d.employmentType,
    type: d.type,
    locationType: d.locationType,
    salaryType: d.salaryType,
    ...(pay === undefined ? {} : { salaryAmountType: 'FIXED' as const, salaryAmount: pay }),
    ...(years === undefined ? {} : { areYearsOfExperienceRequired: true, yearsOfExperience: years }),
    ...(d.description.trim() ? { description: d.description.trim() } : {}),
  }
}

export function JobEditor() {
  usePageTitle('Post a job')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const facilities = useQuery(facilitiesQuery())
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const set = <K extends keyof Draft>(key: K) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value as Draft[K] }))
  const write = useMutation({ mutationFn: () => generateDescription(toBody(draft)), onSuccess: (r) => setDraft((d) => ({ ...d, description: r.description })) })
  const save = useMutation({
    mutationFn: () => createJob(toBody(draft)),
    onSuccess: (job) => {
      void queryClient.invalidateQueries({ queryKey: JOBS_KEY })
      void navigate({ to: '/facility/jobs/$jobId', params: { jobId: job.jobId } })
    },
  })
  const fieldErrors = save.error instanceof ApiError ? save.error.errors : []
  const fieldError = (field: string) => fieldErrors.find((e) => e.field === field)?.message
  const pay = draft.salaryAmount ? `$${Number(draft.salaryAmount).toLocaleString('en-US')}${draft.salaryType === 'HOURLY' ? '/h' : draft.salaryType === 'ANNUAL' ? ' a year' : ''}` : 'Pay not set'
  const facilityName = facilities.data?.find((f) => f.id === draft.facilityId)?.name
  return (
    <>
      <PageHeader title="Post a job" description="Save a draft, then list it. Applicants see your listing exactly as previewed." />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardBody className="flex flex-col gap-4">
            <Field label="Job title" required error={fieldError('title')}>
              <Input value={draft.title} maxLength={100} onChange={set('title')} placeholder="Staff Pharmacist" />
            </Field>
            <Field label="Facility" optional hint="Its address is the job's. Leave empty for an organization-wide role.">
              <Select options={[{ value: '', label: 'Organization-wide' }, ...(facilities.data ?? []).map((f) => ({ value: f.id, label: f.name }))]} value={draft.facilityId} onChange={set('facilityId')} />
            </Field>
            <div className="grid grid-cols-2 gap-3">
              <Field label="For">
                <Select options={[{ value: 'PHARMACIST', label: 'Pharmacist' }, { value: 'TECHNICIAN', label: 'Pharmacy technician' }]} value={draft.employmentType} onChange={set('employmentType')} />
              </Field>
              <Field label="Job type">
                <Select options={[{ value: 'FULL_TIME', label: 'Full time' }, { value: 'PART_TIME', label: 'Part time' }, { value: 'CONTRACT', label: 'Contract' }]} value={draft.type} onChange={set('type')} />
              </Field>
              <Field label="Where">
                <Select options={[{ value: 'ON_SITE', label: 'On site' }, { value: 'HYBRID', label: 'Hybrid' }, { value: 'REMOTE', label: 'Remote' }]} value={draft.locationType} onChange={set('locationType')} />
              </Field>
              <Field label="Years of experience" optional error={fieldError('yearsOfExperience')}>
                <Input type="number" min="0" max="50" value={draft.yearsOfExperience} onChange={set('yearsOfExperience')} />
              </Field>
              <Field label="Pay">
                <Select options={[{ value: 'ANNUAL', label: 'A year' }, { value: 'HOURLY', label: 'An hour' }, { value: 'CONTRACT_BASED', label: 'For the contract' }]} value={draft.salaryType} onChange={set('salaryType')} />
              </Field>
              <Field label="Amount in dollars" optional error={fieldError('salaryAmount')}>
                <Input type="number" inputMode="decimal" min="0" step="0.01" value={draft.salaryAmount} onChange={set('salaryAmount')} />
              </Field>
            </div>
            <Field label="Description" optional error={fieldError('description')}>
              <Textarea rows={10} maxLength={10_000} value={draft.description} onChange={set('description')} />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" icon={<Sparkles aria-hidden className="size-4" />} loading={write.isPending} disabled={draft.title.trim().length < 6} onClick={() => write.mutate()}>
                Write the description for me
              </Button>
              <Button loading={save.isPending} onClick={() => save.mutate()}>
                Save the draft
              </Button>
            </div>
            {write.isError && <Alert tone="error">{errorMessage(write.error)}</Alert>}
            {save.isError && fieldErrors.length === 0 && <Alert tone="error">{errorMessage(save.error)}</Alert>}
          </CardBody>
        </Card>
        <Card className="h-fit lg:sticky lg:top-4" aria-label="Preview">
          <CardHeader title="Preview" description="How providers will read it" />
          <CardBody>
            <h2 className="text-xl font-bold text-slate-900">{draft.title || 'Your job title'}</h2>
            <p className="text-sm text-slate-600">
              {facilityName ?? 'Your organization'} · {{ ON_SITE: 'On site', HYBRID: 'Hybrid', REMOTE: 'Remote' }[draft.locationType]} · {{ FULL_TIME: 'Full time', PART_TIME: 'Part time', CONTRACT: 'Contract' }[draft.type]}
            </p>
            <p className="mt-1 font-semibold text-slate-900">{pay}</p>
            <div className="mt-4 whitespace-pre-line text-sm leading-relaxed text-slate-800">{draft.description || 'The description appears here. Write it, or let us write it from the fields.'}</div>
          </CardBody>
        </Card>
      </div>
    </>
  )
}
