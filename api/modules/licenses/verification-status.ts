/**
 * Where a license stands, derived from the row so every writer of `isVerified` (sign-up, the
 * testing helpers, the demo data) keeps it right without knowing of it (db/schema/providers.ts):
 * verified wins; otherwise a rejection reason means not accepted; otherwise it waits for staff.
 */
import { or, sql, type SQL } from 'drizzle-orm'
import type { LicenseStatus } from '../../../shared/contracts/licenses'
import { todayInUs } from '../../../shared/validation/formats'
import { licenses } from '../../db/schema'

type StatusColumns = Pick<typeof licenses.$inferSelect, 'isVerified' | 'rejectionReason'>

/** A team member's decision on a license: it checks out, or it does not and why. */
export type Decision = { status: 'VERIFIED' } | { status: 'REJECTED'; reason: string }

export function licenseStatus(row: StatusColumns): LicenseStatus {
  if (row.isVerified) return 'VERIFIED'
  return row.rejectionReason !== null ? 'REJECTED' : 'PENDING'
}

/**
 * The same rule as a condition over live licenses, for lists filtered by status. Spelled as the
 * partial indexes of db/schema/providers.ts spell their WHERE, which SQLite must find in a query
 * to read the index (admin/review-plans.test.ts).
 */
export function hasStatus(status: LicenseStatus): SQL {
  switch (status) {
    case 'VERIFIED':
      return sql`(${licenses.isVerified} = 1 AND ${licenses.deletedAt} IS NULL)`
    case 'REJECTED':
      return sql`(${licenses.isVerified} = 0 AND ${licenses.rejectionReason} IS NOT NULL AND ${licenses.deletedAt} IS NULL)`
    case 'PENDING':
      return sql`(${licenses.isVerified} = 0 AND ${licenses.rejectionReason} IS NULL AND ${licenses.deletedAt} IS NULL)`
  }
}

export function hasAnyStatus(statuses: readonly LicenseStatus[]): SQL {
  return statuses.length === 1 ? hasStatus(statuses[0]!) : or(...statuses.map(hasStatus))!
}

/** 1 while a license awaits a decision, else 0: the queue's first sort key. */
export const awaitingDecision = sql<number>`(${licenses.isVerified} = 0 AND ${licenses.rejectionReason} IS NULL)`

/** When the provider last sent it to be verified: rows written without `submittedAt` (sign-up) were sent when created. */
export const submittedAt = sql<number>`coalesce(${licenses.submittedAt}, ${licenses.createdAt})`

/** `expirationDate` is the last valid day, judged in US time like everywhere else a license counts. */
export function isExpired(expirationDate: string, now: Date): boolean {
  return expirationDate < todayInUs(now)
}

/**
 * What a provider's correction does to the license: it goes back to the queue (PENDING) with
 * the last decision cleared. The decisions themselves stay in the audit trail.
 */
export function resubmission(now: Date) {
  return { isVerified: false, verifiedAt: null, rejectionReason: null, decidedAt: null, decidedByTeamMemberId: null, submittedAt: now, updatedAt: now }
}
