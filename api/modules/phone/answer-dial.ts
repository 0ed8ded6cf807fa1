/**
 * `POST /twilio/dial` (spec 001 §7: recipient, name, Digits, CallSid): Twilio asks what to do
 * once the facility user answered the platform's call. A fresh session is bridged to the
 * provider; an expired or unknown one is told so. Signed by Twilio (checked by the route).
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { callSessions, providers, users } from '../../db/schema'
import { telephonyFor, toE164 } from '../../integrations/telephony'
import { dial, say, twimlResponse } from './twiml'

/** A bridged call lasts at most an hour. */
const CALL_LIMIT_SECONDS = 3600

export async function answerDial(ctx: AppContext, params: Record<string, string>): Promise<{ status: number; body: string; kind: 'twiml' | 'text' }> {
  const sessionId = params.recipient
  if (!sessionId) return { status: 400, body: 'recipient is required', kind: 'text' }
  const row = await ctx.db.read
    .select({ session: callSessions, phone: providers.phoneNumber, firstName: users.firstName })
    .from(callSessions)
    .innerJoin(providers, eq(providers.id, callSessions.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(callSessions.id, sessionId))
    .get()
  if (!row) return { status: 404, body: 'Not found', kind: 'text' }
  const to = toE164(row.phone)
  if (row.session.expiresAt <= ctx.clock.now() || !to) return { status: 200, body: twimlResponse(say('This call has expired. Please start it again from the app.')), kind: 'twiml' }
  await ctx.db.write((tx) => tx.update(callSessions).set({ status: 'bridging', ...(params.CallSid ? { callSid: params.CallSid } : {}) }).where(eq(callSessions.id, row.session.id)))
  const name = params.name?.trim() || row.firstName
  return { status: 200, body: twimlResponse(say(`Connecting you to ${name}.`), dial(to, telephonyFor(ctx).from, CALL_LIMIT_SECONDS)), kind: 'twiml' }
}
