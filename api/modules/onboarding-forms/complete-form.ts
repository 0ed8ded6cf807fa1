/**
 * `PUT /facility/{facilityId}/ffm/{ffmId}/complete` ("Publish to providers", issue 13 §8): the
 * facility read the orientation packet staff approved (GENERATED) and hands it to the providers it
 * hires: the form is COMPLETED. Only then do hired providers read the packet, its answers and its
 * files, and only then does "facility form required" let the facility post shifts
 * (docs/decisions.md "Publishing the onboarding packet").
 *
 * Members who see the facility may publish, as they save and submit. Any other status → 409 with
 * what is missing; resubmitting a COMPLETED form sends it back to the approval queue unpublished.
 */
import { and, eq } from 'drizzle-orm'
import type { FfmDetail, FfmStatus } from '../../../shared/contracts/onboarding-forms'
import type { AppContext, FacilityCaller } from '../../context'
import { facilityOnboardingForms } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors'
import { audit } from '../audit'
import { getFacilityInScope } from '../organizations'
import { filesOfForm, getFormInScope } from './queries'
import { toFfmDetail } from './to-dto'

export const FORM_NOT_PUBLISHABLE: Record<Exclude<FfmStatus, 'GENERATED'>, string> = {
  COMPLETED: 'This onboarding form is already published to providers',
  PENDING: 'This onboarding form is waiting for approval; it can be published once it is approved',
  DRAFT: 'Submit this onboarding form and have it approved before publishing it',
  REJECTED: 'This onboarding form was rejected; submit it again and have it approved before publishing it',
}

export async function completeOnboardingForm({ ctx, caller, facilityId, ffmId }: { ctx: AppContext; caller: FacilityCaller; facilityId: string; ffmId: string }): Promise<FfmDetail> {
  const facility = await getFacilityInScope(ctx.db.read, caller, facilityId)
  const completed = await ctx.db.write(async (tx) => {
    const form = await getFormInScope(tx, caller, ffmId)
    if (form.facilityId !== facility.id) throw new NotFoundError('onboarding form')
    if (form.status !== 'GENERATED') throw new ConflictError(FORM_NOT_PUBLISHABLE[form.status])
    const now = ctx.clock.now()
    const change = { status: 'COMPLETED' as const, completedAt: now, completedByUserId: caller.userId, updatedAt: now }
    await tx
      .update(facilityOnboardingForms)
      .set(change)
      .where(and(eq(facilityOnboardingForms.id, form.id), eq(facilityOnboardingForms.status, 'GENERATED')))
    const facts = { facilityId: form.facilityId, packetGeneratedAt: form.packetGeneratedAt?.toISOString() ?? null }
    await audit(ctx, tx, caller, {
      action: 'onboarding-form.complete',
      subject: ['onboarding-form', form.id],
      organizationId: form.organizationId,
      before: { ...facts, status: 'GENERATED' },
      after: { ...facts, status: 'COMPLETED' },
    })
    return { ...form, ...change }
  })
  return toFfmDetail(completed, facility, await filesOfForm(ctx.db.read, completed.id))
}
