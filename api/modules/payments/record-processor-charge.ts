/**
 * A payment the processor collected on its own (Stripe Billing paying a subscription's invoice,
 * at creation, at renewal or on a retry) is written like any other charge: one SUCCEEDED
 * `charges` row with its ledger CHARGE and PROCESSOR_FEE rows and the `payment.charge` audit
 * event, in the caller's transaction. The key names what was paid (the processor's invoice), so
 * the API's answer and the webhook that repeats it record it once. Credits do not apply: the
 * processor has already taken the whole amount.
 */
import { eq } from 'drizzle-orm'
import type { Actor } from '../../callers'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { charges } from '../../db/schema'
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
