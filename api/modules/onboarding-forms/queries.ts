/**
 * Reading forms inside the caller's scope. A facility's form is created as a DRAFT the first time
 * anyone reads it (issue 13 §8), so every facility has exactly one (`facility_id` is unique).
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { FfmFile } from '../../../shared/contracts/onboarding-forms'
import type { FacilityCaller } from '../../context'
import type { Tx } from '../../db/client'
import { facilityOnboardingFormFiles, facilityOnboardingForms } from '../../db/schema'
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
  completedAt: facilityOnboardingForms.completedAt,
  completedByUserId: facilityOnboardingForms.completedByUserId,
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

/** The files attached to a form, in upload order (at most MAX_FFM_FILES). */
export async function filesOfForm(db: Tx, formId: string): Promise<FfmFile[]> {
  const rows = await db
    .select()
    .from(facilityOnboardingFormFiles)
    .where(eq(facilityOnboardingFormFiles.formId, formId))
    .orderBy(asc(facilityOnboardingFormFiles.createdAt), asc(facilityOnboardingFormFiles.fileId))
  return rows.map((r) => ({ fileId: r.fileId, filename: r.filename, contentType: r.contentType, size: r.size, uploadedAt: r.createdAt.toISOString() }))
}
