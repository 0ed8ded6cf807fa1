/**
 * `POST /admin-panel/shifts/{shiftId}/add-bonus {bonusAmount, bonusDescription}` (domain
 * "Attendance, completion and payout": a bonus is an extra payment to the provider with its own
 * invoice). Who pays: the facility. The bonus is charged to it as a charge of its own (purpose
 * BONUS: credits first, then the card or bank of the shift's hire; no platform fee on a bonus),
 * whose receipt is the bonus's invoice; once charged, the provider is paid the bonus (a Bonus in
 * their payments, `pending` until their payout account is complete). Both are ledger rows on the
 * shift, so its ledger still reconciles: the processor's fee on the bonus charge is the
 * platform's cost (PLATFORM_FEE, written when the shift's money is settled, or at once when it
 * already is).
 *
 * Only a shift with a hired provider, hired or completed (409 otherwise). A declined charge: 402,
 * and nothing is paid.
 */
import { uuidv7 } from 'uuidv7'
import type { AdminAddBonusBody, AdminAddBonusResult } from '../../../../shared/contracts/admin-shifts'
import { dollarsToCents } from '../../../../shared/domain/money'
import type { AppContext, TeamCaller } from '../../../context'
import { ConflictError } from '../../../errors'
import { audit } from '../../audit'
import { chargeAdditional, payProvider, recordPlatformFee } from '../../payments'
import { requireTeamPermission } from '../../team'
import { BONUS_PAYOUT_KEY } from '../bonuses'
import { bonusesOf } from './get-shift-details'
import { adminShiftRow, getAdminShift } from './queries'

export async function addShiftBonus({ ctx, caller, shiftId, input }: { ctx: AppContext; caller: TeamCaller; shiftId: string; input: AdminAddBonusBody }): Promise<AdminAddBonusResult> {
  requireTeamPermission(caller, 'shifts.manage')
  const { seat, group } = await getAdminShift(ctx.db.read, shiftId)
  if (!seat.providerId || !seat.hiredAt || (seat.status !== 'FILLED' && seat.status !== 'COMPLETED')) throw new ConflictError('A bonus can only be paid on a shift with a hired provider')
  const amountCents = dollarsToCents(input.bonusAmount)
  const description = input.bonusDescription.trim()
  const { chargeId } = await chargeAdditional({
    ctx,
    shiftId,
    totalCents: amountCents,
    idempotencyKey: `admin-bonus:${shiftId}:${uuidv7()}`,
    description: `Provider bonus — ${group.title} ${group.date}: ${description}`.slice(0, 500),
    actor: caller,
    purpose: 'BONUS',
  })
  const transfer = await payProvider({
    ctx,
    providerId: seat.providerId,
    shiftId,
    amountCents,
    kind: 'BONUS',
    idempotencyKey: `${BONUS_PAYOUT_KEY}${chargeId}`,
    description,
    actor: caller,
  })
  if (seat.moneySettledAt) await recordPlatformFee({ ctx, shiftId, actor: caller })
  await ctx.db.write((tx) =>
    audit(ctx, tx, caller, {
      action: 'shift.add-bonus',
      subject: ['shift', shiftId],
      organizationId: seat.organizationId,
      after: { amountCents, description, chargeId, transferId: transfer.transferId, providerId: seat.providerId },
    }),
  )
  const bonus = (await bonusesOf(ctx.db.read, shiftId)).find((b) => b.bonusId === transfer.transferId)!
  return { shift: await adminShiftRow(ctx.db.read, shiftId), bonus }
}
