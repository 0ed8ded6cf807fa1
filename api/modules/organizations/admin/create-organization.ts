/**
 * `POST /admin-panel/organizations` (ADMIN, OPERATIONS): an organization made by staff, for a
 * chain signed up by hand. Name required; the fee is the platform default unless given (0–100);
 * the parent, when given, must exist (404). With `owner`, that person becomes its OWNER: their
 * account is made with a password nobody knows and they are e-mailed an invitation to choose one
 * (api-contract "Accounts by e-mail link"); an address that already has an account is 409, and
 * the invitation counts against the message limits (api/modules/README.md rule 12). It has no
 * facilities yet (docs/decisions.md "Running the company").
 */
import { eq } from 'drizzle-orm'
import type { AdminOrganization, CreateOrganizationBody } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import { organizationMembers, organizations, teamMembers, users } from '../../../db/schema'
import { ConflictError } from '../../../errors'
import { limitMessageSends } from '../../../lib/rate-limits'
import type { RequestMeta } from '../../../sessions'
import { settings } from '../../../settings'
import { audit } from '../../audit'
import type { OrganizationAdminDeps, QueuedInvitation } from './deps'
import { getAdminOrganizationOrThrow, getParentOrganizationRowOrThrow } from './queries'
import type { Tx } from '../../../db/client'

export const EMAIL_IN_USE = 'An account with this email already exists'

/** E-mails are one namespace across marketplace accounts and the team (as sign-up has it). */
async function assertEmailFree(db: Tx, email: string): Promise<void> {
  const taken =
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()) ??
    (await db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.email, email)).get())
  if (taken) throw new ConflictError(EMAIL_IN_USE)
}

export async function createOrganization({
  ctx,
  caller,
  deps,
  input,
  meta,
}: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; input: CreateOrganizationBody; meta: RequestMeta }): Promise<AdminOrganization> {
  deps.requireTeamPermission(caller, 'organizations.manage')
  const name = input.name.trim()
  const owner = input.owner ? { email: input.owner.email.trim().toLowerCase(), firstName: input.owner.firstName.trim(), lastName: input.owner.lastName.trim() } : null
  let passwordHash: string | null = null
  if (owner) {
    await assertEmailFree(ctx.db.read, owner.email)
    await limitMessageSends(ctx, { channel: 'email', recipient: owner.email, address: meta.ipAddress })
    passwordHash = await deps.hashPassword(crypto.randomUUID() + crypto.randomUUID())
  }
  const { organization, invitation } = await ctx.db.write(async (tx) => {
    if (input.parentOrganizationId) await getParentOrganizationRowOrThrow(tx, input.parentOrganizationId)
    const now = ctx.clock.now()
    const [row] = await tx
      .insert(organizations)
      .values({
        name,
        parentOrganizationId: input.parentOrganizationId ?? null,
        currentPercentageFee: input.percentageFee ?? settings.defaultPercentageFee,
        hasFreeJobPost: input.hasFreeJobPost ?? false,
        ownReferralCode: await deps.newReferralCode(tx, name),
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    const o = row!
    let invitation: QueuedInvitation | null = null
    let ownerUserId: string | null = null
    if (owner && passwordHash) {
      await assertEmailFree(tx, owner.email)
      const [user] = await tx
        .insert(users)
        .values({ email: owner.email, passwordHash, userType: 'FACILITY', firstName: owner.firstName, lastName: owner.lastName, createdAt: now, updatedAt: now })
        .returning({ id: users.id })
      ownerUserId = user!.id
      await tx.insert(organizationMembers).values({ organizationId: o.id, userId: ownerUserId, role: 'OWNER', createdAt: now })
      const inviter = await tx.select({ firstName: teamMembers.firstName, lastName: teamMembers.lastName }).from(teamMembers).where(eq(teamMembers.id, caller.teamMemberId)).get()
      invitation = await deps.issueInvitation(ctx, tx, { userId: ownerUserId }, {
        email: owner.email,
        firstName: owner.firstName,
        invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : 'The Shiftwell team',
        joining: o.name,
      })
    }
    await audit(ctx, tx, caller, {
      action: 'organization.create',
      subject: ['organization', o.id],
      organizationId: o.id,
      after: { name: o.name, currentPercentageFee: o.currentPercentageFee, parentOrganizationId: o.parentOrganizationId, hasFreeJobPost: o.hasFreeJobPost, ownerUserId, ownerEmail: owner?.email ?? null },
    })
    return { organization: await getAdminOrganizationOrThrow(tx, o.id), invitation }
  })
  if (invitation) deps.deliverEmail(ctx, invitation)
  return organization
}
