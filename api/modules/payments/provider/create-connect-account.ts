/**
 * `POST /stripe/connect-account` (spec 001 "Payment account"): the provider's payout account
 * (created on first call) and a link to the processor's onboarding. After onboarding the
 * provider lands on `redirectUrl`, or on the marketplace's own "payout account ready" page, with
 * `sessionId` (the account id) added for `GET /stripe/finished-checkout`. An account already
 * complete answers 409.
 */
import type { ConnectAccountBody } from '../../../../shared/contracts/payments'
import type { AppContext, ProviderCaller } from '../../../context'
import { ConflictError, ValidationError } from '../../../errors'
import { ensurePayoutAccount, refreshPayoutAccount } from '../payout-account'

/** Schemes a browser must never be sent to from our pages. */
const UNSAFE_SCHEMES = /^(javascript|data|vbscript|file|blob):/i

function withSession(url: string, sessionId: string, extra?: Record<string, string>): string {
  const target = new URL(url)
  target.searchParams.set('sessionId', sessionId)
  for (const [k, v] of Object.entries(extra ?? {})) target.searchParams.set(k, v)
  return target.toString()
}

export async function createConnectAccount({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: ConnectAccountBody }): Promise<{ accountLink: string }> {
  const redirectUrl = input.redirectUrl?.trim() || null
  if (redirectUrl) {
    let valid = !UNSAFE_SCHEMES.test(redirectUrl)
    try {
      new URL(redirectUrl)
    } catch {
      valid = false
    }
    if (!valid) throw ValidationError.field('redirectUrl', 'Redirect URL must be an absolute URL')
  }
  const account = await ensurePayoutAccount(ctx, caller.providerId)
  if (await refreshPayoutAccount(ctx, account)) throw new ConflictError('Your payout account is already set up')
  const landing = redirectUrl ?? `${ctx.config.publicUrl}/api/stripe/onboarding-return`
  const { url } = await ctx.payments.createOnboardingLink({
    accountId: account.processorAccountId,
    returnUrl: withSession(landing, account.processorAccountId),
    // An expired link sends the provider back to start again.
    refreshUrl: withSession(landing, account.processorAccountId, { refresh: '1' }),
  })
  return { accountLink: url }
}
