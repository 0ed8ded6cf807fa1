/**
 * The "facility form required" flag's check (issue 13 §8, settings `facilityFormRequired`): with
 * the flag on, a facility posts shifts only once its onboarding form is COMPLETED (approved by
 * staff, then published to providers by the facility), so every provider it hires can read the
 * orientation packet (409 otherwise: the form's state forbids it; a form waiting for approval says
 * so; an approved one not yet published gets the "complete" message). Shifts' posting verb calls it.
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { facilityOnboardingForms } from '../../db/schema'
import { ConflictError } from '../../errors'
import { isFeatureEnabled } from '../platform'

export const FACILITY_FORM_REQUIRED_MESSAGE = "Complete and submit this facility's onboarding form before posting shifts"
/** Submitted and waiting in the admin panel's approval queue (issue 16 §3). */
export const FACILITY_FORM_AWAITING_APPROVAL_MESSAGE = "This facility's onboarding form is waiting for approval; shifts can be posted once it is approved"

export async function requireFacilityFormIfFlagged(ctx: AppContext, db: Tx, facilityId: string): Promise<void> {
  if (!(await isFeatureEnabled(ctx, 'facilityFormRequired'))) return
  const form = await db.select({ status: facilityOnboardingForms.status }).from(facilityOnboardingForms).where(eq(facilityOnboardingForms.facilityId, facilityId)).get()
  if (form?.status === 'PENDING') throw new ConflictError(FACILITY_FORM_AWAITING_APPROVAL_MESSAGE)
  if (form?.status !== 'COMPLETED') throw new ConflictError(FACILITY_FORM_REQUIRED_MESSAGE)
}
