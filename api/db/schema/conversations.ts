/**
 * Shift conversations (spec 000 §3 "Shift conversation"): one thread per facility and provider who
 * share a shift or an application, and its messages. Also the real-time event log every server
 * process reads to reach its own open sockets (api/realtime).
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { facilities } from './organizations'
import { providers } from './providers'
import { createdAt, flag, id, instant } from './columns'

export const conversations = sqliteTable(
  'conversations',
  {
    id: id(),
    organizationId: text('organization_id').notNull(),
    facilityId: text('facility_id').notNull().references(() => facilities.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    lastMessageId: text('last_message_id'),
    /** When the last message was sent (null before the first): the inboxes sort by it. */
    lastMessageAt: instant('last_message_at'),
    /** Messages from the provider the facility has not read, and the other way round: the inboxes' counts without counting rows. */
    facilityUnreadCount: integer('facility_unread_count').notNull().default(0),
    providerUnreadCount: integer('provider_unread_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // One thread per facility and provider: a second `POST /conversations` answers the same one.
    uniqueIndex('conversations_facility_provider_unique').on(t.facilityId, t.providerId),
    index('conversations_provider_idx').on(t.providerId, t.lastMessageAt),
    index('conversations_org_idx').on(t.organizationId, t.lastMessageAt),
  ],
)

export const messages = sqliteTable(
  'messages',
  {
    id: id(),
    conversationId: text('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    sentByProvider: flag('sent_by_provider'),
    sentByFacility: flag('sent_by_facility'),
    /** The person who wrote it (a facility user or the provider's user); null for the platform's own. */
    senderUserId: text('sender_user_id'),
    readByFacility: flag('read_by_facility'),
    readByProvider: flag('read_by_provider'),
    timeSent: instant('time_sent').notNull(),
    /** The client's id for a message written offline: sent twice, stored once. */
    clientMessageId: text('client_message_id'),
  },
  (t) => [
    // A page of a thread, newest first, by the (time, id) cursor.
    index('messages_conversation_time_idx').on(t.conversationId, t.timeSent, t.id),
    uniqueIndex('messages_client_id_unique').on(t.conversationId, t.clientMessageId),
  ],
)

/** Files attached to a message by its writer (`POST /files/upload/messages/{messageId}`). */
export const messageAttachments = sqliteTable(
  'message_attachments',
  {
    id: id(),
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
)

/**
 * What a user's open sockets should hear (a new message, a read receipt, a notification),
 * written in the transaction of the verb that caused it. Every server process reads the rows
 * after the last it saw and hands them to its own sockets; old rows are swept.
 */
export const realtimeEvents = sqliteTable(
  'realtime_events',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    userId: text('user_id').notNull(),
    /** The event as the socket sends it (JSON). */
    payload: text('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('realtime_events_created_idx').on(t.createdAt)],
)
