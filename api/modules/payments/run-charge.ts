/**
 * How the facility is charged (domain "Money"), behind chargeForShift, chargeAdditional and the
 * cancellation-fee collection. Outside any caller transaction, in three steps:
 *
 *   1. reserve (one short write): credits cover what they can (`splitCredits`) and are taken off
 *      the organization at once; a PENDING charge records the split;
 *   2. the processor is asked for the rest with an idempotency key made of the caller's key and
 *      the charge id (skipped when credits cover everything);
 *   3. record (one short write): SUCCEEDED with ledger CHARGE, CREDIT_USE and PROCESSOR_FEE rows,
 *      or FAILED with the credits given back and a 402 carrying the processor's message.
 *
 * The caller's key holds one live charge: a repeat answers the same charge and moves no money
 * twice, and a repeat of a PENDING charge (a crash or a lost processor answer between 1 and 3)
 * resumes it with the same processor key. A declined attempt gives its key back (it is renamed
 * `key#failed:chargeId`), so retrying after the facility fixes its card tries again.
 */
import { and, eq, gte, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { splitCredits } from '../../../shared/domain/money'
import type { Actor } from '../../callers'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { bound, prepared } from '../../db/prepared'
import { charges, organizations, paymentMethods } from '../../db/schema'
import { AppError, NotFoundError, PaymentRequiredError, ProcessorUnavailableError } from '../../errors'
import type { ChargeOutcome } from '../../integrations/payments/gateway'
import { audit } from '../audit'
import { withKeyLock } from './keyed-lock'
import { writeLedger } from './ledger'
import { customerIdOf, getUsablePaymentMethod, type PaymentMethodRow } from './queries'

/** BONUS: an admin's bonus on a shift; CAREERS_*: the job board's subscription periods, upgrades and job-post add-ons (careers-billing). */
export type ChargePurpose = 'SHIFT' | 'CANCELLATION_FEE' | 'ADJUSTMENT' | 'BONUS' | 'CAREERS_SUBSCRIPTION' | 'CAREERS_JOB_POST'
export type ChargeRow = typeof charges.$inferSelect

export interface RunChargeInput {
  ctx: AppContext
  organizationId: string
  facilityId: string
  shiftId: string | null
  /** Null only when credits are expected to cover the whole amount. */
  paymentMethodId: string | null
  totalCents: number
  idempotencyKey: string
  description: string
  purpose: ChargePurpose
  /** Who charges, for the audit trail (`payment.charge`, written with the processor's answer). */
  actor: Actor
  /**
   * The method, when the caller found it usable (`getUsablePaymentMethod`) in the transaction
   * that reserves the charge: it is neither checked nor read again (a hire checks it first, so
   * its 404 comes before the seat's answers).
   */
  usableMethod?: PaymentMethodRow
}

export interface ChargeResult {
  chargeId: string
  /** What the card or bank paid. */
  chargeCents: number
  creditsDeductedCents: number
  processorFeeCents: number
}

/** A charge as the audit trail shows it, before and after a change. */
export function chargeForAudit(row: ChargeRow) {
  return {
    status: row.status,
    purpose: row.purpose,
    shiftId: row.shiftId,
    amountCents: row.amountCents,
    creditsAppliedCents: row.creditsAppliedCents,
    processorFeeCents: row.processorFeeCents,
    refundedCents: row.refundedCents,
    failureMessage: row.failureMessage,
  }
}

export function resultOf(row: ChargeRow): ChargeResult {
  return { chargeId: row.id, chargeCents: row.amountCents, creditsDeductedCents: row.creditsAppliedCents, processorFeeCents: row.processorFeeCents }
}

export function runCharge(input: RunChargeInput): Promise<ChargeResult> {
  const { ctx } = input
  if (!Number.isInteger(input.totalCents) || input.totalCents < 0) throw new Error(`A charge must be a whole number of cents, got ${input.totalCents}`)
  return withKeyLock(`charge:${input.idempotencyKey}`, async () => {
    const charge = await ctx.db.write((tx) => reserveCharge(input, tx))
    if (charge.status !== 'PENDING') return resultOf(charge)
    return succeededOrThrow(await askAndRecord(input, charge))
  })
}

/** A recorded charge's result; a declined one is 402 with the processor's message. */
export function succeededOrThrow(charge: ChargeRow): ChargeResult {
  if (charge.status === 'FAILED') throw new PaymentRequiredError(charge.failureMessage ?? 'The payment could not be completed')
  return resultOf(charge)
}

// The reads of every charge, prepared once per connection (db/prepared.ts).
const chargeByKey = (db: Tx) => db.select().from(charges).where(eq(charges.idempotencyKey, sql.placeholder('key'))).prepare()
const chargeById = (db: Tx) => db.select().from(charges).where(eq(charges.id, sql.placeholder('id'))).prepare()
const creditsOf = (db: Tx) => db.select({ credits: organizations.creditsInCents }).from(organizations).where(eq(organizations.id, sql.placeholder('id'))).prepare()
const paymentMethodById = (db: Tx) => db.select().from(paymentMethods).where(eq(paymentMethods.id, sql.placeholder('id'))).prepare()
const insertPendingCharge = (db: Tx) =>
  db
    .insert(charges)
    .values({
      id: bound('id'),
      organizationId: bound('organizationId'),
      facilityId: bound('facilityId'),
      shiftId: bound('shiftId'),
      paymentMethodId: bound('paymentMethodId'),
      amountCents: bound('amountCents'),
      creditsAppliedCents: bound('creditsAppliedCents'),
      status: 'PENDING',
      idempotencyKey: bound('idempotencyKey'),
      purpose: bound('purpose'),
      createdAt: bound('now'),
      updatedAt: bound('now'),
    })
    .returning()
    .prepare()
const markChargeSucceeded = (db: Tx) =>
  db
    .update(charges)
    .set({ status: 'SUCCEEDED', processorId: bound('processorId'), processorFeeCents: bound('processorFeeCents'), updatedAt: bound('now') })
    .where(eq(charges.id, sql.placeholder('id')))
    .returning()
    .prepare()

/** Step 1, inside the caller's write: the key's charge, or a new PENDING one with credits taken. */
export async function reserveCharge(input: RunChargeInput, tx: Tx): Promise<ChargeRow> {
  const { ctx } = input
  const existing = await prepared(tx, chargeByKey).get({ key: input.idempotencyKey })
  if (existing) return existing
  if (input.paymentMethodId && input.usableMethod?.id !== input.paymentMethodId) await getUsablePaymentMethod(tx, { organizationId: input.organizationId, facilityId: input.facilityId, paymentMethodId: input.paymentMethodId })
  const organization = await prepared(tx, creditsOf).get({ id: input.organizationId })
  if (!organization) throw new NotFoundError('organization')
  const split = splitCredits(input.totalCents, organization.credits)
  if (split.chargeCents > 0 && !input.paymentMethodId) throw new PaymentRequiredError('A payment method is required to pay for this shift')
  const now = ctx.clock.now()
  if (split.creditsDeductedCents > 0) {
    await tx
      .update(organizations)
      .set({ creditsInCents: sql`${organizations.creditsInCents} - ${split.creditsDeductedCents}`, updatedAt: now })
      .where(and(eq(organizations.id, input.organizationId), gte(organizations.creditsInCents, split.creditsDeductedCents)))
  }
  const [row] = await prepared(tx, insertPendingCharge).all({
    id: uuidv7(),
    organizationId: input.organizationId,
    facilityId: input.facilityId,
    shiftId: input.shiftId,
    paymentMethodId: input.paymentMethodId,
    amountCents: split.chargeCents,
    creditsAppliedCents: split.creditsDeductedCents,
    idempotencyKey: input.idempotencyKey,
    purpose: input.purpose,
    now: now.getTime(),
  })
  return row!
}

/**
 * Step 2: the processor, for what credits left (nothing to ask when they covered it all). `db`
 * reads the method: the caller's transaction when the processor answers inside it.
 */
export async function askProcessor(input: RunChargeInput, charge: ChargeRow, db: Tx = input.ctx.db.read): Promise<ChargeOutcome> {
  const { ctx } = input
  if (charge.amountCents === 0) return { status: 'succeeded', processorId: '', processorFeeCents: 0 }
  // Only its processor id and type are read, which never change: the method in hand will do.
  const method = input.usableMethod?.id === charge.paymentMethodId ? input.usableMethod : await prepared(db, paymentMethodById).get({ id: charge.paymentMethodId! })
  const customerId = await customerIdOf(db, charge.organizationId)
  if (!method || !customerId) throw new NotFoundError('payment method')
  try {
    return await ctx.payments.charge({
      customerId,
      paymentMethodId: method.processorId,
      type: method.type,
      amountCents: charge.amountCents,
      description: input.description.slice(0, 1000),
      idempotencyKey: `${input.idempotencyKey}:${charge.id}`,
      metadata: { chargeId: charge.id, organizationId: charge.organizationId, facilityId: charge.facilityId, shiftId: charge.shiftId ?? '', purpose: charge.purpose },
    })
  } catch (error) {
    // A decline or a rejected request is the processor's answer (4xx); anything else means it
    // was not reached, and the charge stays PENDING for the same key to resume it.
    if (error instanceof AppError) throw error
    ctx.log.error('payment processor unreachable', { chargeId: charge.id, error: error instanceof Error ? error.message : String(error) })
    throw new ProcessorUnavailableError()
  }
}

/** Steps 2 and 3 for a PENDING charge, outside any transaction (the caller holds the key's lock). */
export async function askAndRecord(input: RunChargeInput, charge: ChargeRow): Promise<ChargeRow> {
  const outcome = await askProcessor(input, charge)
  return input.ctx.db.write(async (tx) => {
    const current = (await prepared(tx, chargeById).get({ id: charge.id }))!
    // Recorded meanwhile by a resumed repeat, which wrote its own event.
    if (current.status !== 'PENDING') return current
    const row = await recordCharge(input, tx, charge.id, outcome, current)
    await audit(input.ctx, tx, input.actor, { action: 'payment.charge', subject: ['charge', row.id], organizationId: row.organizationId, before: chargeForAudit(current), after: chargeForAudit(row) })
    return row
  })
}

/**
 * Step 3, inside the caller's write: SUCCEEDED with its ledger rows, or FAILED with the credits back.
 * `current`: the charge as `tx` itself read or wrote it (not read again); without it, it is read,
 * as another transaction may have recorded it since.
 */
export async function recordCharge(input: RunChargeInput, tx: Tx, chargeId: string, outcome: ChargeOutcome, current?: ChargeRow): Promise<ChargeRow> {
  const { ctx } = input
  const charge = current?.id === chargeId ? current : (await prepared(tx, chargeById).get({ id: chargeId }))!
  // Someone else (a resumed repeat in another process) recorded it first.
  if (charge.status !== 'PENDING') return charge
  const now = ctx.clock.now()
  if (outcome.status === 'failed') {
    if (charge.creditsAppliedCents > 0) {
      await tx
        .update(organizations)
        .set({ creditsInCents: sql`${organizations.creditsInCents} + ${charge.creditsAppliedCents}`, updatedAt: now })
        .where(eq(organizations.id, charge.organizationId))
    }
    const [failed] = await tx
      .update(charges)
      .set({ status: 'FAILED', failureMessage: outcome.message, processorId: outcome.processorId, idempotencyKey: `${charge.idempotencyKey}#failed:${charge.id}`, updatedAt: now })
      .where(eq(charges.id, charge.id))
      .returning()
    return failed!
  }
  const [succeeded] = await prepared(tx, markChargeSucceeded).all({ id: charge.id, processorId: outcome.processorId || null, processorFeeCents: outcome.processorFeeCents, now: now.getTime() })
  const where = { organizationId: charge.organizationId, facilityId: charge.facilityId, shiftId: charge.shiftId, referenceId: charge.id }
  await writeLedger(tx, now, [
    { kind: 'CHARGE', amountCents: charge.amountCents, ...where, memo: input.description.slice(0, 200) },
    { kind: 'CREDIT_USE', amountCents: charge.creditsAppliedCents, ...where },
    { kind: 'PROCESSOR_FEE', amountCents: outcome.processorFeeCents, ...where },
  ])
  return succeeded!
}
