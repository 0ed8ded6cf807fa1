import type { AppContext } from '../../../context'

/** The provider sign-up page with the code filled in (the PWA reads `referralCode`). */
export function shareLinkFor(ctx: AppContext, code: string): string {
  return `${ctx.config.publicUrl}/sign-up/provider?referralCode=${encodeURIComponent(code)}`
}
