/**
 * Work experience and education (issue 13 §2, §9): each a list the provider adds to, edits and
 * removes from. One form is open at a time per list.
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Education, WorkExperience } from '@shared/contracts/profile'
import { Briefcase, GraduationCap, Pencil, Plus, Trash2 } from 'lucide-react'
import { AreaPage } from '../../../../components/area-page'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { errorMessage } from '../../../../lib/api'
import { deleteEducation, deleteWorkExperience, educationQuery, workExperienceQuery } from '../../api/profile'
import { DEGREE_LABELS, EducationForm, WorkExperienceForm } from './history-forms'
import { BackToProfile } from './profile-sections'

const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })
/** `2021-06-30` as "Jun 2021": a job's and a school's dates are months, not days. */
const monthYear = (date: string) => MONTH_YEAR.format(new Date(`${date}T00:00:00Z`))

export function WorkHistoryPage() {
  return (
    <AreaPage title="Work experience and education" description="Pharmacies read these when you apply. Add the jobs and schools that matter for the shifts you want.">
      <BackToProfile />
      <div className="grid gap-6 lg:grid-cols-2">
        <WorkExperienceCard />
        <EducationCard />
      </div>
    </AreaPage>
  )
}

function WorkExperienceCard() {
  const jobs = useQuery(workExperienceQuery())
  const [open, setOpen] = useState<string | null>(null)
  return (
    <Card className="self-start">
      <CardHeader
        icon={<Briefcase aria-hidden className="size-5" />}
        title="Work experience"
        action={
          open === null && (
            <Button size="sm" variant="secondary" icon={<Plus aria-hidden className="size-4" />} onClick={() => setOpen('new')}>
              Add job
            </Button>
          )
        }
      />
      <CardBody className="flex flex-col gap-4">
        {open === 'new' && <WorkExperienceForm label="New job" onDone={() => setOpen(null)} />}
        {jobs.isLoading ? (
          <SkeletonList rows={2} label="Loading your jobs" />
        ) : jobs.isError ? (
          <LoadError error={jobs.error} title="Your jobs didn't load" onRetry={() => void jobs.refetch()} />
        ) : jobs.data && jobs.data.length > 0 ? (
          <ul className="divide-y divide-slate-100" aria-label="Jobs">
            {jobs.data.map((job) =>
              open === job.workExperienceId ? (
                <li key={job.workExperienceId} className="py-3">
                  <WorkExperienceForm label={`Edit ${job.jobTitle} at ${job.company}`} workExperienceId={job.workExperienceId} initial={job} onDone={() => setOpen(null)} />
                </li>
              ) : (
                <JobRow key={job.workExperienceId} job={job} canEdit={open === null} onEdit={() => setOpen(job.workExperienceId)} />
              ),
            )}
          </ul>
        ) : (
          open !== 'new' && <p className="rounded-xl bg-slate-50 px-4 py-5 text-sm text-slate-600">No jobs yet.</p>
        )}
      </CardBody>
    </Card>
  )
}

function JobRow({ job, canEdit, onEdit }: { job: WorkExperience; canEdit: boolean; onEdit: () => void }) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => deleteWorkExperience(job.workExperienceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workExperienceQuery().queryKey }),
  })
  const name = `${job.jobTitle} at ${job.company}`
  return (
    <li className="py-3" aria-label={name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-900">{job.jobTitle}</p>
          <p className="text-sm text-slate-700">{job.company}</p>
          <p className="text-[0.8rem] text-slate-500">
            {monthYear(job.startDate)} – {job.isCurrent ? 'now' : job.endDate ? monthYear(job.endDate) : ''}
          </p>
          <p className="mt-1 text-[0.8rem] whitespace-pre-line text-slate-600">{job.jobDescription}</p>
        </div>
        {canEdit && (
          <div className="flex gap-1">
            <Button size="sm" variant="ghost" icon={<Pencil aria-hidden className="size-3.5" />} aria-label={`Edit ${name}`} onClick={onEdit}>
              Edit
            </Button>
            <Button size="sm" variant="ghost" icon={<Trash2 aria-hidden className="size-3.5" />} aria-label={`Remove ${name}`} loading={remove.isPending} onClick={() => remove.mutate()}>
              Remove
            </Button>
          </div>
        )}
      </div>
      {remove.isError && <Alert tone="error" className="mt-2">{errorMessage(remove.error)}</Alert>}
    </li>
  )
}

function EducationCard() {
  const schools = useQuery(educationQuery())
  const [open, setOpen] = useState<string | null>(null)
  return (
    <Card className="self-start">
      <CardHeader
        icon={<GraduationCap aria-hidden className="size-5" />}
        title="Education"
        action={
          open === null && (
            <Button size="sm" variant="secondary" icon={<Plus aria-hidden className="size-4" />} onClick={() => setOpen('new')}>
              Add education
            </Button>
          )
        }
      />
      <CardBody className="flex flex-col gap-4">
        {open === 'new' && <EducationForm label="New education" onDone={() => setOpen(null)} />}
        {schools.isLoading ? (
          <SkeletonList rows={2} label="Loading your education" />
        ) : schools.isError ? (
          <LoadError error={schools.error} title="Your education didn't load" onRetry={() => void schools.refetch()} />
        ) : schools.data && schools.data.length > 0 ? (
          <ul className="divide-y divide-slate-100" aria-label="Education">
            {schools.data.map((school) =>
              open === school.educationId ? (
                <li key={school.educationId} className="py-3">
                  <EducationForm label={`Edit ${school.institution}`} educationId={school.educationId} initial={school} onDone={() => setOpen(null)} />
                </li>
              ) : (
                <SchoolRow key={school.educationId} school={school} canEdit={open === null} onEdit={() => setOpen(school.educationId)} />
              ),
            )}
          </ul>
        ) : (
          open !== 'new' && <p className="rounded-xl bg-slate-50 px-4 py-5 text-sm text-slate-600">No education yet.</p>
        )}
      </CardBody>
    </Card>
  )
}

function SchoolRow({ school, canEdit, onEdit }: { school: Education; canEdit: boolean; onEdit: () => void }) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => deleteEducation(school.educationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: educationQuery().queryKey }),
  })
  return (
    <li className="py-3" aria-label={school.institution}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-900">{school.institution}</p>
          <p className="text-sm text-slate-700">
            {DEGREE_LABELS[school.degreeType]}, {school.major}
          </p>
          <p className="text-[0.8rem] text-slate-500">Graduation {monthYear(school.graduationDate)}</p>
        </div>
        {canEdit && (
          <div className="flex gap-1">
            <Button size="sm" variant="ghost" icon={<Pencil aria-hidden className="size-3.5" />} aria-label={`Edit ${school.institution}`} onClick={onEdit}>
              Edit
            </Button>
            <Button size="sm" variant="ghost" icon={<Trash2 aria-hidden className="size-3.5" />} aria-label={`Remove ${school.institution}`} loading={remove.isPending} onClick={() => remove.mutate()}>
              Remove
            </Button>
          </div>
        )}
      </div>
      {remove.isError && <Alert tone="error" className="mt-2">{errorMessage(remove.error)}</Alert>}
    </li>
  )
}
