/** Rows → the seed's shapes (spec 000 §3 "Careers subscription", "Careers price"); cents → dollars only here. */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { CareersPrice, CareersSubscription } from '../../../shared/contracts/careers-billing'
import type { AppContext } from '../../context'
import type { careersInvoices } from '../../db/schema'
import { allowanceOf, toDollars } from './plans'
import type { PriceInForce } from './prices'
import type { PaymentMethodRow, SubscriptionRow } from './queries'

export function priceDto(p: PriceInForce): CareersPrice {
  return {
    careersPriceId: p.careersPriceId,
    name: p.name,
    productType: p.productType,
    planType: p.planType,
    recurrence: p.recurrence,
    priceInCents: p.priceInCents,
    originalPriceInCents: p.originalPriceInCents,
    isActive: p.isActive,
    effectiveFrom: p.effectiveFrom.toISOString(),
    effectiveTo: p.effectiveTo ? p.effectiveTo.toISOString() : null,
    isDefault: p.isDefault,
  }
}

export function remainingOf(row: SubscriptionRow) {
  const allowed = allowanceOf(row.plan, row.recurrence)
  return {
    allowed,
    remainingJobPostings: Math.max(0, allowed.jobPostings - row.jobPostingsUsed),
    remainingFeaturedListings: Math.max(0, allowed.featuredListings - row.featuredListingsUsed),
  }
}

/** Whether the subscription gives its benefits now (paid and its period running). */
export function isActiveNow(row: SubscriptionRow, now: Date): boolean {
  return (row.status === 'ACTIVE' || row.status === 'CANCEL_PENDING' || row.status === 'PENDING_DOWNGRADE') && !!row.periodEnd && row.periodEnd.getTime() > now.getTime()
}

export function subscriptionDto(row: SubscriptionRow, prices: PriceInForce[], method: PaymentMethodRow | null, now: Date): CareersSubscription {
  const { remainingJobPostings, remainingFeaturedListings } = remainingOf(row)
  const usable = isActiveNow(row, now)
  return {
    careersSubscriptionId: row.id,
    isActive: usable,
    plan: row.plan,
    status: row.status,
    recurrence: row.recurrence,
    periodStart: row.periodStart ? row.periodStart.toISOString() : null,
    periodEnd: row.periodEnd ? row.periodEnd.toISOString() : null,
    prices: prices.map(priceDto),
    remainingJobPostings: usable ? remainingJobPostings : 0,
    remainingFeaturedListings: usable ? remainingFeaturedListings : 0,
    subscriptionPrice: toDollars(row.priceInCents),
    subscriptionPriceInCents: row.priceInCents,
    discountPercentage: row.discountPercentage,
    paymentMethod: method ? { paymentMethodId: method.id, type: method.type, brand: method.brand, last4: method.last4, cardNumber: `•••• ${method.last4}` } : null,
    pendingPlan: row.pendingPlan,
    pendingRecurrence: row.pendingRecurrence,
  }
}

// ---- the invoice's link: the product serves the invoice itself; the signature lets a browser open it without a token

function invoiceSignature(secret: string, invoiceId: string): string {
  const key = createHmac('sha256', secret).update('careers-invoices/v1').digest()
  return createHmac('sha256', key).update(invoiceId).digest('base64url')
}

export function invoiceLinkOf(ctx: AppContext, invoiceId: string): string {
  return `${ctx.config.publicUrl}/api/organization/careers/subscription/invoices/${encodeURIComponent(invoiceId)}?signature=${invoiceSignature(ctx.secret, invoiceId)}`
}

export function isInvoiceSignature(ctx: AppContext, invoiceId: string, signature: string): boolean {
  const expected = Buffer.from(invoiceSignature(ctx.secret, invoiceId))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export function invoiceDto(ctx: AppContext, row: typeof careersInvoices.$inferSelect, invoiceLink: string = invoiceLinkOf(ctx, row.id)) {
  return {
    invoiceId: row.id,
    type: row.type,
    frequency: row.frequency,
    billingDate: row.billingDate.toISOString(),
    status: row.status,
    invoiceLink,
    amount: toDollars(row.amountInCents),
    amountInCents: row.amountInCents,
    description: row.description,
  }
}
