/**
 * `GET /admin-panel/audit` (ADMIN): the audit trail, newest first. Ids are UUIDv7, so the primary
 * key is already the trail's time order and a page is one range of it (`id < cursor`), however
 * long the trail; one row's history reads the subject index. The actors' names are looked up for
 * the page's own rows only.
 */
import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm'
import type { AuditPage, AuditQuery } from '../../../shared/contracts/audit'
import type { AppContext, TeamCaller } from '../../context'
import { auditEvents, teamMembers, users } from '../../db/schema'
import { ValidationError } from '../../errors'
import { requireTeamPermission } from './permissions'

export async function listAuditEvents({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: AuditQuery }): Promise<AuditPage> {
  requireTeamPermission(caller, 'audit.read')
  if (Boolean(query.subjectType) !== Boolean(query.subjectId)) throw ValidationError.field(query.subjectType ? 'subjectId' : 'subjectType', 'Give both subjectType and subjectId, or neither')
  const limit = query.limit ?? 25
  const db = ctx.db.read
  const conditions: SQL[] = []
  if (query.subjectType && query.subjectId) conditions.push(eq(auditEvents.subjectType, query.subjectType), eq(auditEvents.subjectId, query.subjectId))
  if (query.cursor) conditions.push(lt(auditEvents.id, query.cursor))
  const rows = await db
    .select()
    .from(auditEvents)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditEvents.id))
    .limit(limit + 1)
    .all()
  const page = rows.slice(0, limit)
  const names = await actorNames(ctx, page)
  return {
    data: page.map((e) => ({
      auditEventId: e.id,
      occurredAt: e.occurredAt.toISOString(),
      actorKind: e.actorKind,
      actorId: e.actorId,
      actorName: names.get(e.actorId) ?? null,
      onBehalfOf: e.onBehalfOf,
      organizationId: e.organizationId,
      action: e.action,
      subjectType: e.subjectType,
      subjectId: e.subjectId,
      before: parse(e.before),
      after: parse(e.after),
      requestId: e.requestId,
    })),
    hasNextPage: rows.length > limit,
    nextCursor: rows.length > limit ? page[page.length - 1]!.id : null,
  }
}

async function actorNames(ctx: AppContext, events: { actorKind: string; actorId: string }[]): Promise<Map<string, string>> {
  const team = [...new Set(events.filter((e) => e.actorKind === 'team_member').map((e) => e.actorId))]
  const people = [...new Set(events.filter((e) => e.actorKind === 'facility_user' || e.actorKind === 'provider').map((e) => e.actorId))]
  const names = new Map<string, string>()
  if (team.length) {
    for (const m of await ctx.db.read.select({ id: teamMembers.id, firstName: teamMembers.firstName, lastName: teamMembers.lastName, email: teamMembers.email }).from(teamMembers).where(inArray(teamMembers.id, team)).all())
      names.set(m.id, `${m.firstName} ${m.lastName} (${m.email})`)
  }
  if (people.length) {
    for (const u of await ctx.db.read.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, people)).all())
      names.set(u.id, `${u.firstName} ${u.lastName} (${u.email})`)
  }
  return names
}

function parse(value: string | null): unknown {
  if (value === null) return null
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}
