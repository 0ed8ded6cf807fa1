import { describe, expect, test } from 'bun:test'
import { and, eq, like } from 'drizzle-orm'
import { cancellationFees, charges, ledgerEntries, transfers } from '../../db/schema'
import { PaymentRequiredError } from '../../errors'
import { fakeStripeConfig, sharedFakeStripe } from '../../integrations/payments/stripe-fake'
import { startTestServer, type TestServer } from '../../test/harness'
import { chargeAdditional } from './charge-additional'
import { chargeForShift } from './charge-for-shift'
import { collectHeldCancellationFees } from './collect-held-cancellation-fees'
import { completeDueTransfers } from './complete-due-transfers'
import { payProvider } from './pay-provider'
import { recordPlatformFee } from './record-platform-fee'
import { refundCharge } from './refund-charge'
import { shiftLedger } from './shift-ledger'
import { attachCard, creditsOf, makeFacility, makeShift, setCredits, signUpOrganization, signUpProvider, type TestOrganization } from '../../test/factories'
import { schedulerActor } from '../../callers'

/** These tests call the money verbs directly, as the settlement that runs after each shift transition does. */
const actor = schedulerActor('settlement')

const HOUR = 3_600_000

const adapters = [
  { name: 'sandbox', stripe: async () => null },
  { name: 'Stripe adapter on the local double', stripe: fakeStripeConfig },
] as const

describe.each(adapters)('money ($name)', async ({ stripe }) => {
  const server: TestServer = await startTestServer({ stripe: await stripe() })
  const { ctx } = server
  const key = () => `test:${crypto.randomUUID()}`

  async function setUp(token = 'tok_visa') {
    const tenant = await signUpOrganization(server)
    const card = await attachCard(server, { ...tenant, card: token })
    const provider = await signUpProvider(server)
    const { shiftId } = await makeShift(server, { facilityId: tenant.facilityId, providerId: provider.providerId })
    return { tenant, paymentMethodId: card.body.paymentMethodId as string, provider, shiftId }
  }
  const charge = (tenant: TestOrganization, shiftId: string, paymentMethodId: string | null, totalCents: number, idempotencyKey = key()) =>
    chargeForShift({ ctx, actor, organizationId: tenant.organizationId, facilityId: tenant.facilityId, shiftId, paymentMethodId, totalCents, idempotencyKey, description: 'Pharmacist — 2031-03-14 09:00–17:00' })

  test('a charge records the processor fee and the ledger', async () => {
    const { tenant, paymentMethodId, shiftId } = await setUp()
    const result = await charge(tenant, shiftId, paymentMethodId, 10_000)
    expect(result).toMatchObject({ chargeCents: 10_000, creditsDeductedCents: 0, processorFeeCents: 320 })
    const row = await ctx.db.read.select().from(charges).where(eq(charges.id, result.chargeId)).get()
    expect(row).toMatchObject({ status: 'SUCCEEDED', purpose: 'SHIFT', amountCents: 10_000, shiftId })
    expect(row!.processorId).toBeString()
    expect(await shiftLedger({ ctx, shiftId })).toMatchObject({ CHARGE: 10_000, PROCESSOR_FEE: 320, CREDIT_USE: 0 })
  })

  test('credits pay first and the card the rest; credits covering everything skip the processor', async () => {
    const { tenant, paymentMethodId, shiftId } = await setUp()
    await setCredits(server, { organizationId: tenant.organizationId, creditsInCents: 3_000 })
    expect(await charge(tenant, shiftId, paymentMethodId, 10_000)).toMatchObject({ chargeCents: 7_000, creditsDeductedCents: 3_000, processorFeeCents: 233 })
    expect(await creditsOf(server, tenant.organizationId)).toBe(0)
    await setCredits(server, { organizationId: tenant.organizationId, creditsInCents: 15_000 })
    const covered = await charge(tenant, shiftId, null, 10_000)
    expect(covered).toMatchObject({ chargeCents: 0, creditsDeductedCents: 10_000, processorFeeCents: 0 })
    expect(await creditsOf(server, tenant.organizationId)).toBe(5_000)
    expect((await ctx.db.read.select().from(charges).where(eq(charges.id, covered.chargeId)).get())!.processorId).toBeNull()
    expect(await shiftLedger({ ctx, shiftId })).toMatchObject({ CHARGE: 7_000, CREDIT_USE: 13_000, PROCESSOR_FEE: 233 })
    // Without a payment method and without enough credits: 402.
    await expect(charge(tenant, shiftId, null, 6_000)).rejects.toThrow(PaymentRequiredError)
    expect(await creditsOf(server, tenant.organizationId)).toBe(5_000)
  })

  test('a declined card answers 402 with the processor message and gives the credits back; a retry tries again', async () => {
    const { tenant, paymentMethodId, shiftId } = await setUp('tok_chargeCustomerFail')
    await setCredits(server, { organizationId: tenant.organizationId, creditsInCents: 2_000 })
    const idempotencyKey = key()
    await expect(charge(tenant, shiftId, paymentMethodId, 10_000, idempotencyKey)).rejects.toThrow('Your card was declined.')
    expect(await creditsOf(server, tenant.organizationId)).toBe(2_000)
    await expect(charge(tenant, shiftId, paymentMethodId, 10_000, idempotencyKey)).rejects.toThrow(PaymentRequiredError)
    const attempts = await ctx.db.read.select().from(charges).where(like(charges.idempotencyKey, `${idempotencyKey}%`))
    expect(attempts.map((c) => c.status)).toEqual(['FAILED', 'FAILED'])
    expect(attempts.every((c) => c.failureMessage === 'Your card was declined.' && c.idempotencyKey.startsWith(`${idempotencyKey}#failed:`))).toBe(true)
    expect(await shiftLedger({ ctx, shiftId })).toMatchObject({ CHARGE: 0, CREDIT_USE: 0, PROCESSOR_FEE: 0 })
    expect(await creditsOf(server, tenant.organizationId)).toBe(2_000)
  })

  test('the same key charges once, also when two requests race', async () => {
    const { tenant, paymentMethodId, shiftId } = await setUp()
    const before = stripe === fakeStripeConfig ? (await sharedFakeStripe()).stats().paymentIntents : 0
    const idempotencyKey = key()
    const [a, b] = await Promise.all([charge(tenant, shiftId, paymentMethodId, 4_200, idempotencyKey), charge(tenant, shiftId, paymentMethodId, 4_200, idempotencyKey)])
    const c = await charge(tenant, shiftId, paymentMethodId, 4_200, idempotencyKey)
    expect(b).toEqual(a)
    expect(c).toEqual(a)
    expect(await ctx.db.read.select().from(charges).where(eq(charges.shiftId, shiftId))).toHaveLength(1)
    expect(await shiftLedger({ ctx, shiftId })).toMatchObject({ CHARGE: 4_200 })
    if (stripe === fakeStripeConfig) expect((await sharedFakeStripe()).stats().paymentIntents).toBe(before + 1)
  })

  test('a payment method the facility may not use is 404', async () => {
    const { tenant, paymentMethodId, shiftId } = await setUp()
    const east = (await makeFacility(server, { organizationId: tenant.organizationId })).id
    await expect(chargeForShift({ ctx, actor, organizationId: tenant.organizationId, facilityId: east, shiftId, paymentMethodId, totalCents: 1_000, idempotencyKey: key(), description: 'x' })).rejects.toThrow('Payment method not found')
    const other = await signUpOrganization(server)
    await expect(charge(other, shiftId, paymentMethodId, 1_000)).rejects.toThrow('Payment method not found')
    await server.call('POST', '/api/payment-method/remove', { token: tenant.token, body: { paymentMethodId } })
    await expect(charge(tenant, shiftId, paymentMethodId, 1_000)).rejects.toThrow('Payment method not found')
  })

  test('refunds: card first, then credits; never more than paid; idempotent', async () => {
    const { tenant, paymentMethodId, shiftId } = await setUp()
    await setCredits(server, { organizationId: tenant.organizationId, creditsInCents: 3_000 })
    const { chargeId } = await charge(tenant, shiftId, paymentMethodId, 10_000)
    const refundKey = key()
    const partial = await refundCharge({ ctx, actor, chargeId, amountCents: 5_000, reason: 'Left two hours early', idempotencyKey: refundKey })
    expect(partial).toMatchObject({ cardRefundedCents: 5_000, creditsReturnedCents: 0, refundedCents: 5_000 })
    expect(await refundCharge({ ctx, actor, chargeId, amountCents: 5_000, reason: 'Left two hours early', idempotencyKey: refundKey })).toEqual(partial)
    expect((await ctx.db.read.select().from(charges).where(eq(charges.id, chargeId)).get())!.status).toBe('PARTIALLY_REFUNDED')
    const rest = await refundCharge({ ctx, actor, chargeId, amountCents: 10_000, reason: 'No-show', idempotencyKey: key() })
    expect(rest).toMatchObject({ cardRefundedCents: 2_000, creditsReturnedCents: 3_000, refundedCents: 5_000 })
    expect(await creditsOf(server, tenant.organizationId)).toBe(3_000)
    expect((await ctx.db.read.select().from(charges).where(eq(charges.id, chargeId)).get())).toMatchObject({ status: 'REFUNDED', refundedCents: 7_000 })
    expect(await refundCharge({ ctx, actor, chargeId, amountCents: 100, reason: 'Again', idempotencyKey: key() })).toEqual({ refundId: null, cardRefundedCents: 0, creditsReturnedCents: 0, refundedCents: 0 })
    // The processor keeps its fee on a refund: it stays a cost of the shift.
    expect(await shiftLedger({ ctx, shiftId })).toMatchObject({ CHARGE: 7_000, REFUND: 7_000, CREDIT_USE: 3_000, CREDIT_RETURN: 3_000, PROCESSOR_FEE: 233 })
    // Two refunds racing for the whole charge return it once.
    const second = await setUp()
    const again = await charge(second.tenant, second.shiftId, second.paymentMethodId, 8_000)
    const raced = await Promise.all([1, 2].map(() => refundCharge({ ctx, actor, chargeId: again.chargeId, amountCents: 8_000, reason: 'Canceled', idempotencyKey: key() })))
    expect(raced.map((r) => r.refundedCents).sort()).toEqual([0, 8_000])
  })

  test('provider payments: pending without a payout account, processing once it is complete, completed after settlement', async () => {
    const { provider, shiftId } = await setUp()
    const payKey = key()
    const pending = await payProvider({ ctx, actor, providerId: provider.providerId, shiftId, amountCents: 48_000, kind: 'SHIFT', idempotencyKey: payKey, description: 'Shift earnings' })
    expect(pending).toMatchObject({ status: 'pending', availableAt: null })
    expect(await payProvider({ ctx, actor, providerId: provider.providerId, shiftId, amountCents: 48_000, kind: 'SHIFT', idempotencyKey: payKey, description: 'Shift earnings' })).toEqual(pending)
    expect((await shiftLedger({ ctx, shiftId })).TRANSFER).toBe(0)
    expect((await server.call('PUT', `/api/testing/${provider.userId}/stripe-setup`)).status).toBe(204)
    const released = await ctx.db.read.select().from(transfers).where(eq(transfers.id, pending.transferId)).get()
    expect(released).toMatchObject({ status: 'processing' })
    expect(released!.processorId).toBeString()
    expect(released!.availableAt!.getTime()).toBe(released!.updatedAt.getTime() + 48 * HOUR)
    expect((await shiftLedger({ ctx, shiftId })).TRANSFER).toBe(48_000)
    // With the account complete, a new payment moves at once.
    const bonus = await payProvider({ ctx, actor, providerId: provider.providerId, shiftId: null, amountCents: 2_500, kind: 'BONUS', idempotencyKey: key(), description: 'Bonus' })
    expect(bonus.status).toBe('processing')
    expect(await completeDueTransfers(ctx)).toBe(0)
    server.clock.advance(48 * HOUR + 1_000)
    expect(await completeDueTransfers(ctx)).toBe(2)
    expect((await ctx.db.read.select().from(transfers).where(eq(transfers.providerId, provider.providerId))).map((t) => t.status)).toEqual(['completed', 'completed'])
    expect(await completeDueTransfers(ctx)).toBe(0)
  })

  test('a payment and a refund repeated at the same moment with one key happen once', async () => {
    const { tenant, paymentMethodId, provider, shiftId } = await setUp()
    await server.call('PUT', `/api/testing/${provider.userId}/stripe-setup`)
    const payKey = key()
    const pays = await Promise.all([1, 2, 3].map(() => payProvider({ ctx, actor, providerId: provider.providerId, shiftId, amountCents: 7_700, kind: 'SHIFT', idempotencyKey: payKey, description: 'Shift earnings' })))
    expect(new Set(pays.map((p) => p.transferId)).size).toBe(1)
    expect((await shiftLedger({ ctx, shiftId })).TRANSFER).toBe(7_700)
    const { chargeId } = await charge(tenant, shiftId, paymentMethodId, 9_000)
    const refundKey = key()
    const refunds = await Promise.all([1, 2, 3].map(() => refundCharge({ ctx, actor, chargeId, amountCents: 4_000, reason: 'Shorter shift', idempotencyKey: refundKey })))
    expect(new Set(refunds.map((r) => r.refundId)).size).toBe(1)
    expect((await shiftLedger({ ctx, shiftId })).REFUND).toBe(4_000)
  })

  test('the ledger of a completed shift reconciles to the cent', async () => {
    const { tenant, paymentMethodId, provider, shiftId } = await setUp()
    await server.call('PUT', `/api/testing/${provider.userId}/stripe-setup`)
    await setCredits(server, { organizationId: tenant.organizationId, creditsInCents: 5_000 })
    // 8 h at $60: earnings $480, 25% fee $120, total $600; $50 credits, $550 on the card.
    const hired = await charge(tenant, shiftId, paymentMethodId, 60_000)
    expect(hired).toMatchObject({ chargeCents: 55_000, creditsDeductedCents: 5_000, processorFeeCents: 1_625 })
    await payProvider({ ctx, actor, providerId: provider.providerId, shiftId, amountCents: 48_000, kind: 'SHIFT', idempotencyKey: key(), description: 'Shift earnings' })
    expect(await recordPlatformFee({ ctx, actor, shiftId })).toEqual({ platformFeeCents: 5_375 })
    expect(await recordPlatformFee({ ctx, actor, shiftId })).toEqual({ platformFeeCents: 5_375 })
    expect(await ctx.db.read.select().from(ledgerEntries).where(and(eq(ledgerEntries.shiftId, shiftId), eq(ledgerEntries.kind, 'PLATFORM_FEE')))).toHaveLength(1)
    let sums = await shiftLedger({ ctx, shiftId })
    // domain: platformCut = totalPayment − providerEarnings − processor fee − creditsDeducted.
    expect(sums.PLATFORM_FEE).toBe(60_000 - 48_000 - 1_625 - 5_000)
    expect(sums.CHARGE - sums.REFUND).toBe(sums.TRANSFER + sums.PLATFORM_FEE + sums.PROCESSOR_FEE)
    expect(sums.CREDIT_USE - sums.CREDIT_RETURN).toBe(5_000)

    // An adjustment adds an hour (charged on the same card), then part of it is refunded.
    const extra = await chargeAdditional({ ctx, actor, shiftId, totalCents: 7_500, idempotencyKey: key(), description: 'One more hour' })
    expect(extra).toMatchObject({ chargeCents: 7_500, creditsDeductedCents: 0, processorFeeCents: 248 })
    expect((await ctx.db.read.select().from(charges).where(eq(charges.id, extra.chargeId)).get())).toMatchObject({ purpose: 'ADJUSTMENT', paymentMethodId })
    await payProvider({ ctx, actor, providerId: provider.providerId, shiftId, amountCents: 6_000, kind: 'SHIFT', idempotencyKey: key(), description: 'Extra hour' })
    await refundCharge({ ctx, actor, chargeId: hired.chargeId, amountCents: 1_234, reason: 'Rounding', idempotencyKey: key() })
    await recordPlatformFee({ ctx, actor, shiftId })
    sums = await shiftLedger({ ctx, shiftId })
    expect(sums).toMatchObject({ CHARGE: 62_500, REFUND: 1_234, TRANSFER: 54_000, PROCESSOR_FEE: 1_873 })
    expect(sums.CHARGE - sums.REFUND).toBe(sums.TRANSFER + sums.PLATFORM_FEE + sums.PROCESSOR_FEE)
    expect(sums.PLATFORM_FEE).toBe(62_500 - 1_234 - 54_000 - 1_873)
  })

  test('a provider without a payout account: the identity holds once the payment moves', async () => {
    const { tenant, paymentMethodId, provider, shiftId } = await setUp()
    await charge(tenant, shiftId, paymentMethodId, 60_000)
    await payProvider({ ctx, actor, providerId: provider.providerId, shiftId, amountCents: 48_000, kind: 'SHIFT', idempotencyKey: key(), description: 'Shift earnings' })
    const { platformFeeCents } = await recordPlatformFee({ ctx, actor, shiftId })
    expect(platformFeeCents).toBe(60_000 - 48_000 - 1_770)
    await server.call('PUT', `/api/testing/${provider.userId}/stripe-setup`)
    const sums = await shiftLedger({ ctx, shiftId })
    expect(sums.CHARGE - sums.REFUND).toBe(sums.TRANSFER + sums.PLATFORM_FEE + sums.PROCESSOR_FEE)
  })

  test('held cancellation fees are charged to the shift’s card and paid to the provider, once', async () => {
    const { tenant, paymentMethodId, provider, shiftId } = await setUp()
    await server.call('PUT', `/api/testing/${provider.userId}/stripe-setup`)
    const hired = await charge(tenant, shiftId, paymentMethodId, 60_000)
    await refundCharge({ ctx, actor, chargeId: hired.chargeId, amountCents: 60_000, reason: 'Canceled by the facility', idempotencyKey: key() })
    const [fee] = await ctx.db.write((tx) =>
      tx.insert(cancellationFees).values({ shiftId, organizationId: tenant.organizationId, providerId: provider.providerId, feeCents: 24_000, paymentStatus: 'HELD' }).returning(),
    )
    const [first, second] = await Promise.all([collectHeldCancellationFees(ctx), collectHeldCancellationFees(ctx)])
    expect(first.completed + second.completed).toBeGreaterThanOrEqual(1)
    const collected = await ctx.db.read.select().from(cancellationFees).where(eq(cancellationFees.id, fee!.id)).get()
    expect(collected!.paymentStatus).toBe('COMPLETED')
    const feeCharge = await ctx.db.read.select().from(charges).where(eq(charges.id, collected!.chargeId!)).get()
    expect(feeCharge).toMatchObject({ purpose: 'CANCELLATION_FEE', amountCents: 24_000, paymentMethodId, status: 'SUCCEEDED' })
    expect(await ctx.db.read.select().from(charges).where(and(eq(charges.shiftId, shiftId), eq(charges.purpose, 'CANCELLATION_FEE')))).toHaveLength(1)
    const paid = await ctx.db.read.select().from(transfers).where(and(eq(transfers.shiftId, shiftId), eq(transfers.kind, 'CANCELLATION_FEE')))
    expect(paid).toHaveLength(1)
    expect(paid[0]).toMatchObject({ amountCents: 24_000, status: 'processing' })
    expect(await collectHeldCancellationFees(ctx)).toEqual({ completed: 0, failed: 0 })
    const sums = await shiftLedger({ ctx, shiftId })
    expect(sums.CHARGE - sums.REFUND).toBe(sums.TRANSFER + sums.PLATFORM_FEE + sums.PROCESSOR_FEE)
  })

  test('a cancellation fee on a declining card is CHARGE_FAILED', async () => {
    const { tenant, provider, shiftId } = await setUp('tok_chargeCustomerFail')
    const [fee] = await ctx.db.write((tx) =>
      tx.insert(cancellationFees).values({ shiftId, organizationId: tenant.organizationId, providerId: provider.providerId, feeCents: 24_000, paymentStatus: 'HELD' }).returning(),
    )
    expect(await collectHeldCancellationFees(ctx)).toEqual({ completed: 0, failed: 1 })
    expect((await ctx.db.read.select().from(cancellationFees).where(eq(cancellationFees.id, fee!.id)).get())!.paymentStatus).toBe('CHARGE_FAILED')
    expect(await ctx.db.read.select().from(transfers).where(eq(transfers.shiftId, shiftId))).toEqual([])
  })
})
