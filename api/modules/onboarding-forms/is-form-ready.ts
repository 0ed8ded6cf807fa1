/**
 * The "facility form required" flag's check (issue 13 §8, settings `facilityFormRequired`): with
 * the flag on, a facility posts shifts only once its onboarding form is GENERATED or COMPLETED,
 * so every provider it hires can read the orientation packet (409 otherwise: the form's state
 * forbids it). Shifts' posting verb calls it.
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { facilityOnboardingForms } from '../../db/schema'
import { ConflictError } from '../../errors'
import { isFeatureEnabled } from '../platform'

export const FACILITY_FORM_REQUIRED_MESSAGE = "Complete and submit this facility's onboarding form before posting shifts"

export async function requireFacilityFormIfFlagged(ctx: AppContext, db: Tx, facilityId: string): Promise<void> {
  if (!(await isFeatureEnabled(ctx, 'facilityFormRequired'))) return
  const form = await db.select({ status: facilityOnboardingForms.status }).from(facilityOnboardingForms).where(eq(facilityOnboardingForms.facilityId, facilityId)).get()
  if (form?.status !== 'GENERATED' && form?.status !== 'COMPLETED') throw new ConflictError(FACILITY_FORM_REQUIRED_MESSAGE)
}
