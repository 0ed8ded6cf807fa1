/**
 * `PATCH /admin-panel/administration/users/{memberId}/disable` (ADMIN only). Ends every session
 * of the member in the same transaction, so their next call answers 401 (api-contract
 * "Authentication"), and they cannot sign in until enabled again. Nobody disables themselves
 * (409: an ADMIN locking themselves out by a slip), and the last enabled ADMIN stays enabled
 * (409). Disabling a disabled member changes nothing.
 */
import { eq } from 'drizzle-orm'
import { TEAM_MESSAGES, type TeamMember } from '../../../shared/contracts/team'
import type { AppContext, TeamCaller } from '../../context'
import { teamMembers } from '../../db/schema'
import { ConflictError } from '../../errors'
import { revokeTeamMemberSessions } from '../../sessions'
import { audit } from '../audit'
import { requireTeamPermission } from './permissions'
import { auditedMember, getTeamMemberOrThrow, otherEnabledAdmins } from './queries'
import { toTeamMember } from './to-dto'

export async function disableTeamMember({ ctx, caller, memberId }: { ctx: AppContext; caller: TeamCaller; memberId: string }): Promise<TeamMember> {
  requireTeamPermission(caller, 'team.manage')
  return ctx.db.write(async (tx) => {
    const before = await getTeamMemberOrThrow(tx, memberId)
    if (before.isDisabled) return toTeamMember(before)
    if (memberId === caller.teamMemberId) throw new ConflictError(TEAM_MESSAGES.disableSelf)
    if (before.role === 'ADMIN' && (await otherEnabledAdmins(tx, memberId)) === 0) throw new ConflictError(TEAM_MESSAGES.lastAdmin)
    const [after] = await tx.update(teamMembers).set({ isDisabled: true, updatedAt: ctx.clock.now() }).where(eq(teamMembers.id, memberId)).returning()
    await revokeTeamMemberSessions(tx, memberId)
    await audit(ctx, tx, caller, { action: 'team-member.disable', subject: ['team-member', memberId], before: auditedMember(before), after: auditedMember(after!) })
    return toTeamMember(after!)
  })
}
