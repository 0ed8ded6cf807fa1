/**
 * `GET /stripe/finished-checkout?sessionId=`: the provider is back from onboarding with the
 * `sessionId` their return address carried (their payout account's id). Answers whether it is
 * complete now, completing it (and releasing pending payments) when the processor says so.
 * Another provider's session answers 404.
 */
import type { AppContext, ProviderCaller } from '../../../context'
import { NotFoundError } from '../../../errors'
import { findPayoutAccount, refreshPayoutAccount } from '../payout-account'

export async function finishCheckout({ ctx, caller, sessionId }: { ctx: AppContext; caller: ProviderCaller; sessionId: string }): Promise<{ success: boolean }> {
  const account = await findPayoutAccount(ctx, caller.providerId)
  if (!account || account.processorAccountId !== sessionId.trim()) throw new NotFoundError('session')
  return { success: await refreshPayoutAccount(ctx, account) }
}
