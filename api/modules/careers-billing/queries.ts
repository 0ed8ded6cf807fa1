/**
 * Fetch-or-throw helpers of careers billing, scoped to the caller's organization: another
 * organization's subscription, invoice or job answers 404 like an unknown one.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { SubscriptionStatus } from '../../../shared/enums'
import type { Tx } from '../../db/client'
import { careersSubscriptions, paymentMethods } from '../../db/schema'
import { NotFoundError } from '../../errors'

export type SubscriptionRow = typeof careersSubscriptions.$inferSelect
export type PaymentMethodRow = typeof paymentMethods.$inferSelect

/** Statuses of a subscription that still exists for its organization (one at a time). */
export const LIVE_STATUSES: SubscriptionStatus[] = ['ACTIVE', 'PAST_DUE', 'CANCEL_PENDING', 'UNPAID', 'PENDING_DOWNGRADE']
/** Statuses in which the subscription's postings may be used. */
export const USABLE_STATUSES: SubscriptionStatus[] = ['ACTIVE', 'CANCEL_PENDING', 'PENDING_DOWNGRADE']

export async function getSubscriptionInOrganization(db: Tx, organizationId: string, subscriptionId: string): Promise<SubscriptionRow> {
  const row = await db.select().from(careersSubscriptions).where(and(eq(careersSubscriptions.id, subscriptionId), eq(careersSubscriptions.organizationId, organizationId))).get()
  if (!row) throw new NotFoundError('subscription')
  return row
}

/** The organization's subscription that is live, else its latest one (PENDING or CANCELED), else null. */
export async function currentSubscriptionOf(db: Tx, organizationId: string): Promise<SubscriptionRow | null> {
  const rows = await db.select().from(careersSubscriptions).where(eq(careersSubscriptions.organizationId, organizationId)).orderBy(desc(careersSubscriptions.createdAt), desc(careersSubscriptions.id)).limit(20)
  return rows.find((r) => LIVE_STATUSES.includes(r.status)) ?? rows[0] ?? null
}

export async function liveSubscriptionOf(db: Tx, organizationId: string): Promise<SubscriptionRow | null> {
  return (
    (await db
      .select()
      .from(careersSubscriptions)
      .where(and(eq(careersSubscriptions.organizationId, organizationId), inArray(careersSubscriptions.status, LIVE_STATUSES)))
      .orderBy(desc(careersSubscriptions.createdAt))
      .get()) ?? null
  )
}

/** The current subscription, or 404 when the organization never had one. */
export async function requireCurrentSubscription(db: Tx, organizationId: string): Promise<SubscriptionRow> {
  const row = await currentSubscriptionOf(db, organizationId)
  if (!row) throw new NotFoundError('subscription', 'Subscription not found')
  return row
}

/**
 * The card (or bank account) careers charges use: the subscription's chosen method while the
 * organization still has it, else the organization's newest default, else its newest method.
 */
export async function billingMethodOf(db: Tx, organizationId: string, preferredId: string | null | undefined): Promise<PaymentMethodRow | null> {
  const live = and(eq(paymentMethods.organizationId, organizationId), isNull(paymentMethods.removedAt))
  if (preferredId) {
    const chosen = await db.select().from(paymentMethods).where(and(live, eq(paymentMethods.id, preferredId))).get()
    if (chosen) return chosen
  }
  const methods = await db.select().from(paymentMethods).where(live).orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id)).limit(50)
  return methods.find((m) => m.isDefault && m.type === 'CARD') ?? methods.find((m) => m.type === 'CARD') ?? methods[0] ?? null
}

export async function getPaymentMethodInOrganization(db: Tx, organizationId: string, paymentMethodId: string): Promise<PaymentMethodRow> {
  const row = await db.select().from(paymentMethods).where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.organizationId, organizationId), isNull(paymentMethods.removedAt))).get()
  if (!row) throw new NotFoundError('payment method')
  return row
}
