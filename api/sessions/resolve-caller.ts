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

/**
 * A short read of the caller's membership or team row, where the session was just read: on the
 * writer's connection while no write is under way (`readNearWrites`: its page cache survives this
 * process's commits; the reader's is emptied by each, which made this lookup ~50 µs of a hire).
 * Taken at the moment the statement runs (it runs synchronously), and read again on the reader
 * if the writer's connection could not read (its busy timeout is 0), as `findSession` does.
 */
async function readNear<T>(ctx: AppContext, query: (db: Tx) => Promise<T>): Promise<T> {
  const near = ctx.db.readNearWrites()
  try {
    return await query(near)
  } catch (error) {
    if (near === ctx.db.read) throw error
    return query(ctx.db.read)
  }
}

/** The caller of `token`; given the request, its session is looked up once for that request. */
export async function resolveCaller(ctx: AppContext, token: string, request?: Request): Promise<Caller | null> {
  const session = await (request ? findSessionOf(ctx, request, token) : findSession(ctx, token))
  if (!session) return null
  if (session.teamMemberId) {
    const teamMemberId = session.teamMemberId
    const member = await readNear(ctx, (db) => prepared(db, teamMemberById).get({ id: teamMemberId }))
    if (!member || member.isDisabled) return null
    return { kind: 'team', sessionId: session.id, teamMemberId: member.id, role: member.role }
  }
  const user = session.user
  const userId = session.userId
  if (!userId || !user || user.isDisabled) return null
  if (user.userType === 'PROVIDER') return user.providerId ? { kind: 'provider', sessionId: session.id, userId, providerId: user.providerId } : null
  const member = await readNear(ctx, (db) => prepared(db, membershipOfUser).get({ userId }))
  if (!member) return null
  let facilityIds: string[] | null = null
  if (member.role === 'MEMBER') {
    const rows = await readNear(ctx, (db) => prepared(db, facilitiesOfMember).all({ memberId: member.id }))
    // A MEMBER with no facility list works across the organization (domain "People and tenants").
    facilityIds = rows.length ? rows.map((r) => r.facilityId) : null
  }
  return {
    kind: 'facility',
    sessionId: session.id,
    userId,
    organizationId: member.organizationId,
    memberId: member.id,
    role: member.role,
    facilityIds,
  }
}
