/**
 * The outbox: every e-mail (later every text message and push) the platform sends is a row here
 * first, written in the transaction of the verb that sends it, then handed to the mail server
 * after that transaction commits (api/modules/notifications). Without a mail server the outbox is
 * where the message stays (`OUTBOX_ONLY`), readable by `GET /testing/outbox` and, in demo mode,
 * printed on the server's terminal.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { OutboxChannel } from '../../../shared/contracts/notifications'
import { createdAt, flag, id, instant, jsonList } from './columns'

/** QUEUED until delivered; SENT by the mail server; FAILED with `error`; OUTBOX_ONLY with no mail server. */
export type OutboxStatus = 'QUEUED' | 'SENT' | 'FAILED' | 'OUTBOX_ONLY'

export const outboxMessages = sqliteTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel').$type<OutboxChannel>().notNull(),
    /** An e-mail address (lower-cased) or a phone number (digits with its +). */
    to: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    /** The absolute URLs in the message, so tests and people can follow a link without parsing. */
    links: jsonList('links'),
    /**
     * The message carries a secret (a reset link): once a mail server has taken it, its text and
     * links are blanked here, so a copy of the database does not hold live links.
     */
    holdsSecret: flag('holds_secret'),
    /**
     * Extra mail headers: a regular (non-security) message to a user carries `List-Unsubscribe`
     * and `List-Unsubscribe-Post` (RFC 8058), see notifications/preferences.
     */
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<OutboxStatus>().notNull().default('QUEUED'),
    /** Delivery attempts made (a failure records its error and may be tried again). */
    attempts: integer('attempts').notNull().default(0),
    /** The mail server's id for the message (SMTP `Message-ID`). */
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    // `GET /testing/outbox?to=…` newest first, and what one person was sent.
    index('outbox_messages_recipient_idx').on(t.to, t.createdAt),
    index('outbox_messages_status_idx').on(t.status, t.createdAt),
  ],
)
