/**
 * The all-data rows (spec 000 §3 "Shift all-data row") for a page of seats: the seat, its group
 * and facility, its applications, its hire charge, and its money summed from the ledger (domain
 * "Money": every report is computed from it), in three grouped queries per page whatever its
 * size. Read by `GET /admin-panel/shifts/all-data` and, page by page, by the CSV export.
 *
 * The money columns reconcile with the ledger to the cent:
 *   totalPayment  = CHARGE + CREDIT_USE − REFUND − CREDIT_RETURN (what the facility paid, net)
 *   amountPaidToProvider = TRANSFER (money that moved to the provider, bonuses included)
 *   creditsDeducted = CREDIT_USE − CREDIT_RETURN
 *   platformCut   = PLATFORM_FEE = totalPayment − amountPaidToProvider − processor fee − creditsDeducted
 *
 * `effectiveWorkingHours` is the hours the seat was paid for once completed (adjusted hours
 * included), so a completed row explains its provider's pay and the rows add up to the
 * dashboard's shift hours (api/test/reconciliation.test.ts).
 */
import { inArray, sql } from 'drizzle-orm'
import type { AdminShiftDataRow } from '../../../../shared/contracts/admin-shifts'
import { centsToDollars, quantityOfHours, seatPrice } from '../../../../shared/domain/money'
import type { Tx } from '../../../db/client'
import { applications, charges, ledgerEntries, type LedgerKind } from '../../../db/schema'
import { oneLineAddress } from '../../organizations'
import { seatEffectiveWorkingHours, seatFeeCents, statusOf, type AdminShiftJoined } from './queries'

export type LedgerByKind = Partial<Record<LedgerKind, number>>

/** Each seat's ledger, summed by kind. */
export async function ledgerByShift(db: Tx, shiftIds: string[]): Promise<Map<string, LedgerByKind>> {
  const sums = new Map<string, LedgerByKind>()
  if (shiftIds.length === 0) return sums
  const rows = await db
    .select({ shiftId: ledgerEntries.shiftId, kind: ledgerEntries.kind, total: sql<number>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.shiftId, shiftIds))
    .groupBy(ledgerEntries.shiftId, ledgerEntries.kind)
  for (const row of rows) {
    const entry = sums.get(row.shiftId!) ?? {}
    entry[row.kind] = Number(row.total ?? 0)
    sums.set(row.shiftId!, entry)
  }
  return sums
}

export interface SeatMoneyCents {
  totalPaymentCents: number
  amountPaidToProviderCents: number
  creditsDeductedCents: number
  processorFeeCents: number
  platformCutCents: number
}

export function seatMoney(l: LedgerByKind = {}): SeatMoneyCents {
  const k = (kind: LedgerKind) => l[kind] ?? 0
  return {
    totalPaymentCents: k('CHARGE') + k('CREDIT_USE') - k('REFUND') - k('CREDIT_RETURN'),
    amountPaidToProviderCents: k('TRANSFER'),
    creditsDeductedCents: k('CREDIT_USE') - k('CREDIT_RETURN'),
    processorFeeCents: k('PROCESSOR_FEE'),
    platformCutCents: k('PLATFORM_FEE'),
  }
}

function lunchBreak(minutes: number, paid: boolean): string {
  if (minutes <= 0) return 'None'
  return `${minutes} minutes, ${paid ? 'paid' : 'unpaid'}`
}

export async function toShiftDataRows(db: Tx, rows: AdminShiftJoined[]): Promise<AdminShiftDataRow[]> {
  if (rows.length === 0) return []
  const groupIds = [...new Set(rows.map((r) => r.group.id))]
  const chargeIds = rows.map((r) => r.seat.chargeId).filter((id): id is string => id !== null)
  const [ledger, applied, hireCharges] = await Promise.all([
    ledgerByShift(
      db,
      rows.map((r) => r.seat.id),
    ),
    db
      .select({ shiftGroupId: applications.shiftGroupId, n: sql<number>`count(*)`, first: sql<number>`min(${applications.createdAt})` })
      .from(applications)
      .where(inArray(applications.shiftGroupId, groupIds))
      .groupBy(applications.shiftGroupId),
    chargeIds.length ? db.select({ id: charges.id, status: charges.status, processorId: charges.processorId }).from(charges).where(inArray(charges.id, chargeIds)) : Promise.resolve([]),
  ])
  const applicationsOf = new Map(applied.map((a) => [a.shiftGroupId, a]))
  const chargeOf = new Map(hireCharges.map((c) => [c.id, c]))
  return rows.map((row) => {
    const { seat, group, facility } = row
    const money = seatMoney(ledger.get(seat.id))
    const apps = applicationsOf.get(group.id)
    const charge = seat.chargeId ? chargeOf.get(seat.chargeId) : undefined
    const status = statusOf(seat, group)
    return {
      id: seat.id,
      shiftGroupId: group.id,
      facilityName: facility.name,
      startDate: group.date,
      shiftStartTime: group.startTime,
      shiftEndTime: group.endTime,
      totalShiftHours: quantityOfHours(group),
      lunchBreakMinutes: group.lunchBreakMinutes,
      isLunchBreakPaid: group.isLunchBreakPaid,
      effectiveWorkingHours: seatEffectiveWorkingHours(group, seat),
      city: facility.city,
      state: facility.state,
      address: oneLineAddress(facility),
      archived: status === 'Completed' || status === 'Canceled',
      firstApplicationDate: apps?.first ? new Date(Number(apps.first)).toISOString() : null,
      applicants: Number(apps?.n ?? 0),
      status,
      hiredProvider: row.providerId && row.firstName !== null ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
      description: group.description,
      shiftLocation: group.locationType,
      title: group.title,
      providerRole: group.providerType,
      providerRate: centsToDollars(group.rateCents),
      shiftFee: centsToDollars(seatFeeCents(group, seat)),
      facilityRate: centsToDollars(seatPrice(group).facilityRateCents),
      totalPayment: centsToDollars(money.totalPaymentCents),
      amountPaidToProvider: centsToDollars(money.amountPaidToProviderCents),
      creditsDeducted: centsToDollars(money.creditsDeductedCents),
      platformCut: centsToDollars(money.platformCutCents),
      lunchBreak: lunchBreak(group.lunchBreakMinutes, group.isLunchBreakPaid),
      malpracticeInsuranceRequired: group.malpracticeInsuranceRequired,
      experienceInSoftwareRequired: group.experienceInSoftwareRequired,
      drugScreenRequired: group.drugScreenRequired,
      // One requirement in this product: a license in the shift's state (both names say it).
      providerNeedsLicenseOnState: group.providerNeedsLicenseOnTheShiftState,
      providerNeedsLicenseOnTheShiftState: group.providerNeedsLicenseOnTheShiftState,
      canceledAt: seat.canceledAt?.toISOString() ?? group.canceledAt?.toISOString() ?? null,
      canceledBy: seat.canceledBy ?? (group.status === 'CANCELED' ? 'FACILITY' : null),
      cancellationReason: seat.cancellationReason ?? group.cancellationReason ?? null,
      software: group.softwares.join(', '),
      dateCreated: group.createdAt.toISOString(),
      paymentStatus: charge?.status ?? null,
      paymentIntentId: charge?.processorId ?? null,
      isVirtual: group.locationType === 'REMOTE',
    }
  })
}
