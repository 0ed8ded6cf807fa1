/**
 * What a job post paid for per post leaves behind, in the caller's transaction: a paid
 * JOB_POST_ADDON invoice (a new one, or the open one its checkout made), the job-post add-on
 * (recurring with the subscription, or one-time), the job published (a free post unblurred,
 * keeping its dates) and the audit event. Shared by publishing with the card on file
 * (`publish-job.ts`) and the per-post checkout's completion (`job-post-checkout.ts`).
 */
import { and, eq } from 'drizzle-orm'
import type { PublishedJob } from '../../../../shared/contracts/careers-billing'
import type { Actor } from '../../../callers'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { careersInvoices, careersJobPostAddons, jobs } from '../../../db/schema'
import { audit } from '../../audit'
import { LISTING_DAYS } from '../plans'
import type { SubscriptionRow } from '../queries'
import type { JobRow } from './queries'

const DAY = 86_400_000

/** The publish call's answer for a job row. */
export function publishedJob(job: JobRow, paidWith: PublishedJob['paidWith'], chargedInCents: number): PublishedJob {
  return {
    jobId: job.id,
    status: job.status,
    postedAt: job.postedAt ? job.postedAt.toISOString() : null,
    listingEndsAt: job.listingEndsAt ? job.listingEndsAt.toISOString() : null,
    isFeatured: job.isFeatured,
    isFreePost: job.isFreePost,
    applicantsBlurred: job.applicantsBlurred,
    paidWith,
    chargedInCents,
  }
}

/**
 * The job's publishing columns; a paid post of a job already up as a free post keeps its dates.
 * A job published and paid for (not free) needs no per-post checkout any more: one left open is void.
 */
export async function publishRow(tx: Tx, job: JobRow, now: Date, flags: { isFeatured: boolean; free: boolean }): Promise<JobRow> {
  if (!flags.free) {
    await tx
      .update(careersInvoices)
      .set({ status: 'void' })
      .where(and(eq(careersInvoices.organizationId, job.organizationId), eq(careersInvoices.jobId, job.id), eq(careersInvoices.type, 'JOB_POST_ADDON'), eq(careersInvoices.status, 'open')))
  }
  const keepDates = job.status === 'PUBLISHED' && job.isFreePost && !flags.free
  const [row] = await tx
    .update(jobs)
    .set({
      status: 'PUBLISHED',
      postedAt: keepDates ? job.postedAt : now,
      listingEndsAt: keepDates ? job.listingEndsAt : new Date(now.getTime() + LISTING_DAYS * DAY),
      isFeatured: flags.isFeatured || (keepDates && job.isFeatured),
      isFreePost: flags.free,
      applicantsBlurred: flags.free,
    })
    .where(eq(jobs.id, job.id))
    .returning()
  return row!
}

export interface PaidPost {
  /** The job as read in this transaction. */
  job: JobRow
  /** The subscription the add-on joins (renewals charge it), or null for a one-time post. */
  usable: SubscriptionRow | null
  amountInCents: number
  recurringAmountInCents: number
  chargeId: string | null
  /** The checkout's open invoice, marked paid instead of a new one. */
  openInvoiceId?: string
}

/** Null when the job is already published and paid (a repeat, or a posting won the race): nothing is recorded. */
export async function recordPaidPost(ctx: AppContext, tx: Tx, actor: Actor, post: PaidPost): Promise<JobRow | null> {
  const { job, usable } = post
  if (job.status === 'PUBLISHED' && !job.isFreePost) return null
  const now = ctx.clock.now()
  const paid = {
    subscriptionId: usable?.id ?? null,
    frequency: usable ? usable.recurrence : ('ONE_TIME' as const),
    status: 'paid' as const,
    amountInCents: post.amountInCents,
    chargeId: post.chargeId,
    periodStart: now,
    periodEnd: usable ? usable.periodEnd : new Date(now.getTime() + LISTING_DAYS * DAY),
    paidAt: now,
  }
  const invoiceId = post.openInvoiceId
    ? (await tx.update(careersInvoices).set(paid).where(eq(careersInvoices.id, post.openInvoiceId)).returning({ id: careersInvoices.id }))[0]!.id
    : (
        await tx
          .insert(careersInvoices)
          .values({ ...paid, organizationId: job.organizationId, jobId: job.id, type: 'JOB_POST_ADDON', description: `Job post add-on: ${job.title}`.slice(0, 200), billingDate: now })
          .returning({ id: careersInvoices.id })
      )[0]!.id
  await tx.insert(careersJobPostAddons).values({
    organizationId: job.organizationId,
    jobId: job.id,
    subscriptionId: usable?.id ?? null,
    status: usable ? 'ACTIVE' : 'REMOVED',
    amountInCents: post.amountInCents,
    recurringAmountInCents: post.recurringAmountInCents,
    invoiceId,
    removedAt: usable ? null : now,
    createdAt: now,
  })
  const row = await publishRow(tx, job, now, { isFeatured: false, free: false })
  await audit(ctx, tx, actor, {
    action: 'job.publish',
    subject: ['job', job.id],
    organizationId: job.organizationId,
    before: { status: job.status, isFreePost: job.isFreePost },
    after: { status: 'PUBLISHED', paidWith: 'JOB_POST_ADDON', chargedCents: post.amountInCents, ...(post.openInvoiceId ? { checkoutInvoiceId: post.openInvoiceId } : {}) },
  })
  return row
}
