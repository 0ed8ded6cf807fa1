/** Where the browser goes after a checkout: only the product's own addresses are followed. */
import type { AppContext } from '../../context'
import type { SubscriptionRow } from './queries'

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
