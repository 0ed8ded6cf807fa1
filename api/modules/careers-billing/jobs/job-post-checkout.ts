/**
 * Paying per post at a checkout (`publishOnRedirect`, spec 000 §7 "Jobs"): when the organization
 * agrees to pay per post but has no card to charge, `POST /jobs/{jobId}/publish` opens a checkout
 * instead of answering 402, and the job is published automatically once that payment completes.
 *
 * - The checkout is an open JOB_POST_ADDON invoice of the job (no subscription set yet, so the
 *   renewal sweep never collects it), for the price quoted when it was opened. One per job: a
 *   fresh one is handed out again, a stale one (after CHECKOUT_SESSION_HOURS) is void.
 * - Its session id is the invoice id with a signature (the product's secret): the credential of
 *   the checkout page, as a processor's hosted checkout link is, and never guessable from the
 *   invoice list.
 * - `GET /jobs/checkout/{sessionId}` is the payment sandbox's checkout page: it charges the card
 *   on file (added meanwhile) through whichever payment adapter runs, records the paid post
 *   (`recordPaidPost`: the invoice paid, the add-on, the job published) and redirects to the
 *   job's page in the app (`?checkout=complete`). Without a card, or declined: a 402 page, open it
 *   again after adding one. Visiting it again after it completed only redirects: the charge's
 *   idempotency key is the invoice's (and the card's), so it is never charged twice.
 * - `completeJobPostCheckout` is the hook a hosted checkout's "completed" webhook calls too.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { PublishedJob } from '../../../../shared/contracts/careers-billing'
import { schedulerActor } from '../../../callers'
import type { AppContext, FacilityCaller } from '../../../context'
import { careersInvoices, jobs } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { audit } from '../../audit'
import { chargeForCareers, refundUnusedCharge } from '../charge'
import { CHECKOUT_SESSION_HOURS, MONTHS_OF } from '../plans'
import { jobPostPrice } from '../prices'
import { billingMethodOf, liveSubscriptionOf } from '../queries'
import { isActiveNow } from '../to-dto'
import type { JobRow } from './queries'
import { publishedJob, recordPaidPost } from './record-paid-post'

type InvoiceRow = typeof careersInvoices.$inferSelect

const ACTOR = schedulerActor('careers job post checkout')

function signatureOf(secret: string, invoiceId: string): string {
  const key = createHmac('sha256', secret).update('careers-job-post-checkout/v1').digest()
  return createHmac('sha256', key).update(invoiceId).digest('base64url').slice(0, 32)
}

export function jobPostSessionId(ctx: AppContext, invoiceId: string): string {
  return `${invoiceId}.${signatureOf(ctx.secret, invoiceId)}`
}

/** The invoice id a session id names, or null when its signature is not the product's. */
function invoiceIdOf(ctx: AppContext, sessionId: string): string | null {
  const dot = sessionId.lastIndexOf('.')
  if (dot <= 0) return null
  const invoiceId = sessionId.slice(0, dot)
  const expected = Buffer.from(signatureOf(ctx.secret, invoiceId))
  const given = Buffer.from(sessionId.slice(dot + 1))
  return expected.length === given.length && timingSafeEqual(expected, given) ? invoiceId : null
}

function isStale(ctx: AppContext, invoice: InvoiceRow): boolean {
  return ctx.clock.now().getTime() - invoice.createdAt.getTime() > CHECKOUT_SESSION_HOURS * 3_600_000
}

/** Where the browser returns: the job's page in the app. */
function returnUrlOf(ctx: AppContext, jobId: string): string {
  return `${ctx.config.publicUrl}/facility/jobs/${encodeURIComponent(jobId)}?checkout=complete`
}

function sessionOf(ctx: AppContext, invoice: InvoiceRow): NonNullable<PublishedJob['checkoutSession']> {
  const status = invoice.status === 'paid' ? 'complete' : invoice.status === 'open' && !isStale(ctx, invoice) ? 'open' : 'expired'
  const sessionId = jobPostSessionId(ctx, invoice.id)
  return {
    sessionId,
    url: status === 'open' ? `${ctx.config.publicUrl}/api/jobs/checkout/${encodeURIComponent(sessionId)}` : returnUrlOf(ctx, invoice.jobId!),
    status,
    amountInCents: invoice.amountInCents,
  }
}

/** The publish call's answer when the post is paid at a checkout: the job as it is, and the checkout to pay on. */
export async function sendToJobPostCheckout({ ctx, caller, job, amountInCents }: { ctx: AppContext; caller: FacilityCaller; job: JobRow; amountInCents: number }): Promise<PublishedJob> {
  const now = ctx.clock.now()
  const invoice = await ctx.db.write(async (tx) => {
    const open = await tx
      .select()
      .from(careersInvoices)
      .where(and(eq(careersInvoices.organizationId, job.organizationId), eq(careersInvoices.jobId, job.id), eq(careersInvoices.type, 'JOB_POST_ADDON'), eq(careersInvoices.status, 'open')))
      .orderBy(desc(careersInvoices.createdAt))
    const fresh = open.find((i) => !isStale(ctx, i))
    for (const stale of open) if (stale !== fresh) await tx.update(careersInvoices).set({ status: 'void' }).where(eq(careersInvoices.id, stale.id))
    if (fresh) return fresh
    const [row] = await tx
      .insert(careersInvoices)
      .values({
        organizationId: job.organizationId,
        subscriptionId: null,
        jobId: job.id,
        type: 'JOB_POST_ADDON',
        frequency: 'ONE_TIME',
        status: 'open',
        amountInCents,
        description: `Job post add-on: ${job.title}`.slice(0, 200),
        billingDate: now,
        createdAt: now,
      })
      .returning()
    await audit(ctx, tx, caller, { action: 'job.checkout', subject: ['job', job.id], organizationId: job.organizationId, after: { invoiceId: row!.id, amountInCents } })
    return row!
  })
  return { ...publishedJob(job, 'NONE', 0), checkoutSession: sessionOf(ctx, invoice) }
}

export type CheckoutOutcome = { kind: 'complete'; jobId: string } | { kind: 'payment-needed'; message: string } | { kind: 'expired' } | { kind: 'closed'; message: string }

/**
 * Completes a per-post checkout: charged, recorded, published. Answers what happened; a repeat
 * after completion answers `complete` without charging again.
 */
export async function completeJobPostCheckout(ctx: AppContext, invoiceId: string): Promise<CheckoutOutcome | null> {
  const invoice = await ctx.db.read.select().from(careersInvoices).where(and(eq(careersInvoices.id, invoiceId), eq(careersInvoices.type, 'JOB_POST_ADDON'))).get()
  if (!invoice || !invoice.jobId) return null
  const jobId = invoice.jobId
  if (invoice.status === 'paid') return { kind: 'complete', jobId }
  if (invoice.status !== 'open') return { kind: 'expired' }
  const voidIt = () => ctx.db.write((tx) => tx.update(careersInvoices).set({ status: 'void' }).where(and(eq(careersInvoices.id, invoice.id), eq(careersInvoices.status, 'open'))))
  if (isStale(ctx, invoice)) {
    await voidIt()
    return { kind: 'expired' }
  }
  const job = await ctx.db.read.select().from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.organizationId, invoice.organizationId))).get()
  if (!job || job.status === 'HIRED') {
    await voidIt()
    return { kind: 'closed', message: 'This job has been filled or removed, so there is nothing to pay.' }
  }
  // Published and paid for meanwhile (a posting, or the card on file): nothing left to pay.
  if (job.status === 'PUBLISHED' && !job.isFreePost) {
    await voidIt()
    return { kind: 'complete', jobId }
  }

  const sub = await liveSubscriptionOf(ctx.db.read, invoice.organizationId)
  const usable = sub && isActiveNow(sub, ctx.clock.now()) ? sub : null
  const recurring = usable ? (await jobPostPrice(ctx.db.read, ctx.clock.now())).priceInCents * MONTHS_OF[usable.recurrence] : 0
  const method = await billingMethodOf(ctx.db.read, invoice.organizationId, usable?.paymentMethodId)
  let chargeId: string | null = null
  if (invoice.amountInCents > 0) {
    if (!method) return { kind: 'payment-needed', message: 'Add a card to your organization in the app, then open this link again.' }
    const charge = await chargeForCareers({
      ctx,
      organizationId: invoice.organizationId,
      method,
      amountCents: invoice.amountInCents,
      idempotencyKey: `careers-job-post-checkout:${invoice.id}:${method.id}`,
      description: `Job post: ${job.title}`.slice(0, 200),
      purpose: 'CAREERS_JOB_POST',
      actor: ACTOR,
    })
    if (charge.status === 'FAILED') return { kind: 'payment-needed', message: `${charge.failureMessage ?? 'The payment could not be completed'}. Add another card in the app, then open this link again.` }
    chargeId = charge.id
  }
  const outcome = await ctx.db.write(async (tx) => {
    const current = await tx.select().from(careersInvoices).where(eq(careersInvoices.id, invoice.id)).get()
    if (current?.status === 'paid') return 'paid-already' as const
    const fresh = await tx.select().from(jobs).where(eq(jobs.id, jobId)).get()
    if (!fresh || current?.status !== 'open') return 'gone' as const
    const row = await recordPaidPost(ctx, tx, ACTOR, { job: fresh, usable, amountInCents: invoice.amountInCents, recurringAmountInCents: recurring, chargeId, openInvoiceId: invoice.id })
    if (!row) {
      await tx.update(careersInvoices).set({ status: 'void' }).where(eq(careersInvoices.id, invoice.id))
      return 'gone' as const
    }
    return 'recorded' as const
  })
  // Not recorded here: given back, unless another completion of this checkout recorded this very charge (same key).
  if (outcome !== 'recorded' && chargeId) await refundUnusedCharge(ctx, ACTOR, chargeId, invoice.amountInCents, 'Job post checkout no longer needed')
  return { kind: 'complete', jobId }
}

/** `GET /jobs/checkout/{sessionId}`: the sandbox's checkout page (no sign-in; the signed session id is the credential). */
export async function openJobPostCheckoutPage({ ctx, sessionId }: { ctx: AppContext; sessionId: string }): Promise<Response> {
  const invoiceId = invoiceIdOf(ctx, sessionId)
  const outcome = invoiceId ? await completeJobPostCheckout(ctx, invoiceId) : null
  if (!outcome) throw new NotFoundError('checkout session')
  switch (outcome.kind) {
    case 'complete':
      return new Response(null, { status: 302, headers: { location: returnUrlOf(ctx, outcome.jobId), 'cache-control': 'no-store' } })
    case 'payment-needed':
      return page(402, 'Payment needed', outcome.message)
    case 'expired':
      return page(410, 'Checkout expired', 'This checkout has expired. List the job again from the app.')
    case 'closed':
      return page(409, 'Nothing to pay', outcome.message)
  }
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}</style></head><body><h1>${title}</h1><p>${escape(body)}</p></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}
