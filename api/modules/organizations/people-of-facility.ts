/**
 * The facility users who see a facility's business: its organization's owners and admins, and
 * members who are not limited to other facilities (the same rule as `canSeeFacility`).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { facilities, organizationMemberFacilities, organizationMembers } from '../../db/schema'

export async function peopleOfFacility(tx: Tx, facilityId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .innerJoin(facilities, eq(facilities.organizationId, organizationMembers.organizationId))
    .where(
      and(
        eq(facilities.id, facilityId),
        sql`(${organizationMembers.role} <> 'MEMBER'
          or not exists (select 1 from ${organizationMemberFacilities} f where f.member_id = ${organizationMembers.id})
          or exists (select 1 from ${organizationMemberFacilities} f where f.member_id = ${organizationMembers.id} and f.facility_id = ${facilityId}))`,
      ),
    )
  return rows.map((r) => r.userId)
}
