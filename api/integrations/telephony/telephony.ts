/**
 * Calls and text messages: Twilio through its official SDK when `TWILIO_ACCOUNT_SID`,
 * `TWILIO_AUTH_TOKEN` and `TWILIO_FROM` are set, otherwise the built-in sandbox, which places
 * nothing and keeps every text in the outbox. Twilio's webhooks are signed the same way in both
 * (`X-Twilio-Signature`, HMAC-SHA1 of the URL and the form parameters): with the account's auth
 * token, or in the sandbox with a token derived from the app secret, so the webhook code and its
 * tests are the same.
 */
import { createHmac } from 'node:crypto'
import { getExpectedTwilioSignature, validateRequest } from 'twilio/lib/webhooks/webhooks'
import type { AppContext } from '../../context'

export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature'

export interface Telephony {
  readonly name: 'twilio' | 'sandbox'
  /** The masked number calls and texts come from (E.164). */
  readonly from: string
  /** Sends a text; answers the message's id. */
  sendText(to: string, body: string): Promise<{ sid: string }>
  /** Calls `to`; when they answer, Twilio fetches the TwiML at `answerUrl`. */
  placeCall(to: string, answerUrl: string): Promise<{ sid: string; status: string }>
  /** The token webhooks are signed with (never logged or returned). */
  readonly signingToken: string
}

/** The sandbox's number: a 555-01xx number, reserved for fiction. */
export const SANDBOX_FROM = '+15125550100'

export function sandboxSigningToken(secret: string): string {
  return createHmac('sha256', secret).update('telephony-sandbox-signing-token').digest('hex').slice(0, 32)
}

const randomSid = (prefix: string) => `${prefix}${crypto.randomUUID().replaceAll('-', '')}`

function sandboxTelephony(secret: string): Telephony {
  return {
    name: 'sandbox',
    from: SANDBOX_FROM,
    signingToken: sandboxSigningToken(secret),
    async sendText() {
      return { sid: randomSid('SM') }
    },
    async placeCall() {
      return { sid: randomSid('CA'), status: 'queued' }
    },
  }
}

function twilioTelephony(config: { accountSid: string; authToken: string; from: string }): Telephony {
  // The SDK's client is loaded on first use: a server without Twilio never loads it.
  let client: Promise<import('twilio').Twilio> | null = null
  const clientOf = () => (client ??= import('twilio').then((m) => (m.default ?? m)(config.accountSid, config.authToken)))
  return {
    name: 'twilio',
    from: config.from,
    signingToken: config.authToken,
    async sendText(to, body) {
      const message = await (await clientOf()).messages.create({ to, from: config.from, body })
      return { sid: message.sid }
    },
    async placeCall(to, answerUrl) {
      const call = await (await clientOf()).calls.create({ to, from: config.from, url: answerUrl, method: 'POST' })
      return { sid: call.sid, status: call.status }
    },
  }
}

const instances = new WeakMap<AppContext, Telephony>()

export function telephonyFor(ctx: AppContext): Telephony {
  let telephony = instances.get(ctx)
  if (!telephony) instances.set(ctx, (telephony = ctx.config.twilio ? twilioTelephony(ctx.config.twilio) : sandboxTelephony(ctx.secret)))
  return telephony
}

/** Twilio signs the URL it requested: this server's public address with the path and query. */
export function isSignedByTwilio(ctx: AppContext, request: Request, params: Record<string, string>): boolean {
  const signature = request.headers.get(TWILIO_SIGNATURE_HEADER)
  if (!signature) return false
  const url = new URL(request.url)
  return validateRequest(telephonyFor(ctx).signingToken, signature, `${ctx.config.publicUrl}${url.pathname}${url.search}`, params)
}

/** For tests and the sandbox: the signature Twilio would send. */
export function twilioSignature(token: string, url: string, params: Record<string, string>): string {
  return getExpectedTwilioSignature(token, url, params)
}
