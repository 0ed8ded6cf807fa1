/**
 * Testing helpers (spec 001 §7, api-contract "Testing helpers"), mounted only with
 * `ENABLE_TESTING_ROUTES=1`; otherwise their paths answer 404 like any unknown route.
 */
import { Elysia } from 'elysia'
import { Type } from '@sinclair/typebox'
import { ErrorResponse, NoContent } from '../../../shared/contracts/auth'
import { stateCode } from '../../../shared/contracts/fields'
import type { AppContext } from '../../context'
import { noContent } from '../../lib/http'
import { OutboxList, OutboxQuery } from '../../../shared/contracts/notifications'
import { EmptyBucketBody } from '../../../shared/contracts/files'
import { emptyBucket } from '../files'
import { listOutboxMessages } from '../notifications'
import { setUpPayoutAccountForTesting } from '../payments'
import { activateSubscriptionForTesting } from '../careers-billing'
import { ActivateSubscriptionForTestingBody } from '../../../shared/contracts/careers-billing'
import { rewindShift } from '../shifts'
import { ResumeFile } from '../../../shared/contracts/resumes'
import { attachGeneratedResume } from './attach-generated-resume'
import { deleteOnboardingForm } from './delete-onboarding-form'
import { grantLicenses } from './grant-licenses'
import { teardown } from './teardown'

export const testingRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Testing helpers'] } })
    .post('/testing/teardown', async ({ set }) => {
      await teardown({ ctx })
      return noContent(set)
    }, { response: { 204: NoContent }, detail: { summary: 'Delete everything but reference data and the bootstrap admin' } })
    .delete('/testing/buckets', async ({ body, set }) => {
      await emptyBucket(ctx, body)
      return noContent(set)
    }, {
      body: EmptyBucketBody,
      response: { 204: NoContent, 400: ErrorResponse },
      detail: { summary: 'Remove files from a container', description: '`keys` are file ids; only files stored for that container are removed.' },
    })
    .put('/testing/:userId/licenses', async ({ params, body, set }) => {
      await grantLicenses({ ctx, userId: params.userId, states: body?.states })
      return noContent(set)
    }, {
      body: Type.Optional(Type.Union([Type.Object({ states: Type.Optional(Type.Array(stateCode())) }), Type.Null()])),
      response: { 204: NoContent, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: "Give a provider verified, unexpired licenses in every state (or the given ones)" },
    })
    .post('/testing/provider/:providerUserId/resume', ({ params }) => attachGeneratedResume({ ctx, providerUserId: params.providerUserId }), {
      response: { 200: ResumeFile, 404: ErrorResponse },
      detail: { summary: "Give a provider a generated résumé PDF as their resume file" },
    })
    .put('/testing/shifts/:shiftGroupId/rewind', async ({ params, body, set }) => {
      await rewindShift({ ctx, shiftGroupId: params.shiftGroupId, providerId: body.providerId })
      return noContent(set)
    }, {
      body: Type.Object({ providerId: Type.String({ minLength: 1, messages: { required: 'Provider ID is required', minLength: 'Provider ID is required' } }) }),
      response: { 204: NoContent, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: "Move a provider's hired shift so it ended an hour ago" },
    })
    .delete('/testing/ffm/:onboardingId', async ({ params, set }) => {
      await deleteOnboardingForm({ ctx, onboardingId: params.onboardingId })
      return noContent(set)
    }, {
      response: { 204: NoContent, 404: ErrorResponse },
      detail: { summary: "Delete a facility's onboarding form (the next read makes a new DRAFT)" },
    })
    .put('/testing/subscriptions/activate', async ({ body, set }) => {
      await activateSubscriptionForTesting({ ctx, facilityId: body.facilityId })
      return noContent(set)
    }, {
      body: ActivateSubscriptionForTestingBody,
      response: { 204: NoContent, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: "An active careers subscription (ENTERPRISE, monthly, no charge) for that facility's organization" },
    })
    .put('/testing/:userId/stripe-setup', async ({ params, set }) => {
      await setUpPayoutAccountForTesting({ ctx, userId: params.userId })
      return noContent(set)
    }, {
      response: { 204: NoContent, 404: ErrorResponse },
      detail: { summary: "Complete a provider's payout account" },
    })
    .get('/testing/outbox', ({ query }) => listOutboxMessages(ctx, { to: query.to }), {
      query: OutboxQuery,
      response: { 200: OutboxList, 400: ErrorResponse },
      detail: { summary: 'The e-mails, text messages and pushes sent to an address or number, newest first' },
    })
