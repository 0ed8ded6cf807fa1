/** The sandbox's checkout session of a subscription: its id, the product's own checkout page, and its state. */
import type { AppContext } from '../../../context'
import { CHECKOUT_SESSION_HOURS } from '../plans'
import type { SubscriptionRow } from '../queries'

const DEFAULT_RETURN = '/careers/subscription?checkout=complete'

/** Only the product's own addresses (a path, or under PUBLIC_URL) are followed after a checkout. */
export function safeRedirect(ctx: AppContext, redirect: string | null | undefined): string | null {
  if (!redirect) return null
  if (redirect.startsWith('/') && !redirect.startsWith('//')) return redirect
  return redirect.startsWith(`${ctx.config.publicUrl}/`) || redirect === ctx.config.publicUrl ? redirect : null
}

export function returnUrlOf(ctx: AppContext, sub: SubscriptionRow): string {
  const to = sub.redirectUrl ?? DEFAULT_RETURN
  return to.startsWith('/') ? `${ctx.config.publicUrl}${to}` : to
}

export function checkoutSessionOf(ctx: AppContext, sub: SubscriptionRow) {
  const sessionId = sub.checkoutSessionId ?? sub.id
  const expired = sub.status === 'CANCELED' && !sub.activatedAt
  const open = sub.status === 'PENDING'
  const stale = open && ctx.clock.now().getTime() - sub.createdAt.getTime() > CHECKOUT_SESSION_HOURS * 3_600_000
  return {
    sessionId,
    url: open && !stale ? `${ctx.config.publicUrl}/api/organization/careers/subscription/checkout/${sessionId}` : returnUrlOf(ctx, sub),
    status: (expired || stale ? 'expired' : open ? 'open' : 'complete') as 'open' | 'complete' | 'expired',
    careersSubscriptionId: sub.id,
  }
}
