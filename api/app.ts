/**
 * The HTTP application: plugins (errors, request log, docs), the API modules under `/api`, and
 * the PWA at `/`. Built from an AppContext so tests get a fresh one per database.
 */
import { Elysia } from 'elysia'
import type { AppContext } from './context'
import { analyticsRoutes } from './modules/analytics'
import { backgroundCheckRoutes } from './modules/background-checks'
import { conversationRoutes } from './modules/conversations'
import { notificationCenterRoutes, preferenceRoutes } from './modules/notifications'
import { identityRoutes } from './modules/identity'
import { licenseRoutes } from './modules/licenses'
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
import { teamRoutes } from './modules/team'
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
  // The admin panel's team and analytics as one plugin: one more plugin on the chain below made
  // the App type too deep for the compiler (TS2589).
  const adminPanel = new Elysia().use(teamRoutes(ctx)).use(analyticsRoutes(ctx))
  const api = new Elysia({ prefix: '/api' })
    .use(identityRoutes(ctx))
    .use(referenceRoutes())
    .use(platformRoutes(ctx))
    .use(adminPanel)
    .use(paymentRoutes(ctx))
    .use(organizationRoutes(ctx, { getUsablePaymentMethod }))
    .use(onboardingFormRoutes(ctx))
    .use(shiftRoutes(ctx))
    .use(licenseRoutes(ctx))
    .use(backgroundCheckRoutes(ctx))
    .use(fileRoutes(ctx))
    .use(ratingRoutes(ctx))
    .use(reputationRoutes(ctx))
    .use(providerRoutes(ctx))
    .use(resumeRoutes(ctx))
    .use(conversationRoutes(ctx))
    .use(notificationCenterRoutes(ctx))
    .use(preferenceRoutes(ctx))
    .use(realtimeRoutes(ctx))
    .use(pushRoutes(ctx))
    .use(phoneRoutes(ctx))
    .use(supportRoutes(ctx))
    .use(staffingAgentRoutes(ctx))
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
