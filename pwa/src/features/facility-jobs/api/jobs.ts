/** The organization's side of the careers job board: jobs, their applicants, publishing. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { PublishedJob, PublishJobBody } from '@shared/contracts/careers-billing'
import type { CreateJobBody, GeneratedDescription, Job, JobApplicantPage, JobDetails, JobPage, JobStats, UpdateJobBody } from '@shared/contracts/careers-jobs'
import type { FacilityList } from '@shared/contracts/facility-shifts'
import type { JobApplicationStatus } from '@shared/enums'
import { api } from '../../../lib/api'

export const JOBS_KEY = ['facility', 'jobs'] as const

/** `GET /facility`: where a job can be (the same cache entry as the shift screens' facility picker). */
export const jobFacilitiesQuery = () =>
  queryOptions({ queryKey: ['facility', 'list'], queryFn: ({ signal }) => api.get<FacilityList>('/facility', { signal }), staleTime: 5 * 60_000 })

export const jobsQuery = (filter: 'All' | 'Published', page: number) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'list', filter, page],
    queryFn: ({ signal }) => api.get<JobPage>('/jobs', { signal, query: { filter, page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  })

export const jobStatsQuery = () => queryOptions({ queryKey: [...JOBS_KEY, 'stats'], queryFn: ({ signal }) => api.get<JobStats>('/jobs/stats', { signal }) })

export const jobDetailsQuery = (jobId: string) => queryOptions({ queryKey: [...JOBS_KEY, 'details', jobId], queryFn: ({ signal }) => api.get<JobDetails>(`/jobs/${jobId}/details`, { signal }) })

export const jobApplicantsQuery = (jobId: string, group: string) =>
  queryOptions({
    queryKey: [...JOBS_KEY, 'applicants', jobId, group],
    queryFn: ({ signal }) => api.get<JobApplicantPage>(`/jobs/${jobId}/applicants`, { signal, query: { group, pageSize: 50 } }),
  })

export const createJob = (body: CreateJobBody) => api.post<Job>('/jobs', body)
export const updateJob = ({ jobId, ...body }: UpdateJobBody & { jobId: string }) => api.put<Job>(`/jobs/${jobId}`, body)
export const generateDescription = (body: Partial<CreateJobBody>) => api.post<GeneratedDescription>('/jobs/generate-description', body)
export const publishJob = ({ jobId, ...body }: PublishJobBody & { jobId: string }) => api.post<PublishedJob>(`/jobs/${jobId}/publish`, body)
export const unpublishJob = (jobId: string) => api.post<unknown>(`/jobs/${jobId}/unpublish`)
export const setApplicantStatus = ({ jobApplicationId, status, rejectionReason }: { jobApplicationId: string; status: JobApplicationStatus; rejectionReason?: string }) =>
  api.patch<unknown>(`/jobs/applicants/${jobApplicationId}/status`, { status, ...(rejectionReason ? { rejectionReason } : {}) })
export const notifyRejection = (jobApplicationId: string) => api.get<unknown>(`/jobs/applicants/${jobApplicationId}/reject`)
