/** The mail adapter for a configuration: SMTP when `SMTP_URL` is set, else the outbox only. */
import type { Config } from '../../config'
import type { Logger } from '../../context'
import type { Mailer } from './mailer'
import { outboxOnlyMailer } from './outbox-only'
import { smtpMailer } from './smtp'

export type { Mailer, MailOutcome, OutgoingEmail } from './mailer'

export function createMailer(mail: Config['mail'], log: Logger): Mailer {
  return mail.smtpUrl ? smtpMailer(mail.smtpUrl, mail.from) : outboxOnlyMailer(log, { logLinks: mail.logLinks })
}
