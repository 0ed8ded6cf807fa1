/**
 * The provider's job search (careers): words over titles and descriptions, the filters a
 * pharmacist narrows by first (title, job type, on site or remote, how recent), the three sorts,
 * and all / applied / saved. Results already seen open offline; the saved jobs (the list and
 * each job) are fetched onto the device whenever this page opens online, so they read offline
 * even if never opened before (`useKeepSavedJobsOffline`).
 */
import { useEffect, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Bookmark, BookmarkCheck, BriefcaseBusiness, MapPin, Search } from 'lucide-react'
import type { JobCard } from '@shared/contracts/careers-search'
import { Alert } from '../../../components/ui/alert'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Input } from '../../../components/ui/input'
import { LoadError } from '../../../components/ui/load-error'
import { EmptyState, PageHeader } from '../../../components/ui/page'
import { Segmented } from '../../../components/ui/segmented'
import { Select } from '../../../components/ui/select'
import { errorMessage } from '../../../lib/api'
import { usePageTitle } from '../../../lib/use-page-title'
import { CACHED_QUERIES } from '../../../offline/cached-query-options'
import { useCachedQuery } from '../../../offline'
import { EMPTY_FILTERS, jobSearchQuery, providerJobQuery, saveJob, SAVED_FILTERS, type JobSearchFilters } from '../api/jobs'
import { JOB_TYPE_LABELS, LOCATION_LABELS, payLine, placeLine, postedAgo, TITLE_LABELS } from './format'

const options = (labels: Record<string, string>, all: string) => [{ value: '', label: all }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))]

/** Copies the first page of saved jobs and each of those jobs to the device, when online. */
function useKeepSavedJobsOffline(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return
    let stopped = false
    void queryClient
      .fetchQuery(jobSearchQuery(SAVED_FILTERS, null))
      .then((saved) => {
        if (stopped || saved.isFromCache) return
        for (const job of saved.data.data) void queryClient.prefetchQuery({ ...providerJobQuery(job.jobId), staleTime: 60_000 })
      })
      .catch(() => undefined)
    return () => {
      stopped = true
    }
  }, [queryClient])
}

export function JobSearch() {
  usePageTitle('Jobs')
  useKeepSavedJobsOffline()
  const [filters, setFilters] = useState<JobSearchFilters>(EMPTY_FILTERS)
  const [cursors, setCursors] = useState<(string | null)[]>([null])
  const set = (patch: Partial<JobSearchFilters>) => {
    setFilters((f) => ({ ...f, ...patch }))
    setCursors([null])
  }
  return (
    <>
      <PageHeader title="Jobs" description="Permanent and contract jobs at pharmacies. Apply with your profile and résumé; the pharmacy can message you here." />
      <form
        role="search"
        className="mb-3 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          set({ search: String(new FormData(e.currentTarget).get('q') ?? '') })
        }}
      >
        <Input name="q" type="search" aria-label="Search jobs" placeholder="Clinical pharmacist, immunizations, Epic…" defaultValue={filters.search} maxLength={200} />
        <Button type="submit" icon={<Search aria-hidden className="size-4" />}>
          Search
        </Button>
      </form>
      <div className="mb-3 grid grid-cols-2 gap-2 lg:grid-cols-5">
        <Select aria-label="Title" options={options(TITLE_LABELS, 'Any title')} value={filters.title} onChange={(e) => set({ title: e.target.value })} />
        <Select aria-label="Job type" options={options(JOB_TYPE_LABELS, 'Any job type')} value={filters.jobType} onChange={(e) => set({ jobType: e.target.value })} />
        <Select aria-label="Where" options={options(LOCATION_LABELS, 'On site or remote')} value={filters.locationType} onChange={(e) => set({ locationType: e.target.value })} />
        <Select
          aria-label="Posted"
          options={[{ value: '', label: 'Any time' }, { value: 'today', label: 'Today' }, { value: 'last_week', label: 'Last week' }, { value: 'last_2_weeks', label: 'Last 2 weeks' }, { value: 'last_month', label: 'Last month' }]}
          value={filters.postedDate}
          onChange={(e) => set({ postedDate: e.target.value })}
        />
        <Select aria-label="Sort" options={[{ value: 'mostRecent', label: 'Most recent' }, { value: 'highestPay', label: 'Highest pay' }, { value: 'closest', label: 'Closest' }]} value={filters.sortBy} onChange={(e) => set({ sortBy: e.target.value })} />
      </div>
      <Segmented label="Which jobs" value={filters.queryOption} onChange={(queryOption) => set({ queryOption })} options={[{ value: 'all', label: 'All' }, { value: 'applied', label: 'Applied' }, { value: 'saved', label: 'Saved' }]} className="mb-4" />
      <div className="flex flex-col gap-3">
        {cursors.map((cursor, i) => (
          <ResultPage key={cursor ?? 'first'} filters={filters} cursor={cursor} isLast={i === cursors.length - 1} onMore={(next) => setCursors((c) => [...c, next])} />
        ))}
      </div>
    </>
  )
}

function ResultPage({ filters, cursor, isLast, onMore }: { filters: JobSearchFilters; cursor: string | null; isLast: boolean; onMore: (cursor: string) => void }) {
  const page = useCachedQuery(jobSearchQuery(filters, cursor))
  if (page.isLoading)
    return (
      <p role="status" className="text-sm text-slate-600">
        Finding jobs…
      </p>
    )
  if (page.error && !page.data) return <LoadError error={page.error} onRetry={page.refetch} />
  const data = page.data
  if (!data) return null
  if (cursor === null && data.data.length === 0)
    return (
      <EmptyState
        icon={<BriefcaseBusiness aria-hidden className="size-7" />}
        title={filters.queryOption === 'saved' ? 'No saved jobs' : filters.queryOption === 'applied' ? 'No applications yet' : 'No jobs match'}
        description={filters.queryOption === 'all' ? 'Try fewer words or clear a filter.' : 'Jobs you save or apply to are listed here.'}
      />
    )
  return (
    <>
      {page.isFromCache && cursor === null && (
        <Alert tone="info">You're offline: these are the results from your last search.</Alert>
      )}
      <ul className="flex flex-col gap-3">
        {data.data.map((job) => (
          <li key={job.jobId}>
            <JobResult job={job} />
          </li>
        ))}
      </ul>
      {isLast && data.hasNextPage && data.nextCursor && (
        <Button variant="outline" onClick={() => onMore(data.nextCursor!)}>
          More jobs
        </Button>
      )}
    </>
  )
}

function JobResult({ job }: { job: JobCard }) {
  const queryClient = useQueryClient()
  const save = useMutation({ mutationFn: saveJob, onSettled: () => queryClient.invalidateQueries({ queryKey: [...CACHED_QUERIES, 'provider', 'jobs'] }) })
  const saved = save.isPending ? save.variables.saved : job.isSaved
  return (
    <Card className="p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to="/provider/jobs/$jobId" params={{ jobId: job.jobId }} className="text-base font-semibold text-brand-800 hover:underline">
            {job.title}
          </Link>
          <p className="text-sm text-slate-700">{job.companyName}</p>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden className="size-3.5" /> {placeLine(job)}
            {job.distanceInMeters !== null && ` · ${Math.round(job.distanceInMeters / 1609.344)} mi`}
          </p>
        </div>
        <Button size="sm" variant="ghost" aria-pressed={saved} aria-label={saved ? `Unsave ${job.title}` : `Save ${job.title}`} icon={saved ? <BookmarkCheck aria-hidden className="size-4" /> : <Bookmark aria-hidden className="size-4" />} onClick={() => save.mutate({ jobId: job.jobId, saved: !saved })}>
          {saved ? 'Saved' : 'Save'}
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900">{payLine(job)}</span>
        {job.type && <Badge>{JOB_TYPE_LABELS[job.type]}</Badge>}
        {job.employmentType && <Badge tone="brand">{TITLE_LABELS[job.employmentType]}</Badge>}
        {job.isFeatured && <Badge tone="accent">Featured</Badge>}
        {job.hasApplied && <Badge tone="success">Applied</Badge>}
        <span className="text-xs text-slate-500">{postedAgo(job.postedAt)}</span>
      </div>
      {save.isError && <p className="mt-2 text-sm text-red-700">{errorMessage(save.error)}</p>}
    </Card>
  )
}
