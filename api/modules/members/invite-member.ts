/**
 * `POST /organization/users`: an OWNER or ADMIN invites a colleague as ADMIN or MEMBER (a MEMBER
 * limited to `facilityIds` when given; facilities of another organization → 404). An e-mail
 * already used → 409. The account is made with a password nobody knows, and the invitation
 * e-mail links to `/accept-invitation?token=…`, where they choose one and are signed in
 * (api-contract "Accounts by e-mail link", identity's `issueInvitation`). Audited.
 */
import { eq } from 'drizzle-orm'
import type { OrganizationUser } from '../../../shared/contracts/facility-shifts'
import type { InviteMemberBody } from '../../../shared/contracts/organization-users'
import type { AppContext, FacilityCaller } from '../../context'
import { organizationMemberFacilities, organizationMembers, organizations, users } from '../../db/schema'
import { limitMessageSends } from '../../lib/rate-limits'
import type { RequestMeta } from '../../sessions'
import { audit } from '../audit'
import { assertNewEmail, hashPassword, issueInvitation } from '../identity'
import { deliverEmail } from '../notifications'
import { requireOrganizationRole } from '../organizations'
import { facilitiesOfOrganization, toOrganizationUser } from './queries'

export async function inviteMember({ ctx, caller, input, meta }: { ctx: AppContext; caller: FacilityCaller; input: InviteMemberBody; meta: RequestMeta }): Promise<OrganizationUser> {
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const email = input.email.trim().toLowerCase()
  // Checked for any role (another organization's facility → 404); kept only for a MEMBER.
  await facilitiesOfOrganization(ctx.db.read, caller.organizationId, input.facilityIds ?? [])
  const facilityIds = input.role === 'MEMBER' ? (input.facilityIds ?? []) : []
  await assertNewEmail(ctx.db.read, email)
  await limitMessageSends(ctx, { channel: 'email', recipient: email, address: meta.ipAddress })
  // A password nobody knows until the invitation is accepted (argon2 outside the write).
  const passwordHash = await hashPassword(crypto.randomUUID())
  const { userId, queued } = await ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    await facilitiesOfOrganization(tx, caller.organizationId, facilityIds)
    await assertNewEmail(tx, email)
    const organization = (await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, caller.organizationId)).get())!
    const inviter = (await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, caller.userId)).get())!
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash, userType: 'FACILITY', firstName: input.firstName?.trim() ?? '', lastName: input.lastName?.trim() ?? '', createdAt: now, updatedAt: now })
      .returning({ id: users.id })
    const [member] = await tx.insert(organizationMembers).values({ organizationId: caller.organizationId, userId: user!.id, role: input.role, createdAt: now }).returning({ id: organizationMembers.id })
    for (const facilityId of new Set(facilityIds)) await tx.insert(organizationMemberFacilities).values({ memberId: member!.id, facilityId })
    const queued = await issueInvitation(ctx, tx, { userId: user!.id }, {
      email,
      firstName: input.firstName?.trim() || 'there',
      invitedBy: `${inviter.firstName} ${inviter.lastName}`.trim(),
      joining: organization.name,
    })
    await audit(ctx, tx, caller, { action: 'organization.member.invite', subject: ['user', user!.id], after: { email, role: input.role, facilityIds } })
    return { userId: user!.id, queued }
  })
  deliverEmail(ctx, queued)
  return toOrganizationUser(ctx.db.read, caller.organizationId, userId)
}
