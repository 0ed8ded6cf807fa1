/**
 * `PATCH /admin-panel/administration/users/{memberId}/role` (ADMIN only). The panel always keeps
 * an enabled ADMIN: the last one cannot be given another role (409), or nobody could manage the
 * team again. A member whose role changes keeps their sessions: every call checks the role the
 * member has now (sessions/resolve-caller.ts reads it on each request).
 */
import { eq } from 'drizzle-orm'
import { TEAM_MESSAGES, type ChangeTeamMemberRoleBody, type TeamMember } from '../../../shared/contracts/team'
import type { AppContext, TeamCaller } from '../../context'
import { teamMembers } from '../../db/schema'
import { ConflictError } from '../../errors'
import { audit } from '../audit'
import { requireTeamPermission } from './permissions'
import { auditedMember, getTeamMemberOrThrow, otherEnabledAdmins } from './queries'
import { toTeamMember } from './to-dto'

export async function changeTeamMemberRole({ ctx, caller, memberId, input }: { ctx: AppContext; caller: TeamCaller; memberId: string; input: ChangeTeamMemberRoleBody }): Promise<TeamMember> {
  requireTeamPermission(caller, 'team.manage')
  return ctx.db.write(async (tx) => {
    const before = await getTeamMemberOrThrow(tx, memberId)
    if (before.role === input.role) return toTeamMember(before)
    if (before.role === 'ADMIN' && !before.isDisabled && (await otherEnabledAdmins(tx, memberId)) === 0) throw new ConflictError(TEAM_MESSAGES.lastAdmin)
    const [after] = await tx.update(teamMembers).set({ role: input.role, updatedAt: ctx.clock.now() }).where(eq(teamMembers.id, memberId)).returning()
    await audit(ctx, tx, caller, { action: 'team-member.change-role', subject: ['team-member', memberId], before: auditedMember(before), after: auditedMember(after!) })
    return toTeamMember(after!)
  })
}
