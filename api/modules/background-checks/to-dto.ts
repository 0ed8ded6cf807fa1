/** A provider's check as `GET /background-check` shows it; money in dollars (api-contract "Money"). */
import type { BackgroundCheckState } from '../../../shared/contracts/background-checks'
import type { backgroundChecks } from '../../db/schema'

export function toBackgroundCheckDto(row: typeof backgroundChecks.$inferSelect | null): BackgroundCheckState {
  if (!row) {
    return { backgroundCheckId: null, status: null, result: null, secondaryStatus: null, invitationUrl: null, adverseActionSteps: [], hasBackgroundCheckCleared: false, paidAmount: 0, refundedAmount: 0, isPaymentPending: false, licenseId: null }
  }
  const paid = row.paidAt ? row.feeCents : 0
  return {
    backgroundCheckId: row.id,
    status: row.status,
    result: row.result,
    secondaryStatus: row.secondaryStatus,
    invitationUrl: row.invitationUrl,
    adverseActionSteps: row.adverseActionSteps,
    hasBackgroundCheckCleared: row.cleared,
    paidAmount: paid / 100,
    refundedAmount: row.refundedAt ? row.feeCents / 100 : 0,
    isPaymentPending: row.paidAt === null,
    licenseId: row.licenseId,
  }
}
