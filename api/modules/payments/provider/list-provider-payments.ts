/**
 * `GET /provider/payments` (spec 001 "Payment item"): the provider's payments, newest first,
 * computed from their transfers with the shift's title and facility.
 *
 * - `date` is the shift's calendar date (in the facility's zone), or the UTC day the payment was
 *   made when it is not tied to a shift; `fromDate`/`toDate` filter on it, both inclusive.
 * - `paymentType` Shift includes cancellation fees (money earned from a shift); Bonus is bonuses.
 * - `totalEarnings` is every payment of the provider in the date range, whatever the status and
 *   type filters, so the header total does not jump when a filter chip is tapped.
 */
import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { ProviderPaymentsQuery, ProviderPaymentsResponse } from '../../../../shared/contracts/payments'
import { centsToDollars } from '../../../../shared/domain/money'
import type { AppContext, ProviderCaller } from '../../../context'
import { facilities, shiftGroups, shifts, transfers } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { pageRequest, pagination } from '../../../lib/paging'
import { toPaymentItem } from '../to-dto'

const STATUS = { Completed: 'completed', Processing: 'processing', Pending: 'pending' } as const
const KINDS = { Shift: ['SHIFT', 'CANCELLATION_FEE'], Bonus: ['BONUS'] } as const

export async function listProviderPayments({ ctx, caller, query }: { ctx: AppContext; caller: ProviderCaller; query: ProviderPaymentsQuery }): Promise<ProviderPaymentsResponse> {
  if (query.fromDate && query.toDate && query.fromDate > query.toDate) throw ValidationError.field('fromDate', 'From date must be on or before to date')
  const page = pageRequest(query, 10)
  const day = sql<string>`coalesce(${shiftGroups.date}, strftime('%Y-%m-%d', ${transfers.createdAt} / 1000, 'unixepoch'))`
  const inRange: SQL[] = [eq(transfers.providerId, caller.providerId)]
  if (query.fromDate) inRange.push(gte(day, query.fromDate))
  if (query.toDate) inRange.push(lte(day, query.toDate))
  const filtered = [...inRange]
  if (query.status && query.status !== 'All') filtered.push(eq(transfers.status, STATUS[query.status]))
  if (query.paymentType && query.paymentType !== 'All') filtered.push(inArray(transfers.kind, [...KINDS[query.paymentType]]))

  // Payments of a shift carry its title and facility; a bonus without a shift has neither.
  const db = ctx.db.read
  const [rows, [counted], [total]] = await Promise.all([
    db
      .select({ id: transfers.id, amountCents: transfers.amountCents, date: day, shiftTitle: shiftGroups.title, status: transfers.status, kind: transfers.kind, facilityName: facilities.name })
      .from(transfers)
      .leftJoin(shifts, eq(shifts.id, transfers.shiftId))
      .leftJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
      .leftJoin(facilities, eq(facilities.id, shifts.facilityId))
      .where(and(...filtered))
      .orderBy(desc(day), desc(transfers.createdAt), desc(transfers.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)` })
      .from(transfers)
      .leftJoin(shifts, eq(shifts.id, transfers.shiftId))
      .leftJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
      .where(and(...filtered)),
    db
      .select({ cents: sql<number>`coalesce(sum(${transfers.amountCents}), 0)` })
      .from(transfers)
      .leftJoin(shifts, eq(shifts.id, transfers.shiftId))
      .leftJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
      .where(and(...inRange)),
  ])
  return {
    data: rows.map(toPaymentItem),
    pagination: pagination(page, Number(counted?.n ?? 0)),
    totalEarnings: centsToDollars(Number(total?.cents ?? 0)),
  }
}
