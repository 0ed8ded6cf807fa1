/** Publishing a job (spec 000 §7 "Jobs": publish, unpublish), billing's side of the job board. */
import { Elysia } from 'elysia'
import { withHeaders } from '@elysiajs/openapi'
import { Type } from '@sinclair/typebox'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import { CareersInvoicePage, CheckoutSessionParams, JobIdParams, PayPerPostRequired, PublishJobBody, PublishedJob } from '../../../../shared/contracts/careers-billing'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { openJobPostCheckoutPage } from './job-post-checkout'
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
        description:
          '405 with priceTodayDollars and priceNextBillingDollars when no posting is left and aggreedToPayPerPost is not true; 402 when paying is needed but impossible. With aggreedToPayPerPost and publishOnRedirect but no card to charge: 200 with the job unchanged (paidWith NONE) and `checkoutSession`, the checkout to pay the post on; the job is published when it completes.',
      },
    })
    .get('/jobs/checkout/:sessionId', ({ params }) => openJobPostCheckoutPage({ ctx, sessionId: params.sessionId }), {
      params: CheckoutSessionParams,
      response: { 302: withHeaders(Type.Void({ description: "Redirects to the job's page in the app" }), { location: Type.String() }), 402: CareersInvoicePage, 409: CareersInvoicePage, 410: CareersInvoicePage, 404: ErrorResponse },
      detail: {
        summary: "The product's checkout page for one job post: charges the card on file, publishes the job, redirects",
        description: 'No sign-in: the signed session id is the credential. Opened again after completing, it only redirects.',
      },
    })
    .post('/jobs/:jobId/unpublish', ({ caller, params }) => unpublishJob({ ctx, caller, jobId: params.jobId }), {
      asFacility: true,
      params: JobIdParams,
      response: { 200: PublishedJob, 404: ErrorResponse, 405: ErrorResponse },
      detail: { summary: 'Take a published job down (ARCHIVED); 405 when it is not published' },
    })
