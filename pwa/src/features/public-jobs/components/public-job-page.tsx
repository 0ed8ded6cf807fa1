/**
 * A listed job's public page (`/jobs/$jobId`): readable without an account, with the job's
 * schema.org `JobPosting` for search engines, and a "Sign up to apply" link that comes back here
 * (`?redirect=/jobs/…`). A draft, archived or unknown job shows "not found"; a filled or expired
 * one stays readable without the apply links.
 */
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { PublicJob } from '@shared/contracts/careers-jobs'
import { EDUCATION_LEVEL_LABELS } from '@shared/enums'
import { PublicLayout } from '../../../components/public-layout'
import { Alert } from '../../../components/ui/alert'
import { Badge } from '../../../components/ui/badge'
import { buttonClasses } from '../../../components/ui/button'
import { Card, CardBody } from '../../../components/ui/card'
import { LoadError } from '../../../components/ui/load-error'
import { SkeletonList } from '../../../components/ui/skeleton'
import { ApiError } from '../../../lib/api'
import { areaFor, userSession } from '../../../lib/session'
import { usePageTitle } from '../../../lib/use-page-title'
import { publicJobQuery } from '../api/public-job'
import { jobPostingJsonLd, jsonLdText } from '../job-posting'

const TYPE_LABELS = { FULL_TIME: 'Full-time', PART_TIME: 'Part-time', CONTRACT: 'Contract' } as const
const LOCATION_LABELS = { REMOTE: 'Remote', ON_SITE: 'On site', HYBRID: 'Hybrid' } as const
const ROLE_LABELS = { PHARMACIST: 'Pharmacist', TECHNICIAN: 'Pharmacy technician' } as const

function money(dollars: number): string {
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2, maximumFractionDigits: 2 })}`
}

export function payLine(job: PublicJob): string | null {
  const per = job.salaryType === 'HOURLY' ? ' an hour' : job.salaryType === 'ANNUAL' ? ' a year' : job.salaryType === 'CONTRACT_BASED' ? ' for the contract' : ''
  if (job.salaryAmountType === 'RANGE' && job.salaryRangeMin != null && job.salaryRangeMax != null) return `${money(job.salaryRangeMin)} – ${money(job.salaryRangeMax)}${per}`
  return job.salaryAmount != null ? `${money(job.salaryAmount)}${per}` : null
}

export function PublicJobPage({ jobId }: { jobId: string }) {
  const job = useQuery(publicJobQuery(jobId))
  usePageTitle(job.data?.title ?? 'Pharmacy job')
  const notFound = job.error instanceof ApiError && job.error.status === 404
  return (
    <PublicLayout>
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        {job.isPending ? (
          <SkeletonList rows={4} label="Loading the job…" />
        ) : notFound ? (
          <Alert tone="error" title="This job isn't available">
            It may have been filled or taken down. <Link to="/sign-up/provider" className="font-semibold underline">Create an account</Link> to see open pharmacy jobs and shifts.
          </Alert>
        ) : job.error ? (
          <LoadError error={job.error} title="This job didn't load" onRetry={() => void job.refetch()} />
        ) : (
          <JobDetails job={job.data} />
        )}
      </main>
    </PublicLayout>
  )
}

function JobDetails({ job }: { job: PublicJob }) {
  const signedIn = userSession.get()
  const here = `/jobs/${encodeURIComponent(job.jobId)}`
  const back = encodeURIComponent(here)
  const pay = payLine(job)
  const where = [job.city, job.state].filter(Boolean).join(', ')
  const facts: [string, string | null][] = [
    ['Pay', pay],
    ['Role', job.employmentType ? ROLE_LABELS[job.employmentType] : null],
    ['Schedule', job.type ? TYPE_LABELS[job.type] : null],
    ['Location', [job.locationType ? LOCATION_LABELS[job.locationType] : null, where || null].filter(Boolean).join(' · ') || null],
    ['Experience', job.areYearsOfExperienceRequired && job.yearsOfExperience != null ? `${job.yearsOfExperience}+ years` : null],
    ['Education', job.educationLevel ? EDUCATION_LEVEL_LABELS[job.educationLevel] : null],
    ['License', job.jobRequiresLicenseInState && job.state ? `Active license in ${job.state}` : null],
  ]
  const lists: [string, string[]][] = [
    ['Required experience', job.requiredSpecialties],
    ['Nice to have', job.preferredSpecialties],
    ['Software', job.softwares],
    ['Skills', job.skills],
    ['Languages', job.languages],
    ['Benefits', [...job.benefits, ...(job.relocationPackage ? ['Relocation package'] : [])]],
  ]
  return (
    <article className="space-y-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jobPostingJsonLd(job, `${window.location.origin}${here}`)) }} />
      <header className="space-y-2">
        <p className="text-sm font-medium text-brand-700">{job.facilityName ?? job.organizationName}</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{job.title}</h1>
        <div className="flex flex-wrap gap-2">
          {job.type && <Badge tone="brand">{TYPE_LABELS[job.type]}</Badge>}
          {job.locationType && <Badge>{LOCATION_LABELS[job.locationType]}</Badge>}
          {where && <Badge>{where}</Badge>}
          {job.isFeatured && <Badge tone="accent">Featured</Badge>}
          {!job.isAcceptingApplications && <Badge tone="warning">{job.status === 'HIRED' ? 'Position filled' : 'No longer taking applications'}</Badge>}
        </div>
        {job.postedAt && <p className="text-sm text-slate-500">Posted {new Date(job.postedAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}</p>}
      </header>

      {job.isAcceptingApplications && signedIn && (
        <Card>
          <CardBody className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-700">You're signed in. Your account has your profile and résumé ready for this job.</p>
            <Link to={areaFor(signedIn.userType)} className={buttonClasses({ size: 'sm' })}>
              Open my account
            </Link>
          </CardBody>
        </Card>
      )}

      {job.isAcceptingApplications && !signedIn && (
        <Card>
          <CardBody className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-700">Create a free account to apply. You'll come right back to this job.</p>
            <div className="flex gap-2">
              <a href={`/sign-up/provider?redirect=${back}`} className={buttonClasses({ size: 'sm' })}>
                Sign up to apply
              </a>
              <a href={`/sign-in?redirect=${back}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                Sign in
              </a>
            </div>
          </CardBody>
        </Card>
      )}

      <Card>
        <CardBody>
          <dl className="grid gap-4 sm:grid-cols-2">
            {facts
              .filter((f): f is [string, string] => Boolean(f[1]))
              .map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
                  <dd className="mt-0.5 text-sm text-slate-900">{value}</dd>
                </div>
              ))}
          </dl>
        </CardBody>
      </Card>

      <section aria-labelledby="about-the-job" className="space-y-2">
        <h2 id="about-the-job" className="text-lg font-semibold text-slate-900">
          About the job
        </h2>
        <div className="text-sm leading-6 whitespace-pre-line text-slate-700">{job.description}</div>
        {job.hybridWorkArrangementDetails && <p className="text-sm text-slate-700">Hybrid arrangement: {job.hybridWorkArrangementDetails}</p>}
      </section>

      {lists
        .filter(([, items]) => items.length)
        .map(([label, items]) => (
          <section key={label} className="space-y-2">
            <h2 className="text-sm font-semibold text-slate-900">{label}</h2>
            <ul className="flex flex-wrap gap-2">
              {items.map((item) => (
                <li key={item}>
                  <Badge>{item}</Badge>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </article>
  )
}
