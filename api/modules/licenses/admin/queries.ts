/**
 * Reads for the admin panel's license review: a license with the provider who holds it and the
 * team member who last decided on it. Staff see every provider's licenses (domain "People and
 * tenants"), so nothing here is scoped to a tenant; a deleted license or account is a 404.
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../../db/client'
import { auditEvents, licenses, providers, teamMembers, users } from '../../../db/schema'
import { NotFoundError } from '../../../errors'

export const reviewColumns = {
  license: licenses,
  provider: {
    providerId: providers.id,
    firstName: users.firstName,
    lastName: users.lastName,
    title: providers.providerType,
    email: users.email,
    phoneNumber: providers.phoneNumber,
    city: providers.city,
    state: providers.state,
  },
  decidedBy: { id: teamMembers.id, firstName: teamMembers.firstName, lastName: teamMembers.lastName },
}

/**
 * Live licenses only: a deleted license is not reviewed. (Deleting an account must delete its
 * licenses too; the lists do not look at the account, so they stay on their indexes.)
 */
const live = (where: SQL | undefined) => and(isNull(licenses.deletedAt), where)

/** Licenses joined to their holder and decider. */
export function selectForReview(db: Tx, where: SQL | undefined) {
  return db
    .select(reviewColumns)
    .from(licenses)
    .innerJoin(providers, eq(providers.id, licenses.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .leftJoin(teamMembers, eq(teamMembers.id, licenses.decidedByTeamMemberId))
    .where(live(where))
}

/**
 * How many licenses `selectForReview` would find, for the list's pagination. The joins are only
 * needed to search by name or e-mail: every license has its provider and user (foreign keys).
 */
export async function countForReview(db: Tx, where: SQL | undefined, { joinHolder }: { joinHolder: boolean }): Promise<number> {
  const base = db.select({ n: count() }).from(licenses)
  const query = joinHolder ? base.innerJoin(providers, eq(providers.id, licenses.providerId)).innerJoin(users, eq(users.id, providers.userId)) : base
  const [row] = await query.where(live(where))
  return row?.n ?? 0
}

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectForReview>['all']>>[number]

export async function getLicenseForReviewOrThrow(db: Tx, licenseId: string): Promise<ReviewRow> {
  const row = await selectForReview(db, eq(licenses.id, licenseId)).get()
  if (!row) throw new NotFoundError('license')
  return row
}

/** The holder's other live licenses, by state. */
export function otherLicensesOf(db: Tx, providerId: string, exceptLicenseId: string) {
  return db
    .select()
    .from(licenses)
    .where(and(eq(licenses.providerId, providerId), ne(licenses.id, exceptLicenseId), isNull(licenses.deletedAt)))
    .orderBy(asc(licenses.state))
    .all()
}

/** Every decision recorded on the license (the audit trail), newest first, with the deciding team member's name. */
export function decisionsOn(db: Tx, licenseId: string) {
  return db
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
    .where(and(eq(auditEvents.subjectType, 'license'), eq(auditEvents.subjectId, licenseId), inArray(auditEvents.action, ['license.verify', 'license.reject'])))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(50)
    .all()
}

/** `%`, `_` and the escape itself match literally in a search term. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export const likeEscaped = (column: SQL | SQL.Aliased | typeof licenses.licenseNumber, pattern: string) => sql`${column} LIKE ${pattern} ESCAPE '\\'`
