/**
 * The provider's side of the careers job board: search, a job, withdraw, save (apply is the
 * outbox's `job.apply`). Search pages and a job's detail are cached reads (`offline/`), so
 * results already seen open offline.
 */
import type { JobSearchResponse, MyJobApplicationsPage, ProviderJobDetail } from '@shared/contracts/careers-search'
import { api } from '../../../lib/api'
import { cachedQueryOptions, withQuery } from '../../../offline/cached-query-options'

export interface JobSearchFilters {
  search: string
  title: string
  jobType: string
  locationType: string
  postedDate: string
  sortBy: string
  queryOption: string
}

export const EMPTY_FILTERS: JobSearchFilters = { search: '', title: '', jobType: '', locationType: '', postedDate: '', sortBy: 'mostRecent', queryOption: 'all' }

/** The saved jobs as the search's Saved tab asks for them (the same key, so one copy on the device). */
export const SAVED_FILTERS: JobSearchFilters = { ...EMPTY_FILTERS, queryOption: 'saved' }

export const jobSearchQuery = (f: JobSearchFilters, cursor: string | null) => {
  const query = { ...f, search: f.search.trim(), limit: 20, cursor: cursor ?? undefined }
  return cachedQueryOptions<JobSearchResponse>(['provider', 'jobs', JSON.stringify(query)], withQuery('/careers/provider/jobs', query))
}

export const providerJobQuery = (jobId: string) => cachedQueryOptions<ProviderJobDetail>(['provider', 'jobs', 'detail', jobId], `/careers/provider/jobs/${jobId}`)

export const myJobApplicationsQuery = (page: number) => cachedQueryOptions<MyJobApplicationsPage>(['provider', 'jobs', 'applications', page], withQuery('/careers/provider/applications', { page }))

export const withdrawFromJob = (jobId: string) => api.post<unknown>(`/careers/provider/jobs/${jobId}/withdraw`)
export const saveJob = ({ jobId, saved }: { jobId: string; saved: boolean }) => (saved ? api.put<unknown>(`/careers/provider/jobs/${jobId}/save`) : api.delete<unknown>(`/careers/provider/jobs/${jobId}/save`))
