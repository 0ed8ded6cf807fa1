/**
 * `POST /jobs/{jobId}/publish` (aggreedToPayPerPost, publishOnRedirect; spec 000 §7 "Jobs", §8 402
 * and 405). Publishing is billing's decision, so this module writes the job's publishing columns
 * (status, postedAt, listingEndsAt, isFeatured, isFreePost, applicantsBlurred) itself
 * (docs/decisions.md "Careers billing"). In order:
 *  1. a posting left in the subscription (ACTIVE, CANCEL_PENDING or PENDING_DOWNGRADE, period
 *     running) is used, and a featured listing too while one is left;
 *  2. a job-post add-on of the job still active on the subscription publishes it again for free;
 *  3. without agreement to pay, a free post when the flag "free job posts with blurred
 *     applicants" is on or the organization `hasFreeJobPost` (used up then): published with
 *     `isFreePost` and `applicantsBlurred`;
 *  4. flag "pay per post" off: 402; without agreement: 405 with `priceTodayDollars` (prorated to
 *     the subscription's period end, or one month's listing without a subscription) and
 *     `priceNextBillingDollars` (what the add-on adds to each renewal; 0 without a subscription);
 *  5. agreed: OWNER/ADMIN only, charged to the card on file (402 without one or when declined),
 *     a job-post add-on and a paid invoice recorded, and published (a free post is unblurred);
 *     without a card and with `publishOnRedirect`, an open invoice and the checkout page to pay it
 *     on instead of 402: the job is published when that checkout completes (`job-post-checkout.ts`).
 * Another organization's job is 404; a HIRED job, or a PUBLISHED one already paid, is 409.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { PublishJobBody, PublishedJob } from '../../../../shared/contracts/careers-billing'
import type { AppContext, FacilityCaller } from '../../../context'
import { careersJobPostAddons, careersSubscriptions, organizations } from '../../../db/schema'
import { ConflictError, PaymentRequiredError } from '../../../errors'
import { audit } from '../../audit'
import { requireOrganizationRole } from '../../organizations'
import { sendToJobPostCheckout } from './job-post-checkout'
import { getJobInScope, type JobRow } from './queries'
import { publishedJob, publishRow, recordPaidPost } from './record-paid-post'
import { isFeatureEnabled } from '../../platform'
import { chargeForCareers, refundUnusedCharge } from '../charge'
import { PayPerPostRequiredError } from '../errors'
import { MONTHS_OF, unusedShare } from '../plans'
import { jobPostPrice } from '../prices'
import { billingMethodOf, liveSubscriptionOf } from '../queries'
import { isActiveNow, remainingOf } from '../to-dto'

function publishable(job: JobRow): void {
  if (job.status === 'HIRED') throw new ConflictError('A job that has been filled cannot be published')
  if (job.status === 'PUBLISHED' && !job.isFreePost) throw new ConflictError('This job is already published')
}


export async function publishJob({ ctx, caller, jobId, input }: { ctx: AppContext; caller: FacilityCaller; jobId: string; input: PublishJobBody }): Promise<PublishedJob> {
  const job = await getJobInScope(ctx.db.read, caller, jobId)
  publishable(job)
  const now = ctx.clock.now()
  const sub = await liveSubscriptionOf(ctx.db.read, caller.organizationId)
  const usable = sub && isActiveNow(sub, now) ? sub : null

  // 1. A posting of the subscription.
  if (usable && remainingOf(usable).remainingJobPostings > 0) {
    const done = await ctx.db.write(async (tx) => {
      const current = await getJobInScope(tx, caller, jobId)
      publishable(current)
      const s = (await tx.select().from(careersSubscriptions).where(eq(careersSubscriptions.id, usable.id)).get())!
      const left = remainingOf(s)
      if (left.remainingJobPostings <= 0) return null
      const featured = left.remainingFeaturedListings > 0
      await tx
        .update(careersSubscriptions)
        .set({ jobPostingsUsed: sql`${careersSubscriptions.jobPostingsUsed} + 1`, featuredListingsUsed: featured ? sql`${careersSubscriptions.featuredListingsUsed} + 1` : s.featuredListingsUsed, updatedAt: now })
        .where(eq(careersSubscriptions.id, s.id))
      const row = await publishRow(tx, current, now, { isFeatured: featured, free: false })
      await audit(ctx, tx, caller, { action: 'job.publish', subject: ['job', jobId], organizationId: caller.organizationId, before: { status: current.status }, after: { status: 'PUBLISHED', paidWith: 'SUBSCRIPTION', isFeatured: featured } })
      return row
    })
    if (done) return publishedJob(done, 'SUBSCRIPTION', 0)
  }

  // 2. The job's add-on still active on the subscription (republishing an archived job).
  if (usable) {
    const addon = await ctx.db.read
      .select({ id: careersJobPostAddons.id })
      .from(careersJobPostAddons)
      .where(and(eq(careersJobPostAddons.organizationId, caller.organizationId), eq(careersJobPostAddons.jobId, jobId), eq(careersJobPostAddons.subscriptionId, usable.id), eq(careersJobPostAddons.status, 'ACTIVE')))
      .get()
    if (addon) {
      const row = await ctx.db.write(async (tx) => {
        const current = await getJobInScope(tx, caller, jobId)
        publishable(current)
        return publishRow(tx, current, now, { isFeatured: false, free: false })
      })
      return publishedJob(row, 'JOB_POST_ADDON', 0)
    }
  }

  // 3. A free post.
  const agreed = input.aggreedToPayPerPost === true
  if (!agreed && !job.isFreePost) {
    const blurredFlag = await isFeatureEnabled(ctx, 'freeJobPostsWithBlurredApplicants')
    const org = await ctx.db.read.select({ hasFreeJobPost: organizations.hasFreeJobPost }).from(organizations).where(eq(organizations.id, caller.organizationId)).get()
    if (blurredFlag || org?.hasFreeJobPost) {
      const row = await ctx.db.write(async (tx) => {
        const current = await getJobInScope(tx, caller, jobId)
        publishable(current)
        if (!blurredFlag) await tx.update(organizations).set({ hasFreeJobPost: false }).where(eq(organizations.id, caller.organizationId))
        const r = await publishRow(tx, current, now, { isFeatured: false, free: true })
        await audit(ctx, tx, caller, { action: 'job.publish', subject: ['job', jobId], organizationId: caller.organizationId, before: { status: current.status }, after: { status: 'PUBLISHED', paidWith: 'FREE' } })
        return r
      })
      return publishedJob(row, 'FREE', 0)
    }
  }

  // 4. Pay per post: the price, or why not.
  if (!(await isFeatureEnabled(ctx, 'payPerPost'))) throw new PaymentRequiredError('A careers subscription with a job posting left is required to publish this job')
  const monthly = (await jobPostPrice(ctx.db.read, now)).priceInCents
  const recurring = usable ? monthly * MONTHS_OF[usable.recurrence] : 0
  const today = usable ? unusedShare(recurring, { periodStart: usable.periodStart!, periodEnd: usable.periodEnd! }, now) : monthly
  if (!agreed) throw new PayPerPostRequiredError('No job postings are left. Agree to pay per post to publish this job.', today, recurring)

  // 5. Charged per post.
  requireOrganizationRole(caller, ['OWNER', 'ADMIN'])
  const method = await billingMethodOf(ctx.db.read, caller.organizationId, usable?.paymentMethodId)
  if (!method && today > 0) {
    // publishOnRedirect: the organization pays on the checkout page, and the job is published when that payment completes.
    if (input.publishOnRedirect === true) return sendToJobPostCheckout({ ctx, caller, job, amountInCents: today })
    throw new PaymentRequiredError('Add a card to your organization to pay per post')
  }
  let chargeId: string | null = null
  if (today > 0 && method) {
    const charge = await chargeForCareers({
      ctx,
      organizationId: caller.organizationId,
      method,
      amountCents: today,
      idempotencyKey: `careers-job-post:${job.id}:${job.status}:${job.postedAt?.getTime() ?? 0}`,
      description: `Job post: ${job.title}`.slice(0, 200),
      purpose: 'CAREERS_JOB_POST',
      actor: caller,
    })
    if (charge.status === 'FAILED') throw new PaymentRequiredError(charge.failureMessage ?? 'The payment could not be completed')
    chargeId = charge.id
  }
  const row = await ctx.db.write(async (tx) =>
    recordPaidPost(ctx, tx, caller, { job: await getJobInScope(tx, caller, jobId), usable, amountInCents: today, recurringAmountInCents: recurring, chargeId }),
  )
  if (!row) {
    // Published meanwhile (by a posting, or by this same request repeated): this charge is not needed twice.
    if (chargeId) await refundUnusedCharge(ctx, caller, chargeId, today, 'Job already published')
    return publishedJob(await getJobInScope(ctx.db.read, caller, jobId), 'JOB_POST_ADDON', 0)
  }
  return publishedJob(row, 'JOB_POST_ADDON', today)
}
