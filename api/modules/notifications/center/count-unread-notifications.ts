/** `GET /notifications/count`: the badge on the bell. */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppContext, UserCaller } from '../../../context'
import { inAppNotifications } from '../../../db/schema'

export async function countUnreadNotifications({ ctx, caller }: { ctx: AppContext; caller: UserCaller }): Promise<{ count: number }> {
  const [row] = await ctx.db.read
    .select({ n: sql<number>`count(*)` })
    .from(inAppNotifications)
    .where(and(eq(inAppNotifications.userId, caller.userId), isNull(inAppNotifications.readAt)))
  return { count: row?.n ?? 0 }
}
