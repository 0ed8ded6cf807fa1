/**
 * Shift conversations (spec 000 §3 "Shift conversation", §7 "Shift conversations", §9 message
 * pages 1–50, default 20): a facility and a provider who share a shift or an application write to
 * each other; each side has an inbox with the last message and unread counts.
 */
import { Type, type Static } from '@sinclair/typebox'
import { pageQuery, Paged } from './paging'

const Id = Type.String({ minLength: 1, maxLength: 64 })

export const MESSAGE_MAX_LENGTH = 4000

export const StartConversationBody = Type.Object(
  {
    /** The facility's side names the provider; a provider names the facility. */
    providerId: Type.Optional(Id),
    facilityId: Type.Optional(Id),
  },
  { additionalProperties: false },
)
export type StartConversationBody = Static<typeof StartConversationBody>

export const Conversation = Type.Object({
  id: Type.String(),
  providerId: Type.String(),
  facilityId: Type.String(),
  lastMessageId: Type.Union([Type.String(), Type.Null()]),
})
export type Conversation = Static<typeof Conversation>

export const MessageAttachment = Type.Object({ fileId: Type.String(), filename: Type.String(), mimeType: Type.String(), url: Type.String() })

export const Message = Type.Object({
  id: Type.String(),
  conversationId: Type.String(),
  content: Type.String(),
  sentByProvider: Type.Boolean(),
  sentByFacility: Type.Boolean(),
  readByFacility: Type.Boolean(),
  readByProvider: Type.Boolean(),
  timeSent: Type.String({ format: 'date-time' }),
  /** The provider has a hired shift still to come at this facility. */
  hasUpcomingShift: Type.Boolean(),
  attachments: Type.Array(MessageAttachment),
})
export type Message = Static<typeof Message>

export const SendMessageBody = Type.Object(
  {
    content: Type.String({
      minLength: 1,
      maxLength: MESSAGE_MAX_LENGTH,
      messages: { minLength: 'Message content is required', maxLength: `A message can be at most ${MESSAGE_MAX_LENGTH} characters` },
    }),
    /** Set by a client that may send the same message twice (written offline, sent on reconnect): stored once. */
    clientMessageId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
)
export type SendMessageBody = Static<typeof SendMessageBody>

export const MessagesQuery = Type.Object({
  /** The `nextCursor` of the previous page (older messages); absent for the newest. */
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(
    Type.Number({
      minimum: 1,
      maximum: 50,
      multipleOf: 1,
      default: 20,
      messages: { minimum: 'limit must be between 1 and 50', maximum: 'limit must be between 1 and 50', default: 'limit must be a whole number' },
    }),
  ),
})
export type MessagesQuery = Static<typeof MessagesQuery>

export const MessagesPage = Type.Object({
  /** Newest first. */
  data: Type.Array(Message),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
})
export type MessagesPage = Static<typeof MessagesPage>

export const MarkAsReadResponse = Type.Object({ message: Type.String(), markedAsRead: Type.Integer() })

const Counterpart = Type.Object({ id: Type.String(), name: Type.String() })

export const InboxItem = Type.Object({
  conversationId: Type.String(),
  providerId: Type.String(),
  facilityId: Type.String(),
  /** The other side: the provider for a facility's inbox, the facility for a provider's. */
  provider: Counterpart,
  facility: Counterpart,
  lastMessage: Type.Union([Message, Type.Null()]),
  unreadCount: Type.Integer(),
  hasUpcomingShift: Type.Boolean(),
})
export type InboxItem = Static<typeof InboxItem>

export const InboxQuery = Type.Object({ ...pageQuery(20), facilityId: Type.Optional(Id) })
export type InboxQuery = Static<typeof InboxQuery>
export const ProviderInboxQuery = Type.Object(pageQuery(20))

export const Inbox = Paged(InboxItem)
export const UnreadCount = Type.Object({ count: Type.Integer() })

export const RealtimeTicket = Type.Object({ token: Type.String(), expiresIn: Type.Integer({ description: 'seconds' }) })
