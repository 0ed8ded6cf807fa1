import { eq } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { jobs } from '../../../db/schema'
import { audit } from '../../audit'
import { NotPublishedError } from '../errors'
import { getJobInScope } from './queries'

/**
 * `POST /jobs/{jobId}/unpublish`: a PUBLISHED (or lapsed, PAST_DUE) job is taken down (ARCHIVED);
 * any other job answers 405 (spec 000 §8). The posting it used is not given back.
 */
export async function unpublishJob({ ctx, caller, jobId }: { ctx: AppContext; caller: FacilityCaller; jobId: string }) {
  const row = await ctx.db.write(async (tx) => {
    const job = await getJobInScope(tx, caller, jobId)
    if (job.status !== 'PUBLISHED' && job.status !== 'PAST_DUE') throw new NotPublishedError('Only a published job can be unpublished')
    const [updated] = await tx.update(jobs).set({ status: 'ARCHIVED', isFeatured: false }).where(eq(jobs.id, job.id)).returning()
    await audit(ctx, tx, caller, { action: 'job.unpublish', subject: ['job', jobId], organizationId: caller.organizationId, before: { status: job.status }, after: { status: 'ARCHIVED' } })
    return updated!
  })
  return { jobId: row.id, status: row.status, postedAt: row.postedAt ? row.postedAt.toISOString() : null, listingEndsAt: row.listingEndsAt ? row.listingEndsAt.toISOString() : null, isFeatured: row.isFeatured, isFreePost: row.isFreePost, applicantsBlurred: row.applicantsBlurred, paidWith: 'NONE' as const, chargedInCents: 0 }
}
