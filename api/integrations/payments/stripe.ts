/**
 * Stripe through the official SDK (STRIPE_SECRET_KEY). One Stripe customer per organization;
 * cards become PaymentMethods from their tokens, bank tokens become the customer's verified
 * BankAccount (`ba_…`), which Stripe accepts as a `us_bank_account` payment method. Charges
 * are PaymentIntents confirmed off-session; providers are paid through Connect Express accounts
 * and transfers. Every money-moving request carries the caller's idempotency key.
 *
 * `STRIPE_API_BASE` points the SDK elsewhere (the local double of stripe-fake.ts in tests).
 */
import Stripe from 'stripe'
import type { Clock } from '../../context'
import type { Config } from '../../config'
import { PaymentRequiredError, ValidationError } from '../../errors'
import { processorFeeCents } from './fees'
import type { AttachedPaymentMethod, ChargeOutcome, PaymentGateway } from './gateway'
import { createStripeBilling } from './stripe-billing'
import { verifyStripeSignature } from './webhook-signature'

type StripeConfig = NonNullable<Config['stripe']>

export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    ...(config.apiBase ? { host: config.apiBase.host, port: config.apiBase.port, protocol: config.apiBase.protocol } : {}),
  })
}

/** Stripe's own errors that are the caller's fault (a refused card, a bad token) become 402/400. */
function asAppError(error: unknown, field: string): never {
  if (error instanceof Stripe.errors.StripeCardError) throw new PaymentRequiredError(error.message)
  const aboutToken = error instanceof Stripe.errors.StripeInvalidRequestError && (error.param === 'source' || error.param?.endsWith('[token]') || /no such token/i.test(error.message))
  if (aboutToken) {
    throw ValidationError.field(field, error.message)
  }
  throw error
}

function bankAccountOf(source: Stripe.CustomerSource): Stripe.BankAccount {
  if (source.object !== 'bank_account') throw ValidationError.field('token', 'This token is not a bank account')
  return source as Stripe.BankAccount
}

export function createStripeGateway(config: StripeConfig, clock: Clock, client: Stripe = createStripeClient(config)): PaymentGateway {
  const stripe = client

  return {
    name: 'stripe',
    chargesInOurTransaction: false,
    billing: createStripeBilling(stripe),

    async createCustomer({ organizationId, name, idempotencyKey }) {
      const customer = await stripe.customers.create({ name, metadata: { organizationId } }, { idempotencyKey })
      return { customerId: customer.id }
    },

    async attachPaymentMethod({ customerId, token, kind, idempotencyKey }): Promise<AttachedPaymentMethod> {
      if (kind === 'BANK') {
        let bank: Stripe.BankAccount
        try {
          bank = bankAccountOf(await stripe.customers.createSource(customerId, { source: token }, { idempotencyKey }))
        } catch (error) {
          asAppError(error, 'token')
        }
        return {
          processorId: bank.id,
          type: 'BANK',
          brand: null,
          last4: bank.last4,
          expMonth: null,
          expYear: null,
          funding: null,
          holderName: bank.account_holder_name ?? null,
          bankName: bank.bank_name ?? null,
          routingNumber: bank.routing_number ?? null,
          accountType: bank.account_type ?? 'checking',
          accountHolderType: bank.account_holder_type ?? null,
        }
      }
      let method: Stripe.PaymentMethod
      try {
        const created = await stripe.paymentMethods.create({ type: 'card', card: { token } }, { idempotencyKey: `${idempotencyKey}:create` })
        // Attaching runs the card issuer's check: a refused card fails here (402).
        method = await stripe.paymentMethods.attach(created.id, { customer: customerId }, { idempotencyKey: `${idempotencyKey}:attach` })
      } catch (error) {
        asAppError(error, 'token')
      }
      const card = method.card
      if (!card) throw ValidationError.field('token', 'This token is not a card')
      return {
        processorId: method.id,
        type: 'CARD',
        brand: card.brand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
        funding: card.funding,
        holderName: method.billing_details?.name ?? null,
        bankName: null,
        routingNumber: null,
        accountType: null,
        accountHolderType: null,
      }
    },

    async detachPaymentMethod({ customerId, processorId, type }) {
      if (type === 'BANK') await stripe.customers.deleteSource(customerId, processorId)
      else await stripe.paymentMethods.detach(processorId)
    },

    async charge(request): Promise<ChargeOutcome> {
      let intent: Stripe.PaymentIntent
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            customer: request.customerId,
            payment_method: request.paymentMethodId,
            confirm: true,
            off_session: true,
            description: request.description,
            metadata: request.metadata,
            expand: ['latest_charge.balance_transaction'],
            ...(request.type === 'BANK'
              ? { payment_method_types: ['us_bank_account'], mandate_data: { customer_acceptance: { type: 'offline' as const } } }
              : { payment_method_types: ['card'] }),
          },
          { idempotencyKey: request.idempotencyKey },
        )
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError || (error instanceof Stripe.errors.StripeError && error.payment_intent)) {
          return { status: 'failed', processorId: error.payment_intent?.id ?? null, message: error.message }
        }
        throw error
      }
      // A bank debit is `processing` for days; it is treated as paid and a later failure arrives
      // as `payment_intent.payment_failed`.
      if (intent.status !== 'succeeded' && intent.status !== 'processing') {
        return { status: 'failed', processorId: intent.id, message: intent.last_payment_error?.message ?? 'The payment could not be completed' }
      }
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null
      const balance = charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null
      return { status: 'succeeded', processorId: intent.id, processorFeeCents: balance?.fee ?? processorFeeCents(request.type, request.amountCents) }
    },

    async refund({ paymentIntentId, amountCents, reason, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents, reason: 'requested_by_customer', metadata: { reason: reason.slice(0, 500) } },
        { idempotencyKey },
      )
      return { processorId: refund.id }
    },

    async createPayoutAccount({ providerId, email, idempotencyKey }) {
      const account = await stripe.accounts.create(
        { type: 'express', country: 'US', email, business_type: 'individual', capabilities: { transfers: { requested: true } }, metadata: { providerId } },
        { idempotencyKey },
      )
      return { accountId: account.id }
    },

    async createOnboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', return_url: returnUrl, refresh_url: refreshUrl })
      return { url: link.url }
    },

    async getPayoutAccount(accountId) {
      const account = await stripe.accounts.retrieve(accountId)
      return { accountId, onboardingComplete: account.details_submitted === true && account.payouts_enabled === true }
    },

    async completeOnboardingForTesting() {
      // Stripe's onboarding cannot be skipped from outside; the testing helper marks the
      // marketplace's own record complete.
    },

    async transfer({ accountId, amountCents, description, idempotencyKey, metadata }) {
      const transfer = await stripe.transfers.create({ amount: amountCents, currency: 'usd', destination: accountId, description, metadata }, { idempotencyKey })
      return { processorId: transfer.id }
    },

    parseWebhook(rawBody, signature) {
      if (!config.webhookSecret) return Promise.reject(ValidationError.field('stripe-signature', 'Webhooks need STRIPE_WEBHOOK_SECRET'))
      return verifyStripeSignature(rawBody, signature, config.webhookSecret, clock.now())
    },
  }
}
