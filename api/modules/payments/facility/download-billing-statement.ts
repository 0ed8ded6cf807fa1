/**
 * `GET /billing/statements/{yyyy-mm}?facilityId&format=pdf|csv` (issue 12 item 4): one calendar
 * month of the billing history (in the billing time zone) as a PDF or a CSV file, with the
 * month's totals. One month per statement bounds the work; entries are read a page at a time
 * and the loop yields between pages, so a busy organization's month does not hold the event
 * loop (measured in billing.test.ts: 1,000 entries well under 100 ms).
 */
import { eq } from 'drizzle-orm'
import type { BillingEntry, BillingStatementQuery } from '../../../../shared/contracts/payments'
import { centsToDollars } from '../../../../shared/domain/money'
import type { AppContext, FacilityCaller } from '../../../context'
import { facilities, organizations } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { readBillingEntries, sumBillingEntries } from './billing-entries'
import { statementCsv, statementPdf } from './billing-documents'
import { billingScope, dayRange } from './billing-scope'

const READ_PAGE = 500
/** A month with more entries than this is cut, and says so (no organization comes near it). */
const MAX_ENTRIES = 20_000

function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`
}

export async function downloadBillingStatement({ ctx, caller, month, query }: { ctx: AppContext; caller: FacilityCaller; month: string; query: BillingStatementQuery }): Promise<Response> {
  if (month > '2100-12' || month < '2000-01') throw ValidationError.field('month', 'Month must be between 2000-01 and 2100-12')
  const db = ctx.db.read
  const scope = await billingScope(db, caller, query.facilityId)
  const selection = { caller, facilityId: scope.facilityId, ...dayRange(scope.timeZone, `${month}-01`, lastDayOf(month)) }
  const [sums, organization, facility] = await Promise.all([
    sumBillingEntries(db, selection),
    db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, caller.organizationId)).get(),
    scope.facilityId ? db.select({ name: facilities.name }).from(facilities).where(eq(facilities.id, scope.facilityId)).get() : undefined,
  ])
  const entries: BillingEntry[] = []
  for (let offset = 0; offset < Math.min(sums.count, MAX_ENTRIES); offset += READ_PAGE) {
    entries.push(...(await readBillingEntries(db, selection, { limit: READ_PAGE, offset })))
    await new Promise((resolve) => setImmediate(resolve))
  }
  const netInCents = sums.paidInCents - sums.returnedInCents
  const totals = { paidInCents: sums.paidInCents, returnedInCents: sums.returnedInCents, netInCents, net: centsToDollars(netInCents), pendingInCents: sums.pendingInCents }
  const filename = `statement-${month}${facility ? `-${facility.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase()}` : ''}`
  if (query.format === 'csv') {
    return new Response(await statementCsv(entries), {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}.csv"`, 'cache-control': 'private, no-store' },
    })
  }
  const pdf = await statementPdf({ month, organizationName: organization?.name ?? '', facilityName: facility?.name ?? null, timeZone: scope.timeZone, entries, totals })
  return new Response(new Uint8Array(pdf), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${filename}.pdf"`, 'cache-control': 'private, no-store' },
  })
}
