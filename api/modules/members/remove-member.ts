/** `DELETE /organization/users/{userId}`: an OWNER or ADMIN removes a colleague (or themselves); see end-membership.ts. */
import type { AppContext, FacilityCaller } from '../../context'
import { requireOrganizationRole } from '../organizations'
import { endMembership } from './end-membership'

export async function removeMember({ ctx, caller, userId }: { ctx: AppContext; caller: FacilityCaller; userId: string }): Promise<void> {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  await ctx.db.write((tx) => endMembership(ctx, tx, caller, userId, { action: 'organization.member.remove' }))
}
