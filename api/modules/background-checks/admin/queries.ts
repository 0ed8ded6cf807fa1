/**
 * Reads for the admin panel's background-check review: a check with its provider and the team
 * member who decided on it. Staff see every provider's checks (domain "People and tenants");
 * an unknown id is a 404.
 */
import { eq, type SQL } from 'drizzle-orm'
import type { Tx } from '../../../db/client'
import { backgroundChecks, providers, teamMembers, users } from '../../../db/schema'
import { NotFoundError } from '../../../errors'

export function selectChecksForReview(db: Tx, where: SQL | undefined) {
  return db
    .select({
      check: backgroundChecks,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      reviewer: { id: teamMembers.id, firstName: teamMembers.firstName, lastName: teamMembers.lastName },
    })
    .from(backgroundChecks)
    .innerJoin(providers, eq(providers.id, backgroundChecks.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .leftJoin(teamMembers, eq(teamMembers.id, backgroundChecks.reviewedByTeamMemberId))
    .where(where)
}

export type CheckReviewRow = Awaited<ReturnType<ReturnType<typeof selectChecksForReview>['all']>>[number]

export async function getCheckForReviewOrThrow(db: Tx, backgroundCheckId: string): Promise<CheckReviewRow> {
  const row = await selectChecksForReview(db, eq(backgroundChecks.id, backgroundCheckId)).get()
  if (!row) throw new NotFoundError('background check')
  return row
}
