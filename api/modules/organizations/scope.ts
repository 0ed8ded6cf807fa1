/**
 * What a facility user may touch: its organization's facilities, narrowed for a MEMBER to its
 * `facilityIds`. Anything outside answers 404 (a tenant never learns another's ids exist).
 */
import { and, eq, inArray, isNotNull, isNull, notInArray, type SQL } from 'drizzle-orm'
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

/**
 * `inCallerScope` without the facilities that were deleted, and without a join on `facilities`:
 * a deleted facility's rows leave every list with it, and the organization-wide lists of a
 * large chain count tens of thousands of rows, where a facility lookup per row is most of the
 * cost (issue 17). The organization's deleted facilities are read first (few, by
 * `facilities_org_idx`), then excluded by id. `facilityId`, when given, must already be checked
 * (`getFacilityInScope`).
 */
export async function inLiveCallerScope(
  db: Tx,
  caller: FacilityCaller,
  columns: { organizationId: SQLiteColumn; facilityId: SQLiteColumn },
  facilityId?: string | undefined,
): Promise<SQL> {
  const org = eq(columns.organizationId, caller.organizationId)
  if (facilityId !== undefined) return and(org, eq(columns.facilityId, facilityId))!
  const deleted = new Set(
    (await db.select({ id: facilities.id }).from(facilities).where(and(eq(facilities.organizationId, caller.organizationId), isNotNull(facilities.deletedAt)))).map((f) => f.id),
  )
  if (caller.facilityIds !== null) {
    const live = caller.facilityIds.filter((id) => !deleted.has(id))
    return and(org, inArray(columns.facilityId, live.length ? live : ['']))!
  }
  return deleted.size ? and(org, notInArray(columns.facilityId, [...deleted]))! : org
}
