/**
 * Reminders sent before a credential lapses (issue 13 §3): one row per credential, threshold
 * (30, 7 or 1 days before its last valid day) and expiration date, so each reminder goes once,
 * and a credential renewed to a new date is reminded again before that one. A credential is a
 * license (`licenses`) or a certification (`certifications`); rows are not tied to them by a
 * foreign key because they point into two tables, and they go when their provider does.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, id } from './columns'
import { providers } from './providers'

export type CredentialKind = 'LICENSE' | 'CERTIFICATION'

export const credentialReminders = sqliteTable(
  'credential_reminders',
  {
    id: id(),
    providerId: text('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CredentialKind>().notNull(),
    credentialId: text('credential_id').notNull(),
    /** The credential's last valid day this reminder was about. */
    expirationDate: text('expiration_date').notNull(),
    daysBefore: integer('days_before').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The sweep's "already sent?" lookup, and the guard against sending one twice.
    uniqueIndex('credential_reminders_once_idx').on(t.credentialId, t.expirationDate, t.daysBefore),
    index('credential_reminders_provider_idx').on(t.providerId),
  ],
)
