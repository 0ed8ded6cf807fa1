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
