/** Bearer token → the signed-in caller, with the organization scope of a facility user. */
import { and, eq, isNull } from 'drizzle-orm'
import { organizationMemberFacilities, organizationMembers, providers, teamMembers, users } from '../../db/schema'
import type { AppContext, Caller } from './deps'
import { findSession } from './sessions'

export async function resolveCaller(ctx: AppContext, token: string): Promise<Caller | null> {
  const session = await findSession(ctx, token)
  if (!session) return null
  const db = ctx.db.read
  if (session.teamMemberId) {
    const member = await db.select().from(teamMembers).where(eq(teamMembers.id, session.teamMemberId)).get()
    if (!member || member.isDisabled) return null
    return { kind: 'team', sessionId: session.id, teamMemberId: member.id, role: member.role }
  }
  if (!session.userId) return null
  // The user and, for a provider, their profile in one read: every provider request pays it.
  const user = await db
    .select({ id: users.id, userType: users.userType, isDisabled: users.isDisabled, providerId: providers.id })
    .from(users)
    .leftJoin(providers, eq(providers.userId, users.id))
    .where(and(eq(users.id, session.userId), isNull(users.deletedAt)))
    .get()
  if (!user || user.isDisabled) return null
  if (user.userType === 'PROVIDER') return user.providerId ? { kind: 'provider', sessionId: session.id, userId: user.id, providerId: user.providerId } : null
  const member = await db.select().from(organizationMembers).where(eq(organizationMembers.userId, user.id)).get()
  if (!member) return null
  let facilityIds: string[] | null = null
  if (member.role === 'MEMBER') {
    const rows = await db
      .select({ facilityId: organizationMemberFacilities.facilityId })
      .from(organizationMemberFacilities)
      .where(eq(organizationMemberFacilities.memberId, member.id))
    // A MEMBER with no facility list works across the organization (DOMAIN "People and tenants").
    facilityIds = rows.length ? rows.map((r) => r.facilityId) : null
  }
  return {
    kind: 'facility',
    sessionId: session.id,
    userId: user.id,
    organizationId: member.organizationId,
    memberId: member.id,
    role: member.role,
    facilityIds,
  }
}
