/** A provider's payout account and payments (spec 001 §7 "Payment account", §3 "Payment item"). */
import { Elysia } from 'elysia'
import { Type } from '@sinclair/typebox'
import { withHeaders } from '@elysiajs/openapi'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import {
  ConnectAccountBody,
  ConnectAccountResponse,
  FinishedCheckoutQuery,
  FinishedCheckoutResponse,
  OnboardingRedirect,
  OnboardingReturnPage,
  ProviderPaymentsQuery,
  ProviderPaymentsResponse,
  VerifyAccountResponse,
} from '../../../../shared/contracts/payments'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { createConnectAccount } from './create-connect-account'
import { finishCheckout } from './finish-checkout'
import { listProviderPayments } from './list-provider-payments'
import { followSandboxOnboardingLink, showOnboardingReturnPage } from './onboarding-pages'
import { verifyPayoutAccount } from './verify-payout-account'

const failures = { 400: ErrorResponse, 404: ErrorResponse }

export const providerPaymentRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Payments'] } })
    .use(authPlugin(ctx))
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
    .get('/provider/payments', ({ caller, query }) => listProviderPayments({ ctx, caller, query }), {
      asProvider: true,
      query: ProviderPaymentsQuery,
      response: { 200: ProviderPaymentsResponse, ...failures },
      detail: { summary: 'My payments, with total earnings' },
    })
