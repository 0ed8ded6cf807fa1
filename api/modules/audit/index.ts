/**
 * The audit trail: every admin verb and every verb that moves money records who did it, to
 * which row, and the row before and after, in the same transaction as the change
 * (`audit(ctx, tx, actor, {...})`). Table: `audit_events` (db/schema/audit.ts). No routes yet.
 */
export { actorColumns, audit } from './audit'
export type { ActorColumns, AuditEntry, AuditSubject } from './audit'
export type { Actor } from '../../callers'
export { decisionsOn, type RecordedDecisionRow } from './decisions-on'
