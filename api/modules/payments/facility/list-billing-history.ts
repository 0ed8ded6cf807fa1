/**
 * `GET /billing/history` (issue 12 item 4): every charge, refund, cancellation fee and credit of
 * the organization, newest first, paged (api-contract "Lists"), with the totals of everything
 * the filters select. Any member may look; a MEMBER sees only their facilities' entries.
 */
import type { BillingEntryType, BillingHistoryQuery, BillingHistoryResponse } from '../../../../shared/contracts/payments'
import { centsToDollars } from '../../../../shared/domain/money'
import type { AppContext, FacilityCaller } from '../../../context'
import { ValidationError } from '../../../errors'
import { pageRequest, pagination } from '../../../lib/paging'
import { readBillingEntries, sumBillingEntries } from './billing-entries'
import { billingScope, dayRange } from './billing-scope'

export async function listBillingHistory({ ctx, caller, query }: { ctx: AppContext; caller: FacilityCaller; query: BillingHistoryQuery }): Promise<BillingHistoryResponse> {
  if (query.from && query.to && query.from > query.to) throw ValidationError.field('from', 'From date must be on or before to date')
  const db = ctx.db.read
  const scope = await billingScope(db, caller, query.facilityId)
  const selection = {
    caller,
    facilityId: scope.facilityId,
    ...dayRange(scope.timeZone, query.from, query.to),
    types: query.type ? (query.type.split('|') as BillingEntryType[]) : undefined,
  }
  const page = pageRequest(query, 20)
  const [data, sums] = await Promise.all([readBillingEntries(db, selection, { limit: page.pageSize, offset: page.offset }), sumBillingEntries(db, selection)])
  const netInCents = sums.paidInCents - sums.returnedInCents
  return {
    data,
    pagination: pagination(page, sums.count),
    totals: { paidInCents: sums.paidInCents, returnedInCents: sums.returnedInCents, netInCents, net: centsToDollars(netInCents), pendingInCents: sums.pendingInCents },
  }
}
