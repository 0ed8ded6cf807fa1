/** The public job page's API: no session needed. */
import { Elysia } from 'elysia'
import { JobParams, PublicJob } from '../../../../shared/contracts/careers-jobs'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import type { AppContext } from '../../../context'
import { getPublicJob } from './get-public-job'

export const publicJobRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Careers jobs'] } }).get('/public/jobs/:jobId', ({ params }) => getPublicJob({ ctx, jobId: params.jobId }), {
    params: JobParams,
    response: { 200: PublicJob, 400: ErrorResponse, 404: ErrorResponse },
    detail: {
      summary: 'A job’s public page (no sign-in)',
      description: 'PUBLISHED jobs, and HIRED or PAST_DUE ones with `isAcceptingApplications` false; a draft, archived or unknown job answers 404. No internal fields.',
    },
  })
