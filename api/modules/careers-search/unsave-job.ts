/**
 * `DELETE /careers/provider/jobs/{jobId}/save`: take a job out of my saved list, whatever its
 * status now (204, also when it was not saved); 404 only for a job I could neither see nor had saved.
 */
import { and, eq } from 'drizzle-orm'
import type { AppContext, ProviderCaller } from '../../context'
import { savedJobs } from '../../db/schema'
import { getVisibleJob } from './queries'

export async function unsaveJob({ ctx, caller, jobId }: { ctx: AppContext; caller: ProviderCaller; jobId: string }): Promise<void> {
  await ctx.db.write(async (tx) => {
    const removed = await tx.delete(savedJobs).where(and(eq(savedJobs.providerId, caller.providerId), eq(savedJobs.jobId, jobId))).returning({ jobId: savedJobs.jobId })
    if (!removed.length) await getVisibleJob(tx, jobId, caller.providerId)
  })
}
