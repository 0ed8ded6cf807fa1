import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../shared/contracts/auth'
import {
  BackgroundCheckState,
  BackgroundCheckWebhookAnswer,
  LicenseBackgroundCheckBody,
  LicenseBackgroundCheckResponse,
  StartBackgroundCheckBody,
  StartBackgroundCheckResponse,
} from '../../../shared/contracts/background-checks'
import type { AppContext } from '../../context'
import { SIGNATURE_HEADER } from '../../integrations/background-checks'
import { authPlugin } from '../../plugins/auth'
import { adminBackgroundCheckRoutes } from './admin/routes'
import { getBackgroundCheck } from './get-background-check'
import { handleBackgroundCheckWebhook } from './handle-webhook'
import { startBackgroundCheck } from './start-background-check'
import { startLicenseBackgroundCheck } from './start-license-background-check'

export const backgroundCheckRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Background checks'] } })
    .post('/background-check/webhook', async ({ request }) => handleBackgroundCheckWebhook({ ctx, rawBody: await request.text(), signature: request.headers.get(SIGNATURE_HEADER) }), {
      // The signature covers the exact bytes sent: the body is read raw, never parsed first.
      parse: 'none',
      response: { 200: BackgroundCheckWebhookAnswer, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      detail: { summary: "The background-check vendor's events (signed with X-Checkr-Signature)" },
    })
    .use(authPlugin(ctx))
    .use(adminBackgroundCheckRoutes(ctx))
    .get('/background-check', ({ caller }) => getBackgroundCheck({ ctx, caller }), {
      asProvider: true,
      response: { 200: BackgroundCheckState },
      detail: { summary: 'My background check', description: 'The latest check: status, result, secondary status, adverse-action steps, whether it cleared, the fee paid (dollars).' },
    })
    .post('/background-check', async ({ caller, body }) => {
      const { checkoutUrl, bypassCheckout } = await startBackgroundCheck({ ctx, caller, input: body })
      return { checkoutUrl, bypassCheckout }
    }, {
      asProvider: true,
      body: StartBackgroundCheckBody,
      response: { 200: StartBackgroundCheckResponse, 400: ErrorResponse },
      detail: { summary: 'Buy a background check', description: 'Opens the vendor case and pays the fee at the sandbox checkout (paid at once); `bypassCheckout` when a paid check is still usable.' },
    })
    .post('/background-check/license', ({ caller, body }) => startLicenseBackgroundCheck({ ctx, caller, input: body }), {
      asProvider: true,
      body: LicenseBackgroundCheckBody,
      response: { 200: LicenseBackgroundCheckResponse, 400: ErrorResponse, 404: ErrorResponse },
      detail: { summary: 'Buy a background check for a license', description: 'As `POST /background-check`, tied to one of my licenses (404 for any other).' },
    })
