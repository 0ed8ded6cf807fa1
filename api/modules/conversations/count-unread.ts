/**
 * `GET /facility/messages/count` and `GET /provider/messages/count`: the messages from the other
 * side the caller's side has not read, over every thread it sees (the badge on the inbox).
 */
import { eq, sql } from 'drizzle-orm'
import type { AppContext, UserCaller } from '../../context'
import { conversations } from '../../db/schema'
import { inLiveCallerScope } from '../organizations'

export async function countUnreadMessages({ ctx, caller }: { ctx: AppContext; caller: UserCaller }): Promise<{ count: number }> {
  const db = ctx.db.read
  if (caller.kind === 'provider') {
    const [row] = await db.select({ n: sql<number>`coalesce(sum(${conversations.providerUnreadCount}), 0)` }).from(conversations).where(eq(conversations.providerId, caller.providerId))
    return { count: row?.n ?? 0 }
  }
  const where = await inLiveCallerScope(db, caller, { organizationId: conversations.organizationId, facilityId: conversations.facilityId })
  const [row] = await db.select({ n: sql<number>`coalesce(sum(${conversations.facilityUnreadCount}), 0)` }).from(conversations).where(where)
  return { count: row?.n ?? 0 }
}
