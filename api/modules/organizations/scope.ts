/**
 * What a facility user may touch: its organization's facilities, narrowed for a MEMBER to its
 * `facilityIds`. Anything outside answers 404 (a tenant never learns another's ids exist).
 */
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { OrganizationRole } from '../../../shared/enums'
import type { FacilityCaller } from '../../context'
import type { Tx } from '../../db/client'
import { facilities } from '../../db/schema'
import { ForbiddenError, NotFoundError } from '../../errors'

export function canSeeFacility(caller: FacilityCaller, facilityId: string): boolean {
  return caller.facilityIds === null || caller.facilityIds.includes(facilityId)
}

/** The caller's facility, or 404. */
export async function getFacilityInScope(db: Tx, caller: FacilityCaller, facilityId: string) {
  const facility = await db
    .select()
    .from(facilities)
    .where(and(eq(facilities.id, facilityId), eq(facilities.organizationId, caller.organizationId), isNull(facilities.deletedAt)))
    .get()
  if (!facility || !canSeeFacility(caller, facility.id)) throw new NotFoundError('facility')
  return facility
}

/**
 * A WHERE condition limiting a table with `organization_id` and `facility_id` columns to what
 * the caller may see.
 */
export function inCallerScope(caller: FacilityCaller, columns: { organizationId: SQLiteColumn; facilityId: SQLiteColumn }): SQL {
  const org = eq(columns.organizationId, caller.organizationId)
  return caller.facilityIds === null ? org : and(org, inArray(columns.facilityId, caller.facilityIds.length ? caller.facilityIds : ['']))!
}

/** Organization-wide actions (members, billing, credits) need one of these roles (403 otherwise). */
export function requireOrganizationRole(caller: FacilityCaller, roles: readonly OrganizationRole[]): void {
  if (!roles.includes(caller.role)) throw new ForbiddenError('Your role in this organization does not allow this')
}
