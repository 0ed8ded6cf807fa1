/**
 * `POST /facility/initiate-call`: connects a facility user and a provider of one of the
 * facility's shifts or applications through the platform's number. The platform calls the
 * facility user first; when they answer, Twilio asks `/twilio/dial` and the call is bridged to
 * the provider with the platform's number shown, so neither learns the other's phone.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { InitiateCallBody, InitiateCallResponse } from '../../../shared/contracts/phone'
import type { AppContext, FacilityCaller } from '../../context'
import { applications, callSessions, providers, shiftGroups, users } from '../../db/schema'
import { NotFoundError, ValidationError } from '../../errors'
import { telephonyFor, toE164 } from '../../integrations/telephony'
import { consumeRateLimits } from '../../lib/rate-limits'
import { canSeeFacility, getFacilityInScope } from '../organizations'

/** How long the bridge may be dialed after the call is placed. */
const SESSION_MINUTES = 15

export async function initiateCall({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: InitiateCallBody }): Promise<InitiateCallResponse> {
  const db = ctx.db.read
  if (input.facilityId) await getFacilityInScope(db, caller, input.facilityId)
  // The facility of the provider's latest application with this organization that the caller may see.
  const shared = await db
    .select({ facilityId: shiftGroups.facilityId })
    .from(applications)
    .innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId))
    .where(and(eq(applications.providerId, input.providerId), eq(shiftGroups.organizationId, caller.organizationId), input.facilityId ? eq(shiftGroups.facilityId, input.facilityId) : undefined))
    .orderBy(desc(applications.createdAt))
    .limit(20)
  const facilityId = shared.map((s) => s.facilityId).find((id) => canSeeFacility(caller, id))
  if (!facilityId) throw new NotFoundError('provider')
  const [me, provider] = await Promise.all([
    db.select({ phone: users.personalPhone }).from(users).where(eq(users.id, caller.userId)).get(),
    db.select({ phone: providers.phoneNumber }).from(providers).where(eq(providers.id, input.providerId)).get(),
  ])
  const callerPhone = toE164(me?.phone)
  if (!callerPhone) throw ValidationError.field('personalPhone', 'Add your phone number to your account to place calls')
  if (!toE164(provider?.phone)) throw ValidationError.field('providerId', 'This provider has no phone number we can call')
  await consumeRateLimits(ctx, [{ key: `call:${caller.userId}`, limit: 20, windowMinutes: 60, message: 'You have placed many calls in a short time.' }])
  const now = ctx.clock.now()
  const session = await ctx.db.write((tx) =>
    tx
      .insert(callSessions)
      .values({ organizationId: caller.organizationId, facilityId, callerUserId: caller.userId, providerId: input.providerId, status: 'initiated', expiresAt: new Date(now.getTime() + SESSION_MINUTES * 60_000), createdAt: now })
      .returning()
      .get(),
  )
  const telephony = telephonyFor(ctx)
  const answerUrl = `${ctx.config.publicUrl}/api/twilio/dial?recipient=${encodeURIComponent(session.id)}`
  const call = await telephony.placeCall(callerPhone, answerUrl)
  await ctx.db.write((tx) => tx.update(callSessions).set({ callSid: call.sid, status: call.status }).where(eq(callSessions.id, session.id)))
  return { message: 'We are calling you now. Answer to be connected to the provider.', callSid: call.sid, status: call.status, maskedNumber: telephony.from }
}
