/** An organization's careers subscription (spec 000 §7 "Careers"; seed 000 §3 "Careers subscription"). */
import { Elysia } from 'elysia'
import { Type } from '@sinclair/typebox'
import { withHeaders } from '@elysiajs/openapi'
import { ErrorResponse, NoContent } from '../../../../shared/contracts/auth'
import {
  CareersDiscountList,
  CareersInvoiceList,
  CareersInvoicePage,
  CareersInvoiceParams,
  CareersInvoiceQuery,
  CareersInvoicesQuery,
  CareersSubscription,
  CareersSubscriptionDetails,
  CareersSubscriptionParams,
  ChangePaymentMethodBody,
  CheckoutSession,
  CheckoutSessionParams,
  CreateCareersSubscriptionBody,
  CreatedCareersSubscription,
  JobIdParams,
  JobPostAddonUsage,
  PlanChangeBody,
  PlanChangeQuery,
  ProrationCost,
} from '../../../../shared/contracts/careers-billing'
import type { AppContext } from '../../../context'
import { noContent } from '../../../lib/http'
import { authPlugin } from '../../../plugins/auth'
import { cancelDowngrade } from './cancel-downgrade'
import { cancelSubscription } from './cancel-subscription'
import { changeSubscriptionPaymentMethod } from './change-payment-method'
import { completeCheckout } from './complete-checkout'
import { createSubscription } from './create-subscription'
import { downgradePlan } from './downgrade-plan'
import { getCheckoutSession } from './get-checkout-session'
import { getCurrentSubscription } from './get-current-subscription'
import { getSubscriptionDetails } from './get-subscription-details'
import { jobAddonUsage } from './job-addon-usage'
import { listCareersDiscounts } from './list-careers-discounts'
import { listInvoices } from './list-invoices'
import { previewUpgrade } from './preview-upgrade'
import { reactivateSubscription } from './reactivate-subscription'
import { removeJobAddon } from './remove-job-addon'
import { showInvoice } from './show-invoice'
import { upgradePlan } from './upgrade-plan'

const S = '/organization/careers/subscription'
const failures = { 400: ErrorResponse, 404: ErrorResponse }
const changes = { ...failures, 409: ErrorResponse }

export const organizationCareersBillingRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Careers billing'] } })
    .use(authPlugin(ctx))
    .get('/organization/careers/discount', ({ caller }) => listCareersDiscounts({ ctx, caller }), {
      asFacility: true,
      response: { 200: CareersDiscountList },
      detail: { summary: "The organization's careers-discount benefits not yet used" },
    })
    .get(`${S}/current`, ({ caller }) => getCurrentSubscription({ ctx, caller }), {
      asFacility: true,
      response: { 200: CareersSubscription, 404: ErrorResponse },
      detail: { summary: "The organization's careers subscription", description: '404 when the organization never subscribed.' },
    })
    .post(S, async ({ caller, body, set }) => {
      const created = await createSubscription({ ctx, caller, input: body })
      set.status = 201
      return created
    }, {
      asFacility: true,
      body: CreateCareersSubscriptionBody,
      response: { 201: CreatedCareersSubscription, 402: ErrorResponse, ...changes },
      detail: {
        summary: 'Subscribe to a plan: the checkout session',
        description: 'OWNER or ADMIN. With a card on file the first period is charged and the subscription is ACTIVE at once (session `complete`); otherwise it is PENDING and the session url is the checkout page. 409 when a subscription is already live.',
      },
    })
    .get(`${S}/checkout/:sessionId`, ({ params }) => completeCheckout({ ctx, sessionId: params.sessionId }), {
      params: CheckoutSessionParams,
      response: { 302: withHeaders(Type.Void({ description: 'Redirects to the return address' }), { location: Type.String() }), 402: CareersInvoicePage, 410: CareersInvoicePage, 404: ErrorResponse },
      detail: { summary: "The product's checkout page: charges the card on file, activates the subscription, redirects", description: 'No sign-in: the session id is the credential.' },
    })
    .get(`${S}/session`, ({ caller }) => getCheckoutSession({ ctx, caller }), {
      asFacility: true,
      response: { 200: CheckoutSession, ...failures },
      detail: { summary: "The current subscription's checkout session and its state (open, complete, expired)" },
    })
    .get(`${S}/details`, ({ caller }) => getSubscriptionDetails({ ctx, caller }), {
      asFacility: true,
      response: { 200: CareersSubscriptionDetails, 404: ErrorResponse },
      detail: { summary: 'The subscription, the next billing and the period’s usage' },
    })
    .get(`${S}/invoices`, ({ caller, query }) => listInvoices({ ctx, caller, query }), {
      asFacility: true,
      query: CareersInvoicesQuery,
      response: { 200: CareersInvoiceList, 400: ErrorResponse },
      detail: { summary: "The organization's careers invoices, newest first (currentPage from 1)" },
    })
    .get(`${S}/invoices/:invoiceId`, ({ params, query, request }) => showInvoice({ ctx, request, invoiceId: params.invoiceId, signature: query.signature }), {
      params: CareersInvoiceParams,
      query: CareersInvoiceQuery,
      response: { 200: CareersInvoicePage, 401: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'An invoice (HTML)', description: "With a member's bearer token, or the signature of the invoice's link." },
    })
    .get(`${S}/plan/upgrade/proration-cost`, ({ caller, query }) => previewUpgrade({ ctx, caller, query }), {
      asFacility: true,
      query: PlanChangeQuery,
      response: { 200: ProrationCost, ...changes },
      detail: { summary: 'What upgrading to this plan charges now (prorated)' },
    })
    .put(`${S}/plan/upgrade`, ({ caller, body }) => upgradePlan({ ctx, caller, input: body }), {
      asFacility: true,
      body: PlanChangeBody,
      response: { 200: CareersSubscription, 402: ErrorResponse, ...changes },
      detail: { summary: 'Upgrade now, charged the prorated cost', description: 'OWNER or ADMIN; 409 unless ACTIVE and a higher plan.' },
    })
    .put(`${S}/plan/downgrade`, ({ caller, body }) => downgradePlan({ ctx, caller, input: body }), {
      asFacility: true,
      body: PlanChangeBody,
      response: { 200: CareersSubscription, ...changes },
      detail: { summary: 'Downgrade at the end of the period (PENDING_DOWNGRADE)' },
    })
    .put(`${S}/plan/downgrade/cancel`, ({ caller }) => cancelDowngrade({ ctx, caller }), {
      asFacility: true,
      response: { 200: CareersSubscription, ...changes },
      detail: { summary: 'Drop the scheduled downgrade' },
    })
    .delete(`${S}/job-addon/:jobId`, async ({ caller, params, set }) => {
      await removeJobAddon({ ctx, caller, jobId: params.jobId })
      return noContent(set)
    }, {
      asFacility: true,
      params: JobIdParams,
      response: { 204: NoContent, ...failures },
      detail: { summary: "Stop renewing a job's job-post add-on" },
    })
    .get(`${S}/job-post-addon/usage`, ({ caller }) => jobAddonUsage({ ctx, caller }), {
      asFacility: true,
      response: { 200: JobPostAddonUsage },
      detail: { summary: "The organization's job-post add-ons and what they add to the next billing" },
    })
    .patch(`${S}/:careersSubscriptionId`, ({ caller, params }) => reactivateSubscription({ ctx, caller, subscriptionId: params.careersSubscriptionId }), {
      asFacility: true,
      params: CareersSubscriptionParams,
      response: { 200: CareersSubscription, ...changes },
      detail: { summary: 'Reactivate a subscription set to cancel, before its period ends' },
    })
    .delete(`${S}/:careersSubscriptionId`, ({ caller, params }) => cancelSubscription({ ctx, caller, subscriptionId: params.careersSubscriptionId }), {
      asFacility: true,
      params: CareersSubscriptionParams,
      response: { 200: CareersSubscription, ...changes },
      detail: { summary: 'Cancel at the end of the period (CANCEL_PENDING); an unpaid one ends now' },
    })
    .put(`${S}/:careersSubscriptionId/payment-method`, ({ caller, params, body }) => changeSubscriptionPaymentMethod({ ctx, caller, subscriptionId: params.careersSubscriptionId, input: body }), {
      asFacility: true,
      params: CareersSubscriptionParams,
      body: ChangePaymentMethodBody,
      response: { 200: CareersSubscription, 402: ErrorResponse, ...changes },
      detail: { summary: 'The card renewals charge; a past-due invoice is charged to it at once' },
    })
