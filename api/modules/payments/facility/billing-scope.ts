/**
 * What every billing call settles first: the facility asked about (in the caller's scope, else
 * 404) and the billing time zone calendar dates and months are read in — that facility's zone,
 * else the zone of the organization's first facility (docs/decisions.md "Billing history").
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import { addDays, zonedTimeToUtc } from '../../../../shared/domain/zoned-time'
import type { FacilityCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { facilities } from '../../../db/schema'
import { getFacilityInScope } from '../../organizations'

export async function billingScope(db: Tx, caller: FacilityCaller, facilityId: string | undefined): Promise<{ facilityId: string | undefined; timeZone: string }> {
  if (facilityId) {
    const facility = await getFacilityInScope(db, caller, facilityId)
    return { facilityId: facility.id, timeZone: facility.timeZone }
  }
  const first = await db
    .select({ timeZone: facilities.timeZone })
    .from(facilities)
    .where(and(eq(facilities.organizationId, caller.organizationId), isNull(facilities.deletedAt)))
    .orderBy(asc(facilities.createdAt), asc(facilities.id))
    .get()
  return { facilityId: undefined, timeZone: first?.timeZone ?? 'America/New_York' }
}

/** The start of a calendar date in the zone, and the start of the day after `to` (so `to` is inclusive). */
export function dayRange(timeZone: string, from?: string, to?: string): { fromInstant?: Date; toInstant?: Date } {
  return {
    ...(from ? { fromInstant: zonedTimeToUtc(from, '00:00', timeZone) } : {}),
    ...(to ? { toInstant: zonedTimeToUtc(addDays(to, 1), '00:00', timeZone) } : {}),
  }
}
