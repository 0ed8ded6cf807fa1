/**
 * Bearer sessions: an opaque random token goes to the client; the database keeps only its
 * HMAC under the app secret. Revoking is deleting rows: disabling a user, deleting an account or
 * changing a password ends every session of that user (api-contract "Authentication").
 */
import { createHmac, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import type { Tx } from '../db/client'
import { deleteInBatches } from '../db/delete-in-batches'
import { prepared } from '../db/prepared'
import { providers, sessions, users } from '../db/schema'
import type { UserType } from '../../shared/enums'
import { settings } from '../settings'

const DAY_MS = 86_400_000

export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url')
}

export interface SessionSubject {
  userId?: string
  teamMemberId?: string
}

export interface RequestMeta {
  ipAddress?: string | null
  userAgent?: string | null
}

/** Creates a session inside the caller's write transaction and returns the token once. */
export async function createSession(ctx: AppContext, tx: Tx, subject: SessionSubject, meta: RequestMeta = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const now = ctx.clock.now()
  await tx.insert(sessions).values({
    tokenHash: hashToken(ctx.secret, token),
    userId: subject.userId ?? null,
    teamMemberId: subject.teamMemberId ?? null,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + settings.sessionIdleDays * DAY_MS),
    ipAddress: meta.ipAddress?.slice(0, 64) ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  })
  return token
}

export interface SessionRow {
  id: string
  userId: string | null
  teamMemberId: string | null
  /** The session's user, read with it (null for a team member's session or a deleted user). */
  user: { userType: UserType; isDisabled: boolean; providerId: string | null } | null
}

/** A live session by token hash, with its user and their provider profile: one read per request. */
const sessionByToken = (db: Tx) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      teamMemberId: sessions.teamMemberId,
      lastUsedAt: sessions.lastUsedAt,
      userType: users.userType,
      isDisabled: users.isDisabled,
      providerId: providers.id,
    })
    .from(sessions)
    .leftJoin(users, and(eq(users.id, sessions.userId), isNull(users.deletedAt)))
    .leftJoin(providers, eq(providers.userId, users.id))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('nowMs'))))
    .prepare()

/**
 * Sessions already looked up for a request, by token: the idempotency claim and the auth guard
 * both need the caller's session before the handler runs, and the lookup (three index reads and
 * an HMAC) was a tenth of a hire's CPU when made twice. Kept only while the request lives.
 */
const sessionsOfRequest = new WeakMap<Request, Map<string, Promise<SessionRow | null>>>()

/** `findSession` once per request and token: later calls for the same request share the answer. */
export function findSessionOf(ctx: AppContext, request: Request, token: string): Promise<SessionRow | null> {
  let found = sessionsOfRequest.get(request)
  if (!found) sessionsOfRequest.set(request, (found = new Map()))
  let session = found.get(token)
  if (!session) found.set(token, (session = findSession(ctx, token)))
  return session
}

/** The live session of a token, or null; sliding expiry is refreshed at most once an hour. */
export async function findSession(ctx: AppContext, token: string): Promise<SessionRow | null> {
  const now = ctx.clock.now()
  // Every request's first read, and on a busy server usually the first after another request's
  // commit: on the writer's connection when it is idle, whose cache that commit left warm. That
  // connection waits for no lock (busy timeout 0): whatever fails there is read again on the reader.
  const near = ctx.db.readNearWrites()
  const values = { tokenHash: hashToken(ctx.secret, token), nowMs: now.getTime() }
  let row: Awaited<ReturnType<ReturnType<typeof sessionByToken>['get']>>
  try {
    row = await prepared(near, sessionByToken).get(values)
  } catch (error) {
    if (near === ctx.db.read) throw error
    row = await prepared(ctx.db.read, sessionByToken).get(values)
  }
  if (!row) return null
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 3_600_000) {
    await ctx.db.write((tx) =>
      tx
        .update(sessions)
        .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + settings.sessionIdleDays * DAY_MS) })
        .where(eq(sessions.id, row.id)),
    )
  }
  const user = row.userId && row.userType ? { userType: row.userType, isDisabled: row.isDisabled ?? false, providerId: row.providerId } : null
  return { id: row.id, userId: row.userId, teamMemberId: row.teamMemberId, user }
}

export async function revokeUserSessions(tx: Tx, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId))
}

export async function revokeTeamMemberSessions(tx: Tx, teamMemberId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.teamMemberId, teamMemberId))
}

export async function revokeSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.id, sessionId))
}

export async function deleteExpiredSessions(ctx: AppContext): Promise<void> {
  await deleteInBatches(ctx.db, sessions, lt(sessions.expiresAt, ctx.clock.now()))
}
