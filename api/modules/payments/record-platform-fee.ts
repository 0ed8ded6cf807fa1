/**
 * The platform's cut of a shift, written to the ledger at completion (domain "Money":
 * platformCut = totalPayment − providerEarnings − processor fee − creditsDeducted). For every
 * shift the ledger then reconciles to the cent:
 *
 *   CHARGE − REFUND = TRANSFER + PLATFORM_FEE + PROCESSOR_FEE
 *   CREDIT_USE − CREDIT_RETURN = the credits the shift kept
 *
 * CHARGE and REFUND are card and bank money only: credits the facility spent are the platform's
 * gift, so they lower its cut. TRANSFER counts money that moved; what the provider is owed but
 * has not received yet (a `pending` payment, no payout account) is counted as owed here, so the
 * identity holds as soon as it moves. The row written is the difference from what is already
 * recorded, so calling this again (a later refund, bonus or cancellation fee) keeps the
 * identity, and a second call with nothing new writes nothing. PLATFORM_FEE may be negative when
 * credits or a processor fee kept on a refund cost more than the shift's fee.
 */
import { eq, sql } from 'drizzle-orm'
import type { Actor } from '../../callers'
import type { AppContext } from '../../context'
import { shifts, transfers } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { audit } from '../audit'
import { writeLedger } from './ledger'
import { ledgerSums } from './shift-ledger'

/** `actor`: who settled the shift, for the audit trail (`payment.platform-fee`, when the fee changes). */
export function recordPlatformFee({ ctx, shiftId, actor }: { ctx: AppContext; shiftId: string; actor: Actor }): Promise<{ platformFeeCents: number }> {
  return ctx.db.write(async (tx) => {
    const shift = await tx.select({ organizationId: shifts.organizationId, facilityId: shifts.facilityId }).from(shifts).where(eq(shifts.id, shiftId)).get()
    if (!shift) throw new NotFoundError('shift')
    const sums = await ledgerSums(tx, shiftId)
    const [owed] = await tx.select({ total: sql<number>`coalesce(sum(${transfers.amountCents}), 0)` }).from(transfers).where(eq(transfers.shiftId, shiftId))
    const platformFeeCents = sums.CHARGE - sums.REFUND - Number(owed?.total ?? 0) - sums.PROCESSOR_FEE
    await writeLedger(tx, ctx.clock.now(), [
      { kind: 'PLATFORM_FEE', amountCents: platformFeeCents - sums.PLATFORM_FEE, organizationId: shift.organizationId, facilityId: shift.facilityId, shiftId, memo: 'platform cut' },
    ])
    if (platformFeeCents !== sums.PLATFORM_FEE) {
      await audit(ctx, tx, actor, { action: 'payment.platform-fee', subject: ['shift', shiftId], organizationId: shift.organizationId, before: { platformFeeCents: sums.PLATFORM_FEE }, after: { platformFeeCents } })
    }
    return { platformFeeCents }
  })
}
