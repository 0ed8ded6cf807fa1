/**
 * `POST /admin-panel/administration/users` (ADMIN only): a new member of the team. They get an
 * invitation e-mail and choose their password from its link (api-contract "Accounts by e-mail
 * link", identity's `issueInvitation`); until then the account holds a random password nobody
 * knows, so it cannot be signed in to. An e-mail already on the team, or a marketplace account's,
 * answers 409 (e-mails are matched case-insensitively). The invitation is counted against the message limits
 * (api/modules/README.md rule 12) before anything is written.
 */
import { eq } from 'drizzle-orm'
import type { CreateTeamMemberBody, TeamMember } from '../../../shared/contracts/team'
import type { AppContext, TeamCaller } from '../../context'
import { teamMembers } from '../../db/schema'
import { limitMessageSends } from '../../lib/rate-limits'
import type { RequestMeta } from '../../sessions'
import { audit } from '../audit'
import { hashPassword, issueInvitation } from '../identity'
import { deliverEmail } from '../notifications'
import { trimmedName } from './names'
import { requireTeamPermission } from './permissions'
import { assertEmailFree, auditedMember } from './queries'
import { toTeamMember } from './to-dto'

export async function createTeamMember({ ctx, caller, input, meta }: { ctx: AppContext; caller: TeamCaller; input: CreateTeamMemberBody; meta: RequestMeta }): Promise<TeamMember> {
  requireTeamPermission(caller, 'team.manage')
  const firstName = trimmedName(input.firstName, 'firstName')
  const lastName = trimmedName(input.lastName, 'lastName')
  const email = input.email.trim().toLowerCase()
  await assertEmailFree(ctx.db.read, email)
  await limitMessageSends(ctx, { channel: 'email', recipient: email, address: meta.ipAddress })
  const passwordHash = await hashPassword(crypto.randomUUID() + crypto.randomUUID())
  const { member, invitation } = await ctx.db.write(async (tx) => {
    // Checked again inside the write: two ADMINs adding the same person at once.
    await assertEmailFree(tx, email)
    const inviter = await tx.select({ firstName: teamMembers.firstName, lastName: teamMembers.lastName }).from(teamMembers).where(eq(teamMembers.id, caller.teamMemberId)).get()
    const now = ctx.clock.now()
    const [member] = await tx.insert(teamMembers).values({ email, passwordHash, firstName, lastName, role: input.role, createdAt: now, updatedAt: now }).returning()
    await audit(ctx, tx, caller, { action: 'team-member.create', subject: ['team-member', member!.id], after: auditedMember(member!) })
    const invitation = await issueInvitation(ctx, tx, { teamMemberId: member!.id }, {
      email,
      firstName,
      invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : 'The Shiftwell team',
      joining: 'the Shiftwell admin panel',
    })
    return { member: member!, invitation }
  })
  deliverEmail(ctx, invitation)
  return toTeamMember(member)
}
