/**
 * `PUT /testing/{userId}/stripe-setup` (spec 001 §7): completes that provider's payout account
 * without the processor's onboarding, and releases their pending payments.
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import { providers } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { completePayoutOnboarding } from './complete-payout-onboarding'
import { ensurePayoutAccount } from '../payout-account'

export async function setUpPayoutAccountForTesting({ ctx, userId }: { ctx: AppContext; userId: string }): Promise<void> {
  const provider = await ctx.db.read.select({ id: providers.id }).from(providers).where(eq(providers.userId, userId)).get()
  if (!provider) throw new NotFoundError('provider')
  const account = await ensurePayoutAccount(ctx, provider.id)
  await ctx.payments.completeOnboardingForTesting(account.processorAccountId)
  await completePayoutOnboarding(ctx, account.processorAccountId)
}
