/**
 * The audit trail as ADMIN reads it in the admin panel (issue "Running the company" §8): who did
 * what to which row, when, before → after. Newest first, by a cursor (the trail only grows), or
 * one row's history by its subject.
 */
import { Type, type Static } from '@sinclair/typebox'

export const AuditQuery = Type.Object({
  /** Narrow to one row's history: both or neither (`shift` and its id). */
  subjectType: Type.Optional(Type.String({ minLength: 1, maxLength: 64, messages: { default: 'Subject type must be 1 to 64 characters' } })),
  subjectId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, messages: { default: 'Subject id must be 1 to 64 characters' } })),
  /** `nextCursor` of the previous page. */
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 64, messages: { default: 'Cursor must be the nextCursor of a previous page' } })),
  limit: Type.Optional(Type.Number({ minimum: 1, maximum: 100, multipleOf: 1, default: 25, messages: { default: 'Limit must be a whole number from 1 to 100' } })),
})
export type AuditQuery = Static<typeof AuditQuery>

const json = () => Type.Union([Type.Unknown(), Type.Null()])

export const AuditEvent = Type.Object({
  auditEventId: Type.String(),
  occurredAt: Type.String({ format: 'date-time' }),
  actorKind: Type.String(),
  actorId: Type.String(),
  /** The person, in words, when the actor is one (a team member's or user's name and e-mail). */
  actorName: Type.Union([Type.String(), Type.Null()]),
  onBehalfOf: Type.Union([Type.String(), Type.Null()]),
  organizationId: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  subjectType: Type.String(),
  subjectId: Type.String(),
  before: json(),
  after: json(),
  requestId: Type.Union([Type.String(), Type.Null()]),
})
export type AuditEvent = Static<typeof AuditEvent>

export const AuditPage = Type.Object({ data: Type.Array(AuditEvent), hasNextPage: Type.Boolean(), nextCursor: Type.Union([Type.String(), Type.Null()]) })
export type AuditPage = Static<typeof AuditPage>
