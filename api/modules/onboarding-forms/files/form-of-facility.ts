/**
 * The onboarding form of a facility in the caller's scope (another organization's facility, or
 * one a MEMBER does not see → 404), created as a DRAFT if the facility has none yet.
 */
import { eq } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { facilityOnboardingForms } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { getFacilityInScope } from '../../organizations'
import { ensureForms, formColumns } from '../queries'

export async function formOfFacility(ctx: AppContext, caller: FacilityCaller, facilityId: string) {
  const facility = await getFacilityInScope(ctx.db.read, caller, facilityId)
  const find = () => ctx.db.read.select(formColumns).from(facilityOnboardingForms).where(eq(facilityOnboardingForms.facilityId, facility.id)).get()
  let form = await find()
  if (!form) {
    await ctx.db.write((tx) => ensureForms(tx, [facility], ctx.clock.now()))
    form = await find()
  }
  if (!form) throw new NotFoundError('onboarding form')
  return { facility, form }
}
