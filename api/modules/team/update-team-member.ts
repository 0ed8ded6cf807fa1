/**
 * `PUT /admin-panel/administration/users/{memberId}`: a member's name and e-mail (ADMIN only:
 * team management, team/permissions.ts). A field left out keeps its value; an e-mail another
 * member has answers 409.
 */
import { eq } from 'drizzle-orm'
import type { TeamMember, UpdateTeamMemberBody } from '../../../shared/contracts/team'
import type { AppContext, TeamCaller } from '../../context'
import { teamMembers } from '../../db/schema'
import { audit } from '../audit'
import { trimmedName } from './names'
import { requireTeamPermission } from './permissions'
import { assertEmailFree, auditedMember, getTeamMemberOrThrow } from './queries'
import { toTeamMember } from './to-dto'

export async function updateTeamMember({ ctx, caller, memberId, input }: { ctx: AppContext; caller: TeamCaller; memberId: string; input: UpdateTeamMemberBody }): Promise<TeamMember> {
  requireTeamPermission(caller, 'team.manage')
  const changes = {
    ...(input.firstName !== undefined ? { firstName: trimmedName(input.firstName, 'firstName') } : {}),
    ...(input.lastName !== undefined ? { lastName: trimmedName(input.lastName, 'lastName') } : {}),
    ...(input.email !== undefined ? { email: input.email.trim().toLowerCase() } : {}),
  }
  return ctx.db.write(async (tx) => {
    const before = await getTeamMemberOrThrow(tx, memberId)
    if (changes.email && changes.email !== before.email) await assertEmailFree(tx, changes.email, memberId)
    const [after] = await tx.update(teamMembers).set({ ...changes, updatedAt: ctx.clock.now() }).where(eq(teamMembers.id, memberId)).returning()
    await audit(ctx, tx, caller, { action: 'team-member.update', subject: ['team-member', memberId], before: auditedMember(before), after: auditedMember(after!) })
    return toTeamMember(after!)
  })
}
