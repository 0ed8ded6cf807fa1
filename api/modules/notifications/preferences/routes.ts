/**
 * Notification preferences (spec 001 §7 "Notification preferences") and the campaign click
 * (spec 000 §7). No guard: each call names its user by a link's signed token, by the bearer
 * session when there is one, or (the unsubscribe only) by an e-mail address; see subject.ts.
 * A bearer token that is no session is still 401.
 */
import { withHeaders } from '@elysiajs/openapi'
import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import {
  NotificationPreferences,
  OneClickUnsubscribeQuery,
  PauseAccountBody,
  PauseAccountResponse,
  PreferencesLookupQuery,
  PreferredAppBody,
  PreferredAppResponse,
  TrackClickLocation,
  TrackClickQuery,
  TrackClickRedirect,
  UnsubscribeBody,
  UpdatePreferencesBody,
  UserIdResponse,
} from '../../../../shared/contracts/preferences'
import type { AppContext } from '../../../context'
import { UnauthorizedError } from '../../../errors'
import { bearerToken } from '../../../plugins/auth'
import { clientAddressPlugin } from '../../../plugins/client-address'
import { resolveCaller } from '../../../sessions'
import { getPreferences } from './get-preferences'
import { pauseAccount } from './pause-account'
import { setPreferredApp } from './set-preferred-app'
import type { PreferencesAccess } from './subject'
import { trackCampaignClick } from './track-campaign-click'
import { unsubscribe } from './unsubscribe'
import { unsubscribeOneClick } from './unsubscribe-one-click'
import { updatePreferences } from './update-preferences'

/** The marketplace user of the bearer session, if any; a bad token is 401, an admin-panel session no user. */
async function accessOf(ctx: AppContext, request: Request, query: { token?: string; email?: string }): Promise<PreferencesAccess> {
  const bearer = bearerToken(request)
  let sessionUserId: string | null = null
  if (bearer) {
    const caller = await resolveCaller(ctx, bearer, request)
    if (!caller) throw new UnauthorizedError('Your session has ended. Please sign in again.')
    if (caller.kind === 'provider' || caller.kind === 'facility') sessionUserId = caller.userId
  }
  return { token: query.token, email: query.email, sessionUserId }
}

const WHO = 'The user is named by `?token=…` (the signed token of a preferences or unsubscribe link), or by the bearer session.'
const ERRORS = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse }

export const preferenceRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Notification preferences'] } })
    .use(clientAddressPlugin(ctx.config.trustProxyHops))
    .get('/user-preferences', async ({ request, query, meta }) => getPreferences({ ctx, access: await accessOf(ctx, request, query), meta }), {
      query: PreferencesLookupQuery,
      response: { 200: NotificationPreferences, ...ERRORS },
      detail: {
        summary: 'Read notification preferences',
        description: `${WHO} An e-mail address alone reads nothing: 404 whether or not it has an account (with a session, only the session's own address). Neither: 400 "Either token or email must be provided".`,
      },
    })
    .put('/user-preferences', async ({ request, query, body, meta }) => updatePreferences({ ctx, access: await accessOf(ctx, request, query), input: body, meta }), {
      query: PreferencesLookupQuery,
      body: UpdatePreferencesBody,
      response: { 200: UserIdResponse, ...ERRORS },
      detail: { summary: 'Change notification preferences', description: `${WHO} Fields left out keep their value; \`locationPreference\` replaces the list.` },
    })
    .put('/user-preferences/pause-account', async ({ request, query, body, meta }) => pauseAccount({ ctx, access: await accessOf(ctx, request, query), input: body, meta }), {
      query: PreferencesLookupQuery,
      body: PauseAccountBody,
      response: { 200: PauseAccountResponse, ...ERRORS },
      detail: { summary: 'Pause (or resume) every notification but security messages', description: `${WHO} No body pauses; \`{"isPaused": false}\` resumes.` },
    })
    .put('/user-preferences/preferred-app', async ({ request, query, body, meta }) => setPreferredApp({ ctx, access: await accessOf(ctx, request, query), input: body, meta }), {
      query: PreferencesLookupQuery,
      body: PreferredAppBody,
      response: { 200: PreferredAppResponse, ...ERRORS },
      detail: { summary: 'Choose the app links open in (MARKETPLACE or CAREERS)', description: WHO },
    })
    .put('/unsubscribe-to-notifications', async ({ request, query, body, meta }) => unsubscribe({ ctx, access: await accessOf(ctx, request, query), input: body, meta }), {
      query: PreferencesLookupQuery,
      body: UnsubscribeBody,
      response: { 200: UserIdResponse, ...ERRORS },
      detail: {
        summary: 'Unsubscribe from notifications',
        description: `${WHO} Or by \`?email=…\` alone, which may only turn flags off (a \`true\` → 400). Flags left out are kept; with none, all four are turned off. A replay changes nothing.`,
      },
    })
    .post(
      '/unsubscribe-to-notifications',
      async ({ request, query, meta }) => unsubscribeOneClick({ ctx, token: query.token, body: await request.text(), meta }),
      {
        // RFC 8058: the body is form-urlencoded `List-Unsubscribe=One-Click`, read raw here.
        parse: 'none',
        query: OneClickUnsubscribeQuery,
        response: { 200: UserIdResponse, ...ERRORS },
        detail: {
          summary: 'One-click unsubscribe (RFC 8058) from the List-Unsubscribe header',
          description: 'Body `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded); `?token=…` names the user. Turns off both apps’ e-mails.',
        },
      },
    )
    .get('/email-marketing-metrics/track', ({ query, meta }) => trackCampaignClick({ ctx, input: query, meta }), {
      query: TrackClickQuery,
      response: { 302: withHeaders(TrackClickRedirect, { location: TrackClickLocation }), 400: ErrorResponse, 429: ErrorResponse },
      detail: { summary: 'Record an e-mail campaign click and redirect', description: "Redirects (302) only to this product's own addresses (a path, or a URL on PUBLIC_URL's origin); any other link → 400." },
    })
