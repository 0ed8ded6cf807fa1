/** Publishing a job (spec 000 §7 "Jobs": publish, unpublish), billing's side of the job board. */
import { Elysia } from 'elysia'
import { Type } from '@sinclair/typebox'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import { JobIdParams, PayPerPostRequired, PublishJobBody, PublishedJob } from '../../../../shared/contracts/careers-billing'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { publishJob } from './publish-job'
import { unpublishJob } from './unpublish-job'

export const jobPublishingRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Careers billing'] } })
    .use(authPlugin(ctx))
    .post('/jobs/:jobId/publish', ({ caller, params, body }) => publishJob({ ctx, caller, jobId: params.jobId, input: body ?? {} }), {
      asFacility: true,
      params: JobIdParams,
      body: Type.Optional(Type.Union([PublishJobBody, Type.Null()])),
      response: { 200: PublishedJob, 400: ErrorResponse, 402: ErrorResponse, 404: ErrorResponse, 405: PayPerPostRequired, 409: ErrorResponse },
      detail: {
        summary: 'Publish a job: a subscription posting, a free post, or paid per post',
        description: '405 with priceTodayDollars and priceNextBillingDollars when no posting is left and aggreedToPayPerPost is not true; 402 when paying is needed but impossible.',
      },
    })
    .post('/jobs/:jobId/unpublish', ({ caller, params }) => unpublishJob({ ctx, caller, jobId: params.jobId }), {
      asFacility: true,
      params: JobIdParams,
      response: { 200: PublishedJob, 404: ErrorResponse, 405: ErrorResponse },
      detail: { summary: 'Take a published job down (ARCHIVED); 405 when it is not published' },
    })
