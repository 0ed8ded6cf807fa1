/**
 * The two pages a provider's browser sees around onboarding (no sign-in: the browser comes back
 * from the processor):
 * - the sandbox's stand-in for the processor's hosted onboarding, which completes the account
 *   behind a link and sends the provider on to the link's return address;
 * - the default return address, which checks the account and says whether it is ready.
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import { payoutAccounts } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { completePayoutOnboarding } from './complete-payout-onboarding'
import { refreshPayoutAccount } from '../payout-account'

export async function visitSandboxOnboarding({ ctx, linkId }: { ctx: AppContext; linkId: string }): Promise<{ returnUrl: string }> {
  const visited = ctx.payments.visitSandboxOnboardingLink ? await ctx.payments.visitSandboxOnboardingLink(linkId) : null
  if (!visited) throw new NotFoundError('onboarding link', 'This onboarding link is not valid')
  await completePayoutOnboarding(ctx, visited.accountId)
  return { returnUrl: visited.returnUrl }
}

export async function checkOnboardingReturn({ ctx, sessionId }: { ctx: AppContext; sessionId: string }): Promise<{ ready: boolean }> {
  const account = await ctx.db.read.select().from(payoutAccounts).where(eq(payoutAccounts.processorAccountId, sessionId)).get()
  if (!account) throw new NotFoundError('payout account')
  return { ready: await refreshPayoutAccount(ctx, account) }
}

/** `GET /stripe/sandbox-onboarding/{linkId}`: completes the account, then sends the browser on to the link's return address (302). */
export async function followSandboxOnboardingLink({ ctx, linkId }: { ctx: AppContext; linkId: string }): Promise<Response> {
  const { returnUrl } = await visitSandboxOnboarding({ ctx, linkId })
  return new Response(null, { status: 302, headers: { location: returnUrl, 'cache-control': 'no-store' } })
}

/** `GET /stripe/onboarding-return`: the HTML page saying whether the payout account is ready. */
export async function showOnboardingReturnPage({ ctx, sessionId }: { ctx: AppContext; sessionId: string }): Promise<Response> {
  const { ready } = await checkOnboardingReturn({ ctx, sessionId })
  return ready
    ? page('Payout account ready', 'Your payout account is set up. Payments for your shifts will be sent to it.')
    : page('Almost there', 'Your payout account setup is not finished yet. Return to the app to continue.')
}

/** A small page for the provider's browser after onboarding (text only, nothing from input). */
function page(title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}a{color:#0f766e}</style></head><body><h1>${title}</h1><p>${body}</p><p><a href="/provider/payments">Go to my payments</a></p></body></html>`
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}
