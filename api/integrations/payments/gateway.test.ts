import { describe, expect, test } from 'bun:test'
import { PaymentRequiredError, ValidationError } from '../../errors'
import { startTestServer } from '../../test/harness'
import { processorFeeCents } from './fees'
import type { PaymentGateway } from './gateway'
import { sandboxWebhookSecret } from './sandbox'
import { fakeStripeConfig, parseStripeForm, sharedFakeStripe } from './stripe-fake'
import { signStripePayload } from './webhook-signature'

describe('processor fees (settings.processorFees)', () => {
  test('cards: 2.9% + 30¢, rounded half up', () => {
    expect(processorFeeCents('CARD', 10_000)).toBe(320)
    expect(processorFeeCents('CARD', 500)).toBe(45) // 14.5¢ → 15¢
    expect(processorFeeCents('CARD', 1_724)).toBe(80) // 49.996¢ → 50¢
    expect(processorFeeCents('CARD', 0)).toBe(0)
  })
  test('bank debits: 0.8%, capped at $5', () => {
    expect(processorFeeCents('BANK', 10_000)).toBe(80)
    expect(processorFeeCents('BANK', 100)).toBe(1)
    expect(processorFeeCents('BANK', 62_500)).toBe(500)
    expect(processorFeeCents('BANK', 1_000_000)).toBe(500)
  })
})

test('the Stripe double reads form bodies the way Stripe does', () => {
  expect(parseStripeForm('amount=100&card[token]=tok_visa&expand[0]=a.b&expand[1]=c&metadata[shiftId]=s1')).toEqual({
    amount: '100',
    card: { token: 'tok_visa' },
    expand: ['a.b', 'c'],
    metadata: { shiftId: 's1' },
  })
})

const adapters = [
  { name: 'sandbox', stripe: async () => null },
  { name: 'Stripe adapter on the local double', stripe: fakeStripeConfig },
] as const

describe.each(adapters)('payment gateway: $name', async ({ stripe }) => {
  const server = await startTestServer({ stripe: await stripe() })
  const gateway: PaymentGateway = server.ctx.payments
  const key = () => crypto.randomUUID()
  const customer = async () => (await gateway.createCustomer({ organizationId: crypto.randomUUID(), name: 'Riverside Pharmacy', idempotencyKey: key() })).customerId
  const secret = server.ctx.config.stripe?.webhookSecret ?? sandboxWebhookSecret(server.ctx.secret)

  test('cards attach with their details and charge with the processor fee', async () => {
    const customerId = await customer()
    const visa = await gateway.attachPaymentMethod({ customerId, token: 'tok_visa', kind: 'CARD', idempotencyKey: key() })
    expect(visa).toMatchObject({ type: 'CARD', brand: 'visa', last4: '4242', funding: 'credit', expMonth: 12 })
    const mastercard = await gateway.attachPaymentMethod({ customerId, token: 'tok_mastercard', kind: 'CARD', idempotencyKey: key() })
    expect(mastercard).toMatchObject({ brand: 'mastercard', last4: '4444' })
    const outcome = await gateway.charge({ customerId, paymentMethodId: visa.processorId, type: 'CARD', amountCents: 10_000, description: 'Shift', idempotencyKey: key(), metadata: {} })
    expect(outcome).toMatchObject({ status: 'succeeded', processorFeeCents: 320 })
  })

  test('tok_chargeDeclined is refused at attach (402), tok_chargeCustomerFail attaches and every charge declines', async () => {
    const customerId = await customer()
    const refused = gateway.attachPaymentMethod({ customerId, token: 'tok_chargeDeclined', kind: 'CARD', idempotencyKey: key() })
    await expect(refused).rejects.toThrow(PaymentRequiredError)
    await expect(refused).rejects.toThrow('Your card was declined.')
    const failing = await gateway.attachPaymentMethod({ customerId, token: 'tok_chargeCustomerFail', kind: 'CARD', idempotencyKey: key() })
    for (let i = 0; i < 2; i++) {
      const outcome = await gateway.charge({ customerId, paymentMethodId: failing.processorId, type: 'CARD', amountCents: 5_000, description: 'Shift', idempotencyKey: key(), metadata: {} })
      expect(outcome).toMatchObject({ status: 'failed', message: 'Your card was declined.' })
    }
  })

  test('an unknown token is a 400 on the token field', async () => {
    const customerId = await customer()
    const attempt = gateway.attachPaymentMethod({ customerId, token: 'tok_nonsense', kind: 'CARD', idempotencyKey: key() })
    await expect(attempt).rejects.toThrow(ValidationError)
    await expect(attempt).rejects.toThrow("No such token: 'tok_nonsense'")
    await expect(gateway.attachPaymentMethod({ customerId, token: 'btok_nonsense', kind: 'BANK', idempotencyKey: key() })).rejects.toThrow(ValidationError)
  })

  test('btok_us_verified attaches a verified bank account; bank debits cost 0.8% capped at $5', async () => {
    const customerId = await customer()
    const bank = await gateway.attachPaymentMethod({ customerId, token: 'btok_us_verified', kind: 'BANK', idempotencyKey: key() })
    expect(bank).toMatchObject({ type: 'BANK', bankName: 'STRIPE TEST BANK', last4: '6789', routingNumber: '110000000', accountType: 'checking', accountHolderType: 'individual' })
    const small = await gateway.charge({ customerId, paymentMethodId: bank.processorId, type: 'BANK', amountCents: 10_000, description: 'Shift', idempotencyKey: key(), metadata: {} })
    const large = await gateway.charge({ customerId, paymentMethodId: bank.processorId, type: 'BANK', amountCents: 100_000, description: 'Shift', idempotencyKey: key(), metadata: {} })
    expect(small).toMatchObject({ status: 'succeeded', processorFeeCents: 80 })
    expect(large).toMatchObject({ status: 'succeeded', processorFeeCents: 500 })
  })

  test('the same idempotency key charges once and answers the same payment intent', async () => {
    const customerId = await customer()
    const card = await gateway.attachPaymentMethod({ customerId, token: 'tok_visa', kind: 'CARD', idempotencyKey: key() })
    const idempotencyKey = key()
    const request = { customerId, paymentMethodId: card.processorId, type: 'CARD' as const, amountCents: 2_500, description: 'Shift', idempotencyKey, metadata: {} }
    const before = stripe === fakeStripeConfig ? (await sharedFakeStripe()).stats().paymentIntents : 0
    const first = await gateway.charge(request)
    const second = await gateway.charge(request)
    expect(second).toEqual(first)
    if (stripe === fakeStripeConfig) expect((await sharedFakeStripe()).stats().paymentIntents).toBe(before + 1)
  })

  test('refunds: partial, then the rest; never more than was charged', async () => {
    const customerId = await customer()
    const card = await gateway.attachPaymentMethod({ customerId, token: 'tok_visa', kind: 'CARD', idempotencyKey: key() })
    const charged = await gateway.charge({ customerId, paymentMethodId: card.processorId, type: 'CARD', amountCents: 10_000, description: 'Shift', idempotencyKey: key(), metadata: {} })
    if (charged.status !== 'succeeded') throw new Error('charge failed')
    const refundKey = key()
    const partial = await gateway.refund({ paymentIntentId: charged.processorId, amountCents: 4_000, reason: 'Shorter shift', idempotencyKey: refundKey })
    expect(await gateway.refund({ paymentIntentId: charged.processorId, amountCents: 4_000, reason: 'Shorter shift', idempotencyKey: refundKey })).toEqual(partial)
    await expect(gateway.refund({ paymentIntentId: charged.processorId, amountCents: 6_001, reason: 'Too much', idempotencyKey: key() })).rejects.toThrow()
    expect((await gateway.refund({ paymentIntentId: charged.processorId, amountCents: 6_000, reason: 'No-show', idempotencyKey: key() })).processorId).toBeString()
  })

  test('payout accounts: onboarding through the link, then transfers go through', async () => {
    const { accountId } = await gateway.createPayoutAccount({ providerId: crypto.randomUUID(), email: 'rph@provider.test', idempotencyKey: key() })
    expect(await gateway.getPayoutAccount(accountId)).toEqual({ accountId, onboardingComplete: false })
    await expect(gateway.transfer({ accountId, amountCents: 1_000, description: 'Shift', idempotencyKey: key(), metadata: {} })).rejects.toThrow()
    const { url } = await gateway.createOnboardingLink({ accountId, returnUrl: 'https://app.example.com/done?sessionId=x', refreshUrl: 'https://app.example.com/again' })
    if (gateway.visitSandboxOnboardingLink) {
      expect(url).toStartWith(`${server.ctx.config.publicUrl}/api/stripe/sandbox-onboarding/`)
      expect(await gateway.visitSandboxOnboardingLink(url.split('/').pop()!)).toEqual({ accountId, returnUrl: 'https://app.example.com/done?sessionId=x' })
    } else {
      const visit = await fetch(url, { redirect: 'manual' })
      expect(visit.status).toBe(302)
      expect(visit.headers.get('location')).toBe('https://app.example.com/done?sessionId=x')
    }
    expect(await gateway.getPayoutAccount(accountId)).toEqual({ accountId, onboardingComplete: true })
    const transferKey = key()
    const first = await gateway.transfer({ accountId, amountCents: 1_000, description: 'Shift', idempotencyKey: transferKey, metadata: {} })
    expect(await gateway.transfer({ accountId, amountCents: 1_000, description: 'Shift', idempotencyKey: transferKey, metadata: {} })).toEqual(first)
  })

  test('webhooks: a good signature gives the event, a bad one is a 400', async () => {
    const payload = JSON.stringify({ id: 'evt_1', type: 'account.updated', data: { object: { id: 'acct_1' } } })
    const signature = await signStripePayload(payload, secret, server.clock.now())
    expect(await gateway.parseWebhook(payload, signature)).toEqual({ id: 'evt_1', type: 'account.updated', object: { id: 'acct_1' } })
    await expect(gateway.parseWebhook(payload, await signStripePayload(payload, 'whsec_someone_else', server.clock.now()))).rejects.toThrow(ValidationError)
    await expect(gateway.parseWebhook(`${payload} `, signature)).rejects.toThrow('The webhook signature is not valid')
    await expect(gateway.parseWebhook(payload, null)).rejects.toThrow('The stripe-signature header is required')
  })
})

test('with Stripe and no STRIPE_WEBHOOK_SECRET, webhooks are refused', async () => {
  const server = await startTestServer({ stripe: { ...(await fakeStripeConfig()), webhookSecret: null } })
  await expect(server.ctx.payments.parseWebhook('{}', 't=1,v1=00')).rejects.toThrow('Webhooks need STRIPE_WEBHOOK_SECRET')
})
