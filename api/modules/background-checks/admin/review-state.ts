/**
 * Which checks need staff's decision (issue 16 §3), as SQL for the lists and as a rule for one row,
 * spelled once so the queue shows exactly what may be decided: the vendor blocked the case, or it
 * finished (or reached an adverse-action step) without clearing the provider, and nobody on staff
 * has decided yet.
 */
import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { BackgroundCheckReviewFilter } from '../../../../shared/contracts/background-checks'
import { backgroundChecks } from '../../../db/schema'

const ADVERSE = ['Pre-Adverse Action', 'Dispute Adverse Action', 'Adverse Action'] as const
const FINISHED = ['Complete', 'Adjudicated'] as const

type Row = Pick<typeof backgroundChecks.$inferSelect, 'cleared' | 'status' | 'result' | 'reviewDecision'>

export function needsReview(row: Row): boolean {
  if (row.cleared || row.reviewDecision !== null) return false
  return row.status === 'Blocked' || (FINISHED as readonly string[]).includes(row.status ?? '') || (ADVERSE as readonly string[]).includes(row.result ?? '')
}

export function reviewCondition(filter: BackgroundCheckReviewFilter): SQL | undefined {
  switch (filter) {
    case 'needs-review':
      return and(
        eq(backgroundChecks.cleared, false),
        isNull(backgroundChecks.reviewDecision),
        or(eq(backgroundChecks.status, 'Blocked'), sql`${backgroundChecks.status} in ('Complete', 'Adjudicated')`, sql`${backgroundChecks.result} in ('Pre-Adverse Action', 'Dispute Adverse Action', 'Adverse Action')`),
      )
    case 'cleared':
      return eq(backgroundChecks.cleared, true)
    case 'not-cleared':
      return and(isNotNull(backgroundChecks.reviewDecision), eq(backgroundChecks.reviewDecision, 'NOT_CLEARED'))
    case 'in-progress':
      return and(eq(backgroundChecks.cleared, false), isNull(backgroundChecks.reviewDecision), or(isNull(backgroundChecks.status), eq(backgroundChecks.status, 'Pending')))
    case 'all':
      return undefined
  }
}
