import { Elysia, t } from 'elysia'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import { NotificationCount, NotificationList, NotificationListQuery, NotificationsMarked } from '../../../../shared/contracts/notifications'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { countUnreadNotifications } from './count-unread-notifications'
import { listNotifications } from './list-notifications'
import { markNotificationsRead } from './mark-notifications-read'

export const notificationCenterRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Notifications'] } })
    .use(authPlugin(ctx))
    .get('/notifications', ({ caller, query }) => listNotifications({ ctx, caller, query }), {
      asUser: true,
      query: NotificationListQuery,
      response: { 200: NotificationList, 400: ErrorResponse },
      detail: { summary: 'My notifications', description: 'Newest first, with the unread count; `unreadOnly` for the unread ones. New ones also arrive on the real-time socket (`notification`).' },
    })
    .get('/notifications/count', ({ caller }) => countUnreadNotifications({ ctx, caller }), {
      asUser: true,
      response: { 200: NotificationCount },
      detail: { summary: 'My unread notifications' },
    })
    .post('/notifications/read-all', ({ caller }) => markNotificationsRead({ ctx, caller }), {
      asUser: true,
      response: { 200: NotificationsMarked },
      detail: { summary: 'Mark all my notifications as read' },
    })
    .post('/notifications/:notificationId/read', ({ caller, params }) => markNotificationsRead({ ctx, caller, notificationId: params.notificationId }), {
      asUser: true,
      params: t.Object({ notificationId: t.String({ maxLength: 64 }) }),
      response: { 200: NotificationsMarked, 404: ErrorResponse },
      detail: { summary: 'Mark a notification as read' },
    })
