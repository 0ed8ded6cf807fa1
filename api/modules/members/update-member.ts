/**
 * `PUT /organization/users/{userId} {role?, facilityIds?}`: an OWNER or ADMIN changes a
 * colleague's role or the facilities a MEMBER works at. Another organization's user → 404; only an
 * OWNER touches an OWNER or makes one (403); demoting the last OWNER → 409. `facilityIds` apply to
 * a MEMBER (empty: the whole organization); any other role works across the organization. Takes
 * effect on the colleague's next call. Audited.
 */
import { eq } from 'drizzle-orm'
import type { OrganizationUser } from '../../../shared/contracts/facility-shifts'
import type { UpdateMemberBody } from '../../../shared/contracts/organization-users'
import type { AppContext, FacilityCaller } from '../../context'
import { organizationMemberFacilities, organizationMembers } from '../../db/schema'
import { audit } from '../audit'
import { requireOrganizationRole } from '../organizations'
import { assertNotLastOwner, facilitiesOfOrganization, memberInOrganization, requireOwnerFor, toOrganizationUser } from './queries'

export async function updateMember({ ctx, caller, userId, input }: { ctx: AppContext; caller: FacilityCaller; userId: string; input: UpdateMemberBody }): Promise<OrganizationUser> {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  await ctx.db.write(async (tx) => {
    const { member } = await memberInOrganization(tx, caller, userId)
    // Checked for any role (another organization's facility → 404); kept only for a MEMBER.
    await facilitiesOfOrganization(tx, caller.organizationId, input.facilityIds ?? [])
    const role = input.role ?? member.role
    requireOwnerFor(caller, [member.role, role])
    if (member.role === 'OWNER' && role !== 'OWNER') await assertNotLastOwner(tx, caller.organizationId, member.id)
    const before = (await tx.select({ facilityId: organizationMemberFacilities.facilityId }).from(organizationMemberFacilities).where(eq(organizationMemberFacilities.memberId, member.id))).map((r) => r.facilityId)
    const wanted = role === 'MEMBER' ? (input.facilityIds ?? (member.role === 'MEMBER' ? before : [])) : []
    await facilitiesOfOrganization(tx, caller.organizationId, wanted)
    if (role !== member.role) await tx.update(organizationMembers).set({ role }).where(eq(organizationMembers.id, member.id))
    await tx.delete(organizationMemberFacilities).where(eq(organizationMemberFacilities.memberId, member.id))
    for (const facilityId of new Set(wanted)) await tx.insert(organizationMemberFacilities).values({ memberId: member.id, facilityId })
    await audit(ctx, tx, caller, { action: 'organization.member.update', subject: ['user', userId], before: { role: member.role, facilityIds: before }, after: { role, facilityIds: [...new Set(wanted)] } })
  })
  return toOrganizationUser(ctx.db.read, caller.organizationId, userId)
}
