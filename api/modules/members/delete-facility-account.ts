/**
 * `DELETE /facility/account/{userId} {reason}`: a facility user deletes their own account, or an
 * OWNER or ADMIN a colleague's (a MEMBER deleting someone else's → 403). Another organization's
 * user → 404; the last OWNER → 409. The reason is kept in the audit trail; see end-membership.ts.
 */
import type { DeleteWithReasonBody } from '../../../shared/contracts/accounts'
import type { AppContext, FacilityCaller } from '../../context'
import { requireOrganizationRole } from '../organizations'
import { endMembership } from './end-membership'

export async function deleteFacilityAccount({ ctx, caller, userId, input }: { ctx: AppContext; caller: FacilityCaller; userId: string; input: DeleteWithReasonBody }): Promise<void> {
  if (userId !== caller.userId) requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  await ctx.db.write((tx) => endMembership(ctx, tx, caller, userId, { action: 'account.delete', reason: input.reason.trim() }))
}
