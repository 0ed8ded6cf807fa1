/**
 * The organization's jobs (careers): the figures first (listed, drafts, applicants waiting), then
 * every job with its status and applicants, All or Published, and "Post a job".
 */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { BriefcaseBusiness, Plus } from 'lucide-react'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { buttonClasses } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { LoadError } from '../../../components/ui/load-error'
import { EmptyState, PageHeader } from '../../../components/ui/page'
import { Pager } from '../../../components/ui/pager'
import { Segmented } from '../../../components/ui/segmented'
import { usePageTitle } from '../../../lib/use-page-title'
import { jobStatsQuery, jobsQuery } from '../api/jobs'

export const JOB_STATUS_BADGE: Record<string, { label: string; tone: BadgeTone }> = {
  DRAFT: { label: 'Draft', tone: 'neutral' },
  PUBLISHED: { label: 'Listed', tone: 'success' },
  PAST_DUE: { label: 'Listing ended', tone: 'warning' },
  HIRED: { label: 'Hired', tone: 'brand' },
  ARCHIVED: { label: 'Archived', tone: 'neutral' },
}

export function JobList() {
  usePageTitle('Jobs')
  const [filter, setFilter] = useState<'All' | 'Published'>('All')
  const [page, setPage] = useState(1)
  const stats = useQuery(jobStatsQuery())
  const jobs = useQuery(jobsQuery(filter, page))
  return (
    <>
      <PageHeader
        title="Jobs"
        description="Permanent and contract roles. Post one, and pharmacists and technicians apply with their profile."
        actions={
          <>
            <Link to="/facility/careers-plan" className={buttonClasses({ variant: 'outline' })}>
              Careers plan
            </Link>
            <Link to="/facility/jobs/new" className={buttonClasses({})}>
              <Plus aria-hidden className="size-4" /> Post a job
            </Link>
          </>
        }
      />
      {stats.data && (
        <ul className="mb-5 grid grid-cols-3 gap-3">
          {[
            ['Listed', stats.data.jobs.PUBLISHED],
            ['Drafts', stats.data.jobs.DRAFT],
            ['Applicants to review', stats.data.applicants.needsReview],
          ].map(([label, value]) => (
            <li key={label}>
              <Card className="p-4">
                <p className="text-sm text-slate-600">{label}</p>
                <p className="text-2xl font-bold text-slate-900">{value}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Segmented label="Which jobs" value={filter} onChange={(f) => (setFilter(f), setPage(1))} options={[{ value: 'All', label: 'All' }, { value: 'Published', label: 'Listed' }]} className="mb-4" />
      {jobs.isLoading ? (
        <p role="status" className="text-sm text-slate-600">
          Loading jobs…
        </p>
      ) : jobs.isError ? (
        <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : jobs.data && jobs.data.data.length > 0 ? (
        <>
          <ul className="flex flex-col gap-3">
            {jobs.data.data.map((job) => (
              <li key={job.jobId}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <Link to="/facility/jobs/$jobId" params={{ jobId: job.jobId }} className="font-semibold text-brand-800 hover:underline">
                      {job.title}
                    </Link>
                    <p className="text-sm text-slate-600">{[job.city, job.state].filter(Boolean).join(', ') || 'No location yet'}</p>
                  </div>
                  <div className="flex items-center gap-3 text-sm">
                    <span className="text-slate-600">{job.numberOfApplicants} applicants</span>
                    <Badge tone={JOB_STATUS_BADGE[job.status]?.tone ?? 'neutral'}>{JOB_STATUS_BADGE[job.status]?.label ?? job.status}</Badge>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <Pager page={jobs.data.pagination.page} totalPages={jobs.data.pagination.totalPages} onChange={setPage} />
        </>
      ) : (
        <EmptyState icon={<BriefcaseBusiness aria-hidden className="size-7" />} title="No jobs yet" description="Post your first job: a draft costs nothing until you list it." />
      )}
    </>
  )
}
