/**
 * Reads for the admin panel's certification review (issue 16 §3): a certification with the
 * provider who holds it and the team member who last decided on it. Staff see every provider's
 * certifications (domain "People and tenants"), so nothing here is scoped to a tenant; an unknown
 * or deleted certification is a 404.
 */
import { and, count, eq, or, sql, type SQL } from 'drizzle-orm'
import type { CertificationReviewStatus } from '../../../../../shared/enums'
import type { Tx } from '../../../../db/client'
import { certifications, providers, teamMembers, users } from '../../../../db/schema'
import { NotFoundError } from '../../../../errors'

export const reviewColumns = {
  certification: certifications,
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
  reviewedBy: { id: teamMembers.id, firstName: teamMembers.firstName, lastName: teamMembers.lastName },
}

export function selectForReview(db: Tx, where: SQL | undefined) {
  return db
    .select(reviewColumns)
    .from(certifications)
    .innerJoin(providers, eq(providers.id, certifications.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .leftJoin(teamMembers, eq(teamMembers.id, certifications.reviewedByTeamMemberId))
    .where(where)
}

export type CertificationReviewRow = Awaited<ReturnType<ReturnType<typeof selectForReview>['all']>>[number]

/**
 * The status condition spelled as the partial indexes of db/schema/profiles.ts spell their WHERE,
 * so SQLite reads the list's own index in its order.
 */
export const hasReviewStatus = (status: CertificationReviewStatus): SQL =>
  status === 'PENDING' ? sql`${certifications.reviewStatus} = 'PENDING'` : and(sql`${certifications.reviewStatus} <> 'PENDING'`, eq(certifications.reviewStatus, status))!

/** `%`, `_` and the escape itself match literally in a search term. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const likeEscaped = (column: SQL | typeof certifications.name, pattern: string) => sql`${column} LIKE ${pattern} ESCAPE '\\'`

/** The provider's name or e-mail, or the certification's name or number. */
export function matchesSearch(term: string | undefined): SQL | undefined {
  const trimmed = term?.trim()
  if (!trimmed) return undefined
  const pattern = likePattern(trimmed)
  return or(
    likeEscaped(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    likeEscaped(sql`${users.email}`, pattern),
    likeEscaped(certifications.name, pattern),
    likeEscaped(sql`coalesce(${certifications.number}, '')`, pattern),
  )
}

/** How many certifications `selectForReview` would find; the holder is joined only to search. */
export async function countForReview(db: Tx, where: SQL | undefined, { joinHolder }: { joinHolder: boolean }): Promise<number> {
  const base = db.select({ n: count() }).from(certifications)
  const query = joinHolder ? base.innerJoin(providers, eq(providers.id, certifications.providerId)).innerJoin(users, eq(users.id, providers.userId)) : base
  const [row] = await query.where(where)
  return row?.n ?? 0
}

export async function getCertificationForReviewOrThrow(db: Tx, certificationId: string): Promise<CertificationReviewRow> {
  const row = await selectForReview(db, eq(certifications.id, certificationId)).get()
  if (!row) throw new NotFoundError('certification')
  return row
}
