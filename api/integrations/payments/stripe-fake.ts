/**
 * Test support: a local double of exactly the Stripe API calls stripe.ts makes, on a random
 * port, so the Stripe adapter runs end to end with no network. Requests are form-encoded like
 * Stripe's (`card[token]=…`, `expand[0]=…`), answers are Stripe-shaped JSON, errors use Stripe's
 * `{error: {type, code, message}}` with its statuses, and a repeated `Idempotency-Key` replays
 * the first answer. The test tokens behave as in the sandbox (test-tokens.ts), so one story
 * passes on both.
 *
 * Onboarding links point at `GET /onboarding/{linkId}` here, which completes the account and
 * redirects to the link's return URL, like finishing Stripe's hosted onboarding.
 *
 * Stripe Billing's calls (prices, Checkout, subscriptions, previews, schedules, invoices, their
 * hosted pages, and the webhooks about them) are in stripe-fake-billing.ts. Webhooks are signed
 * with the local webhook secret and delivered, in order and after the answer that caused them, to
 * the endpoint connected for the API key that made the customer (`connectFakeWebhooks`).
 *
 * State is in memory: this is a test double, never a processor.
 */
import type { Config, StripeApiBase } from '../../config'
import type { PaymentGateway } from './gateway'
import { processorFeeCents } from './fees'
import { createFakeBilling, type FakeBilling } from './stripe-fake-billing'
import { signStripePayload } from './webhook-signature'
import { CARD_DECLINED_MESSAGE, noSuchToken, TEST_BANK_TOKENS, TEST_CARD_TOKENS, testCardExpiry, type TestCardBehaviour } from './test-tokens'

export interface FakeStripe {
  apiBase: StripeApiBase
  /** Counts of what the double created, for tests that check nothing moved twice. */
  stats(): { paymentIntents: number; refunds: number; transfers: number; accounts: number }
  /** What finishing the hosted onboarding does, for the testing helper (Stripe has no such call). */
  completeAccount(accountId: string): void
  /** Stripe's clock for one subscription, as a test clock would move it (stripe-fake-billing.ts). */
  billing: Pick<FakeBilling, 'endPeriod' | 'retryPayment' | 'backdate' | 'subscription'>
  /** Where this API key's webhooks go (a test server's `POST /api/stripe/webhook`). */
  connect(secretKey: string, deliver: (payload: string, signature: string) => Promise<unknown>): void
  /** Resolves once every webhook emitted so far has been delivered. */
  settle(): Promise<void>
  /** Every event emitted, oldest first. */
  events(): { id: string; type: string; data: { object: Record<string, unknown> } }[]
  stop(): Promise<void>
}

export const FAKE_WEBHOOK_SECRET = 'whsec_local_double'

type Json = Record<string, unknown>
type Params = Record<string, unknown>

class StripeFailure {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {}
}

const invalid = (message: string, param?: string, code = 'resource_missing') =>
  new StripeFailure(400, { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) })

/** `a[b][0]=x&a[c]=y` → `{a: {b: ['x'], c: 'y'}}`, the way Stripe reads its form bodies. */
export function parseStripeForm(body: string): Params {
  const root: Params = {}
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> | unknown[] = root
    parts.forEach((part, i) => {
      const last = i === parts.length - 1
      const nextIsIndex = !last && /^\d*$/.test(parts[i + 1]!)
      const key: string | number = Array.isArray(node) ? (part === '' ? node.length : Number(part)) : part
      const container = node as Record<string | number, unknown>
      if (last) container[key] = value
      else {
        container[key] ??= nextIsIndex ? [] : {}
        node = container[key] as Record<string, unknown> | unknown[]
      }
    })
  }
  return root
}

interface CardMethod {
  id: string
  behaviour: TestCardBehaviour
  customer: string | null
  json: Json
}

export async function startFakeStripe(): Promise<FakeStripe> {
  let sequence = 0
  const nextId = (prefix: string) => `${prefix}_fake${(++sequence).toString().padStart(8, '0')}${Math.random().toString(36).slice(2, 8)}`
  const now = () => Math.floor(Date.now() / 1000)

  const customers = new Map<string, Json>()
  const methods = new Map<string, CardMethod>()
  const bankAccounts = new Map<string, Json>()
  const intents = new Map<string, Json>()
  const refunds = new Map<string, Json>()
  const accounts = new Map<string, Json>()
  const links = new Map<string, { account: string; returnUrl: string }>()
  const transfers = new Map<string, Json>()
  const replies = new Map<string, { status: number; body: Json }>()
  const customerKeys = new Map<string, string>()
  const endpoints = new Map<string, (payload: string, signature: string) => Promise<unknown>>()
  const deliveries = new Map<string, Promise<void>>()
  const emitted: Json[] = []

  const need = (params: Params, name: string): string => {
    const value = params[name]
    if (typeof value !== 'string' || value === '') throw invalid(`Missing required param: ${name}.`, name, 'parameter_missing')
    return value
  }
  const amountOf = (params: Params): number => {
    const amount = Number(params.amount)
    if (!Number.isInteger(amount) || amount < 1) throw invalid('Invalid positive integer', 'amount', 'parameter_invalid_integer')
    return amount
  }
  const metadataOf = (params: Params) => (typeof params.metadata === 'object' && params.metadata ? params.metadata : {})
  const declined = (extra: Json = {}) =>
    new StripeFailure(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: CARD_DECLINED_MESSAGE, ...extra })

  function createCustomer(params: Params, key: string): Json {
    const customer = { id: nextId('cus'), object: 'customer', name: params.name ?? null, metadata: metadataOf(params), created: now(), invoice_settings: { default_payment_method: null } }
    customers.set(customer.id, customer)
    customerKeys.set(customer.id, key)
    return customer
  }

  /** A Stripe event about a customer's object, delivered after the current answer, in order, to its key's endpoint. */
  function emit(customerId: string, type: string, object: Json): void {
    const event = { id: nextId('evt'), object: 'event', api_version: '2026-10-28.endive', created: now(), type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } }
    emitted.push(event)
    const key = customerKeys.get(customerId)
    const deliver = key ? endpoints.get(key) : undefined
    if (!key || !deliver) return
    const payload = JSON.stringify(event)
    const previous = deliveries.get(key) ?? Promise.resolve()
    deliveries.set(
      key,
      previous.then(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0))
        try {
          await deliver(payload, await signStripePayload(payload, FAKE_WEBHOOK_SECRET, new Date()))
        } catch {
          // Stripe would retry later; the double drops it (the product's sweep reconciles).
        }
      }),
    )
  }

  const billing = createFakeBilling({
    nextId,
    now,
    customers,
    cards: methods,
    bankAccounts,
    recordIntent({ customer, methodId, amount, description, succeeded }) {
      const isBank = bankAccounts.has(methodId)
      const intent: Json = { id: nextId('pi'), object: 'payment_intent', amount, currency: 'usd', customer, payment_method: methodId, description, metadata: {}, created: now(), amount_refunded: 0, latest_charge: nextId(isBank ? 'py' : 'ch') }
      Object.assign(intent, succeeded ? { status: isBank ? 'processing' : 'succeeded', last_payment_error: null } : { status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'card_declined', message: CARD_DECLINED_MESSAGE } })
      intents.set(intent.id as string, intent)
      return intent
    },
    invalid,
    declined,
    emit,
  })

  function createPaymentMethod(params: Params): Json {
    if (params.type !== 'card') throw invalid('Only card PaymentMethods are supported here', 'type', 'parameter_invalid_string')
    const token = (params.card as Params | undefined)?.token
    const card = typeof token === 'string' ? TEST_CARD_TOKENS[token] : undefined
    if (!card) throw invalid(noSuchToken(String(token ?? '')), 'card[token]')
    const id = nextId('pm')
    const json: Json = {
      id,
      object: 'payment_method',
      type: 'card',
      customer: null,
      billing_details: { name: null, email: null, phone: null, address: null },
      card: { brand: card.brand, last4: card.last4, funding: card.funding, exp_month: testCardExpiry(new Date()).expMonth, exp_year: testCardExpiry(new Date()).expYear, country: 'US' },
      created: now(),
    }
    methods.set(id, { id, behaviour: card.behaviour, customer: null, json })
    return json
  }

  function attachPaymentMethod(id: string, params: Params): Json {
    const method = methods.get(id)
    if (!method) throw invalid(`No such PaymentMethod: '${id}'`, 'payment_method')
    const customer = need(params, 'customer')
    if (!customers.has(customer)) throw invalid(`No such customer: '${customer}'`, 'customer')
    if (method.behaviour === 'refused_at_attach') throw declined()
    method.customer = customer
    method.json.customer = customer
    return method.json
  }

  function detachPaymentMethod(id: string): Json {
    const method = methods.get(id)
    if (!method) throw invalid(`No such PaymentMethod: '${id}'`, 'payment_method')
    method.customer = null
    method.json.customer = null
    return method.json
  }

  function createSource(customer: string, params: Params): Json {
    if (!customers.has(customer)) throw invalid(`No such customer: '${customer}'`, 'customer')
    const token = need(params, 'source')
    const bank = TEST_BANK_TOKENS[token]
    if (!bank) throw invalid(noSuchToken(token), 'source')
    const account: Json = {
      id: nextId('ba'),
      object: 'bank_account',
      customer,
      bank_name: bank.bankName,
      last4: bank.last4,
      routing_number: bank.routingNumber,
      account_type: bank.accountType,
      account_holder_type: bank.accountHolderType,
      account_holder_name: bank.holderName,
      country: 'US',
      currency: 'usd',
      status: 'verified',
    }
    bankAccounts.set(account.id as string, account)
    return account
  }

  function deleteSource(customer: string, id: string): Json {
    const account = bankAccounts.get(id)
    if (!account || account.customer !== customer) throw invalid(`No such source: '${id}'`, 'id')
    bankAccounts.delete(id)
    return { id, object: 'bank_account', deleted: true }
  }

  function createPaymentIntent(params: Params): Json {
    const amount = amountOf(params)
    const customer = need(params, 'customer')
    const methodId = need(params, 'payment_method')
    if (params.confirm !== 'true') throw invalid('This double only confirms at creation (confirm=true)', 'confirm', 'parameter_invalid_string')
    const expand = Array.isArray(params.expand) ? (params.expand as string[]) : []
    const intent: Json = {
      id: nextId('pi'),
      object: 'payment_intent',
      amount,
      currency: 'usd',
      customer,
      payment_method: methodId,
      description: params.description ?? null,
      metadata: metadataOf(params),
      created: now(),
      amount_refunded: 0,
      last_payment_error: null,
      latest_charge: null,
    }
    const card = methods.get(methodId)
    const bank = bankAccounts.get(methodId)
    if (card && card.customer === customer) {
      if (card.behaviour !== 'succeeds') {
        Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'card_declined', message: CARD_DECLINED_MESSAGE } })
        intents.set(intent.id as string, intent)
        throw declined({ payment_intent: intent })
      }
      const balance = { id: nextId('txn'), object: 'balance_transaction', amount, fee: processorFeeCents('CARD', amount) }
      const charge = { id: nextId('ch'), object: 'charge', amount, balance_transaction: expand.includes('latest_charge.balance_transaction') ? balance : balance.id }
      Object.assign(intent, { status: 'succeeded', latest_charge: expand.some((e) => e.startsWith('latest_charge')) ? charge : charge.id })
    } else if (bank && bank.customer === customer) {
      // A bank debit settles days later: Stripe answers `processing` and has no fee yet.
      const charge = { id: nextId('py'), object: 'charge', amount, balance_transaction: null }
      Object.assign(intent, { status: 'processing', latest_charge: expand.some((e) => e.startsWith('latest_charge')) ? charge : charge.id })
    } else {
      throw invalid(`No such PaymentMethod: '${methodId}'`, 'payment_method')
    }
    intents.set(intent.id as string, intent)
    return intent
  }

  function createRefund(params: Params): Json {
    const intentId = need(params, 'payment_intent')
    const intent = intents.get(intentId)
    if (!intent || (intent.status !== 'succeeded' && intent.status !== 'processing')) throw invalid(`No such payment_intent: '${intentId}'`, 'payment_intent')
    const amount = params.amount === undefined ? (intent.amount as number) - (intent.amount_refunded as number) : amountOf(params)
    const left = (intent.amount as number) - (intent.amount_refunded as number)
    if (amount > left) throw invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, 'amount', 'amount_too_large')
    intent.amount_refunded = (intent.amount_refunded as number) + amount
    const refund = { id: nextId('re'), object: 'refund', amount, payment_intent: intentId, status: 'succeeded', reason: params.reason ?? null, metadata: metadataOf(params), created: now() }
    refunds.set(refund.id, refund)
    return refund
  }

  function createAccount(params: Params): Json {
    if (params.type !== 'express') throw invalid('This double only creates Express accounts', 'type', 'parameter_invalid_string')
    const account = { id: nextId('acct'), object: 'account', type: 'express', email: params.email ?? null, details_submitted: false, payouts_enabled: false, charges_enabled: false, metadata: metadataOf(params), created: now() }
    accounts.set(account.id, account)
    return account
  }

  function retrieveAccount(id: string): Json {
    const account = accounts.get(id)
    if (!account) throw new StripeFailure(403, { type: 'invalid_request_error', code: 'account_invalid', message: `The provided key does not have access to account '${id}' (or that account does not exist).` })
    return account
  }

  function createAccountLink(params: Params, origin: string): Json {
    const account = need(params, 'account')
    retrieveAccount(account)
    const returnUrl = need(params, 'return_url')
    need(params, 'refresh_url')
    const id = nextId('link')
    links.set(id, { account, returnUrl })
    return { object: 'account_link', url: `${origin}/onboarding/${id}`, created: now(), expires_at: now() + 300 }
  }

  function createTransfer(params: Params): Json {
    const amount = amountOf(params)
    const destination = need(params, 'destination')
    const account = accounts.get(destination)
    if (!account) throw invalid(`No such destination: '${destination}'`, 'destination')
    if (!account.payouts_enabled) {
      throw invalid('Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments', 'destination', 'insufficient_capabilities_for_transfer')
    }
    const transfer = { id: nextId('tr'), object: 'transfer', amount, currency: 'usd', destination, description: params.description ?? null, metadata: metadataOf(params), created: now(), reversed: false }
    transfers.set(transfer.id, transfer)
    return transfer
  }

  function route(method: string, path: string, params: Params, origin: string, key: string): Json {
    let m: RegExpMatchArray | null
    if (method === 'POST' && path === '/v1/customers') return createCustomer(params, key)
    if (method === 'POST' && path === '/v1/payment_methods') return createPaymentMethod(params)
    if (method === 'POST' && (m = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/))) return attachPaymentMethod(m[1]!, params)
    if (method === 'POST' && (m = path.match(/^\/v1\/payment_methods\/([^/]+)\/detach$/))) return detachPaymentMethod(m[1]!)
    if (method === 'POST' && (m = path.match(/^\/v1\/customers\/([^/]+)\/sources$/))) return createSource(m[1]!, params)
    if (method === 'DELETE' && (m = path.match(/^\/v1\/customers\/([^/]+)\/sources\/([^/]+)$/))) return deleteSource(m[1]!, m[2]!)
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(params)
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params)
    if (method === 'POST' && path === '/v1/accounts') return createAccount(params)
    if (method === 'GET' && (m = path.match(/^\/v1\/accounts\/([^/]+)$/))) return retrieveAccount(m[1]!)
    if (method === 'POST' && path === '/v1/account_links') return createAccountLink(params, origin)
    if (method === 'POST' && path === '/v1/transfers') return createTransfer(params)
    const billed = billing.route(method, path, params)
    if (billed) return billed
    throw new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` })
  }

  const json = (status: number, body: Json) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': `req_fake${++sequence}` } })

  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const url = new URL(request.url)
      const onboarding = request.method === 'GET' ? url.pathname.match(/^\/onboarding\/([^/]+)$/) : null
      if (onboarding) {
        const link = links.get(onboarding[1]!)
        if (!link) return new Response('This onboarding link has expired', { status: 404 })
        links.delete(onboarding[1]!)
        Object.assign(accounts.get(link.account)!, { details_submitted: true, payouts_enabled: true, charges_enabled: true })
        return new Response(null, { status: 302, headers: { location: link.returnUrl } })
      }
      const hosted = billing.page(request.method, url.pathname)
      if (hosted) return hosted
      const authorization = request.headers.get('authorization') ?? ''
      if (!/^Bearer sk_test_\S+$/.test(authorization)) {
        return json(401, { error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } })
      }
      const apiKey = authorization.slice('Bearer '.length)
      const query = parseStripeForm(url.search.slice(1))
      const params = request.method === 'GET' ? query : { ...query, ...parseStripeForm(await request.text()) }
      // Checked after the body is read, so nothing else runs between the check and the answer.
      const key = request.method === 'POST' ? request.headers.get('idempotency-key') : null
      const replay = key ? replies.get(`${url.pathname}|${key}`) : undefined
      if (replay) return json(replay.status, replay.body)
      let status = 200
      let body: Json
      try {
        body = route(request.method, url.pathname, params, url.origin, apiKey)
      } catch (error) {
        if (!(error instanceof StripeFailure)) throw error
        status = error.status
        body = { error: error.error }
      }
      if (key) replies.set(`${url.pathname}|${key}`, { status, body })
      return json(status, body)
    },
  })

  billing.setOrigin(`http://127.0.0.1:${server.port}`)

  return {
    apiBase: { host: '127.0.0.1', port: server.port!, protocol: 'http' },
    billing,
    connect(secretKey, deliver) {
      endpoints.set(secretKey, deliver)
    },
    async settle() {
      for (;;) {
        const pending = [...deliveries.values()]
        await Promise.all(pending)
        if ([...deliveries.values()].every((d, i) => d === pending[i]) && deliveries.size === pending.length) return
      }
    },
    events: () => emitted as never,
    stats: () => ({ paymentIntents: intents.size, refunds: refunds.size, transfers: transfers.size, accounts: accounts.size }),
    completeAccount(accountId) {
      const account = accounts.get(accountId)
      if (account) Object.assign(account, { details_submitted: true, payouts_enabled: true, charges_enabled: true })
    },
    async stop() {
      await server.stop(true)
    },
  }
}

let shared: Promise<FakeStripe> | null = null

/** One double per test process, shared by every test server that asks for the Stripe adapter. */
export function sharedFakeStripe(): Promise<FakeStripe> {
  shared ??= startFakeStripe().then((fake) => {
    process.once('beforeExit', () => void fake.stop())
    return fake
  })
  return shared
}

let keys = 0

/**
 * The Stripe settings that send the adapter to the shared double (test keys, never real ones).
 * Each call has its own API key, so each test server receives its own customers' webhooks.
 */
export async function fakeStripeConfig() {
  const fake = await sharedFakeStripe()
  return { secretKey: `sk_test_local_double_${++keys}`, webhookSecret: FAKE_WEBHOOK_SECRET, publishableKey: null, apiBase: fake.apiBase }
}

/**
 * Sends the shared double's webhooks for this configuration's key to a test server's
 * `POST /api/stripe/webhook`; answers the double's `settle` (null when the config is not the double's).
 */
export async function connectFakeWebhooks(config: Config, handle: (request: Request) => Promise<Response>): Promise<(() => Promise<void>) | null> {
  if (!shared || !config.stripe?.apiBase) return null
  const fake = await shared
  if (config.stripe.apiBase.port !== fake.apiBase.port || config.stripe.apiBase.host !== fake.apiBase.host) return null
  fake.connect(config.stripe.secretKey, async (payload, signature) => {
    const response = await handle(new Request('http://localhost/api/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload }))
    await response.text()
  })
  return () => fake.settle()
}

/**
 * The testing helper `PUT /testing/{userId}/stripe-setup` cannot finish onboarding on Stripe;
 * against the shared double it can, so a gateway pointed at the double gets that one hook.
 */
export async function withFakeOnboarding(gateway: PaymentGateway, config: Config): Promise<PaymentGateway> {
  if (!shared || !config.stripe?.apiBase) return gateway
  const fake = await shared
  if (config.stripe.apiBase.port !== fake.apiBase.port || config.stripe.apiBase.host !== fake.apiBase.host) return gateway
  return { ...gateway, completeOnboardingForTesting: async (accountId) => fake.completeAccount(accountId) }
}
