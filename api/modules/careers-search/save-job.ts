/** `PUT /careers/provider/jobs/{jobId}/save`: keep a published job in my saved list (saving twice is one save). */
import type { AppContext, ProviderCaller } from '../../context'
import { savedJobs } from '../../db/schema'
import { getVisibleJob } from './queries'

export async function saveJob({ ctx, caller, jobId }: { ctx: AppContext; caller: ProviderCaller; jobId: string }): Promise<void> {
  const now = ctx.clock.now()
  await ctx.db.write(async (tx) => {
    await getVisibleJob(tx, jobId, caller.providerId)
    await tx.insert(savedJobs).values({ providerId: caller.providerId, jobId, createdAt: now }).onConflictDoNothing()
  })
}
