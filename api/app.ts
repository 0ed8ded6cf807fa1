/**
 * The HTTP application: plugins (errors, request log, docs), the API modules under `/api`, and
 * the PWA at `/`. Built from an AppContext so tests get a fresh one per database.
 */
import { Elysia } from 'elysia'
import type { AppContext } from './context'
import { analyticsRoutes } from './modules/analytics'
import { backgroundCheckRoutes } from './modules/background-checks'
import { benefitRoutes } from './modules/benefits'
import { careersChatRoutes } from './modules/careers-chat'
import { careerJobRoutes } from './modules/careers'
import { careersSearchRoutes } from './modules/careers-search'
import { careersBillingEvents, careersBillingRoutes, jobPublishingRoutes } from './modules/careers-billing'
import { complianceRoutes } from './modules/compliance'
import { conversationRoutes } from './modules/conversations'
import { filesRoutes } from './modules/files'
import { deliverEmail, notificationCenterRoutes, preferenceRoutes } from './modules/notifications'
import { hashPassword, identityRoutes, issueInvitation, newReferralCode } from './modules/identity'
import { licenseRoutes } from './modules/licenses'
import { memberRoutes } from './modules/members'
import { onboardingFormRoutes } from './modules/onboarding-forms'
import { organizationRoutes } from './modules/organizations'
import { getUsablePaymentMethod, paymentRoutes } from './modules/payments'
import { phoneRoutes } from './modules/phone'
import { platformRoutes } from './modules/platform'
import { providerRoutes } from './modules/providers'
import { pushRoutes } from './modules/push'
import { ratingRoutes } from './modules/ratings'
import { referenceRoutes } from './modules/reference'
import { reputationRoutes } from './modules/reputation'
import { resumeRoutes } from './modules/resumes'
import { shiftRoutes } from './modules/shifts'
import { supportRoutes } from './modules/support'
import { staffingAgentRoutes } from './modules/staffing-agent'
import { requireTeamPermission, teamRoutes } from './modules/team'
import { testingRoutes } from './modules/testing'
import { fileRoutes } from './integrations/storage/routes'
import { realtimeRoutes } from './realtime'
import { errorsPlugin } from './plugins/errors'
import { idempotencyPlugin } from './plugins/idempotency'
import { openapiPlugin } from './plugins/openapi'
import { pwaPlugin } from './plugins/pwa'
import { requestBoundsPlugin } from './plugins/request-bounds'
import { requestLogPlugin } from './plugins/request-log'
import { securityHeadersPlugin } from './plugins/security-headers'
import { defaultAssets, type AssetSource } from './static/assets'

export function createApp(ctx: AppContext, assets: AssetSource = defaultAssets()) {
  // The modules in a few groups: one chain of every plugin grows a type too deep for TypeScript.
  const accountsAndReference = new Elysia()
    .use(identityRoutes(ctx))
    .use(referenceRoutes())
    .use(platformRoutes(ctx))
    .use(teamRoutes(ctx))
    .use(analyticsRoutes(ctx))
  const marketplace = new Elysia()
    .use(paymentRoutes(ctx, [careersBillingEvents]))
    .use(organizationRoutes(ctx, { getUsablePaymentMethod }, { requireTeamPermission, newReferralCode, hashPassword, issueInvitation, deliverEmail }))
    .use(onboardingFormRoutes(ctx))
    .use(shiftRoutes(ctx))
    .use(licenseRoutes(ctx))
    .use(backgroundCheckRoutes(ctx))
    .use(fileRoutes(ctx))
    .use(filesRoutes(ctx))
    .use(ratingRoutes(ctx))
    .use(reputationRoutes(ctx))
    .use(providerRoutes(ctx))
    .use(resumeRoutes(ctx))
  const conversationsAndReach = new Elysia()
    .use(conversationRoutes(ctx))
    .use(notificationCenterRoutes(ctx))
    .use(preferenceRoutes(ctx))
    .use(realtimeRoutes(ctx))
    .use(pushRoutes(ctx))
    .use(phoneRoutes(ctx))
    .use(supportRoutes(ctx))
    .use(staffingAgentRoutes(ctx))
  const careers = new Elysia()
    .use(careerJobRoutes(ctx))
    .use(jobPublishingRoutes(ctx))
    .use(careersBillingRoutes(ctx))
    .use(careersSearchRoutes(ctx))
    .use(careersChatRoutes(ctx))
  const runningTheCompany = new Elysia().use(benefitRoutes(ctx)).use(memberRoutes(ctx))
  // Issue 13 §5: compliance training, the provider's onboarding checklist, referrals.
  const peopleAndPaperwork = new Elysia().use(complianceRoutes(ctx))
  const api = new Elysia({ prefix: '/api' })
    .use(accountsAndReference)
    .use(marketplace)
    .use(conversationsAndReach)
    .use(careers)
    .use(runningTheCompany)
    .use(peopleAndPaperwork)
    .use(ctx.config.enableTestingRoutes ? testingRoutes(ctx) : new Elysia())

  return new Elysia()
    .use(securityHeadersPlugin(ctx.config))
    .use(errorsPlugin(ctx.log))
    .use(requestBoundsPlugin())
    .use(requestLogPlugin(ctx.log))
    .use(idempotencyPlugin(ctx))
    .use(openapiPlugin())
    .use(api)
    .use(pwaPlugin(assets))
}

export type App = ReturnType<typeof createApp>
