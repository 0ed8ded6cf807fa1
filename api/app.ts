/**
 * The HTTP application: plugins (errors, request log, docs), the API modules under `/api`, and
 * the PWA at `/`. Built from an AppContext so tests get a fresh one per database.
 */
import { Elysia } from 'elysia'
import type { AppContext } from './context'
import { accountRoutes } from './modules/account/routes'
import { adminRoutes } from './modules/admin/routes'
import { authRoutes } from './modules/auth/routes'
import { paymentsRoutes } from './modules/payments/routes'
import { organizationRoutes } from './modules/facilities/routes'
import { facilityShiftRoutes } from './modules/facility-shifts/routes'
import { facilityProviderRoutes } from './modules/facility-providers/routes'
import { licenseRoutes } from './modules/licenses/routes'
import { platformRoutes } from './modules/platform/routes'
import { ratingRoutes } from './modules/ratings/routes'
import { referenceRoutes } from './modules/reference/routes'
import { reputationRoutes } from './modules/reputation/routes'
import { facilityShiftActionRoutes, providerShiftRoutes, shiftTestingRoutes } from './modules/shifts/routes'
import { signUpRoutes } from './modules/sign-up/routes'
import { testingRoutes } from './modules/testing/routes'
import { fileRoutes } from './integrations/storage/routes'
import { errorsPlugin } from './plugins/errors'
import { idempotencyPlugin } from './plugins/idempotency'
import { openapiPlugin } from './plugins/openapi'
import { pwaPlugin } from './plugins/pwa'
import { requestLogPlugin } from './plugins/request-log'
import { defaultAssets, type AssetSource } from './static/assets'

export function createApp(ctx: AppContext, assets: AssetSource = defaultAssets()) {
  const api = new Elysia({ prefix: '/api' })
    .use(authRoutes(ctx))
    .use(signUpRoutes(ctx))
    .use(accountRoutes(ctx))
    .use(referenceRoutes())
    .use(platformRoutes(ctx))
    .use(adminRoutes(ctx))
    .use(paymentsRoutes(ctx))
    .use(organizationRoutes(ctx))
    .use(facilityShiftRoutes(ctx))
    .use(facilityShiftActionRoutes(ctx))
    .use(providerShiftRoutes(ctx))
    .use(licenseRoutes(ctx))
    .use(fileRoutes(ctx))
    .use(ratingRoutes(ctx))
    .use(reputationRoutes(ctx))
    .use(facilityProviderRoutes(ctx))
    .use(ctx.config.enableTestingRoutes ? testingRoutes(ctx) : new Elysia())
    .use(ctx.config.enableTestingRoutes ? shiftTestingRoutes(ctx) : new Elysia())

  return new Elysia()
    .use(errorsPlugin(ctx.log))
    .use(requestLogPlugin(ctx.log))
    .use(idempotencyPlugin(ctx))
    .use(openapiPlugin())
    .use(api)
    .use(pwaPlugin(assets))
}

export type App = ReturnType<typeof createApp>
