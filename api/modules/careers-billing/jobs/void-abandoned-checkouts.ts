/**
 * A per-post checkout nobody paid is voided by the scheduler once it is CHECKOUT_SESSION_HOURS
 * old, so the organization's invoices stop listing an "open" bill for a job that was never
 * published. The job itself stays as it was (unpublished); its checkout page then answers as an
 * expired one does (410), and publishing again opens a fresh checkout at the current price.
 * Each invoice is voided once: the update re-checks `status = 'open'`, so a payment completing
 * at the same moment wins and is never voided.
 */
import { and, eq, lte } from 'drizzle-orm'
import { schedulerActor } from '../../../callers'
import type { AppContext } from '../../../context'
import { careersInvoices } from '../../../db/schema'
import { audit } from '../../audit'
import { CHECKOUT_SESSION_HOURS } from '../plans'

const ACTOR = schedulerActor('void abandoned job post checkouts')
/** Bounded work per pass: the next pass takes the rest. */
const BATCH = 200

export async function voidAbandonedJobPostCheckouts(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - CHECKOUT_SESSION_HOURS * 3_600_000)
  // Walks careers_invoices_open_post_idx: only open per-post checkouts, oldest first.
  const due = await ctx.db.read
    .select({ id: careersInvoices.id, organizationId: careersInvoices.organizationId, jobId: careersInvoices.jobId, amountInCents: careersInvoices.amountInCents })
    .from(careersInvoices)
    .where(and(eq(careersInvoices.type, 'JOB_POST_ADDON'), eq(careersInvoices.status, 'open'), lte(careersInvoices.createdAt, cutoff)))
    .orderBy(careersInvoices.createdAt)
    .limit(BATCH)
  let voided = 0
  for (const invoice of due) {
    const done = await ctx.db.write(async (tx) => {
      const [row] = await tx
        .update(careersInvoices)
        .set({ status: 'void' })
        .where(and(eq(careersInvoices.id, invoice.id), eq(careersInvoices.status, 'open')))
        .returning({ id: careersInvoices.id })
      if (!row) return false
      await audit(ctx, tx, ACTOR, {
        action: 'job.checkout.void',
        subject: ['job', invoice.jobId ?? invoice.id],
        organizationId: invoice.organizationId,
        before: { invoiceId: invoice.id, status: 'open', amountInCents: invoice.amountInCents },
        after: { status: 'void' },
      })
      return true
    })
    if (done) voided += 1
  }
  return voided
}
