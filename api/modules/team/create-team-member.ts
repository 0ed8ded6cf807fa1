/**
 * `POST /admin-panel/administration/users` (ADMIN only): a new member of the team. They get an
 * invitation e-mail and choose their password from its link (api-contract "Accounts by e-mail
 * link"); until then the account holds a random password nobody knows, so it cannot be signed
 * in to. An e-mail already on the team answers 409 (e-mails are matched case-insensitively).
 */
import { eq } from 'drizzle-orm'
import { TEAM_MESSAGES, type CreateTeamMemberBody, type TeamMember } from '../../../shared/contracts/team'
import type { AppContext, TeamCaller } from '../../context'
import { teamMembers } from '../../db/schema'
import { ConflictError } from '../../errors'
import { audit } from '../audit'
import { hashPassword } from '../identity'
import { trimmedName } from './names'
import { requireTeamPermission } from './permissions'
import { auditedMember } from './queries'
import { toTeamMember } from './to-dto'

export async function createTeamMember({ ctx, caller, input }: { ctx: AppContext; caller: TeamCaller; input: CreateTeamMemberBody }): Promise<TeamMember> {
  requireTeamPermission(caller, 'team.manage')
  const firstName = trimmedName(input.firstName, 'firstName')
  const lastName = trimmedName(input.lastName, 'lastName')
  const email = input.email.trim().toLowerCase()
  const taken = await ctx.db.read.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.email, email)).get()
  if (taken) throw new ConflictError(TEAM_MESSAGES.duplicateEmail)
  const passwordHash = await hashPassword(crypto.randomUUID() + crypto.randomUUID())
  return ctx.db.write(async (tx) => {
    // Checked again inside the write: two ADMINs adding the same person at once.
    const raced = await tx.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.email, email)).get()
    if (raced) throw new ConflictError(TEAM_MESSAGES.duplicateEmail)
    const now = ctx.clock.now()
    const [member] = await tx.insert(teamMembers).values({ email, passwordHash, firstName, lastName, role: input.role, createdAt: now, updatedAt: now }).returning()
    await audit(ctx, tx, caller, { action: 'team-member.create', subject: ['team-member', member!.id], after: auditedMember(member!) })
    return toTeamMember(member!)
  })
}
