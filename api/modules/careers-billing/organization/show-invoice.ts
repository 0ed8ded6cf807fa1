/**
 * `GET /organization/careers/subscription/invoices/{invoiceId}`: the invoice as an HTML page the
 * product serves itself (the `invoiceLink` of the list). A member of its organization opens it
 * with the bearer token; a browser with the link's signature alone. Another organization's id
 * answers 404.
 */
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import { bearerToken } from '../../../plugins/auth'
import { resolveCaller } from '../../../sessions'
import { careersInvoices, organizations } from '../../../db/schema'
import { NotFoundError, UnauthorizedError } from '../../../errors'
import { toDollars } from '../plans'
import { isInvoiceSignature } from '../to-dto'

export async function showInvoice({ ctx, request, invoiceId, signature }: { ctx: AppContext; request: Request; invoiceId: string; signature?: string | undefined }): Promise<Response> {
  const signed = !!signature && isInvoiceSignature(ctx, invoiceId, signature)
  const token = signed ? null : bearerToken(request)
  const caller = token ? await resolveCaller(ctx, token, request) : null
  if (!signed && !caller) throw new UnauthorizedError()
  // Billing is the organization's: a MEMBER limited to some facilities does not see it.
  if (!signed && (caller?.kind !== 'facility' || caller.facilityIds !== null)) throw new NotFoundError('invoice')
  const where = signed ? eq(careersInvoices.id, invoiceId) : and(eq(careersInvoices.id, invoiceId), eq(careersInvoices.organizationId, caller!.kind === 'facility' ? caller!.organizationId : ''))
  const invoice = await ctx.db.read.select().from(careersInvoices).where(where).get()
  if (!invoice) throw new NotFoundError('invoice')
  const org = await ctx.db.read.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, invoice.organizationId)).get()
  const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '—')
  const e = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Invoice ${e(invoice.id)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1f2937}table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #e5e7eb}.r{text-align:right}</style></head>
<body><h1>Invoice</h1>
<p>Invoice ${e(invoice.id)}<br>Billed to ${e(org?.name ?? '')}<br>Billing date ${day(invoice.billingDate)}<br>Status ${e(invoice.status)}</p>
<table><tr><th>Description</th><th>Period</th><th class="r">Amount</th></tr>
<tr><td>${e(invoice.description)}</td><td>${day(invoice.periodStart)} – ${day(invoice.periodEnd)}</td><td class="r">$${toDollars(invoice.amountInCents).toFixed(2)}</td></tr>
<tr><th colspan="2">Total (USD)</th><th class="r">$${toDollars(invoice.amountInCents).toFixed(2)}</th></tr></table>
${invoice.paidAt ? `<p>Paid on ${day(invoice.paidAt)}.</p>` : ''}</body></html>`
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' } })
}
