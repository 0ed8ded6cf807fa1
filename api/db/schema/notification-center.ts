/**
 * Notifications beyond the outbox (issue 14 §2): the jobs that say what to tell whom and when
 * (written in the transaction of the change they tell about, delivered by a scheduler sweep),
 * and each user's in-app notifications.
 */
import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, id, instant } from './columns'

export type NotificationJobStatus = 'PENDING' | 'SENT' | 'SKIPPED'

export const notificationJobs = sqliteTable(
  'notification_jobs',
  {
    id: id(),
    /** What happened (`SHIFT_HIRED`, `SHIFT_REMINDER_48H`, …: api/modules/notifications/center/events.ts). */
    event: text('event').notNull(),
    /** Who hears it: a provider, or the people of a facility. */
    providerId: text('provider_id'),
    facilityId: text('facility_id'),
    /** What it is about (a shift, a conversation). */
    subjectId: text('subject_id').notNull(),
    /** A time-based notice is made once: a second job with the same key is not written. */
    dedupeKey: text('dedupe_key'),
    dueAt: instant('due_at').notNull(),
    status: text('status').$type<NotificationJobStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** Why a job was skipped (the shift was canceled before its reminder, the message was read). */
    outcome: text('outcome'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    uniqueIndex('notification_jobs_dedupe_unique').on(t.dedupeKey),
    // The sweep's read: pending jobs by due time (a partial index holds only those).
    index('notification_jobs_due_idx').on(t.dueAt).where(sql`${t.status} = 'PENDING'`),
  ],
)

export const inAppNotifications = sqliteTable(
  'in_app_notifications',
  {
    id: id(),
    userId: text('user_id').notNull(),
    event: text('event').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where tapping it leads in the app (a path). */
    url: text('url'),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('in_app_notifications_user_idx').on(t.userId, t.createdAt),
    index('in_app_notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
)
