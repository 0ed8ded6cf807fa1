import { count, desc, eq } from 'drizzle-orm'
import type { CareersInvoicesQuery } from '../../../../shared/contracts/careers-billing'
import type { AppContext, FacilityCaller } from '../../../context'
import { careersInvoices } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { billingOf } from '../billing/select'
import { invoiceDto } from '../to-dto'

/** `GET /organization/careers/subscription/invoices` (currentPage from 1): the organization's careers invoices, newest first; the link is the product's own page, or Stripe's hosted invoice. */
export async function listInvoices({ ctx, caller, query }: { ctx: AppContext; caller: FacilityCaller; query: CareersInvoicesQuery }) {
  const page = pageRequest({ page: query.currentPage, pageSize: query.pageSize }, 10)
  const where = eq(careersInvoices.organizationId, caller.organizationId)
  const [rows, [total]] = await Promise.all([
    ctx.db.read.select().from(careersInvoices).where(where).orderBy(desc(careersInvoices.billingDate), desc(careersInvoices.id)).limit(page.pageSize).offset(page.offset),
    ctx.db.read.select({ n: count() }).from(careersInvoices).where(where),
  ])
  return { data: rows.map((r) => invoiceDto(ctx, r, billingOf(ctx, { processor: r.processorInvoiceId ? 'stripe' : 'sandbox' }).invoiceLink(ctx, r))), pagination: pagination(page, Number(total?.n ?? 0)) }
}
