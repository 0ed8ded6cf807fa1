import type { InAppNotification } from '../../../../shared/contracts/notifications'
import type { inAppNotifications } from '../../../db/schema'

export function toNotificationDto(row: typeof inAppNotifications.$inferSelect): InAppNotification {
  return { id: row.id, event: row.event, title: row.title, body: row.body, url: row.url, isRead: row.readAt !== null, createdAt: row.createdAt.toISOString() }
}
