/**
 * No mail server (`SMTP_URL` unset): the outbox row is the message. The log says who it was for;
 * its links (a reset link is a secret for an hour) are in the line only when `logLinks` is on —
 * demo mode or outside production — so a self-hoster can finish the flow from the terminal while
 * a production log never holds a live link.
 */
import type { Logger } from '../../context'
import type { Mailer, MailOutcome, OutgoingEmail } from './mailer'

export function outboxOnlyMailer(log: Logger, { logLinks }: { logLinks: boolean }): Mailer {
  return {
    name: 'outbox',
    async send(message: OutgoingEmail): Promise<MailOutcome> {
      log.info('e-mail kept in the outbox (no SMTP_URL)', {
        to: message.to,
        subject: message.subject,
        ...(logLinks ? { links: message.links } : { links: `${message.links.length} hidden outside demo mode` }),
      })
      return { status: 'OUTBOX_ONLY' }
    },
    close: () => {},
  }
}
