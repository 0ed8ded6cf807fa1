import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../shared/contracts/auth'
import { InitiateCallBody, InitiateCallResponse, TwilioError } from '../../../shared/contracts/phone'
import type { AppContext } from '../../context'
import { isSignedByTwilio } from '../../integrations/telephony'
import { authPlugin } from '../../plugins/auth'
import { answerDial } from './answer-dial'
import { initiateCall } from './initiate-call'
import { receiveText, type WebhookAnswer } from './receive-text'
import { twiml } from './twiml'

/** Twilio's form body as a map (the signature covers every parameter, so all are kept). */
async function formOf(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await request.text()))
}

/** Spec 001 §8: 400 and 500 with `error` (and the house's `message` beside it); the webhook's 404 as text; TwiML otherwise. */
function answer({ status, body, kind }: WebhookAnswer): Response {
  if (kind === 'twiml') return twiml(body, status)
  if (kind === 'text') return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return Response.json({ error: body, message: body }, { status })
}

const twilioDoc = (summary: string, description: string) => ({
  parse: 'none' as const,
  response: { 200: TwilioError, 400: TwilioError, 404: TwilioError, 500: TwilioError },
  detail: {
    summary,
    description: `${description} Form-encoded, signed by Twilio (\`X-Twilio-Signature\`); a bad signature is refused with 400. Answers TwiML (text/xml).`,
  },
})

export const phoneRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Calls and texts'] } })
    .post(
      '/twilio/webhook',
      async ({ request }) => {
        const params = await formOf(request)
        if (!isSignedByTwilio(ctx, request, params)) return answer({ status: 400, body: 'The request is not signed by Twilio', kind: 'error' })
        return answer(await receiveText(ctx, params))
      },
      twilioDoc('Texts to the platform number (Body, From)', 'YES confirms the next shift, NO tells its facility, STOP/START switch texts off and on, anything else goes to the shift\'s conversation.'),
    )
    .post(
      '/twilio/dial',
      async ({ request }) => {
        const url = new URL(request.url)
        const params = { ...(await formOf(request)) }
        if (!isSignedByTwilio(ctx, request, params)) return answer({ status: 400, body: 'The request is not signed by Twilio', kind: 'error' })
        // The session travels in the answer URL's query (Twilio signs it with the URL).
        const recipient = params.recipient ?? url.searchParams.get('recipient') ?? ''
        const result = await answerDial(ctx, { ...params, recipient })
        return answer(result.kind === 'text' && result.status === 400 ? { ...result, kind: 'error' } : result)
      },
      twilioDoc('Bridge a facility call to the provider (recipient, name, Digits, CallSid)', 'Dials the provider from the platform number once the facility user answered.'),
    )
    .use(authPlugin(ctx))
    .post('/facility/initiate-call', ({ caller, body }) => initiateCall({ ctx, caller, input: body }), {
      asFacility: true,
      body: InitiateCallBody,
      response: { 200: InitiateCallResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      detail: {
        summary: 'Call a provider through the platform number',
        description: 'The platform calls you, then connects you to the provider of one of your shifts or applications; each sees only the platform number.',
      },
    })
