/**
 * Reading forms inside the caller's scope. A facility's form is created as a DRAFT the first time
 * anyone reads it (issue 13 §8), so every facility has exactly one (`facility_id` is unique).
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { FacilityCaller } from '../../context'
import type { Tx } from '../../db/client'
import { facilityOnboardingForms } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { canSeeFacility, getFacilityInScope } from '../organizations'

export type FormRow = typeof facilityOnboardingForms.$inferSelect

/** Every column but the packet's bytes (lists and answers never need them). */
export const formColumns = {
  id: facilityOnboardingForms.id,
  facilityId: facilityOnboardingForms.facilityId,
  organizationId: facilityOnboardingForms.organizationId,
  status: facilityOnboardingForms.status,
  answers: facilityOnboardingForms.answers,
  submittedAt: facilityOnboardingForms.submittedAt,
  submittedByUserId: facilityOnboardingForms.submittedByUserId,
  rejectedReason: facilityOnboardingForms.rejectedReason,
  reviewedAt: facilityOnboardingForms.reviewedAt,
  reviewedByTeamMemberId: facilityOnboardingForms.reviewedByTeamMemberId,
  packetSizeBytes: facilityOnboardingForms.packetSizeBytes,
  packetGeneratedAt: facilityOnboardingForms.packetGeneratedAt,
  createdAt: facilityOnboardingForms.createdAt,
  updatedAt: facilityOnboardingForms.updatedAt,
}
export type FormFields = Omit<FormRow, 'packetPdf'>

/** Creates the DRAFT form of each given facility that has none yet (a no-op for the others). */
export async function ensureForms(tx: Tx, facilities: { id: string; organizationId: string }[], now: Date): Promise<void> {
  if (!facilities.length) return
  await tx
    .insert(facilityOnboardingForms)
    .values(facilities.map((f) => ({ facilityId: f.id, organizationId: f.organizationId, createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: facilityOnboardingForms.facilityId })
}

/** The form with this id, if its facility is in the caller's scope; 404 otherwise. */
export async function getFormInScope(db: Tx, caller: FacilityCaller, ffmId: string): Promise<FormFields> {
  const form = await db
    .select(formColumns)
    .from(facilityOnboardingForms)
    .where(and(eq(facilityOnboardingForms.id, ffmId), eq(facilityOnboardingForms.organizationId, caller.organizationId)))
    .get()
  if (!form || !canSeeFacility(caller, form.facilityId)) throw new NotFoundError('onboarding form')
  // Also 404 once its facility is deleted.
  await getFacilityInScope(db, caller, form.facilityId).catch(() => {
    throw new NotFoundError('onboarding form')
  })
  return form
}

/** The forms of these facilities, by facility id. */
export async function formsOfFacilities(db: Tx, facilityIds: string[]): Promise<Map<string, FormFields>> {
  if (!facilityIds.length) return new Map()
  const rows = await db.select(formColumns).from(facilityOnboardingForms).where(inArray(facilityOnboardingForms.facilityId, facilityIds))
  return new Map(rows.map((r) => [r.facilityId, r]))
}
