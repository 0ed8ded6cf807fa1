/**
 * `PUT /facility/{facilityId}/ffm/{ffmId}` (issue 13 §8, spec 001 §5 "Facility form"): saves the
 * answers. The route's contract already held every answer to its type and maximum length, so a
 * draft (`submit: false`) may be partial. `submit: true` adds the rules a complete form must meet
 * (`refineSubmittedAnswers`, 400 with the first message) and moves the form to PENDING: it waits
 * in the admin panel's approval queue (issue 16 §3, admin/), where approving it makes the
 * orientation packet (GENERATED) and rejecting it sends it back with a reason (REJECTED).
 *
 * Who moves what (docs/decisions.md "Facility onboarding forms" and "Verification queues"):
 * members who see the facility save and submit; a submitted form (PENDING, GENERATED, COMPLETED)
 * changes only by being submitted again, which sends it back to the queue and withdraws its packet
 * until staff approve the new answers. The submitter is recorded: they hear of the decision.
 */
import { eq } from 'drizzle-orm'
import { refineSubmittedAnswers, type FfmAnswers, type FfmDetail, type SaveFfmBody } from '../../../shared/contracts/onboarding-forms'
import type { AppContext, FacilityCaller } from '../../context'
import { facilityOnboardingForms } from '../../db/schema'
import { ConflictError, NotFoundError, ValidationError } from '../../errors'
import { getFacilityInScope } from '../organizations'
import { filesOfForm, getFormInScope } from './queries'
import { toFfmDetail } from './to-dto'

export async function saveOnboardingForm({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: SaveFfmBody & { facilityId: string; ffmId: string } }): Promise<FfmDetail> {
  const { facilityId, ffmId, submit, ...answers } = input
  const facility = await getFacilityInScope(ctx.db.read, caller, facilityId)
  const form = await getFormInScope(ctx.db.read, caller, ffmId)
  if (form.facilityId !== facility.id) throw new NotFoundError('onboarding form')

  const cleaned = withoutBlanks(answers)
  if (!submit) {
    if (form.status !== 'DRAFT' && form.status !== 'REJECTED') throw new ConflictError('This form has been submitted; submit it again to change it')
    const now = ctx.clock.now()
    await ctx.db.write((tx) => tx.update(facilityOnboardingForms).set({ answers: cleaned, updatedAt: now }).where(eq(facilityOnboardingForms.id, form.id)))
    return toFfmDetail({ ...form, answers: cleaned, updatedAt: now }, facility, await filesOfForm(ctx.db.read, form.id))
  }

  const errors = refineSubmittedAnswers(cleaned)
  if (errors.length) throw new ValidationError(errors)
  const submittedAt = ctx.clock.now()
  const submission = {
    answers: cleaned,
    status: 'PENDING' as const,
    submittedAt,
    submittedByUserId: caller.userId,
    rejectedReason: null,
    reviewedAt: null,
    reviewedByTeamMemberId: null,
    packetSizeBytes: null,
    packetGeneratedAt: null,
    completedAt: null,
    completedByUserId: null,
    updatedAt: submittedAt,
  }
  await ctx.db.write((tx) => tx.update(facilityOnboardingForms).set({ ...submission, packetPdf: null }).where(eq(facilityOnboardingForms.id, form.id)))
  return toFfmDetail({ ...form, ...submission }, facility, await filesOfForm(ctx.db.read, form.id))
}

/** Text answers trimmed, and empty ones dropped, so "  " never passes for an answer nor reaches the packet. */
function withoutBlanks(answers: FfmAnswers): FfmAnswers {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(answers)) {
    if (value === undefined) continue
    if (typeof value === 'string') {
      if (value.trim()) out[key] = value.trim()
    } else out[key] = value
  }
  return out as FfmAnswers
}
