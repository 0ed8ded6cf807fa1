/** `GET /facility`: the facilities the caller may see, by name. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { FacilityDetails } from '../../../shared/contracts/facility-shifts'
import type { AppContext, FacilityCaller } from '../../context'
import type { Tx } from '../../db/client'
import { facilities } from '../../db/schema'
import { toFacilityDetails } from './to-dto'

/** The caller's facilities (the organization's, a MEMBER's own), deleted ones left out. */
export function facilitiesInScope(db: Tx, caller: FacilityCaller) {
  return db
    .select()
    .from(facilities)
    .where(
      and(
        eq(facilities.organizationId, caller.organizationId),
        isNull(facilities.deletedAt),
        caller.facilityIds === null ? undefined : inArray(facilities.id, caller.facilityIds.length ? caller.facilityIds : ['']),
      ),
    )
    .orderBy(asc(facilities.name), asc(facilities.id))
}

export async function listFacilities({ ctx, caller }: { ctx: AppContext; caller: FacilityCaller }): Promise<FacilityDetails[]> {
  return (await facilitiesInScope(ctx.db.read, caller)).map(toFacilityDetails)
}
