/**
 * Writes an e-mail into the outbox inside the sending verb's own write transaction, so the
 * message exists exactly when the change it tells about does. Hand the result to `deliverEmail`
 * once that transaction has committed:
 *
 *     const email = await ctx.db.write(async (tx) => { …; return queueEmail(ctx, tx, { to, subject, text }) })
 *     deliverEmail(ctx, email)
 *
 * Rate limiting is the caller's, before its transaction (api/modules/README.md rule 12:
 * `limitMessageSends`), or use `sendEmail`, which does both.
 */
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { outboxMessages } from '../../db/schema'
import type { OutgoingEmail } from '../../integrations/mail'
import { linksIn, normalizeRecipient } from './links'
import { mailerFor } from './mailer-for'
import { listUnsubscribeHeaders, unsubscribeUrlFor } from './preferences/link-tokens'

export interface EmailMessage {
  to: string
  subject: string
  /** Plain text; every absolute URL in it is listed in the outbox's `links`. */
  text: string
  /** Links to list beside those found in the text. */
  links?: string[]
  /**
   * The message carries a secret (a reset or sign-in link): once a mail server takes it, the
   * outbox keeps only who it went to and when, not its text.
   */
  holdsSecret?: boolean
  /**
   * A regular (non-security) message to this user: it carries the `List-Unsubscribe` headers, a
   * one-click unsubscribe (RFC 8058) with the user's signed link. Leave it out on security
   * messages (resets, sign-in, account changes), which nobody can unsubscribe from.
   */
  unsubscribeUserId?: string
}

/** A message written to the outbox and not yet handed to the mail server. */
export interface QueuedEmail {
  id: string
  /**
   * With no mail server, the message as written: its row is already final (OUTBOX_ONLY), and
   * `deliverEmail` only says so in the log, reading and writing nothing.
   */
  kept?: OutgoingEmail
}

export async function queueEmail(ctx: AppContext, tx: Tx, message: EmailMessage): Promise<QueuedEmail> {
  // A regular message says, at its foot, where to change what we send or stop it (CAN-SPAM asks
  // for a visible way out; the headers give mail clients their own button).
  const text = message.unsubscribeUserId ? `${message.text}\n\n—\nChange what we send you or unsubscribe: ${unsubscribeUrlFor(ctx, message.unsubscribeUserId).preferencesUrl}` : message.text
  const links = [...new Set([...linksIn(text), ...(message.links ?? [])])]
  const outgoing: OutgoingEmail = { to: normalizeRecipient(message.to), subject: message.subject, text, links, headers: message.unsubscribeUserId ? listUnsubscribeHeaders(ctx, message.unsubscribeUserId) : {} }
  // Without a mail server the row is the message, as a text's is without Twilio: written final
  // (the one attempt is the outbox's), so nothing reads it back or commits again after this.
  const kept = mailerFor(ctx).name === 'outbox'
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      channel: 'EMAIL',
      ...outgoing,
      holdsSecret: message.holdsSecret ?? false,
      ...(kept ? { status: 'OUTBOX_ONLY' as const, attempts: 1 } : {}),
      createdAt: ctx.clock.now(),
    })
    .returning({ id: outboxMessages.id })
  return kept ? { id: row!.id, kept: outgoing } : { id: row!.id }
}
