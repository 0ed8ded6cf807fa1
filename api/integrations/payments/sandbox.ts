/**
 * The built-in payment sandbox (api-contract "Payments without Stripe"): behaves like Stripe's test
 * mode with no network, so the whole product works offline. Its records live in
 * `sandbox_processor_objects`, so they survive restarts like a real processor's:
 *
 * - card tokens of test-tokens.ts attach (`pm_sbx_…`) and charge (`pi_sbx_…`), or are refused
 *   at attach, or attach and then decline every charge; `btok_us_verified` attaches a verified
 *   bank account (`ba_sbx_…`);
 * - processor fees from api/settings.ts (fees.ts);
 * - payout accounts (`acct_sbx_…`) complete onboarding when their link is visited
 *   (`GET /api/stripe/sandbox-onboarding/{linkId}`); transfers (`tr_sbx_…`) need a completed one;
 * - webhooks are checked like Stripe's, against a secret derived from the app secret
 *   (`sandboxWebhookSecret`), so signed test events can be replayed offline.
 *
 * An id made from an idempotency key is a hash of it: the same request finds its first answer.
 */
import { createHash, createHmac } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Clock } from '../../context'
import type { Database, Tx } from '../../db/client'
import { bound, prepared } from '../../db/prepared'
import { sandboxProcessorObjects } from '../../db/schema'
import { PaymentRequiredError, ValidationError } from '../../errors'
import { processorFeeCents } from './fees'
import type { AttachedPaymentMethod, ChargeOutcome, PaymentGateway, PaymentMethodKind } from './gateway'
import { CARD_DECLINED_MESSAGE, noSuchToken, TEST_BANK_TOKENS, TEST_CARD_TOKENS, testCardExpiry, type TestCardBehaviour } from './test-tokens'
import { verifyStripeSignature } from './webhook-signature'

export interface SandboxDeps {
  db: Database
  clock: Clock
  /** Where the onboarding links point (`PUBLIC_URL`). */
  publicUrl: string
  appSecret: string
}

type Kind = 'customer' | 'payment_method' | 'payment_intent' | 'refund' | 'account' | 'account_link' | 'transfer'

interface PaymentMethodData extends AttachedPaymentMethod {
  customerId: string
  behaviour: TestCardBehaviour
  detached: boolean
}
interface PaymentIntentData {
  amountCents: number
  customerId: string
  paymentMethodId: string
  status: 'succeeded' | 'requires_payment_method'
  processorFeeCents: number
  refundedCents: number
  failureMessage: string | null
}
interface AccountData {
  providerId: string
  detailsSubmitted: boolean
}
interface AccountLinkData {
  accountId: string
  returnUrl: string
  refreshUrl: string
}

/** The signing secret of the sandbox's webhooks: stable for an installation, never configured. */
export function sandboxWebhookSecret(appSecret: string): string {
  return `whsec_sbx_${createHmac('sha256', appSecret).update('sandbox-webhooks').digest('hex').slice(0, 40)}`
}

function idFor(prefix: string, idempotencyKey: string): string {
  return `${prefix}_sbx_${createHash('sha256').update(`${prefix}:${idempotencyKey}`).digest('hex').slice(0, 24)}`
}

// The sandbox's reads and writes, prepared once per connection (db/prepared.ts).
const objectById = (db: Tx) =>
  db
    .select()
    .from(sandboxProcessorObjects)
    .where(and(eq(sandboxProcessorObjects.id, sql.placeholder('id')), eq(sandboxProcessorObjects.kind, sql.placeholder('kind'))))
    .prepare()
const upsertObject = (db: Tx) =>
  db
    .insert(sandboxProcessorObjects)
    .values({ id: bound('id'), kind: bound('kind'), idempotencyKey: bound('idempotencyKey'), data: bound('data'), createdAt: bound('now'), updatedAt: bound('now') })
    .onConflictDoUpdate({ target: sandboxProcessorObjects.id, set: { data: sql`excluded.data`, updatedAt: sql`excluded.updated_at` } })
    .prepare()

export function createSandboxGateway(deps: SandboxDeps): PaymentGateway {
  const { db, clock } = deps

  async function load<T>(tx: Tx, kind: Kind, id: string): Promise<T | null> {
    const row = await prepared(tx, objectById).get({ id, kind })
    return row ? (row.data as T) : null
  }

  async function save(tx: Tx, kind: Kind, id: string, data: object, idempotencyKey: string | null): Promise<void> {
    await prepared(tx, upsertObject).run({ id, kind, idempotencyKey, data: JSON.stringify(data), now: clock.now().getTime() })
  }

  /** Runs `create` once per id; a repeat answers what was stored. */
  function once<T extends object>(kind: Kind, id: string, idempotencyKey: string, create: (tx: Tx) => Promise<T>): Promise<T> {
    return db.write(async (tx) => {
      const existing = await load<T>(tx, kind, id)
      if (existing) return existing
      const data = await create(tx)
      await save(tx, kind, id, data, idempotencyKey)
      return data
    })
  }

  function toOutcome(id: string, intent: PaymentIntentData): ChargeOutcome {
    return intent.status === 'succeeded'
      ? { status: 'succeeded', processorId: id, processorFeeCents: intent.processorFeeCents }
      : { status: 'failed', processorId: id, message: intent.failureMessage ?? CARD_DECLINED_MESSAGE }
  }

  return {
    name: 'sandbox',
    chargesInOurTransaction: true,

    async createCustomer({ organizationId, name, idempotencyKey }) {
      const id = idFor('cus', idempotencyKey)
      await once('customer', id, idempotencyKey, async () => ({ organizationId, name }))
      return { customerId: id }
    },

    async attachPaymentMethod({ customerId, token, kind, idempotencyKey }) {
      const card = TEST_CARD_TOKENS[token]
      const bank = TEST_BANK_TOKENS[token]
      if (kind === 'CARD' && !card) throw ValidationError.field('token', noSuchToken(token))
      if (kind === 'BANK' && !bank) throw ValidationError.field('token', noSuchToken(token))
      if (card?.behaviour === 'refused_at_attach') throw new PaymentRequiredError(CARD_DECLINED_MESSAGE)
      const id = idFor(kind === 'CARD' ? 'pm' : 'ba', idempotencyKey)
      const data = await once<PaymentMethodData>('payment_method', id, idempotencyKey, async (tx) => {
        if (!(await load(tx, 'customer', customerId))) throw new Error(`No such customer: '${customerId}'`)
        const base = { processorId: id, customerId, detached: false }
        if (card) {
          return {
            ...base,
            ...testCardExpiry(clock.now()),
            type: 'CARD',
            behaviour: card.behaviour,
            brand: card.brand,
            last4: card.last4,
            funding: card.funding,
            holderName: null,
            bankName: null,
            routingNumber: null,
            accountType: null,
            accountHolderType: null,
          }
        }
        return {
          ...base,
          type: 'BANK',
          behaviour: 'succeeds',
          brand: null,
          last4: bank!.last4,
          expMonth: null,
          expYear: null,
          funding: null,
          holderName: bank!.holderName,
          bankName: bank!.bankName,
          routingNumber: bank!.routingNumber,
          accountType: bank!.accountType,
          accountHolderType: bank!.accountHolderType,
        }
      })
      const { customerId: _customer, behaviour: _behaviour, detached: _detached, ...attached } = data
      return attached
    },

    async detachPaymentMethod({ processorId }) {
      await db.write(async (tx) => {
        const method = await load<PaymentMethodData>(tx, 'payment_method', processorId)
        if (method) await save(tx, 'payment_method', processorId, { ...method, detached: true }, null)
      })
    },

    async charge(request) {
      const id = idFor('pi', request.idempotencyKey)
      const intent = await once<PaymentIntentData>('payment_intent', id, request.idempotencyKey, async (tx) => {
        const method = await load<PaymentMethodData>(tx, 'payment_method', request.paymentMethodId)
        if (!method || method.detached || method.customerId !== request.customerId) throw new Error(`No such PaymentMethod: '${request.paymentMethodId}'`)
        const declined = method.behaviour !== 'succeeds'
        return {
          amountCents: request.amountCents,
          customerId: request.customerId,
          paymentMethodId: request.paymentMethodId,
          status: declined ? 'requires_payment_method' : 'succeeded',
          processorFeeCents: declined ? 0 : processorFeeCents(method.type as PaymentMethodKind, request.amountCents),
          refundedCents: 0,
          failureMessage: declined ? CARD_DECLINED_MESSAGE : null,
        }
      })
      return toOutcome(id, intent)
    },

    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      const id = idFor('re', idempotencyKey)
      await once('refund', id, idempotencyKey, async (tx) => {
        const intent = await load<PaymentIntentData>(tx, 'payment_intent', paymentIntentId)
        if (!intent || intent.status !== 'succeeded') throw new Error(`No such succeeded PaymentIntent: '${paymentIntentId}'`)
        if (amountCents <= 0 || amountCents > intent.amountCents - intent.refundedCents) {
          throw new Error(`Refund amount (${amountCents}) is greater than unrefunded amount on charge (${intent.amountCents - intent.refundedCents})`)
        }
        await save(tx, 'payment_intent', paymentIntentId, { ...intent, refundedCents: intent.refundedCents + amountCents }, null)
        return { paymentIntentId, amountCents }
      })
      return { processorId: id }
    },

    async createPayoutAccount({ providerId, idempotencyKey }) {
      const id = idFor('acct', idempotencyKey)
      await once<AccountData>('account', id, idempotencyKey, async () => ({ providerId, detailsSubmitted: false }))
      return { accountId: id }
    },

    async createOnboardingLink({ accountId, returnUrl, refreshUrl }) {
      const linkId = `acctlink_sbx_${crypto.randomUUID().replaceAll('-', '')}`
      await db.write(async (tx) => {
        if (!(await load(tx, 'account', accountId))) throw new Error(`No such account: '${accountId}'`)
        await save(tx, 'account_link', linkId, { accountId, returnUrl, refreshUrl } satisfies AccountLinkData, null)
      })
      return { url: `${deps.publicUrl}/api/stripe/sandbox-onboarding/${linkId}` }
    },

    async getPayoutAccount(accountId) {
      const account = await db.write((tx) => load<AccountData>(tx, 'account', accountId))
      if (!account) throw new Error(`No such account: '${accountId}'`)
      return { accountId, onboardingComplete: account.detailsSubmitted }
    },

    async completeOnboardingForTesting(accountId) {
      await db.write(async (tx) => {
        const account = await load<AccountData>(tx, 'account', accountId)
        if (!account) throw new Error(`No such account: '${accountId}'`)
        await save(tx, 'account', accountId, { ...account, detailsSubmitted: true }, null)
      })
    },

    async visitSandboxOnboardingLink(linkId) {
      return db.write(async (tx) => {
        const link = await load<AccountLinkData>(tx, 'account_link', linkId)
        const account = link ? await load<AccountData>(tx, 'account', link.accountId) : null
        if (!link || !account) return null
        await save(tx, 'account', link.accountId, { ...account, detailsSubmitted: true }, null)
        return { accountId: link.accountId, returnUrl: link.returnUrl }
      })
    },

    async transfer({ accountId, amountCents, idempotencyKey }) {
      const id = idFor('tr', idempotencyKey)
      await once('transfer', id, idempotencyKey, async (tx) => {
        const account = await load<AccountData>(tx, 'account', accountId)
        if (!account) throw new Error(`No such destination: '${accountId}'`)
        if (!account.detailsSubmitted) throw new Error('Your destination account needs to have at least one of the following capabilities enabled: transfers')
        return { accountId, amountCents }
      })
      return { processorId: id }
    },

    parseWebhook(rawBody, signature) {
      return verifyStripeSignature(rawBody, signature, sandboxWebhookSecret(deps.appSecret), clock.now())
    },
  }
}
