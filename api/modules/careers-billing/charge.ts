/**
 * Charging an organization for the job board through payments' charge protocol (reserve a
 * PENDING charge, ask the processor outside any transaction under the key's lock, record the
 * answer with its ledger rows and audit event). The charge is made at the facility that added
 * the card. A declined card is an answer (`FAILED`), not an exception: callers decide between 402
 * and PAST_DUE.
 */
import type { Actor } from '../../callers'
import type { AppContext } from '../../context'
import { eq } from 'drizzle-orm'
import { careersInvoices } from '../../db/schema'
import { askAndRecord, refundCharge, reserveCharge, withKeyLock, type ChargeRow, type RunChargeInput } from '../payments'
import type { PaymentMethodRow } from './queries'

export interface CareersChargeInput {
  ctx: AppContext
  organizationId: string
  method: PaymentMethodRow
  amountCents: number
  idempotencyKey: string
  description: string
  purpose: 'CAREERS_SUBSCRIPTION' | 'CAREERS_JOB_POST'
  actor: Actor
}

export function chargeForCareers(input: CareersChargeInput): Promise<ChargeRow> {
  const run: RunChargeInput = {
    ctx: input.ctx,
    organizationId: input.organizationId,
    facilityId: input.method.facilityId,
    shiftId: null,
    paymentMethodId: input.method.id,
    totalCents: input.amountCents,
    idempotencyKey: input.idempotencyKey,
    description: input.description,
    purpose: input.purpose,
    actor: input.actor,
  }
  return withKeyLock(`charge:${input.idempotencyKey}`, async () => {
    const charge = await input.ctx.db.write((tx) => reserveCharge(run, tx))
    if (charge.status !== 'PENDING') return charge
    return askAndRecord(run, charge)
  })
}

/**
 * A charge whose purpose vanished meanwhile (a concurrent checkout or publish won the race) is
 * given back in full, unless an invoice records it as paid (then a repeat of the same request
 * found it already done).
 */
export async function refundUnusedCharge(ctx: AppContext, actor: Actor, chargeId: string, amountCents: number, why: string): Promise<void> {
  const invoiced = await ctx.db.read.select({ id: careersInvoices.id }).from(careersInvoices).where(eq(careersInvoices.chargeId, chargeId)).get()
  if (invoiced) return
  await refundCharge({ ctx, chargeId, amountCents, reason: why, idempotencyKey: `careers-unused:${chargeId}`, actor })
}
