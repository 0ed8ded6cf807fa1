/**
 * `GET /shifts/details/{shiftId}` (spec 000 §3 "Shift detail (admin)"): the shift, its
 * requirements, its facility's rates and fee, the hire's payment (amount, the processor's fee,
 * the platform's fee, the receipt as its invoice, the card or bank, the payment intent), the
 * hired provider with their payout account, and the bonuses paid on it.
 *
 * `isLegacyRate`: the shift is priced at a fee other than its organization's current one (it was
 * posted before the fee changed). `pharmacistRate`/`technicianRate`: the facility's suggested
 * rates for new shifts (its preferences), null when never set.
 */
import { eq, sql } from 'drizzle-orm'
import type { AdminShiftBonus, AdminShiftDetail } from '../../../../shared/contracts/admin-shifts'
import { centsToDollars, quantityOfHours } from '../../../../shared/domain/money'
import { utcToZoned } from '../../../../shared/domain/zoned-time'
import type { AppContext, TeamCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { applications, charges, facilityPreferences, organizations, paymentMethods, payoutAccounts, refunds } from '../../../db/schema'
import { oneLineAddress } from '../../organizations'
import { requireTeamPermission } from '../../team'
import { bonusesOfSeats } from '../bonuses'
import { shiftMeta } from './get-shift-meta'
import { getAdminShift, seatEarningsCents, seatEffectiveWorkingHours, seatFeeCents } from './queries'

export { BONUS_PAYOUT_KEY } from '../bonuses'

export const receiptPath = (chargeId: string) => `/api/billing/receipts/${chargeId}`

/** The bonuses paid on a seat, oldest first, each with its charge's receipt as the invoice. */
export async function bonusesOf(db: Tx, shiftId: string): Promise<AdminShiftBonus[]> {
  const bonuses = (await bonusesOfSeats(db, [shiftId])).get(shiftId) ?? []
  return bonuses.map((b) => ({
    bonusId: b.transferId,
    amount: centsToDollars(b.amountCents),
    amountInCents: b.amountCents,
    description: b.description,
    chargeId: b.chargeId,
    invoice: receiptPath(b.chargeId),
    status: b.status,
    createdAt: b.createdAt.toISOString(),
  }))
}

export async function getShiftDetails({ ctx, caller, shiftId }: { ctx: AppContext; caller: TeamCaller; shiftId: string }): Promise<AdminShiftDetail> {
  requireTeamPermission(caller, 'panel.read')
  const db = ctx.db.read
  const row = await getAdminShift(db, shiftId)
  const { seat, group, facility } = row
  const [meta, organization, prefs, applied, charge, account, bonuses] = await Promise.all([
    shiftMeta(db, row),
    db.select({ fee: organizations.currentPercentageFee }).from(organizations).where(eq(organizations.id, group.organizationId)).get(),
    db.select({ rates: facilityPreferences.rates }).from(facilityPreferences).where(eq(facilityPreferences.facilityId, facility.id)).get(),
    db.select({ n: sql<number>`count(*)` }).from(applications).where(eq(applications.shiftGroupId, group.id)).get(),
    seat.chargeId ? db.select().from(charges).where(eq(charges.id, seat.chargeId)).get() : Promise.resolve(undefined),
    seat.providerId ? db.select({ id: payoutAccounts.processorAccountId }).from(payoutAccounts).where(eq(payoutAccounts.providerId, seat.providerId)).get() : Promise.resolve(undefined),
    bonusesOf(db, seat.id),
  ])
  const [method, refunded] = charge
    ? await Promise.all([
        charge.paymentMethodId ? db.select().from(paymentMethods).where(eq(paymentMethods.id, charge.paymentMethodId)).get() : Promise.resolve(undefined),
        db.select({ cents: sql<number>`coalesce(sum(${refunds.amountCents} + ${refunds.creditsReturnedCents}), 0)` }).from(refunds).where(eq(refunds.chargeId, charge.id)).get(),
      ])
    : [undefined, undefined]
  const rateOf = (type: 'PHARMACIST' | 'TECHNICIAN') => {
    const r = prefs?.rates.find((x) => x.providerType === type)
    return r ? centsToDollars(r.suggestedRateCents) : null
  }
  const earnings = seatEarningsCents(group, seat)
  const fee = seatFeeCents(group, seat)
  const worked = (at: Date | null) => (at ? utcToZoned(at, group.timeZone).time : null)
  return {
    ...meta,
    description: group.description,
    location: group.locationType === 'REMOTE' ? 'Remote' : oneLineAddress(facility),
    locationType: group.locationType,
    attendanceStatus: seat.attendanceStatus,
    providerRate: centsToDollars(group.rateCents),
    providerEarnings: centsToDollars(earnings),
    providerEarningsInCents: earnings,
    shiftFee: centsToDollars(fee),
    shiftFeeInCents: fee,
    quantityOfHours: quantityOfHours(group),
    effectiveWorkingHours: seatEffectiveWorkingHours(group, seat),
    lunchBreakMinutes: group.lunchBreakMinutes,
    isLunchBreakPaid: group.isLunchBreakPaid,
    workedStartTime: worked(seat.workedStartsAt),
    workedEndTime: worked(seat.workedEndsAt),
    applicantsQuantity: Number(applied?.n ?? 0),
    requirements: {
      softwares: group.softwares,
      skills: group.skills,
      languages: group.languages,
      specialties: group.specialties,
      malpracticeInsuranceRequired: group.malpracticeInsuranceRequired,
      experienceInSoftwareRequired: group.experienceInSoftwareRequired,
      drugScreenRequired: group.drugScreenRequired,
      providerNeedsLicenseOnTheShiftState: group.providerNeedsLicenseOnTheShiftState,
    },
    facility: {
      id: facility.id,
      name: facility.name,
      pharmacistRate: rateOf('PHARMACIST'),
      technicianRate: rateOf('TECHNICIAN'),
      isLegacyRate: organization ? organization.fee !== group.percentageFee : false,
      percentageFee: group.percentageFee,
    },
    shiftPayment: charge
      ? {
          id: charge.id,
          status: charge.status,
          amount: centsToDollars(charge.amountCents + charge.creditsAppliedCents),
          stripeFeeAmount: centsToDollars(charge.processorFeeCents),
          applicationFeeAmount: centsToDollars(fee),
          creditsApplied: centsToDollars(charge.creditsAppliedCents),
          refunded: centsToDollars(Number(refunded?.cents ?? 0)),
          invoice: receiptPath(charge.id),
          paymentMethod: method ? { type: method.type, brand: method.type === 'BANK' ? method.bankName : method.brand, last4: method.last4.slice(-4) } : null,
          paymentIntentId: charge.processorId,
        }
      : null,
    hiredProvider: row.providerId && row.firstName !== null ? { id: row.providerId, name: `${row.firstName} ${row.lastName ?? ''}`.trim(), paymentAccountId: account?.id ?? null } : null,
    bonuses,
  }
}
