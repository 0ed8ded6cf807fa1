/**
 * A scheduler sweep for e-mails and texts left QUEUED: each is handed to its adapter (mail,
 * telephony) after the transaction that wrote it commits (deliver-email.ts, send-text.ts), so a
 * process that stops in between leaves it QUEUED with nobody to send it. The sweep (one scheduler per deployment) starts the delivery of
 * those older than a few minutes — long enough that a delivery still under way in a process has
 * recorded its outcome — a bounded batch at a time, oldest first, by the (status, created_at)
 * index. An e-mail is sent once (the delivery sends only a row still QUEUED); a text is taken by one
 * sweep (one scheduler per deployment) and recorded only over a row still QUEUED.
 */
import { and, asc, eq, lt } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { outboxMessages } from '../../db/schema'
import { deliverEmail, emailDeliveriesSettled } from './deliver-email'
import { sendText } from './send-text'

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

/** Texts left QUEUED as e-mails are (above): sent one after another, a bounded batch a pass. */
export async function retryStrandedTexts(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - STRANDED_AFTER_MS)
  const stranded = await ctx.db.read
    .select({ id: outboxMessages.id, to: outboxMessages.to, body: outboxMessages.text })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'QUEUED'), lt(outboxMessages.createdAt, before), eq(outboxMessages.channel, 'SMS')))
    .orderBy(asc(outboxMessages.createdAt))
    .limit(BATCH)
  for (const text of stranded) await sendText(ctx, text)
  return stranded.length
}
