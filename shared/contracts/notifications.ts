/** Messages the platform sends and its outbox (api-contract "Testing helpers": `GET /testing/outbox`). */
import { Type, type Static } from '@sinclair/typebox'
import { literalUnion } from './literal-union'
import { pageQuery, Pagination } from './paging'

/** How a message goes out: e-mail now; text messages and pushes will share the outbox. */
export const OUTBOX_CHANNELS = ['EMAIL', 'SMS', 'PUSH'] as const
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number]

export const OutboxQuery = Type.Object({
  to: Type.String({ minLength: 1, maxLength: 254, messages: { required: 'To is required', minLength: 'To is required', maxLength: 'To is too long' } }),
})
export type OutboxQuery = Static<typeof OutboxQuery>

export const OutboxMessage = Type.Object({
  channel: literalUnion(OUTBOX_CHANNELS),
  to: Type.String(),
  subject: Type.Union([Type.String(), Type.Null()]),
  text: Type.String(),
  /** The absolute URLs found in the message, in order. */
  links: Type.Array(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
})
export type OutboxMessage = Static<typeof OutboxMessage>

export const OutboxList = Type.Object({ data: Type.Array(OutboxMessage) })
export type OutboxList = Static<typeof OutboxList>

/** The in-app notification center (issue 14 §2). */
export const InAppNotification = Type.Object({
  id: Type.String(),
  event: Type.String({ description: 'SHIFT_HIRED, SHIFT_REMINDER_48H, SHIFT_REMINDER_24H, SHIFT_CANCELED_BY_FACILITY, SHIFT_CANCELED_BY_PROVIDER, …' }),
  title: Type.String(),
  body: Type.String(),
  /** The app's path it opens. */
  url: Type.Union([Type.String(), Type.Null()]),
  isRead: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
})
export type InAppNotification = Static<typeof InAppNotification>

export const NotificationList = Type.Object({
  data: Type.Array(InAppNotification),
  pagination: Pagination,
  unreadCount: Type.Integer(),
})
export const NotificationListQuery = Type.Object({ ...pageQuery(20), unreadOnly: Type.Optional(Type.Boolean()) })
export type NotificationListQuery = Static<typeof NotificationListQuery>
export const NotificationCount = Type.Object({ count: Type.Integer() })
export const NotificationsMarked = Type.Object({ message: Type.String(), markedAsRead: Type.Integer() })
