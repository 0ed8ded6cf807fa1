/** `GET /facility/{facilityId}`: one of the caller's facilities; anything else answers 404. */
import type { FacilityDetails } from '../../../shared/contracts/facility-shifts'
import type { AppContext, FacilityCaller } from '../../context'
import { getFacilityInScope } from './scope'
import { toFacilityDetails } from './to-dto'

export async function getFacility({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: { facilityId: string } }): Promise<FacilityDetails> {
  return toFacilityDetails(await getFacilityInScope(ctx.db.read, caller, input.facilityId))
}
