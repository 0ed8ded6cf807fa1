/**
 * Sends one e-mail outside any other write: counts it against the message limits
 * (`limitMessageSends`, api/modules/README.md rule 12; 429 before anything is written), writes it
 * to the outbox in a short transaction of its own, and starts its delivery.
 *
 * A verb whose e-mail belongs to a change it writes uses `queueEmail` inside its transaction and
 * `deliverEmail` after it instead, so the message exists exactly when the change does.
 */
import type { AppContext } from '../../context'
import { limitMessageSends } from '../../lib/rate-limits'
import { deliverEmail } from './deliver-email'
import { queueEmail, type EmailMessage, type QueuedEmail } from './queue-email'

export async function sendEmail(
  ctx: AppContext,
  message: EmailMessage,
  /** `address`: the client address of the request that asked for it (`meta.ipAddress`), if any. */
  { address }: { address?: string | null } = {},
): Promise<QueuedEmail> {
  await limitMessageSends(ctx, { channel: 'email', recipient: message.to, address })
  const queued = await ctx.db.write((tx) => queueEmail(ctx, tx, message))
  deliverEmail(ctx, queued)
  return queued
}
