/** A provider's payout account: the stored row, created at the processor on first need. */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { payoutAccounts, providers, users } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { completePayoutOnboarding } from './provider/complete-payout-onboarding'

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect

export function findPayoutAccount(ctx: AppContext, providerId: string): Promise<PayoutAccountRow | undefined> {
  return ctx.db.read.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, providerId)).get()
}

export async function ensurePayoutAccount(ctx: AppContext, providerId: string): Promise<PayoutAccountRow> {
  const existing = await findPayoutAccount(ctx, providerId)
  if (existing) return existing
  const provider = await ctx.db.read
    .select({ email: users.email })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, providerId))
    .get()
  if (!provider) throw new NotFoundError('provider')
  // Idempotent per provider: two first requests at once create one account.
  const { accountId } = await ctx.payments.createPayoutAccount({ providerId, email: provider.email, idempotencyKey: `payout-account:${providerId}` })
  return ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    await tx.insert(payoutAccounts).values({ providerId, processorAccountId: accountId, createdAt: now, updatedAt: now }).onConflictDoNothing()
    return (await tx.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, providerId)).get())!
  })
}

/** Asks the processor whether onboarding finished since we last knew; completes it if so. */
export async function refreshPayoutAccount(ctx: AppContext, account: PayoutAccountRow): Promise<boolean> {
  if (account.isOnboardingComplete) return true
  const state = await ctx.payments.getPayoutAccount(account.processorAccountId)
  if (!state.onboardingComplete) return false
  await completePayoutOnboarding(ctx, account.processorAccountId)
  return true
}
