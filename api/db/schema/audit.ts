/**
 * The audit trail: who did what to which row, written by the verb in the same transaction as the
 * change it records (api/modules/audit), so an event exists exactly when its change does.
 *
 * Rows are never updated or deleted by the product and reference nothing: an event outlives the
 * rows it names (a removed payment method, a deleted account).
 */
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { id, instant } from './columns'

/** Who acted (api/callers.ts): a person, or one of the system's own actors. */
export const AUDIT_ACTOR_KINDS = ['team_member', 'facility_user', 'provider', 'scheduler', 'webhook', 'agent', 'api_key'] as const
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number]

export const auditEvents = sqliteTable(
  'audit_events',
  {
    id: id(),
    occurredAt: instant('occurred_at').notNull(),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    /** Team member id, user id (facility users and providers), agent id, API key id, the scheduler's job, or the webhook's source. */
    actorId: text('actor_id').notNull(),
    /** The user the staffing agent acted for; null for everyone else. */
    onBehalfOf: text('on_behalf_of'),
    /** The organization the event belongs to, for reading one tenant's trail; null when none (a provider's own act, the admin panel's). */
    organizationId: text('organization_id'),
    /** A dotted verb name: `shift.hire`, `payment.refund`, `license.verify`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The changed row(s) before and after, as JSON; null where there is no before (a creation) or no after. */
    before: text('before'),
    after: text('after'),
    /** `x-request-id` of the HTTP request that made the change, or the sender's event id of a webhook. */
    requestId: text('request_id'),
  },
  // One secondary index, for a row's history: every money verb writes an event on its hot path
  // (a hire writes two), and each index is one more B-tree insert. The trail read in time order
  // needs none: ids are UUIDv7, so the primary key is already in the order events occurred.
  (t) => [index('audit_events_subject_idx').on(t.subjectType, t.subjectId, t.occurredAt)],
)
