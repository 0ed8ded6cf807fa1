/** A listed job's public page data (`GET /public/jobs/{jobId}`), read without a session. */
import { queryOptions } from '@tanstack/react-query'
import type { PublicJob } from '@shared/contracts/careers-jobs'
import { api } from '../../../lib/api'

export const publicJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['public-job', jobId],
    queryFn: ({ signal }) => api.get<PublicJob>(`/public/jobs/${encodeURIComponent(jobId)}`, { auth: 'none', signal }),
    staleTime: 5 * 60_000,
    retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error && (error as { status: number }).status === 404),
  })
