/**
 * Masked calls between a facility and a provider of its shift, and the texts Twilio hands us
 * (issue 14 §4). Neither side's number is shown to the other: calls bridge through the
 * platform's number.
 */
import { sql } from 'drizzle-orm'
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, id, instant } from './columns'
import { providers } from './providers'

export const callSessions = sqliteTable(
  'call_sessions',
  {
    id: id(),
    organizationId: text('organization_id').notNull(),
    facilityId: text('facility_id').notNull(),
    /** The facility user who asked for the call (the platform calls them first). */
    callerUserId: text('caller_user_id').notNull(),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** Twilio's id of the call to the facility user. */
    callSid: text('call_sid'),
    status: text('status').notNull(),
    /** The bridge is only dialed while the session is fresh. */
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('call_sessions_caller_idx').on(t.callerUserId, t.createdAt)],
)

/** Texts received through the webhook, once each by Twilio's MessageSid: a replay changes nothing. */
export const inboundTexts = sqliteTable(
  'inbound_texts',
  {
    id: id(),
    messageSid: text('message_sid').notNull(),
    from: text('from_number').notNull(),
    providerId: text('provider_id'),
    body: text('body').notNull(),
    /** What the text did: CONFIRMED, DECLINED, OPTED_OUT, OPTED_IN, MESSAGE, UNMATCHED. */
    action: text('action').notNull(),
    /** The TwiML answered, so a replay gets the same answer. */
    reply: text('reply').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('inbound_texts_sid_unique').on(t.messageSid)],
)

/** Matching a text's sender to a provider: the digits of the number as typed at sign-up. */
export const providerPhoneDigits = sql`replace(replace(replace(replace(replace(replace(phone_number, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`
