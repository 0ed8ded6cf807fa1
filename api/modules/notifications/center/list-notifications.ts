/** `GET /notifications`: the caller's in-app notifications, newest first, with the unread count. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { NotificationListQuery } from '../../../../shared/contracts/notifications'
import type { AppContext, UserCaller } from '../../../context'
import { inAppNotifications } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { toNotificationDto } from './to-dto'

export async function listNotifications({ ctx, caller, query }: { ctx: AppContext; caller: UserCaller; query: NotificationListQuery }) {
  const db = ctx.db.read
  const request = pageRequest(query, 20)
  const mine = eq(inAppNotifications.userId, caller.userId)
  const unread = and(mine, isNull(inAppNotifications.readAt))
  const where = query.unreadOnly ? unread : mine
  const [[total], [unreadCount], rows] = await Promise.all([
    db.select({ n: sql<number>`count(*)` }).from(inAppNotifications).where(where),
    db.select({ n: sql<number>`count(*)` }).from(inAppNotifications).where(unread),
    db.select().from(inAppNotifications).where(where).orderBy(desc(inAppNotifications.createdAt), desc(inAppNotifications.id)).limit(request.pageSize).offset(request.offset),
  ])
  return { data: rows.map(toNotificationDto), pagination: pagination(request, total?.n ?? 0), unreadCount: unreadCount?.n ?? 0 }
}
