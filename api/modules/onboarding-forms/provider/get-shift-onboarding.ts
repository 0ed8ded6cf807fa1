/**
 * `GET /provider/shift/{shiftId}/onboarding` and `…/onboarding/packet` (issue 13 §8, the
 * "optional onboarding" of an approved shift, spec 001 §3): the hired provider of a seat that has
 * not ended (upcoming or in progress, not canceled) reads the facility's form once the facility
 * published its approved packet (COMPLETED; a GENERATED packet is still the facility's to review).
 * Anyone else, another provider's or a past seat, or a form not published → 404.
 *
 * The answer carries the form's answers but the guest credentials, and the packet's path
 * (`packetUrl`, the PDF served by this API with the provider's token) rather than a signed link of
 * the file store, which keeps no packets yet.
 */
import { and, eq, gt } from 'drizzle-orm'
import type { ProviderOnboarding } from '../../../../shared/contracts/onboarding-forms'
import type { AppContext, ProviderCaller } from '../../../context'
import { facilities, facilityOnboardingForms, shiftGroups, shifts } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { packetResponse } from '../packet-response'
import { filesOfForm } from '../queries'

async function formOfHiredShift(ctx: AppContext, caller: ProviderCaller, shiftId: string) {
  const row = await ctx.db.read
    .select({ facilityId: shifts.facilityId, name: facilities.name, city: facilities.city, state: facilities.state })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .where(and(eq(shifts.id, shiftId), eq(shifts.providerId, caller.providerId), eq(shifts.status, 'FILLED'), gt(shiftGroups.endsAt, ctx.clock.now())))
    .get()
  if (!row) throw new NotFoundError('onboarding')
  const form = await ctx.db.read
    .select({ id: facilityOnboardingForms.id, status: facilityOnboardingForms.status, answers: facilityOnboardingForms.answers })
    .from(facilityOnboardingForms)
    .where(and(eq(facilityOnboardingForms.facilityId, row.facilityId), eq(facilityOnboardingForms.status, 'COMPLETED')))
    .get()
  if (!form) throw new NotFoundError('onboarding', 'This pharmacy has no onboarding packet yet')
  return { facility: { id: row.facilityId, name: row.name, city: row.city, state: row.state }, form }
}

export async function getShiftOnboarding({ ctx, caller, shiftId }: { ctx: AppContext; caller: ProviderCaller; shiftId: string }): Promise<ProviderOnboarding> {
  const { facility, form } = await formOfHiredShift(ctx, caller, shiftId)
  const { guestCredentials: _left, ...answers } = form.answers
  return { shiftId, facility, status: form.status, answers, files: await filesOfForm(ctx.db.read, form.id), packetUrl: `/api/provider/shift/${shiftId}/onboarding/packet` }
}

export async function getShiftOnboardingPacket({ ctx, caller, shiftId }: { ctx: AppContext; caller: ProviderCaller; shiftId: string }): Promise<Response> {
  const { form } = await formOfHiredShift(ctx, caller, shiftId)
  return packetResponse(ctx.db.read, form.id)
}
