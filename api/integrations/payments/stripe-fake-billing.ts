/**
 * Test support: the Stripe Billing calls of stripe-billing.ts on the local Stripe double
 * (stripe-fake.ts) — Prices by lookup key, Checkout Sessions in subscription mode with a hosted
 * page, subscriptions (created paid, trials, upgrades with proration, cancel at period end or
 * now), invoice previews, subscription schedules, invoices (pay, void, hosted page) — and the
 * webhooks Stripe sends about them, signed and delivered to the endpoint of the API key that
 * made the customer.
 *
 * Stripe's clock is played per subscription, as a Stripe test clock would: `endPeriod` brings a
 * subscription to its period's end (renewed, downgraded by its schedule, or ended if canceling),
 * `retryPayment` runs the next automatic attempt of its open invoice, `backdate` moves its
 * period into the past. The retry policy is the one docs/decisions.md asks of the Stripe account:
 * 4 attempts a day apart, then the subscription is `unpaid` and the invoice `uncollectible`.
 * The customer's balance (`customers.createBalanceTransaction`; negative is credit) is applied
 * to each invoice as it is finalized, as Stripe does: `starting_balance`, `ending_balance`, and
 * `amount_due = total − credit used`; a voided invoice (or one a refused `error_if_incomplete`
 * call drops) gives its credit back to the balance. A preview shows the balance it would use
 * without using it.
 * Simplifications: a schedule is released when its second phase starts; prorations are by the
 * second, rounded down; the hosted Checkout page pays with the customer's newest card (the double
 * has no card form).
 */
import type { TestCardBehaviour } from './test-tokens'
import { CARD_DECLINED_MESSAGE } from './test-tokens'

type Json = Record<string, any>
type Params = Record<string, any>

export interface FakeBillingDeps {
  nextId(prefix: string): string
  now(): number
  customers: Map<string, Json>
  cards: Map<string, { behaviour: TestCardBehaviour; customer: string | null }>
  bankAccounts: Map<string, Json>
  /** Records a PaymentIntent (so refunds find it); null when the method is unusable. */
  recordIntent(input: { customer: string; methodId: string; amount: number; description: string; succeeded: boolean }): Json
  invalid(message: string, param?: string, code?: string): unknown
  declined(extra?: Json): unknown
  emit(customerId: string, type: string, object: Json): void
}

const MONTH_SECONDS = (from: number, months: number) => {
  const d = new Date(from * 1000)
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return Math.floor(d.getTime() / 1000)
}

const DAY = 86_400
export const FAKE_RETRY_ATTEMPTS = 4
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

export function createFakeBilling(deps: FakeBillingDeps) {
  const { nextId, now, invalid } = deps
  const prices = new Map<string, Json>()
  const sessions = new Map<string, Json>()
  const subscriptions = new Map<string, Json>()
  const invoices = new Map<string, Json>()
  const schedules = new Map<string, Json>()
  let origin = ''

  const need = (params: Params, name: string): string => {
    const value = params[name]
    if (typeof value !== 'string' || value === '') throw invalid(`Missing required param: ${name}.`, name, 'parameter_missing')
    return value
  }
  const priceOf = (id: string): Json => {
    const price = prices.get(id)
    if (!price) throw invalid(`No such price: '${id}'`, 'price')
    return price
  }
  const subscriptionOf = (id: string): Json => {
    const sub = subscriptions.get(id)
    if (!sub) throw invalid(`No such subscription: '${id}'`, 'subscription')
    return sub
  }
  const invoiceOf = (id: string): Json => {
    const invoice = invoices.get(id)
    if (!invoice) throw invalid(`No such invoice: '${id}'`, 'invoice')
    return invoice
  }
  const monthsOf = (price: Json) => Number(price.recurring.interval_count)
  const item = (sub: Json) => sub.items.data[0] as Json

  // ---- what the API answers: subscriptions with their latest invoice expanded on request; invoices with their payments

  function subscriptionJson(sub: Json, expand: string[] = []): Json {
    const out = clone(sub)
    if (expand.includes('latest_invoice') && sub.latest_invoice) out.latest_invoice = invoiceJson(invoiceOf(sub.latest_invoice), expand.includes('latest_invoice.payments'))
    return out
  }

  function invoiceJson(invoice: Json, withPayments = true): Json {
    const out = clone(invoice)
    if (!withPayments) delete out.payments
    return out
  }

  // ---- money

  function defaultMethodOf(sub: Json): string | null {
    return sub.default_payment_method ?? sub.default_source ?? deps.customers.get(sub.customer)?.invoice_settings?.default_payment_method ?? null
  }

  /** One attempt to pay an invoice with a method: paid (with its PaymentIntent) or not. */
  function attempt(invoice: Json, methodId: string | null): { paid: boolean; message: string } {
    if (invoice.amount_due <= 0) {
      Object.assign(invoice, { status: 'paid', amount_paid: 0, amount_remaining: 0, next_payment_attempt: null, status_transitions: { paid_at: now() } })
      return { paid: true, message: '' }
    }
    const card = methodId ? deps.cards.get(methodId) : undefined
    const bank = methodId ? deps.bankAccounts.get(methodId) : undefined
    const usable = (card && card.customer === invoice.customer) || (bank && bank.customer === invoice.customer)
    const succeeded = !!usable && (!card || card.behaviour === 'succeeds')
    if (usable) {
      const intent = deps.recordIntent({ customer: invoice.customer, methodId: methodId!, amount: invoice.amount_due, description: `Invoice ${invoice.id}`, succeeded })
      invoice.payments.data.unshift({ id: nextId('inpay'), object: 'invoice_payment', invoice: invoice.id, status: succeeded ? 'paid' : 'open', amount_paid: succeeded ? invoice.amount_due : null, amount_requested: invoice.amount_due, is_default: true, payment: { type: 'payment_intent', payment_intent: intent.id }, created: now() })
    }
    if (!succeeded) return { paid: false, message: usable ? CARD_DECLINED_MESSAGE : 'This customer has no attached payment source or default payment method.' }
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0, next_payment_attempt: null, status_transitions: { paid_at: now() } })
    return { paid: true, message: '' }
  }

  /**
   * The customer's credit (a negative balance) pays what it can of a finalized invoice; a
   * negative total adds to the credit. A preview only shows it (`use` false).
   */
  function applyBalance(invoice: Json, use: boolean): void {
    const customer = deps.customers.get(invoice.customer)
    const starting = Number(customer?.balance ?? 0)
    const credit = Math.max(0, -starting)
    const used = invoice.total > 0 ? Math.min(credit, invoice.total) : invoice.total
    const ending = starting + used
    Object.assign(invoice, { starting_balance: starting, ending_balance: ending, amount_due: Math.max(0, invoice.total - Math.max(0, used)), amount_remaining: Math.max(0, invoice.total - Math.max(0, used)) })
    if (use && customer) customer.balance = ending
  }

  /** A voided (or dropped) invoice's credit goes back to the customer's balance. */
  function returnBalance(invoice: Json): void {
    const customer = deps.customers.get(invoice.customer)
    if (!customer || typeof invoice.ending_balance !== 'number') return
    customer.balance = Number(customer.balance ?? 0) - (invoice.ending_balance - invoice.starting_balance)
  }

  function dropInvoice(invoice: Json): void {
    returnBalance(invoice)
    invoices.delete(invoice.id)
  }

  function newInvoice(sub: Json, reason: string, lines: { amount: number; start: number; end: number; proration: boolean; price: string }[], preview = false): Json {
    const total = lines.reduce((sum, l) => sum + l.amount, 0)
    const id = nextId('in')
    const invoice: Json = {
      id,
      object: 'invoice',
      customer: sub.customer,
      status: 'open',
      billing_reason: reason,
      currency: 'usd',
      total,
      subtotal: total,
      amount_due: Math.max(0, total),
      amount_paid: 0,
      amount_remaining: Math.max(0, total),
      attempt_count: 0,
      next_payment_attempt: null,
      created: now(),
      hosted_invoice_url: `${origin}/invoices/${id}`,
      metadata: {},
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: clone(sub.metadata) } },
      lines: {
        object: 'list',
        data: lines.map((l) => ({
          id: nextId('il'),
          object: 'line_item',
          amount: l.amount,
          currency: 'usd',
          period: { start: l.start, end: l.end },
          pricing: { type: 'price_details', price_details: { price: l.price } },
          parent: { type: 'subscription_item_details', subscription_item_details: { subscription: sub.id, subscription_item: item(sub).id, proration: l.proration } },
        })),
      },
      payments: { object: 'list', data: [] },
      status_transitions: { finalized_at: now(), paid_at: null },
    }
    applyBalance(invoice, !preview)
    if (preview) return invoice
    invoices.set(id, invoice)
    sub.latest_invoice = id
    return invoice
  }

  // ---- prices

  function listPrices(params: Params): Json {
    const keys: string[] = Array.isArray(params.lookup_keys) ? params.lookup_keys : []
    const data = [...prices.values()].filter((p) => keys.includes(p.lookup_key))
    return { object: 'list', data: clone(data), has_more: false, url: '/v1/prices' }
  }

  function createPrice(params: Params): Json {
    const key = params.lookup_key as string | undefined
    if (key && [...prices.values()].some((p) => p.lookup_key === key)) throw invalid(`A price (\`${key}\`) already uses that lookup key.`, 'lookup_key', 'lookup_key_already_exists')
    const amount = Number(params.unit_amount)
    if (!Number.isInteger(amount) || amount < 0) throw invalid('Invalid non-negative integer', 'unit_amount', 'parameter_invalid_integer')
    const price = {
      id: nextId('price'),
      object: 'price',
      active: true,
      currency: 'usd',
      unit_amount: amount,
      lookup_key: key ?? null,
      recurring: { interval: params.recurring?.interval ?? 'month', interval_count: Number(params.recurring?.interval_count ?? 1) },
      product: nextId('prod'),
      metadata: params.metadata ?? {},
      created: now(),
    }
    prices.set(price.id, price)
    return clone(price)
  }

  // ---- subscriptions

  function startSubscription(input: { customer: string; price: string; metadata: Json; defaultPaymentMethod: string | null; defaultSource: string | null; trialEnd: number | null; mustPay: boolean }): Json {
    if (!deps.customers.has(input.customer)) throw invalid(`No such customer: '${input.customer}'`, 'customer')
    const price = priceOf(input.price)
    const start = now()
    const end = input.trialEnd ?? MONTH_SECONDS(start, monthsOf(price))
    const sub: Json = {
      id: nextId('sub'),
      object: 'subscription',
      customer: input.customer,
      status: input.trialEnd ? 'trialing' : 'incomplete',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      start_date: start,
      trial_end: input.trialEnd,
      schedule: null,
      metadata: input.metadata,
      default_payment_method: input.defaultPaymentMethod,
      default_source: input.defaultSource,
      latest_invoice: null,
      items: { object: 'list', data: [{ id: nextId('si'), object: 'subscription_item', price: clone(price), quantity: 1, current_period_start: start, current_period_end: end }] },
    }
    const invoice = newInvoice(sub, 'subscription_create', [{ amount: input.trialEnd ? 0 : price.unit_amount, start, end, proration: false, price: price.id }])
    const paid = attempt(invoice, defaultMethodOf(sub))
    if (!paid.paid && input.mustPay) {
      dropInvoice(invoice)
      throw deps.declined()
    }
    if (!input.trialEnd) sub.status = paid.paid ? 'active' : 'incomplete'
    subscriptions.set(sub.id, sub)
    deps.emit(sub.customer, 'customer.subscription.created', subscriptionJson(sub))
    deps.emit(sub.customer, 'invoice.finalized', invoiceJson(invoice, false))
    if (paid.paid) deps.emit(sub.customer, 'invoice.paid', invoiceJson(invoice, false))
    else deps.emit(sub.customer, 'invoice.payment_failed', invoiceJson(invoice, false))
    return sub
  }

  function createSubscription(params: Params): Json {
    const items = Array.isArray(params.items) ? params.items : []
    if (items.length !== 1) throw invalid('This double takes exactly one subscription item', 'items', 'parameter_invalid_string')
    const trialEnd = params.trial_end ? Number(params.trial_end) : null
    const sub = startSubscription({
      customer: need(params, 'customer'),
      price: need(items[0], 'price'),
      metadata: params.metadata ?? {},
      defaultPaymentMethod: params.default_payment_method ?? null,
      defaultSource: params.default_source ?? null,
      trialEnd,
      mustPay: !trialEnd && params.payment_behavior === 'error_if_incomplete',
    })
    return subscriptionJson(sub, params.expand ?? [])
  }

  /** The new period's price less the unused part of the current one, prorated by the second. */
  function prorate(sub: Json, newPrice: Json, prorationDate: number) {
    const current = item(sub)
    const start = current.current_period_start as number
    const end = current.current_period_end as number
    const at = Math.min(end, Math.max(start, prorationDate))
    const credit = Math.floor((current.price.unit_amount * (end - at)) / Math.max(1, end - start))
    const newEnd = MONTH_SECONDS(now(), monthsOf(newPrice))
    return {
      lines: [
        { amount: -credit, start: at, end, proration: true, price: current.price.id },
        { amount: newPrice.unit_amount as number, start: now(), end: newEnd, proration: false, price: newPrice.id as string },
      ],
      newEnd,
    }
  }

  function updateSubscription(id: string, params: Params): Json {
    const sub = subscriptionOf(id)
    if (sub.status === 'canceled') throw invalid('A canceled subscription can only update its cancellation_details and metadata.', undefined, 'resource_missing')
    if (params.metadata) sub.metadata = { ...sub.metadata, ...params.metadata }
    if (params.default_payment_method !== undefined) sub.default_payment_method = params.default_payment_method || null
    if (params.default_source !== undefined) sub.default_source = params.default_source || null
    if (params.cancel_at_period_end !== undefined) {
      if (sub.schedule) throw invalid('This subscription is managed by a subscription schedule; release it first.', 'cancel_at_period_end', 'resource_missing')
      sub.cancel_at_period_end = params.cancel_at_period_end === 'true'
      sub.canceled_at = sub.cancel_at_period_end ? now() : null
    }
    const items = Array.isArray(params.items) ? params.items : []
    if (items.length) {
      const newPrice = priceOf(need(items[0], 'price'))
      if (items[0].id !== item(sub).id) throw invalid(`No such subscription item: '${items[0].id}'`, 'items[0][id]')
      if (params.billing_cycle_anchor?.type !== 'now' || params.proration_behavior !== 'always_invoice') throw invalid('This double changes prices only with billing_cycle_anchor=now and always_invoice', 'billing_cycle_anchor', 'parameter_invalid_string')
      const { lines, newEnd } = prorate(sub, newPrice, Number(params.proration_date ?? now()))
      const trial = clone(sub)
      const invoice = newInvoice(trial, 'subscription_update', lines)
      const paid = attempt(invoice, defaultMethodOf(sub))
      if (!paid.paid && params.payment_behavior === 'error_if_incomplete') {
        dropInvoice(invoice)
        throw deps.declined()
      }
      sub.latest_invoice = invoice.id
      Object.assign(item(sub), { price: clone(newPrice), current_period_start: now(), current_period_end: newEnd })
      if (!paid.paid) sub.status = 'past_due'
      deps.emit(sub.customer, 'customer.subscription.updated', subscriptionJson(sub))
      deps.emit(sub.customer, 'invoice.finalized', invoiceJson(invoice, false))
      deps.emit(sub.customer, paid.paid ? 'invoice.paid' : 'invoice.payment_failed', invoiceJson(invoice, false))
    } else {
      deps.emit(sub.customer, 'customer.subscription.updated', subscriptionJson(sub))
    }
    return subscriptionJson(sub, params.expand ?? [])
  }

  function cancelSubscription(id: string): Json {
    const sub = subscriptionOf(id)
    if (sub.status !== 'canceled') {
      Object.assign(sub, { status: 'canceled', canceled_at: sub.canceled_at ?? now(), ended_at: now() })
      deps.emit(sub.customer, 'customer.subscription.deleted', subscriptionJson(sub))
    }
    return subscriptionJson(sub)
  }

  function previewInvoice(params: Params): Json {
    const sub = subscriptionOf(need(params, 'subscription'))
    const details = params.subscription_details ?? {}
    const items = Array.isArray(details.items) ? details.items : []
    if (!items.length) return previewRenewal(sub)
    if (details.billing_cycle_anchor?.type !== 'now' || details.proration_behavior !== 'always_invoice') throw invalid('This double previews only billing_cycle_anchor=now with always_invoice', 'subscription_details', 'parameter_invalid_string')
    const { lines } = prorate(sub, priceOf(need(items[0], 'price')), Number(details.proration_date ?? now()))
    const preview = newInvoice(clone(sub), 'subscription_update', lines, true)
    return { ...invoiceJson(preview), id: null, status: 'draft', hosted_invoice_url: null }
  }

  /** The upcoming invoice: the next period at the schedule's next phase's price, or the current one. */
  function previewRenewal(sub: Json): Json {
    if (sub.status === 'canceled' || sub.cancel_at_period_end) throw invalid('No upcoming invoices for customer', undefined, 'invoice_upcoming_none')
    const current = item(sub)
    const schedule = sub.schedule ? schedules.get(sub.schedule) : undefined
    const next = schedule?.status === 'active' ? schedule.phases[1] : undefined
    const price = next ? priceOf(next.items[0].price) : current.price
    const end = current.current_period_end as number
    const preview = newInvoice(clone(sub), 'subscription_cycle', [{ amount: price.unit_amount, start: end, end: MONTH_SECONDS(end, monthsOf(price)), proration: false, price: price.id }], true)
    return { ...invoiceJson(preview), id: null, status: 'draft', hosted_invoice_url: null }
  }

  // ---- customers' balances

  function customerOf(id: string): Json {
    const customer = deps.customers.get(id)
    if (!customer) throw invalid(`No such customer: '${id}'`, 'customer')
    return customer
  }

  function createBalanceTransaction(customerId: string, params: Params): Json {
    const customer = customerOf(customerId)
    const amount = Number(params.amount)
    if (!Number.isInteger(amount) || amount === 0) throw invalid('Invalid integer', 'amount', 'parameter_invalid_integer')
    if (params.currency !== 'usd') throw invalid('Missing required param: currency.', 'currency', 'parameter_missing')
    customer.balance = Number(customer.balance ?? 0) + amount
    return { id: nextId('cbtxn'), object: 'customer_balance_transaction', amount, currency: 'usd', customer: customerId, description: params.description ?? null, metadata: params.metadata ?? {}, ending_balance: customer.balance, type: 'adjustment', created: now() }
  }

  // ---- invoices

  function payInvoice(id: string, params: Params): Json {
    const invoice = invoiceOf(id)
    if (invoice.status === 'paid') throw invalid('Invoice is already paid', undefined, 'invoice_already_paid')
    if (invoice.status !== 'open' && invoice.status !== 'uncollectible') throw invalid(`You cannot pay this invoice because it is ${invoice.status}.`, undefined, 'invoice_not_editable')
    const sub = subscriptions.get(invoice.parent.subscription_details.subscription)
    const result = attempt(invoice, params.payment_method ?? (sub ? defaultMethodOf(sub) : null))
    if (!result.paid) {
      deps.emit(invoice.customer, 'invoice.payment_failed', invoiceJson(invoice, false))
      throw deps.declined()
    }
    deps.emit(invoice.customer, 'invoice.paid', invoiceJson(invoice, false))
    if (sub && sub.latest_invoice === invoice.id && (sub.status === 'past_due' || sub.status === 'unpaid' || sub.status === 'incomplete')) {
      sub.status = 'active'
      deps.emit(sub.customer, 'customer.subscription.updated', subscriptionJson(sub))
    }
    return invoiceJson(invoice)
  }

  function voidInvoice(id: string): Json {
    const invoice = invoiceOf(id)
    if (invoice.status !== 'open' && invoice.status !== 'uncollectible') throw invalid(`You can only void an open or uncollectible invoice; this one is ${invoice.status}.`, undefined, 'invoice_not_editable')
    Object.assign(invoice, { status: 'void', amount_remaining: 0, next_payment_attempt: null })
    returnBalance(invoice)
    deps.emit(invoice.customer, 'invoice.voided', invoiceJson(invoice, false))
    return invoiceJson(invoice)
  }

  function listInvoices(params: Params): Json {
    const data = [...invoices.values()].filter((i) => !params.subscription || i.parent.subscription_details.subscription === params.subscription).sort((a, b) => b.created - a.created)
    return { object: 'list', data: data.map((i) => invoiceJson(i)), has_more: false, url: '/v1/invoices' }
  }

  // ---- checkout

  function createSession(params: Params): Json {
    if (params.mode !== 'subscription') throw invalid('This double only opens Checkout in subscription mode', 'mode', 'parameter_invalid_string')
    const customer = need(params, 'customer')
    if (!deps.customers.has(customer)) throw invalid(`No such customer: '${customer}'`, 'customer')
    const lines = Array.isArray(params.line_items) ? params.line_items : []
    priceOf(need(lines[0] ?? {}, 'price'))
    const id = nextId('cs_test')
    const session = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer,
      subscription: null,
      url: `${origin}/checkout/${id}`,
      success_url: need(params, 'success_url'),
      cancel_url: params.cancel_url ?? null,
      metadata: params.metadata ?? {},
      price: lines[0].price,
      subscription_metadata: params.subscription_data?.metadata ?? {},
      created: now(),
      expires_at: now() + DAY,
    }
    sessions.set(id, session)
    return sessionJson(session)
  }

  const sessionJson = (s: Json): Json => {
    const { price: _price, subscription_metadata: _meta, ...rest } = s
    return clone(rest)
  }

  function expireSession(id: string): Json {
    const session = sessions.get(id)
    if (!session) throw invalid(`No such checkout.session: '${id}'`, 'session')
    if (session.status !== 'open') throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`, undefined, 'checkout_session_not_open')
    session.status = 'expired'
    deps.emit(session.customer, 'checkout.session.expired', sessionJson(session))
    return sessionJson(session)
  }

  /** The hosted Checkout page: pays with the customer's newest card, then redirects like Stripe. */
  function visitCheckout(id: string): Response {
    const session = sessions.get(id)
    if (!session) return new Response('This checkout session does not exist', { status: 404 })
    if (session.status === 'complete') return Response.redirect(session.success_url, 303)
    if (session.status !== 'open') return html(410, 'Checkout expired', 'This checkout session has expired.')
    const card = [...deps.cards.entries()].reverse().find(([, c]) => c.customer === session.customer)
    if (!card) return html(402, 'Payment needed', 'Add a card to pay for this subscription.')
    let sub: Json
    try {
      sub = startSubscription({ customer: session.customer, price: session.price, metadata: session.subscription_metadata, defaultPaymentMethod: card[0], defaultSource: null, trialEnd: null, mustPay: true })
    } catch {
      return html(402, 'Payment declined', CARD_DECLINED_MESSAGE)
    }
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id })
    deps.emit(session.customer, 'checkout.session.completed', sessionJson(session))
    return new Response(null, { status: 302, headers: { location: session.success_url } })
  }

  function visitInvoice(id: string): Response {
    const invoice = invoices.get(id)
    if (!invoice) return new Response('No such invoice', { status: 404 })
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`
    const rows = invoice.lines.data.map((l: Json) => `<tr><td>${new Date(l.period.start * 1000).toISOString().slice(0, 10)} – ${new Date(l.period.end * 1000).toISOString().slice(0, 10)}</td><td>${dollars(l.amount)}</td></tr>`).join('')
    return html(200, `Invoice ${invoice.id}`, `Status ${invoice.status}. Total ${dollars(invoice.total)}.`, `<table>${rows}</table>`)
  }

  // ---- schedules

  function createSchedule(params: Params): Json {
    const sub = subscriptionOf(need(params, 'from_subscription'))
    if (sub.schedule) throw invalid('This subscription is already attached to a schedule.', 'from_subscription', 'resource_already_exists')
    const current = item(sub)
    const schedule = {
      id: nextId('sub_sched'),
      object: 'subscription_schedule',
      status: 'active',
      subscription: sub.id,
      customer: sub.customer,
      end_behavior: 'release',
      phases: [{ start_date: current.current_period_start, end_date: current.current_period_end, items: [{ price: current.price.id, quantity: 1 }] }],
      released_subscription: null,
    }
    schedules.set(schedule.id, schedule)
    sub.schedule = schedule.id
    return clone(schedule)
  }

  function scheduleOf(id: string): Json {
    const schedule = schedules.get(id)
    if (!schedule) throw invalid(`No such subscription_schedule: '${id}'`, 'schedule')
    return schedule
  }

  function updateSchedule(id: string, params: Params): Json {
    const schedule = scheduleOf(id)
    if (schedule.status !== 'active') throw invalid(`You cannot update a subscription schedule that is ${schedule.status}.`, undefined, 'resource_missing')
    const phases = Array.isArray(params.phases) ? params.phases : []
    schedule.end_behavior = params.end_behavior ?? schedule.end_behavior
    schedule.phases = phases.map((p: Params) => ({
      start_date: p.start_date ? Number(p.start_date) : null,
      end_date: p.end_date ? Number(p.end_date) : null,
      duration: p.duration ? { interval: p.duration.interval, interval_count: Number(p.duration.interval_count ?? 1) } : null,
      items: (p.items ?? []).map((i: Params) => ({ price: priceOf(need(i, 'price')).id, quantity: Number(i.quantity ?? 1) })),
    }))
    return clone(schedule)
  }

  function releaseSchedule(id: string): Json {
    const schedule = scheduleOf(id)
    if (schedule.status !== 'active') throw invalid(`You cannot release a subscription schedule that is currently in the \`${schedule.status}\` status.`, undefined, 'resource_missing')
    const sub = subscriptions.get(schedule.subscription)
    Object.assign(schedule, { status: 'released', released_subscription: schedule.subscription, subscription: null })
    if (sub) {
      sub.schedule = null
      deps.emit(sub.customer, 'customer.subscription.updated', subscriptionJson(sub))
    }
    return clone(schedule)
  }

  // ---- Stripe's clock, per subscription (the test's controls)

  /** The period ends: a canceling subscription ends; otherwise the next phase's price applies and the new period is invoiced and charged. */
  function endPeriod(id: string): void {
    const sub = subscriptionOf(id)
    if (sub.status === 'canceled') return
    const current = item(sub)
    const end = current.current_period_end as number
    if (sub.cancel_at_period_end) {
      Object.assign(sub, { status: 'canceled', ended_at: end })
      deps.emit(sub.customer, 'customer.subscription.deleted', subscriptionJson(sub))
      return
    }
    const schedule = sub.schedule ? schedules.get(sub.schedule) : undefined
    const next = schedule?.status === 'active' ? schedule.phases[1] : undefined
    if (schedule && next) {
      current.price = clone(priceOf(next.items[0].price))
      Object.assign(schedule, { status: 'released', released_subscription: sub.id, subscription: null })
      sub.schedule = null
    }
    const newEnd = MONTH_SECONDS(end, monthsOf(current.price))
    Object.assign(current, { current_period_start: end, current_period_end: newEnd })
    const invoice = newInvoice(sub, 'subscription_cycle', [{ amount: current.price.unit_amount, start: end, end: newEnd, proration: false, price: current.price.id }])
    invoice.attempt_count = 1
    const paid = attempt(invoice, defaultMethodOf(sub))
    if (!paid.paid) invoice.next_payment_attempt = now() + DAY
    sub.status = paid.paid ? 'active' : 'past_due'
    sub.trial_end = sub.trial_end && sub.trial_end <= end ? sub.trial_end : null
    deps.emit(sub.customer, 'customer.subscription.updated', subscriptionJson(sub))
    deps.emit(sub.customer, 'invoice.finalized', invoiceJson(invoice, false))
    deps.emit(sub.customer, paid.paid ? 'invoice.paid' : 'invoice.payment_failed', invoiceJson(invoice, false))
  }

  /** The next automatic attempt on the open invoice; after the last one, unpaid and uncollectible. */
  function retryPayment(id: string): void {
    const sub = subscriptionOf(id)
    const invoice = sub.latest_invoice ? invoices.get(sub.latest_invoice) : undefined
    if (!invoice || invoice.status !== 'open') return
    invoice.attempt_count += 1
    const paid = attempt(invoice, defaultMethodOf(sub))
    if (paid.paid) {
      sub.status = 'active'
      deps.emit(sub.customer, 'invoice.paid', invoiceJson(invoice, false))
      deps.emit(sub.customer, 'customer.subscription.updated', subscriptionJson(sub))
      return
    }
    const last = invoice.attempt_count >= FAKE_RETRY_ATTEMPTS
    invoice.next_payment_attempt = last ? null : now() + DAY
    if (last) invoice.status = 'uncollectible'
    deps.emit(sub.customer, 'invoice.payment_failed', invoiceJson(invoice, false))
    if (last) {
      deps.emit(sub.customer, 'invoice.marked_uncollectible', invoiceJson(invoice, false))
      sub.status = 'unpaid'
      deps.emit(sub.customer, 'customer.subscription.updated', subscriptionJson(sub))
    }
  }

  /** The subscription's period moved into the past (time passed without anything due). */
  function backdate(id: string, ms: number): void {
    const current = item(subscriptionOf(id))
    const by = Math.floor(ms / 1000)
    current.current_period_start -= by
    current.current_period_end -= by
  }

  function html(status: number, title: string, body: string, extra = ''): Response {
    return new Response(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${body}</p>${extra}</body></html>`, { status, headers: { 'content-type': 'text/html; charset=utf-8' } })
  }

  return {
    setOrigin(value: string) {
      origin = value
    },
    subscription: (id: string) => subscriptions.get(id),
    endPeriod,
    retryPayment,
    backdate,
    page(method: string, path: string): Response | null {
      if (method !== 'GET') return null
      let m: RegExpMatchArray | null
      if ((m = path.match(/^\/checkout\/([^/]+)$/))) return visitCheckout(m[1]!)
      if ((m = path.match(/^\/invoices\/([^/]+)$/))) return visitInvoice(m[1]!)
      return null
    },
    route(method: string, path: string, params: Params): Json | null {
      let m: RegExpMatchArray | null
      const expand: string[] = Array.isArray(params.expand) ? params.expand : []
      if (method === 'GET' && path === '/v1/prices') return listPrices(params)
      if (method === 'POST' && path === '/v1/prices') return createPrice(params)
      if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params)
      if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
        const session = sessions.get(m[1]!)
        if (!session) throw invalid(`No such checkout.session: '${m[1]}'`, 'session')
        return sessionJson(session)
      }
      if (method === 'POST' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) return expireSession(m[1]!)
      if (method === 'POST' && path === '/v1/subscriptions') return createSubscription(params)
      if (method === 'GET' && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) return subscriptionJson(subscriptionOf(m[1]!), expand)
      if (method === 'POST' && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) return updateSubscription(m[1]!, params)
      if (method === 'DELETE' && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) return cancelSubscription(m[1]!)
      if (method === 'POST' && path === '/v1/invoices/create_preview') return previewInvoice(params)
      if (method === 'GET' && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) return { balance: 0, ...clone(customerOf(m[1]!)) }
      if (method === 'POST' && (m = path.match(/^\/v1\/customers\/([^/]+)\/balance_transactions$/))) return createBalanceTransaction(m[1]!, params)
      if (method === 'GET' && path === '/v1/invoices') return listInvoices(params)
      if (method === 'GET' && (m = path.match(/^\/v1\/invoices\/([^/]+)$/))) return invoiceJson(invoiceOf(m[1]!))
      if (method === 'POST' && (m = path.match(/^\/v1\/invoices\/([^/]+)\/pay$/))) return payInvoice(m[1]!, params)
      if (method === 'POST' && (m = path.match(/^\/v1\/invoices\/([^/]+)\/void$/))) return voidInvoice(m[1]!)
      if (method === 'POST' && path === '/v1/subscription_schedules') return createSchedule(params)
      if (method === 'GET' && (m = path.match(/^\/v1\/subscription_schedules\/([^/]+)$/))) return clone(scheduleOf(m[1]!))
      if (method === 'POST' && (m = path.match(/^\/v1\/subscription_schedules\/([^/]+)\/release$/))) return releaseSchedule(m[1]!)
      if (method === 'POST' && (m = path.match(/^\/v1\/subscription_schedules\/([^/]+)$/))) return updateSchedule(m[1]!, params)
      return null
    },
  }
}

export type FakeBilling = ReturnType<typeof createFakeBilling>
