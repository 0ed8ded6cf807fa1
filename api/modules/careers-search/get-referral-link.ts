/**
 * `GET /careers/provider/jobs/{jobId}/referral-link` (flag `careersReferralLinks`, spec 001 §1):
 * the public page of a job with my referral code, `{PUBLIC_URL}/jobs/{jobId}?ref={code}`. Whoever
 * applies through it (apply's `referralCode`) is recorded as referred by me. With the flag off
 * the call answers 404, as a feature that is not there (docs/decisions.md).
 */
import { eq } from 'drizzle-orm'
import type { JobReferralLink } from '../../../shared/contracts/careers-search'
import type { AppContext, ProviderCaller } from '../../context'
import { providers } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { isFeatureEnabled } from '../platform'
import { getVisibleJob } from './queries'

export const REFERRAL_LINKS_OFF = 'Careers referral links are not available'

export async function getJobReferralLink({ ctx, caller, jobId }: { ctx: AppContext; caller: ProviderCaller; jobId: string }): Promise<JobReferralLink> {
  if (!(await isFeatureEnabled(ctx, 'careersReferralLinks'))) throw new NotFoundError('referral link', REFERRAL_LINKS_OFF)
  const db = ctx.db.read
  const job = await getVisibleJob(db, jobId, caller.providerId)
  const provider = (await db.select({ code: providers.ownReferralCode }).from(providers).where(eq(providers.id, caller.providerId)).get())!
  const url = new URL(`/jobs/${encodeURIComponent(job.id)}`, ctx.config.publicUrl)
  url.searchParams.set('ref', provider.code)
  return { jobId: job.id, referralCode: provider.code, url: url.toString() }
}
