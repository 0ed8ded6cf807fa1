/**
 * The provider's side of the careers job board (spec 000 §9 "Job search", spec 001 §6): search,
 * a job, apply, withdraw, save, my applications and the careers referral link, all under
 * `/careers/provider/…` (docs/decisions.md "Careers: the provider's job search").
 */
import { Elysia, t } from 'elysia'
import { CloneType, Type } from '@sinclair/typebox'
import { ErrorResponse, NoContent } from '../../../shared/contracts/auth'
import {
  ApplyToJobBody,
  JobReferralLink,
  JobSearchQuery,
  JobSearchResponse,
  MyJobApplication,
  MyJobApplicationsPage,
  MyJobApplicationsQuery,
  ProviderJobDetail,
} from '../../../shared/contracts/careers-search'
import type { AppContext } from '../../context'
import { noContent } from '../../lib/http'
import { authPlugin } from '../../plugins/auth'
import { applyToJob } from './apply-to-job'
import { getJobForProvider } from './get-job'
import { getJobReferralLink } from './get-referral-link'
import { listMyJobApplications } from './list-my-applications'
import { saveJob } from './save-job'
import { searchJobs } from './search-jobs'
import { unsaveJob } from './unsave-job'
import { withdrawJobApplication } from './withdraw-application'

const errors = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse }

/**
 * The search's answer is documented but not re-checked at run time, as browse's is (see
 * shifts/provider/routes.ts): the verb builds it from typed rows, its type is checked against the
 * contract at compile time, and the API tests read real answers; the check would cost every
 * search a walk over up to 50 cards. A copy is marked, so the shared contract stays unmarked.
 */
const SearchAnswer = t.NoValidate(CloneType(JobSearchResponse))

export const careersSearchRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Careers job search'] } })
    .use(authPlugin(ctx))
    .get('/careers/provider/jobs', ({ caller, query }) => searchJobs({ ctx, caller, query }), {
      asProvider: true,
      query: JobSearchQuery,
      response: { 200: SearchAnswer, ...errors },
      detail: {
        summary: 'Search published jobs: words, filters, sorts, applied or saved',
        description:
          'Words are found in the title and the description. Lists are joined by `|`. `salary` is the least pay per `salaryInputType` (hour by default; annual ÷ 2,080 hours). `distance` is in miles from my address. Sorts: mostRecent (default), highestPay, closest. Pages: pass `nextCursor` back as `cursor` while `hasNextPage`.',
      },
    })
    .get('/careers/provider/applications', ({ caller, query }) => listMyJobApplications({ ctx, caller, query }), {
      asProvider: true,
      query: MyJobApplicationsQuery,
      response: { 200: MyJobApplicationsPage, ...errors },
      detail: { summary: 'My job applications and their status, newest first' },
    })
    .get('/careers/provider/jobs/:jobId', ({ caller, params }) => getJobForProvider({ ctx, caller, jobId: params.jobId }), {
      asProvider: true,
      params: Type.Object({ jobId: Type.String({ minLength: 1 }) }),
      response: { 200: ProviderJobDetail, ...errors },
      detail: { summary: 'A published job, with my application and whether I saved it' },
    })
    .post(
      '/careers/provider/jobs/:jobId/apply',
      async ({ caller, params, body, set }) => {
        const { created, application } = await applyToJob({ ctx, caller, jobId: params.jobId, input: body ?? {} })
        set.status = created ? 201 : 200
        return application
      },
      {
        asProvider: true,
        params: Type.Object({ jobId: Type.String({ minLength: 1 }) }),
        body: Type.Optional(ApplyToJobBody),
        response: { 200: MyJobApplication, 201: MyJobApplication, ...errors },
        detail: {
          summary: 'Apply to a published job with my profile, a résumé and a cover letter',
          description:
            '201 with the new application; 200 with the same application when the same `clientApplicationId` is sent again; 409 when I already applied. `referralCode` is the `ref` of a careers referral link.',
        },
      },
    )
    .post(
      '/careers/provider/jobs/:jobId/withdraw',
      async ({ caller, params, set }) => {
        await withdrawJobApplication({ ctx, caller, jobId: params.jobId })
        return noContent(set)
      },
      { asProvider: true, params: Type.Object({ jobId: Type.String({ minLength: 1 }) }), response: { 204: NoContent, ...errors }, detail: { summary: 'Withdraw my application to a job (status CANCELED)' } },
    )
    .put(
      '/careers/provider/jobs/:jobId/save',
      async ({ caller, params, set }) => {
        await saveJob({ ctx, caller, jobId: params.jobId })
        return noContent(set)
      },
      { asProvider: true, params: Type.Object({ jobId: Type.String({ minLength: 1 }) }), response: { 204: NoContent, ...errors }, detail: { summary: 'Save a job' } },
    )
    .delete(
      '/careers/provider/jobs/:jobId/save',
      async ({ caller, params, set }) => {
        await unsaveJob({ ctx, caller, jobId: params.jobId })
        return noContent(set)
      },
      { asProvider: true, params: Type.Object({ jobId: Type.String({ minLength: 1 }) }), response: { 204: NoContent, ...errors }, detail: { summary: 'Unsave a job' } },
    )
    .get('/careers/provider/jobs/:jobId/referral-link', ({ caller, params }) => getJobReferralLink({ ctx, caller, jobId: params.jobId }), {
      asProvider: true,
      params: Type.Object({ jobId: Type.String({ minLength: 1 }) }),
      response: { 200: JobReferralLink, ...errors },
      detail: { summary: 'My referral link to a job (flag careersReferralLinks; 404 when off)' },
    })
