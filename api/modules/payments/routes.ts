import { Elysia } from 'elysia'
import { Type } from '@sinclair/typebox'
import { withHeaders } from '@elysiajs/openapi'
import { ErrorResponse, MessageResponse, NoContent } from '../../../shared/contracts/auth'
import {
  AttachOrganizationPaymentMethodBody,
  AttachPaymentMethodBody,
  ConnectAccountBody,
  ConnectAccountResponse,
  FacilityIdParams,
  FinishedCheckoutQuery,
  FinishedCheckoutResponse,
  MakeDefaultPaymentMethodBody,
  OnboardingRedirect,
  OnboardingReturnPage,
  PaymentMethod,
  PaymentMethodList,
  PaymentMethodListQuery,
  ProviderPaymentsQuery,
  ProviderPaymentsResponse,
  RemovePaymentMethodBody,
  SharePaymentMethodBody,
  VerifyAccountResponse,
  WebhookReceived,
} from '../../../shared/contracts/payments'
import type { AppContext } from '../../context'
import { noContent } from '../../lib/http'
import { authPlugin } from '../../plugins/auth'
import { attachOrganizationPaymentMethod } from './facility/attach-organization-payment-method'
import { attachPaymentMethod } from './facility/attach-payment-method'
import { createConnectAccount } from './provider/create-connect-account'
import { finishCheckout } from './provider/finish-checkout'
import { handleProcessorWebhook } from './webhooks/handle-webhook'
import { listFacilityPaymentMethods } from './facility/list-facility-payment-methods'
import { listOrganizationPaymentMethods } from './facility/list-organization-payment-methods'
import { listPaymentMethods } from './facility/list-payment-methods'
import { listProviderPayments } from './provider/list-provider-payments'
import { makeDefaultPaymentMethod } from './facility/make-default-payment-method'
import { followSandboxOnboardingLink, showOnboardingReturnPage } from './provider/onboarding-pages'
import { removePaymentMethod } from './facility/remove-payment-method'
import { setUpPayoutAccountForTesting } from './provider/set-up-payout-account-for-testing'
import { sharePaymentMethod } from './facility/share-payment-method'
import { verifyPayoutAccount } from './provider/verify-payout-account'

const failures = { 400: ErrorResponse, 404: ErrorResponse }

export const paymentsRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Payments'] } })
    .use(authPlugin(ctx))
    // Facility payment methods (seed 000 "Organization and payment methods").
    .get('/payment-methods/all', ({ caller, query }) => listPaymentMethods({ ctx, caller, query }), {
      asFacility: true,
      query: PaymentMethodListQuery,
      response: { 200: PaymentMethodList, ...failures },
      detail: { summary: 'Every payment method I may use, across my facilities' },
    })
    .get('/payment-method/facility/:facilityId', ({ caller, params, query }) => listFacilityPaymentMethods({ ctx, caller, facilityId: params.facilityId, query }), {
      asFacility: true,
      params: FacilityIdParams,
      query: PaymentMethodListQuery,
      response: { 200: PaymentMethodList, ...failures },
      detail: { summary: "A facility's payment methods, its default marked" },
    })
    .post('/payment-method/attach-card', async ({ caller, body, set }) => {
      const method = await attachPaymentMethod({ ctx, caller, input: body, kind: 'CARD' })
      set.status = 201
      return method
    }, {
      asFacility: true,
      body: AttachPaymentMethodBody,
      response: { 201: PaymentMethod, 402: ErrorResponse, ...failures },
      detail: { summary: 'Add a card to a facility from a processor token', description: 'Test tokens: tok_visa, tok_mastercard; tok_chargeCustomerFail attaches but every charge declines; tok_chargeDeclined is refused (402).' },
    })
    .post('/payment-method/attach-payment-method', async ({ caller, body, set }) => {
      const method = await attachPaymentMethod({ ctx, caller, input: body, kind: 'BANK' })
      set.status = 201
      return method
    }, {
      asFacility: true,
      body: AttachPaymentMethodBody,
      response: { 201: PaymentMethod, 402: ErrorResponse, ...failures },
      detail: { summary: 'Add a bank account to a facility from a processor token', description: 'Test token: btok_us_verified.' },
    })
    .post('/payment-method/share', ({ caller, body }) => sharePaymentMethod({ ctx, caller, input: body }), {
      asFacility: true,
      body: SharePaymentMethodBody,
      response: { 200: PaymentMethod, ...failures },
      detail: { summary: 'Let more facilities of the organization use a payment method' },
    })
    .post('/payment-method/remove', ({ caller, body }) => removePaymentMethod({ ctx, caller, paymentMethodId: body.paymentMethodId }), {
      asFacility: true,
      body: RemovePaymentMethodBody,
      response: { 200: MessageResponse, 409: ErrorResponse, ...failures },
      detail: { summary: 'Remove a payment method', description: '409 while it pays for auto-hire on an open shift.' },
    })
    .put('/payment-method/make-default', ({ caller, body }) => makeDefaultPaymentMethod({ ctx, caller, input: body }), {
      asFacility: true,
      body: MakeDefaultPaymentMethodBody,
      response: { 200: PaymentMethod, ...failures },
      detail: { summary: "Make a payment method a facility's default", description: 'Without facilityId: at the facility that added it.' },
    })
    .get('/organization/payment-methods', ({ caller, query }) => listOrganizationPaymentMethods({ ctx, caller, query }), {
      asFacility: true,
      query: PaymentMethodListQuery,
      response: { 200: PaymentMethodList, ...failures },
      detail: { summary: "Every payment method of the organization (owners and admins)" },
    })
    .post('/organization/payment-methods', async ({ caller, body, set }) => {
      const method = await attachOrganizationPaymentMethod({ ctx, caller, input: body })
      set.status = 201
      return method
    }, {
      asFacility: true,
      body: AttachOrganizationPaymentMethodBody,
      response: { 201: PaymentMethod, 402: ErrorResponse, 422: ErrorResponse, ...failures },
      detail: { summary: 'Add a card (tok_…) or bank account (btok_…) for the organization', description: 'Usable by the facilityIds given, or by every facility; owners and admins only.' },
    })
    // Provider payout account (seed 001 "Payment account").
    .post('/stripe/connect-account', ({ caller, body }) => createConnectAccount({ ctx, caller, input: body }), {
      asProvider: true,
      body: ConnectAccountBody,
      response: { 200: ConnectAccountResponse, 409: ErrorResponse, ...failures },
      detail: { summary: 'Start (or resume) payout account onboarding', description: '409 when the payout account is already set up.' },
    })
    .get('/stripe/verify-account', ({ caller }) => verifyPayoutAccount({ ctx, caller }), {
      asProvider: true,
      response: { 200: VerifyAccountResponse, ...failures },
      detail: { summary: 'Whether my payout account can receive payments' },
    })
    .get('/stripe/finished-checkout', ({ caller, query }) => finishCheckout({ ctx, caller, sessionId: query.sessionId }), {
      asProvider: true,
      query: FinishedCheckoutQuery,
      response: { 200: FinishedCheckoutResponse, ...failures },
      detail: { summary: 'Back from onboarding: is the payout account complete?', description: 'sessionId comes in the onboarding return address.' },
    })
    .get('/stripe/onboarding-return', ({ query }) => showOnboardingReturnPage({ ctx, sessionId: query.sessionId }), {
      query: FinishedCheckoutQuery,
      response: { 200: OnboardingReturnPage, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'Where the provider lands after onboarding when no redirectUrl was given (HTML)' },
    })
    .get('/stripe/sandbox-onboarding/:linkId', ({ params }) => followSandboxOnboardingLink({ ctx, linkId: params.linkId }), {
      params: Type.Object({ linkId: Type.String({ minLength: 1, maxLength: 100 }) }),
      // Its only success is a redirect: a 302 with no body, the return address in `Location`.
      response: { 302: withHeaders(OnboardingRedirect, { location: Type.String({ description: 'The return address of the onboarding link' }) }), 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: "The payment sandbox's onboarding page: completes the payout account, then redirects", description: 'Only with the built-in sandbox (no STRIPE_SECRET_KEY); 404 otherwise.' },
    })
    .post('/stripe/webhook', async ({ request }) => handleProcessorWebhook({ ctx, rawBody: await request.text(), signature: request.headers.get('stripe-signature') }), {
      // The signature covers the exact bytes sent: the body is read raw, never parsed first.
      parse: 'none',
      response: { 200: WebhookReceived, 400: ErrorResponse },
      detail: { summary: 'Payment processor events (signed with the stripe-signature header)' },
    })
    // Provider payments (seed 001 "Payment item").
    .get('/provider/payments', ({ caller, query }) => listProviderPayments({ ctx, caller, query }), {
      asProvider: true,
      query: ProviderPaymentsQuery,
      response: { 200: ProviderPaymentsResponse, ...failures },
      detail: { summary: 'My payments, with total earnings' },
    })
    .use(ctx.config.enableTestingRoutes ? testingPaymentRoutes(ctx) : new Elysia())

/** Seed 001 §7 helpers, mounted only with ENABLE_TESTING_ROUTES=1. */
const testingPaymentRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Testing helpers'] } }).put('/testing/:userId/stripe-setup', async ({ params, set }) => {
    await setUpPayoutAccountForTesting({ ctx, userId: params.userId })
    return noContent(set)
  }, {
    response: { 204: NoContent, 404: ErrorResponse },
    detail: { summary: "Complete a provider's payout account" },
  })
