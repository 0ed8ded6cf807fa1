/**
 * `POST /notifications/{notificationId}/read` and `POST /notifications/read-all`. Another user's
 * notification answers 404; marking again changes nothing.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { AppContext, UserCaller } from '../../../context'
import { inAppNotifications } from '../../../db/schema'
import { NotFoundError } from '../../../errors'

export async function markNotificationsRead({ ctx, caller, notificationId }: { ctx: AppContext; caller: UserCaller; notificationId?: string }): Promise<{ message: string; markedAsRead: number }> {
  return ctx.db.write(async (tx) => {
    const mine = eq(inAppNotifications.userId, caller.userId)
    if (notificationId !== undefined) {
      const row = await tx.select({ id: inAppNotifications.id }).from(inAppNotifications).where(and(mine, eq(inAppNotifications.id, notificationId))).get()
      if (!row) throw new NotFoundError('notification')
    }
    const marked = await tx
      .update(inAppNotifications)
      .set({ readAt: ctx.clock.now() })
      .where(and(mine, isNull(inAppNotifications.readAt), notificationId !== undefined ? eq(inAppNotifications.id, notificationId) : undefined))
      .returning({ id: inAppNotifications.id })
    return { message: 'Marked as read', markedAsRead: marked.length }
  })
}
