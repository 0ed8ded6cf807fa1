/** Bearer token → the signed-in caller, with the organization scope of a facility user. */
import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { prepared } from '../db/prepared'
import { organizationMemberFacilities, organizationMembers, teamMembers } from '../db/schema'
import type { AppContext, Caller } from '../context'
import { findSession, findSessionOf } from './sessions'

const teamMemberById = (db: Tx) => db.select().from(teamMembers).where(eq(teamMembers.id, sql.placeholder('id'))).prepare()
const membershipOfUser = (db: Tx) => db.select().from(organizationMembers).where(eq(organizationMembers.userId, sql.placeholder('userId'))).prepare()
const facilitiesOfMember = (db: Tx) =>
  db
    .select({ facilityId: organizationMemberFacilities.facilityId })
    .from(organizationMemberFacilities)
    .where(eq(organizationMemberFacilities.memberId, sql.placeholder('memberId')))
    .prepare()

/** The caller of `token`; given the request, its session is looked up once for that request. */
export async function resolveCaller(ctx: AppContext, token: string, request?: Request): Promise<Caller | null> {
  const session = await (request ? findSessionOf(ctx, request, token) : findSession(ctx, token))
  if (!session) return null
  const db = ctx.db.read
  if (session.teamMemberId) {
    const member = await prepared(db, teamMemberById).get({ id: session.teamMemberId })
    if (!member || member.isDisabled) return null
    return { kind: 'team', sessionId: session.id, teamMemberId: member.id, role: member.role }
  }
  const user = session.user
  if (!session.userId || !user || user.isDisabled) return null
  if (user.userType === 'PROVIDER') return user.providerId ? { kind: 'provider', sessionId: session.id, userId: session.userId, providerId: user.providerId } : null
  const member = await prepared(db, membershipOfUser).get({ userId: session.userId })
  if (!member) return null
  let facilityIds: string[] | null = null
  if (member.role === 'MEMBER') {
    const rows = await prepared(db, facilitiesOfMember).all({ memberId: member.id })
    // A MEMBER with no facility list works across the organization (domain "People and tenants").
    facilityIds = rows.length ? rows.map((r) => r.facilityId) : null
  }
  return {
    kind: 'facility',
    sessionId: session.id,
    userId: session.userId,
    organizationId: member.organizationId,
    memberId: member.id,
    role: member.role,
    facilityIds,
  }
}
