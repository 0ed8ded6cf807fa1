/**
 * `GET /organization/careers/subscription/checkout/{sessionId}`: the payment sandbox's checkout
 * page (no sign-in: the browser arrives from the checkout link, whose session id is the
 * credential, as a processor's hosted checkout). Visiting it charges the organization's card and
 * activates the subscription, then redirects (302) to the return address; without a usable card
 * it answers a page saying so (402). The card is charged through whichever payment adapter runs
 * (off-session with Stripe: Stripe's hosted Checkout is not used yet).
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import { careersSubscriptions } from '../../../db/schema'
import { AppError, NotFoundError } from '../../../errors'
import { schedulerActor } from '../../../callers'
import { activateSubscription } from '../billing-cycle'
import { checkoutSessionOf, returnUrlOf } from './checkout-session'

export async function completeCheckout({ ctx, sessionId }: { ctx: AppContext; sessionId: string }): Promise<Response> {
  const sub = await ctx.db.read.select().from(careersSubscriptions).where(eq(careersSubscriptions.checkoutSessionId, sessionId)).get()
  if (!sub) throw new NotFoundError('checkout session')
  // A Stripe Checkout session is completed on Stripe's page, never here.
  if (sub.processor === 'stripe') return new Response(null, { status: 302, headers: { location: checkoutSessionOf(ctx, sub).url, 'cache-control': 'no-store' } })
  const session = checkoutSessionOf(ctx, sub)
  if (session.status === 'expired') return page(410, 'Checkout expired', 'This checkout has expired. Start a new subscription from the app.')
  if (session.status === 'open') {
    try {
      await activateSubscription(ctx, schedulerActor('careers checkout'), sub)
    } catch (error) {
      if (error instanceof AppError && error.status === 402) return page(402, 'Payment needed', `${error.message}. Add a card in the app, then open this link again.`)
      throw error
    }
  }
  return new Response(null, { status: 302, headers: { location: returnUrlOf(ctx, sub), 'cache-control': 'no-store' } })
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}</style></head><body><h1>${title}</h1><p>${escape(body)}</p></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}
