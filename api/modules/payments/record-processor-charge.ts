/**
 * A payment the processor collected on its own (Stripe Billing paying a subscription's invoice,
 * at creation, at renewal or on a retry) is written like any other charge: one SUCCEEDED
 * `charges` row with its ledger CHARGE and PROCESSOR_FEE rows and the `payment.charge` audit
 * event, in the caller's transaction. The key names what was paid (the processor's invoice), so
 * the API's answer and the webhook that repeats it record it once. Credits do not apply here: the
 * processor has taken what its invoice asked; credits given to the processor beforehand (its
 * customer balance) are their own charge, `recordCreditsForProcessor` below.
 */
import { and, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Actor } from '../../callers'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { charges, organizations } from '../../db/schema'
import { processorFeeCents } from '../../integrations/payments/fees'
import type { PaymentMethodKind } from '../../integrations/payments/gateway'
import { audit } from '../audit'
import { writeLedger } from './ledger'
import { chargeForAudit, type ChargePurpose, type ChargeRow } from './run-charge'

export interface ProcessorPaidCharge {
  organizationId: string
  facilityId: string
  paymentMethodId: string | null
  methodType: PaymentMethodKind
  amountCents: number
  /** The processor's payment (a PaymentIntent id), so a refund made at the processor finds it. */
  processorId: string | null
  idempotencyKey: string
  description: string
  purpose: ChargePurpose
}

export async function recordProcessorPaidCharge(ctx: AppContext, tx: Tx, actor: Actor, input: ProcessorPaidCharge): Promise<ChargeRow> {
  const existing = await tx.select().from(charges).where(eq(charges.idempotencyKey, input.idempotencyKey)).get()
  if (existing) return existing
  const now = ctx.clock.now()
  const fee = processorFeeCents(input.methodType, input.amountCents)
  const [row] = await tx
    .insert(charges)
    .values({
      organizationId: input.organizationId,
      facilityId: input.facilityId,
      shiftId: null,
      paymentMethodId: input.paymentMethodId,
      amountCents: input.amountCents,
      creditsAppliedCents: 0,
      processorFeeCents: fee,
      status: 'SUCCEEDED',
      processorId: input.processorId,
      idempotencyKey: input.idempotencyKey,
      purpose: input.purpose,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  const where = { organizationId: row!.organizationId, facilityId: row!.facilityId, shiftId: null, referenceId: row!.id }
  await writeLedger(tx, now, [
    { kind: 'CHARGE', amountCents: row!.amountCents, ...where, memo: input.description.slice(0, 200) },
    { kind: 'PROCESSOR_FEE', amountCents: fee, ...where },
  ])
  await audit(ctx, tx, actor, { action: 'payment.charge', subject: ['charge', row!.id], organizationId: row!.organizationId, before: null, after: chargeForAudit(row!) })
  return row!
}

export interface CreditsForProcessor {
  organizationId: string
  facilityId: string
  /** At most this much is taken (what the processor's next invoice will ask). */
  maxCents: number
  /** Names what the credits pay for; a repeat answers the first charge and takes nothing more. */
  idempotencyKey: string
  description: string
  purpose: ChargePurpose
}

/**
 * Organization credits handed to the processor to pay an invoice it will collect itself (Stripe
 * Billing's customer balance): the credits are taken, and the charge that records them (nothing
 * asked of the card: `amountCents` 0, `creditsAppliedCents` what was taken) is written with its
 * CREDIT_USE ledger row and audit event, all in the caller's transaction. `processorId` stays null
 * until `markCreditsSent` records the processor's balance transaction. Null when the organization
 * has no credits (nothing is written).
 */
export async function recordCreditsForProcessor(ctx: AppContext, tx: Tx, actor: Actor, input: CreditsForProcessor): Promise<ChargeRow | null> {
  const existing = await tx.select().from(charges).where(eq(charges.idempotencyKey, input.idempotencyKey)).get()
  if (existing) return existing
  const organization = await tx.select({ credits: organizations.creditsInCents }).from(organizations).where(eq(organizations.id, input.organizationId)).get()
  const taken = Math.min(organization?.credits ?? 0, Math.max(0, input.maxCents))
  if (taken <= 0) return null
  const now = ctx.clock.now()
  const [updated] = await tx
    .update(organizations)
    .set({ creditsInCents: sql`${organizations.creditsInCents} - ${taken}`, updatedAt: now })
    .where(and(eq(organizations.id, input.organizationId), gte(organizations.creditsInCents, taken)))
    .returning({ id: organizations.id })
  if (!updated) return null
  const [row] = await tx
    .insert(charges)
    .values({
      organizationId: input.organizationId,
      facilityId: input.facilityId,
      shiftId: null,
      paymentMethodId: null,
      amountCents: 0,
      creditsAppliedCents: taken,
      processorFeeCents: 0,
      status: 'SUCCEEDED',
      processorId: null,
      idempotencyKey: input.idempotencyKey,
      purpose: input.purpose,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  await writeLedger(tx, now, [{ kind: 'CREDIT_USE', amountCents: taken, organizationId: row!.organizationId, facilityId: row!.facilityId, shiftId: null, referenceId: row!.id, memo: input.description.slice(0, 200) }])
  await audit(ctx, tx, actor, { action: 'payment.charge', subject: ['charge', row!.id], organizationId: row!.organizationId, before: null, after: chargeForAudit(row!) })
  return row!
}

/** The processor's id for credits handed to it (its balance transaction), once it has them. */
export async function markCreditsSent(ctx: AppContext, chargeId: string, processorId: string): Promise<void> {
  await ctx.db.write((tx) => tx.update(charges).set({ processorId, updatedAt: ctx.clock.now() }).where(and(eq(charges.id, chargeId), isNull(charges.processorId))))
}
