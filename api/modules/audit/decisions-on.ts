/**
 * Staff's decisions on one row, as the audit trail recorded them: the history a review screen
 * shows beside the item (issue 16 §3), newest first, with the deciding team member's name (null
 * once they left the team). Reads the subject index of `audit_events`.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { auditEvents, teamMembers } from '../../db/schema'
import type { AuditSubject } from './audit'

export interface RecordedDecisionRow {
  action: string
  occurredAt: Date
  decidedBy: { id: string; name: string } | null
  /** The event's `after`, parsed. */
  after: Record<string, unknown>
}

export async function decisionsOn(db: Tx, [subjectType, subjectId]: AuditSubject, actions: readonly string[]): Promise<RecordedDecisionRow[]> {
  const rows = await db
    .select({
      action: auditEvents.action,
      occurredAt: auditEvents.occurredAt,
      actorKind: auditEvents.actorKind,
      actorId: auditEvents.actorId,
      after: auditEvents.after,
      firstName: teamMembers.firstName,
      lastName: teamMembers.lastName,
    })
    .from(auditEvents)
    .leftJoin(teamMembers, and(eq(auditEvents.actorKind, 'team_member'), eq(teamMembers.id, auditEvents.actorId)))
    .where(and(eq(auditEvents.subjectType, subjectType), eq(auditEvents.subjectId, subjectId), inArray(auditEvents.action, [...actions])))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(50)
    .all()
  return rows.map((r) => ({
    action: r.action,
    occurredAt: r.occurredAt,
    decidedBy: r.actorKind !== 'team_member' ? null : { id: r.actorId, name: r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : 'A former team member' },
    after: r.after ? (JSON.parse(r.after) as Record<string, unknown>) : {},
  }))
}
