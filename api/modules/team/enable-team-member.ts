/** `PATCH /admin-panel/administration/users/{memberId}/enable` (ADMIN only): they may sign in again. Enabling an enabled member changes nothing. */
import { eq } from 'drizzle-orm'
import type { TeamMember } from '../../../shared/contracts/team'
import type { AppContext, TeamCaller } from '../../context'
import { teamMembers } from '../../db/schema'
import { audit } from '../audit'
import { requireTeamPermission } from './permissions'
import { auditedMember, getTeamMemberOrThrow } from './queries'
import { toTeamMember } from './to-dto'

export async function enableTeamMember({ ctx, caller, memberId }: { ctx: AppContext; caller: TeamCaller; memberId: string }): Promise<TeamMember> {
  requireTeamPermission(caller, 'team.manage')
  return ctx.db.write(async (tx) => {
    const before = await getTeamMemberOrThrow(tx, memberId)
    if (!before.isDisabled) return toTeamMember(before)
    const [after] = await tx.update(teamMembers).set({ isDisabled: false, updatedAt: ctx.clock.now() }).where(eq(teamMembers.id, memberId)).returning()
    await audit(ctx, tx, caller, { action: 'team-member.enable', subject: ['team-member', memberId], before: auditedMember(before), after: auditedMember(after!) })
    return toTeamMember(after!)
  })
}
