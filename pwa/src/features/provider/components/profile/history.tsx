/**
 * Work experience and education (issue 13 §2, §9): each a list the provider adds to, edits and
 * removes from. One form is open at a time per list.
 */
import { useState, type ReactNode } from 'react'
import { useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
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

const MONTH_YEAR = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
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
  return (
    <HistoryCard
      query={workExperienceQuery()}
      icon={<Briefcase aria-hidden className="size-5" />}
      title="Work experience"
      noun={{
        add: 'Add job',
        loading: 'Loading your jobs',
        failed: "Your jobs didn't load",
        list: 'Jobs',
        empty: 'No jobs yet.',
      }}
      keyOf={(job) => job.workExperienceId}
      nameOf={(job) => `${job.jobTitle} at ${job.company}`}
      remove={(job) => deleteWorkExperience(job.workExperienceId)}
      form={(job, onDone) =>
        job ? (
          <WorkExperienceForm label={`Edit ${job.jobTitle} at ${job.company}`} workExperienceId={job.workExperienceId} initial={job} onDone={onDone} />
        ) : (
          <WorkExperienceForm label="New job" onDone={onDone} />
        )
      }
      summary={(job) => (
        <>
          <p className="text-sm font-semibold text-slate-900">{job.jobTitle}</p>
          <p className="text-sm text-slate-700">{job.company}</p>
          <p className="text-[0.8rem] text-slate-500">
            {monthYear(job.startDate)} – {job.isCurrent ? 'now' : job.endDate ? monthYear(job.endDate) : ''}
          </p>
          <p className="mt-1 text-[0.8rem] whitespace-pre-line text-slate-600">{job.jobDescription}</p>
        </>
      )}
    />
  )
}

function EducationCard() {
  return (
    <HistoryCard
      query={educationQuery()}
      icon={<GraduationCap aria-hidden className="size-5" />}
      title="Education"
      noun={{
        add: 'Add education',
        loading: 'Loading your education',
        failed: "Your education didn't load",
        list: 'Education',
        empty: 'No education yet.',
      }}
      keyOf={(school) => school.educationId}
      nameOf={(school) => school.institution}
      remove={(school) => deleteEducation(school.educationId)}
      form={(school, onDone) =>
        school ? <EducationForm label={`Edit ${school.institution}`} educationId={school.educationId} initial={school} onDone={onDone} /> : <EducationForm label="New education" onDone={onDone} />
      }
      summary={(school) => (
        <>
          <p className="text-sm font-semibold text-slate-900">{school.institution}</p>
          <p className="text-sm text-slate-700">
            {DEGREE_LABELS[school.degreeType]}, {school.major}
          </p>
          <p className="text-[0.8rem] text-slate-500">Graduation {monthYear(school.graduationDate)}</p>
        </>
      )}
    />
  )
}

/**
 * One history list: its entries with Edit and Remove, an "Add" button, and at most one form open
 * (a new entry's at the top, or in place of the entry being edited).
 */
function HistoryCard<Entry>({
  query,
  icon,
  title,
  noun,
  keyOf,
  nameOf,
  remove,
  form,
  summary,
}: {
  query: UseQueryOptions<Entry[], Error, Entry[], string[]>
  icon: ReactNode
  title: string
  noun: {
    add: string
    loading: string
    failed: string
    list: string
    empty: string
  }
  keyOf: (entry: Entry) => string
  nameOf: (entry: Entry) => string
  remove: (entry: Entry) => Promise<unknown>
  form: (entry: Entry | undefined, onDone: () => void) => ReactNode
  summary: (entry: Entry) => ReactNode
}) {
  const entries = useQuery(query)
  const [open, setOpen] = useState<string | null>(null)
  const close = () => setOpen(null)
  return (
    <Card className="self-start">
      <CardHeader
        icon={icon}
        title={title}
        action={
          open === null && (
            <Button size="sm" variant="secondary" icon={<Plus aria-hidden className="size-4" />} onClick={() => setOpen('new')}>
              {noun.add}
            </Button>
          )
        }
      />
      <CardBody className="flex flex-col gap-4">
        {open === 'new' && form(undefined, close)}
        {entries.isLoading ? (
          <SkeletonList rows={2} label={noun.loading} />
        ) : entries.isError ? (
          <LoadError error={entries.error} title={noun.failed} onRetry={() => void entries.refetch()} />
        ) : entries.data && entries.data.length > 0 ? (
          <ul className="divide-y divide-slate-100" aria-label={noun.list}>
            {entries.data.map((entry) =>
              open === keyOf(entry) ? (
                <li key={keyOf(entry)} className="py-3">
                  {form(entry, close)}
                </li>
              ) : (
                <HistoryRow key={keyOf(entry)} name={nameOf(entry)} canEdit={open === null} onEdit={() => setOpen(keyOf(entry))} remove={() => remove(entry)} refresh={query.queryKey}>
                  {summary(entry)}
                </HistoryRow>
              ),
            )}
          </ul>
        ) : (
          open !== 'new' && <p className="rounded-xl bg-slate-50 px-4 py-5 text-sm text-slate-600">{noun.empty}</p>
        )}
      </CardBody>
    </Card>
  )
}

function HistoryRow({
  name,
  canEdit,
  onEdit,
  remove,
  refresh,
  children,
}: {
  name: string
  canEdit: boolean
  onEdit: () => void
  remove: () => Promise<unknown>
  refresh: QueryKey
  children: ReactNode
}) {
  const queryClient = useQueryClient()
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refresh }),
  })
  return (
    <li className="py-3" aria-label={name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">{children}</div>
        {canEdit && (
          <div className="flex gap-1">
            <Button size="sm" variant="ghost" icon={<Pencil aria-hidden className="size-3.5" />} aria-label={`Edit ${name}`} onClick={onEdit}>
              Edit
            </Button>
            <Button size="sm" variant="ghost" icon={<Trash2 aria-hidden className="size-3.5" />} aria-label={`Remove ${name}`} loading={removal.isPending} onClick={() => removal.mutate()}>
              Remove
            </Button>
          </div>
        )}
      </div>
      {removal.isError && (
        <Alert tone="error" className="mt-2">
          {errorMessage(removal.error)}
        </Alert>
      )}
    </li>
  )
}
