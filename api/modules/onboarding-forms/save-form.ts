/**
 * `PUT /facility/{facilityId}/ffm/{ffmId}` (issue 13 §8, spec 001 §5 "Facility form"): saves the
 * answers. The route's contract already held every answer to its type and maximum length, so a
 * draft (`submit: false`) may be partial. `submit: true` adds the rules a complete form must meet
 * (`refineSubmittedAnswers`, 400 with the first message), moves the form to PENDING, makes the
 * orientation packet and moves it to GENERATED.
 *
 * Who moves what (docs/decisions.md "Facility onboarding forms"): members who see the facility
 * save and submit; a submitted form (PENDING, GENERATED, COMPLETED) changes only by being
 * submitted again, which makes a new packet; COMPLETED and REJECTED are the admin panel's, not
 * built yet.
 *
 * Two short writes around the PDF: rendering takes tens of milliseconds and would otherwise hold
 * the database's one writer. If rendering fails, the form stays PENDING with its answers saved and
 * submitting again retries.
 */
import { and, eq } from 'drizzle-orm'
import { refineSubmittedAnswers, type FfmAnswers, type FfmDetail, type SaveFfmBody } from '../../../shared/contracts/onboarding-forms'
import type { AppContext, FacilityCaller } from '../../context'
import { facilityOnboardingForms } from '../../db/schema'
import { ConflictError, NotFoundError, ValidationError } from '../../errors'
import { getFacilityInScope, oneLineAddress } from '../organizations'
import { renderOrientationPacket } from './packet-pdf'
import { getFormInScope } from './queries'
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
    return toFfmDetail({ ...form, answers: cleaned, updatedAt: now }, facility)
  }

  const errors = refineSubmittedAnswers(cleaned)
  if (errors.length) throw new ValidationError(errors)
  const submittedAt = ctx.clock.now()
  await ctx.db.write((tx) =>
    tx
      .update(facilityOnboardingForms)
      .set({ answers: cleaned, status: 'PENDING', submittedAt, rejectedReason: null, updatedAt: submittedAt })
      .where(eq(facilityOnboardingForms.id, form.id)),
  )

  const pdf = await renderOrientationPacket({ name: facility.name, address: oneLineAddress(facility), phone: facility.phone }, cleaned, submittedAt)
  const generatedAt = ctx.clock.now()
  await ctx.db.write((tx) =>
    tx
      .update(facilityOnboardingForms)
      .set({ status: 'GENERATED', packetPdf: Buffer.from(pdf), packetSizeBytes: pdf.byteLength, packetGeneratedAt: generatedAt, updatedAt: generatedAt })
      // Only the submission that made this packet: a newer one made its own.
      .where(and(eq(facilityOnboardingForms.id, form.id), eq(facilityOnboardingForms.submittedAt, submittedAt))),
  )
  return toFfmDetail(
    { ...form, answers: cleaned, status: 'GENERATED', submittedAt, rejectedReason: null, packetSizeBytes: pdf.byteLength, packetGeneratedAt: generatedAt, updatedAt: generatedAt },
    facility,
  )
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
