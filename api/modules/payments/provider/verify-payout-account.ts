/** `GET /stripe/verify-account`: whether the provider's payout account can receive payments yet. */
import type { AppContext, ProviderCaller } from '../../../context'
import { findPayoutAccount, refreshPayoutAccount } from '../payout-account'

export async function verifyPayoutAccount({ ctx, caller }: { ctx: AppContext; caller: ProviderCaller }): Promise<{ stripeAccountCompleted: boolean; message: string }> {
  const account = await findPayoutAccount(ctx, caller.providerId)
  if (!account) return { stripeAccountCompleted: false, message: 'You have not set up your payout account yet' }
  if (await refreshPayoutAccount(ctx, account)) return { stripeAccountCompleted: true, message: 'Your payout account is ready to receive payments' }
  return { stripeAccountCompleted: false, message: 'Your payout account setup is not finished yet' }
}
