/**
 * The scheduler's sweep: a PUBLISHED job whose listing period has ended (`listingEndsAt` passed)
 * becomes PAST_DUE (spec 000 §4). It stays on the dashboard and its public page, no longer
 * taking applications; republishing is billing's `POST /jobs/{jobId}/publish`. `lastEditedAt` is
 * left alone: nobody edited the job. Reads by `jobs_listing_end_idx` (status, listing_ends_at).
 */
import { and, eq, isNotNull, lte } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { jobs } from '../../db/schema'

export async function markPastDueJobs(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now()
  const moved = await ctx.db.write((tx) =>
    tx
      .update(jobs)
      .set({ status: 'PAST_DUE' })
      .where(and(eq(jobs.status, 'PUBLISHED'), isNotNull(jobs.listingEndsAt), lte(jobs.listingEndsAt, now)))
      .returning({ id: jobs.id }),
  )
  return moved.length
}
