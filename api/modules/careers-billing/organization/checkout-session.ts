/** A subscription's checkout session: its id, where the browser completes it (the sandbox's own page or Stripe Checkout), and its state. */
import type { AppContext } from '../../../context'
import { billingOf } from '../billing/select'
import { returnUrlOf } from '../checkout-return'
import { CHECKOUT_SESSION_HOURS } from '../plans'
import type { SubscriptionRow } from '../queries'

export { returnUrlOf, safeRedirect } from '../checkout-return'

export function checkoutSessionOf(ctx: AppContext, sub: SubscriptionRow) {
  const sessionId = sub.checkoutSessionId ?? sub.id
  const expired = sub.status === 'CANCELED' && !sub.activatedAt
  const open = sub.status === 'PENDING'
  const stale = open && ctx.clock.now().getTime() - sub.createdAt.getTime() > CHECKOUT_SESSION_HOURS * 3_600_000
  return {
    sessionId,
    url: open && !stale ? billingOf(ctx, sub).checkoutUrl(ctx, sub) : returnUrlOf(ctx, sub),
    status: (expired || stale ? 'expired' : open ? 'open' : 'complete') as 'open' | 'complete' | 'expired',
    careersSubscriptionId: sub.id,
  }
}
