/**
 * One line in a verb records who did what to which row, inside the verb's own write
 * transaction, so the event commits and rolls back with the change it describes:
 *
 *   await audit(ctx, tx, caller, { action: 'payment.refund', subject: ['charge', charge.id], before, after })
 *
 * The insert is a statement prepared once per connection (db/prepared.ts) with every value bound,
 * and it reads nothing: cheap enough for the hire's hot path.
 */
import type { Actor } from '../../callers'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { bound, prepared } from '../../db/prepared'
import { auditEvents, type AuditActorKind } from '../../db/schema'
import { uuidv7 } from 'uuidv7'

/** The row an event is about: `['charge', chargeId]`, `['shift', shiftId]`, `['license', licenseId]`. */
export type AuditSubject = readonly [type: string, id: string]

export interface AuditEntry {
  /** A dotted verb name, `<subject>.<verb>`: `shift.hire`, `payment.refund`, `license.verify`. */
  action: `${string}.${string}`
  subject: AuditSubject
  /** What changed, before and after (status, amounts); any JSON value. Omitted: NULL. */
  before?: unknown
  after?: unknown
  /** The tenant the event belongs to; defaults to the actor's own organization (a facility user's, an API key's). */
  organizationId?: string | null
}

/** How an actor is written down: its kind and id, the user an agent acts for, its organization, its request. */
export interface ActorColumns {
  actorKind: AuditActorKind
  actorId: string
  onBehalfOf: string | null
  organizationId: string | null
  requestId: string | null
}

export function actorColumns(actor: Actor): ActorColumns {
  switch (actor.kind) {
    case 'facility':
      return actor.agent
        ? { actorKind: 'agent', actorId: actor.agent.agentId, onBehalfOf: actor.userId, organizationId: actor.organizationId, requestId: actor.requestId ?? null }
        : { actorKind: 'facility_user', actorId: actor.userId, onBehalfOf: null, organizationId: actor.organizationId, requestId: actor.requestId ?? null }
    case 'provider':
      return { actorKind: 'provider', actorId: actor.userId, onBehalfOf: null, organizationId: null, requestId: actor.requestId ?? null }
    case 'team':
      return { actorKind: 'team_member', actorId: actor.teamMemberId, onBehalfOf: null, organizationId: null, requestId: actor.requestId ?? null }
    case 'scheduler':
      return { actorKind: 'scheduler', actorId: actor.job, onBehalfOf: null, organizationId: null, requestId: null }
    case 'webhook':
      return { actorKind: 'webhook', actorId: actor.source, onBehalfOf: null, organizationId: null, requestId: actor.eventId ?? actor.requestId ?? null }
    case 'api-key':
      return { actorKind: 'api_key', actorId: actor.keyId, onBehalfOf: null, organizationId: actor.organizationId, requestId: actor.requestId ?? null }
  }
}

const insertEvent = (db: Tx) =>
  db
    .insert(auditEvents)
    .values({
      id: bound('id'),
      occurredAt: bound('occurredAt'),
      actorKind: bound('actorKind'),
      actorId: bound('actorId'),
      onBehalfOf: bound('onBehalfOf'),
      organizationId: bound('organizationId'),
      action: bound('action'),
      subjectType: bound('subjectType'),
      subjectId: bound('subjectId'),
      before: bound('before'),
      after: bound('after'),
      requestId: bound('requestId'),
    })
    .prepare()

const asJson = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value))

/** Records `entry` as done by `actor` now, in `tx`: the write transaction of the change it records. */
export async function audit(ctx: AppContext, tx: Tx, actor: Actor, entry: AuditEntry): Promise<void> {
  const who = actorColumns(actor)
  await prepared(tx, insertEvent).run({
    id: uuidv7(),
    occurredAt: ctx.clock.now().getTime(),
    actorKind: who.actorKind,
    actorId: who.actorId,
    onBehalfOf: who.onBehalfOf,
    organizationId: entry.organizationId !== undefined ? entry.organizationId : who.organizationId,
    action: entry.action,
    subjectType: entry.subject[0],
    subjectId: entry.subject[1],
    before: asJson(entry.before),
    after: asJson(entry.after),
    requestId: who.requestId,
  })
}

