/** `GET /facility/ffm/{ffmId}` (issue 13 §8): one form of a facility the caller sees, with its answers and packet. */
import type { FfmDetail } from '../../../shared/contracts/onboarding-forms'
import type { AppContext, FacilityCaller } from '../../context'
import { getFacilityInScope } from '../organizations'
import { filesOfForm, getFormInScope } from './queries'
import { toFfmDetail } from './to-dto'

export async function getOnboardingForm({ ctx, caller, ffmId }: { ctx: AppContext; caller: FacilityCaller; ffmId: string }): Promise<FfmDetail> {
  const form = await getFormInScope(ctx.db.read, caller, ffmId)
  const facility = await getFacilityInScope(ctx.db.read, caller, form.facilityId)
  return toFfmDetail(form, facility, await filesOfForm(ctx.db.read, form.id))
}
