/**
 * Hands outbox messages to the mail adapter after the transaction that wrote them committed,
 * without holding the request: the delivery runs on its own and records its outcome on the row
 * (SENT with the server's Message-ID, or FAILED with the error). Without a mail server the row
 * was written OUTBOX_ONLY (queue-email.ts), and the delivery is only the log's line.
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { OutgoingEmail } from '../../integrations/mail'
import { outboxMessages } from '../../db/schema'
import { mailerFor } from './mailer-for'
import type { QueuedEmail } from './queue-email'

/** What an e-mail that held a secret keeps once a mail server has taken it. */
export const DELIVERED_SECRET_TEXT = '[Removed once the mail server took it: the message held a private link.]'

/** Deliveries still running in this process (`emailDeliveriesSettled` waits for them). */
const running = new Set<Promise<void>>()

/** Starts the delivery of each message and returns at once; a failure is recorded, never thrown. */
export function deliverEmail(ctx: AppContext, ...queued: QueuedEmail[]): void {
  for (const { id, kept } of queued) {
    const delivery: Promise<void> = (kept ? keep(ctx, kept) : deliver(ctx, id))
      .catch((error) => ctx.log.error('recording an e-mail delivery failed', { outboxMessageId: id, error: describe(error) }))
      .finally(() => running.delete(delivery))
    running.add(delivery)
  }
}

/** Resolves when every delivery started so far has been recorded (tests, and a server stopping). */
export async function emailDeliveriesSettled(): Promise<void> {
  while (running.size) await Promise.all([...running])
}

/** No mail server: the row was written final; the outbox mailer says in the log who it was for. */
async function keep(ctx: AppContext, message: OutgoingEmail): Promise<void> {
  await mailerFor(ctx).send(message)
}

async function deliver(ctx: AppContext, id: string): Promise<void> {
  const row = await ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.id, id)).get()
  if (!row || row.status !== 'QUEUED' || row.channel !== 'EMAIL') return
  let outcome: Awaited<ReturnType<ReturnType<typeof mailerFor>['send']>> | null = null
  let error: string | null = null
  try {
    outcome = await mailerFor(ctx).send({ to: row.to, subject: row.subject ?? '', text: row.text, links: row.links, headers: row.headers })
  } catch (e) {
    error = describe(e)
  }
  const attempts = row.attempts + 1
  const update =
    outcome?.status === 'SENT'
      ? {
          status: 'SENT' as const,
          sentAt: ctx.clock.now(),
          providerMessageId: outcome.providerMessageId,
          attempts,
          error: null,
          ...(row.holdsSecret ? { text: DELIVERED_SECRET_TEXT, links: [] } : {}),
        }
      : outcome
        ? { status: 'OUTBOX_ONLY' as const, attempts }
        : { status: 'FAILED' as const, error, attempts }
  await ctx.db.write((tx) => tx.update(outboxMessages).set(update).where(eq(outboxMessages.id, id)))
  if (error) ctx.log.warn('e-mail not sent', { outboxMessageId: id, to: row.to, error })
}

/** The error as one short line: an SMTP answer or a network error, never a stack. */
function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 500)
}
