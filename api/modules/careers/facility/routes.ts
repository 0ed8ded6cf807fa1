/**
 * The organization's job board calls (spec 000 §7 "Jobs", "Applicants"). Publishing and
 * unpublishing (`/jobs/{jobId}/publish`, `/unpublish`) are careers billing's. The router takes one
 * parameter name per place, so every `/jobs/:x` route names it `jobId`; the fixed paths
 * (`/jobs/stats`, `/jobs/last`, `/jobs/last-applicants`, `/jobs/applicants/…`) win over it.
 */
import { Elysia } from 'elysia'
import {
  ApplicantStatusBody,
  CreateJobBody,
  DeleteJobBody,
  GeneratedDescription,
  GenerateDescriptionBody,
  Job,
  JobApplicant,
  JobApplicantPage,
  JobApplicantsQuery,
  JobApplicationParams,
  JobDetails,
  JobPage,
  JobParams,
  JobsQuery,
  JobStats,
  LastApplicants,
  LastApplicantsQuery,
  UpdateJobBody,
} from '../../../../shared/contracts/careers-jobs'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { clientAddressPlugin } from '../../../plugins/client-address'
import { createJob } from './create-job'
import { deleteJob } from './delete-job'
import { generateDescription } from './generate-description'
import { getJob } from './get-job'
import { getJobApplicant } from './get-job-applicant'
import { getJobDetails } from './get-job-details'
import { getLastJob } from './get-last-job'
import { jobStats } from './job-stats'
import { listJobApplicants } from './list-job-applicants'
import { listJobs } from './list-jobs'
import { listLastApplicants } from './list-last-applicants'
import { notifyRejectedApplicant } from './notify-rejected-applicant'
import { setApplicantStatus } from './set-applicant-status'
import { updateJob } from './update-job'

const errors = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse }
const actionErrors = { ...errors, 409: ErrorResponse }

export const facilityJobRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Careers jobs'] } })
    .use(authPlugin(ctx))
    .use(clientAddressPlugin(ctx.config.trustProxyHops))
    .get('/jobs', ({ caller, query }) => listJobs({ ctx, caller, input: query }), {
      asFacility: true,
      query: JobsQuery,
      response: { 200: JobPage, ...errors },
      detail: {
        summary: 'My organization’s jobs',
        description:
          'Last edited first. `filter` All (default: every status but ARCHIVED) or Published; `onlyActive` keeps DRAFT and PUBLISHED; `status` (several joined by `|`) names statuses outright, ARCHIVED included; `search` matches the title. A MEMBER limited to facilities sees its facilities’ jobs and the organization-wide ones.',
      },
    })
    .get('/jobs/stats', ({ caller }) => jobStats({ ctx, caller }), {
      asFacility: true,
      response: { 200: JobStats, ...errors },
      detail: { summary: 'My jobs by status and their applicants by review group', description: '`jobs.active` = DRAFT + PUBLISHED; `applicants.total` counts applications not CANCELED.' },
    })
    .get('/jobs/last', ({ caller }) => getLastJob({ ctx, caller }), {
      asFacility: true,
      response: { 200: Job, ...errors },
      detail: { summary: 'My most recently created job that is not archived', description: 'None yet → 404.' },
    })
    .get('/jobs/last-applicants', ({ caller, query }) => listLastApplicants({ ctx, caller, input: query }), {
      asFacility: true,
      query: LastApplicantsQuery,
      response: { 200: LastApplicants, ...errors },
      detail: { summary: 'The newest applicants across my jobs', description: '`limit` 1–50 (default 5); withdrawn applications left out; a free post’s applicants blurred.' },
    })
    .post('/jobs/generate-description', ({ caller, body }) => generateDescription({ ctx, caller, input: body }), {
      asFacility: true,
      body: GenerateDescriptionBody,
      response: { 200: GeneratedDescription, ...errors },
      detail: {
        summary: 'Write a job description from the job’s fields',
        description: 'The body’s fields, over a saved job’s with `jobId`. The built-in writer unless a language model is configured (`source`: template or llm). `title` is required.',
      },
    })
    .post(
      '/jobs',
      async ({ caller, body, set }) => {
        const job = await createJob({ ctx, caller, input: body })
        set.status = 201
        return job
      },
      {
        asFacility: true,
        body: CreateJobBody,
        response: { 201: Job, ...errors },
        detail: {
          summary: 'Start a job post (DRAFT)',
          description:
            'Only `title` is needed now; each field given is checked (reference lists for specialties, softwares, skills and languages; a ZIP in its state). Without an address the facility’s is used. A MEMBER limited to facilities must name one of them (403 otherwise).',
        },
      },
    )
    .get('/jobs/applicants/:jobApplicationId', ({ caller, params }) => getJobApplicant({ ctx, caller, jobApplicationId: params.jobApplicationId }), {
      asFacility: true,
      params: JobApplicationParams,
      response: { 200: JobApplicant, ...errors },
      detail: { summary: 'One applicant of my job', description: 'Blurred (initials, no photo, about-me, cover letter or files) while the job is a free post not yet paid.' },
    })
    .patch('/jobs/applicants/:jobApplicationId/status', ({ caller, params, body }) => setApplicantStatus({ ctx, caller, jobApplicationId: params.jobApplicationId, input: body }), {
      asFacility: true,
      params: JobApplicationParams,
      body: ApplicantStatusBody,
      response: { 200: JobApplicant, ...actionErrors },
      detail: {
        summary: 'File an applicant: PENDING, REJECTED (with a reason), SAVE_FOR_LATER, or CANCELED',
        description: 'Moving to or from CANCELED keeps the job’s `numberOfApplicants`. Leaving REJECTED clears the reason and the notice stamp.',
      },
    })
    .get(
      '/jobs/applicants/:jobApplicationId/reject',
      ({ caller, params, meta }) => notifyRejectedApplicant({ ctx, caller, jobApplicationId: params.jobApplicationId, address: meta.ipAddress }),
      {
        asFacility: true,
        params: JobApplicationParams,
        response: { 200: JobApplicant, 429: ErrorResponse, ...actionErrors },
        detail: { summary: 'E-mail a rejected applicant', description: 'Stamps `rejectionNotifiedAt`. Not REJECTED, or already notified → 409.' },
      },
    )
    .get('/jobs/:jobId', ({ caller, params }) => getJob({ ctx, caller, jobId: params.jobId }), {
      asFacility: true,
      params: JobParams,
      response: { 200: Job, ...errors },
      detail: { summary: 'One of my jobs' },
    })
    .get('/jobs/:jobId/details', ({ caller, params }) => getJobDetails({ ctx, caller, jobId: params.jobId }), {
      asFacility: true,
      params: JobParams,
      response: { 200: JobDetails, ...errors },
      detail: { summary: 'A job with its facility, listing, applicants by group and what publishing still needs' },
    })
    .get('/jobs/:jobId/applicants', ({ caller, params, query }) => listJobApplicants({ ctx, caller, jobId: params.jobId, input: query }), {
      asFacility: true,
      params: JobParams,
      query: JobApplicantsQuery,
      response: { 200: JobApplicantPage, ...errors },
      detail: { summary: 'A job’s applicants by review group', description: '`group` needsReview (PENDING), rejected or saveForLater; all three without it. Newest first; withdrawn (CANCELED) left out; `groups` counts each.' },
    })
    .put('/jobs/:jobId', ({ caller, params, body }) => updateJob({ ctx, caller, jobId: params.jobId, input: body }), {
      asFacility: true,
      params: JobParams,
      body: UpdateJobBody,
      response: { 200: Job, ...actionErrors },
      detail: {
        summary: 'Edit a job, or move its status',
        description:
          'Absent fields stay, `null` clears. Moves: PUBLISHED or PAST_DUE → HIRED or ARCHIVED; DRAFT → ARCHIVED; HIRED → ARCHIVED. To PUBLISHED → 409 (use /publish), back to DRAFT → 409 (use /unpublish), to PAST_DUE → 409. HIRED and ARCHIVED jobs take no edits (409); a listed job must stay complete (400).',
      },
    })
    .put('/jobs/:jobId/delete', ({ caller, params, body }) => deleteJob({ ctx, caller, jobId: params.jobId, input: body }), {
      asFacility: true,
      params: JobParams,
      body: DeleteJobBody,
      response: { 200: Job, ...actionErrors },
      detail: {
        summary: 'Take a job down (ARCHIVED) with a reason',
        description: 'OTHER needs `cancellationReasonOther`. A listed job’s waiting applicants are e-mailed that it closed. Already archived → 409.',
      },
    })
