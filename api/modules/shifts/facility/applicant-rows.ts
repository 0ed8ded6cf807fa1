/**
 * The applicant list's one query: visible applications with their provider, in the order a
 * facility reads them (domain "Applications and hiring"): the facility's preferred providers
 * first, then by application time, earliest first.
 */
import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../../db/client'
import { applications, providers, shiftGroups, users } from '../../../db/schema'
import { isPreferredProvider, visibleApplications } from './queries'

export function selectApplicantRows(db: Tx, where: SQL | undefined) {
  // The group is joined for the visibility rules (bans, preferred providers), not selected:
  // callers have it already, and its columns, once per applicant, were most of the mapping.
  return db
    .select({
      application: applications,
      provider: providers,
      user: { firstName: users.firstName, lastName: users.lastName, image: users.image, email: users.email },
      isPreferred: isPreferredProvider,
    })
    .from(applications)
    .innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId))
    .innerJoin(providers, eq(providers.id, applications.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(where)
}

export const applicantOrder = [desc(isPreferredProvider), asc(applications.createdAt), asc(applications.id)] as const

/** A page of one group's visible applicants, and how many there are. */
export async function groupApplicantPage(db: Tx, shiftGroupId: string, now: Date, limit: number, offset: number) {
  const where = and(eq(applications.shiftGroupId, shiftGroupId), visibleApplications(now))
  const rows = await selectApplicantRows(db, where)
    .orderBy(...applicantOrder)
    .limit(limit)
    .offset(offset)
  const [total] = await db
    .select({ n: sql<number>`count(*)` })
    .from(applications)
    .innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId))
    .innerJoin(providers, eq(providers.id, applications.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(where)
  return { rows, totalItems: Number(total?.n ?? 0) }
}

/**
 * The first `perGroup` visible applicants of each group, in list order, and each group's count.
 * Ranked in SQL so a popular group does not load every applicant for a preview; the count rides
 * on the same pass (a window over the group), so the visibility rules run once for the count
 * and the ranking, and once more for the previewed rows only.
 */
export async function firstApplicantsOfGroups(db: Tx, groupIds: string[], now: Date, perGroup: number) {
  if (!groupIds.length) return { rows: [] as ApplicantRow[], counts: new Map<string, number>() }
  const ranked = db
    .select({
      id: applications.id,
      groupId: applications.shiftGroupId,
      rank: sql<number>`row_number() over (partition by ${applications.shiftGroupId} order by ${isPreferredProvider} desc, ${applications.createdAt} asc, ${applications.id} asc)`.as('rank'),
      inGroup: sql<number>`count(*) over (partition by ${applications.shiftGroupId})`.as('in_group'),
    })
    .from(applications)
    .innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId))
    .innerJoin(providers, eq(providers.id, applications.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(inArray(applications.shiftGroupId, groupIds), visibleApplications(now)))
    .as('ranked')
  const first = await db.select({ id: ranked.id, groupId: ranked.groupId, inGroup: ranked.inGroup }).from(ranked).where(lte(ranked.rank, perGroup))
  const rows = first.length ? await selectApplicantRows(db, inArray(applications.id, first.map((r) => r.id))).orderBy(asc(applications.shiftGroupId), ...applicantOrder) : []
  // A group with any visible applicant has a first one, so every count is among these rows.
  return { rows, counts: new Map(first.map((r) => [r.groupId, Number(r.inGroup)])) }
}

export type ApplicantRow = Awaited<ReturnType<ReturnType<typeof selectApplicantRows>['execute']>>[number]
