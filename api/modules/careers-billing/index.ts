/**
 * Careers billing: the job board's prices (`admin/`), an organization's subscription, invoices
 * and job-post add-ons (`organization/`), and publishing jobs (`jobs/`, its own plugin: the
 * junction of jobs and money). The sandbox runs the whole lifecycle on the server's clock through
 * the scheduler's sweep. Charges go through payments' charge protocol and its one ledger.
 */
import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { adminCareersPriceRoutes } from './admin/routes'
import { organizationCareersBillingRoutes } from './organization/routes'

export const careersBillingRoutes = (ctx: AppContext) => new Elysia().use(adminCareersPriceRoutes(ctx)).use(organizationCareersBillingRoutes(ctx))

/** Publishing jobs: its own plugin (the junction of jobs and money). */
export { jobPublishingRoutes } from './jobs/routes'

// Stripe Billing's webhooks, handed to payments' webhook route by app.ts.
export { careersBillingEvents } from './billing/webhooks'

// The scheduler's sweep and the testing helper.
export { renewCareersSubscriptions } from './renew-subscriptions'
export { voidAbandonedJobPostCheckouts } from './jobs/void-abandoned-checkouts'
export { activateSubscriptionForTesting } from './activate-subscription-for-testing'

// The demo data subscribes, changes plans and publishes through the product's own verbs.
export { createSubscription } from './organization/create-subscription'
export { upgradePlan } from './organization/upgrade-plan'
export { downgradePlan } from './organization/downgrade-plan'
export { changeSubscriptionPaymentMethod } from './organization/change-payment-method'
export { publishJob } from './jobs/publish-job'
