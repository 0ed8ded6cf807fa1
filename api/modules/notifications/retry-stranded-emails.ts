/**
 * A scheduler sweep for e-mails left QUEUED: an e-mail is handed to the mail adapter after the
 * transaction that wrote it commits (deliver-email.ts), so a process that stops in between leaves
 * it QUEUED with nobody to send it. The sweep (one scheduler per deployment) starts the delivery of
 * those older than a few minutes — long enough that a delivery still under way in a process has
 * recorded its outcome — a bounded batch at a time, oldest first, by the (status, created_at)
 * index. Each is sent once: the delivery sends only a row still QUEUED.
 */
import { and, asc, eq, lt } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { outboxMessages } from '../../db/schema'
import { deliverEmail, emailDeliveriesSettled } from './deliver-email'

/** Older than this, a QUEUED e-mail has no delivery running for it. */
export const STRANDED_AFTER_MS = 5 * 60_000
const BATCH = 50

export async function retryStrandedEmails(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - STRANDED_AFTER_MS)
  const stranded = await ctx.db.read
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'QUEUED'), lt(outboxMessages.createdAt, before), eq(outboxMessages.channel, 'EMAIL')))
    .orderBy(asc(outboxMessages.createdAt))
    .limit(BATCH)
  if (!stranded.length) return 0
  deliverEmail(ctx, ...stranded)
  // The next pass must not start them again while these run.
  await emailDeliveriesSettled()
  return stranded.length
}
