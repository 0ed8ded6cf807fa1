/**
 * `GET /billing/receipts/{chargeId}` (issue 12 item 4): the receipt of one charge — what it was
 * for, how it was paid (credits, then the card or bank) and what was refunded since — as JSON,
 * or as a PDF when asked (`Accept: application/pdf`, or `{chargeId}.pdf`). Only charges that
 * moved money have a receipt: a pending or declined charge, another organization's charge, or
 * one of a facility a MEMBER does not see answers 404.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { BillingReceipt } from '../../../../shared/contracts/payments'
import { centsToDollars } from '../../../../shared/domain/money'
import { utcToZoned } from '../../../../shared/domain/zoned-time'
import type { AppContext, FacilityCaller } from '../../../context'
import { charges, facilities, organizations, paymentMethods, providers, refunds, shiftGroups, shifts, users } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { canSeeFacility, oneLineAddress } from '../../organizations'
import { receiptPdf } from './billing-documents'

// A bonus (admin panel) is a charge of its own, billed as one; so are the careers job board's.
const TYPES = { SHIFT: 'CHARGE', ADJUSTMENT: 'ADJUSTMENT', CANCELLATION_FEE: 'CANCELLATION_FEE', BONUS: 'CHARGE', CAREERS_SUBSCRIPTION: 'CHARGE', CAREERS_JOB_POST: 'CHARGE' } as const
const DESCRIPTIONS = { SHIFT: 'Shift hire', ADJUSTMENT: 'Extra hours', CANCELLATION_FEE: 'Late cancellation fee', BONUS: 'Provider bonus', CAREERS_SUBSCRIPTION: 'Careers subscription', CAREERS_JOB_POST: 'Careers job post' } as const

export async function getBillingReceipt({ ctx, caller, chargeId }: { ctx: AppContext; caller: FacilityCaller; chargeId: string }): Promise<BillingReceipt> {
  const db = ctx.db.read
  const charge = await db
    .select()
    .from(charges)
    .where(and(eq(charges.id, chargeId), eq(charges.organizationId, caller.organizationId), inArray(charges.status, ['SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED'])))
    .get()
  if (!charge || !canSeeFacility(caller, charge.facilityId)) throw new NotFoundError('receipt')
  const [facility, organization, method, shift, refundRows] = await Promise.all([
    db.select().from(facilities).where(eq(facilities.id, charge.facilityId)).get(),
    db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, charge.organizationId)).get(),
    charge.paymentMethodId ? db.select().from(paymentMethods).where(eq(paymentMethods.id, charge.paymentMethodId)).get() : undefined,
    charge.shiftId
      ? db
          .select({ shiftId: shifts.id, shiftGroupId: shifts.shiftGroupId, title: shiftGroups.title, date: shiftGroups.date, firstName: users.firstName, lastName: users.lastName, providerEarningsCents: shifts.providerEarningsCents, shiftFeeCents: shifts.shiftFeeCents })
          .from(shifts)
          .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
          .leftJoin(providers, eq(providers.id, shifts.providerId))
          .leftJoin(users, eq(users.id, providers.userId))
          .where(and(eq(shifts.id, charge.shiftId), eq(shifts.organizationId, caller.organizationId)))
          .get()
      : undefined,
    db.select().from(refunds).where(eq(refunds.chargeId, charge.id)).orderBy(asc(refunds.createdAt), asc(refunds.id)),
  ])
  if (!facility) throw new NotFoundError('receipt')
  const totalInCents = charge.amountCents + charge.creditsAppliedCents
  // The seat's price split holds for the hire's own charge while the seat was not re-priced.
  const split = charge.purpose === 'SHIFT' && shift && shift.providerEarningsCents !== null && shift.shiftFeeCents !== null && shift.providerEarningsCents + shift.shiftFeeCents === totalInCents
  const refunded = refundRows.reduce((n, r) => n + r.amountCents + r.creditsReturnedCents, 0)
  return {
    receiptNumber: `R-${charge.id.replace(/-/g, '').slice(-12).toUpperCase()}`,
    chargeId: charge.id,
    type: TYPES[charge.purpose],
    status: charge.status === 'SUCCEEDED' ? 'PAID' : charge.status === 'REFUNDED' ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
    occurredAt: charge.createdAt.toISOString(),
    date: utcToZoned(charge.createdAt, facility.timeZone).date,
    organizationName: organization?.name ?? '',
    facilityId: facility.id,
    facilityName: facility.name,
    facilityAddress: oneLineAddress(facility),
    description: shift ? `${DESCRIPTIONS[charge.purpose]} — ${shift.title}, ${shift.date}` : DESCRIPTIONS[charge.purpose],
    shift: shift ? { shiftId: shift.shiftId, shiftGroupId: shift.shiftGroupId, title: shift.title, date: shift.date, providerName: shift.firstName ? `${shift.firstName} ${shift.lastName ?? ''}`.trim() : null } : null,
    paymentMethod: method ? { paymentMethodId: method.id, type: method.type, brand: method.type === 'BANK' ? method.bankName : method.brand, last4: method.last4.slice(-4) } : null,
    total: centsToDollars(totalInCents),
    totalInCents,
    creditsAppliedInCents: charge.creditsAppliedCents,
    chargedInCents: charge.amountCents,
    providerEarningsInCents: split ? shift!.providerEarningsCents : null,
    serviceFeeInCents: split ? shift!.shiftFeeCents : null,
    refunds: refundRows.map((r) => ({ refundId: r.id, occurredAt: r.createdAt.toISOString(), amountInCents: r.amountCents, creditsReturnedInCents: r.creditsReturnedCents, reason: r.reason })),
    refundedInCents: refunded,
  }
}

/** The same receipt as a PDF file. */
export async function getBillingReceiptPdf(input: { ctx: AppContext; caller: FacilityCaller; chargeId: string }): Promise<Response> {
  const receipt = await getBillingReceipt(input)
  const bytes = await receiptPdf(receipt)
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="receipt-${receipt.receiptNumber}.pdf"`, 'cache-control': 'private, no-store' },
  })
}
