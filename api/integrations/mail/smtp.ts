/**
 * E-mail through any SMTP server (`SMTP_URL`, e.g. smtp://user:pass@smtp.example.com:587;
 * smtps://… for TLS from the first byte), with nodemailer. Plain text only: every message the
 * platform sends is a few sentences and a link.
 */
import { createTransport } from 'nodemailer'
import type { Mailer, MailOutcome, OutgoingEmail } from './mailer'

/** A send that hangs would hold its delivery forever; these bound each step. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

export function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport({ url, ...TIMEOUTS })
  return {
    name: 'smtp',
    async send(message: OutgoingEmail): Promise<MailOutcome> {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, ...(message.headers && Object.keys(message.headers).length ? { headers: message.headers } : {}) })
      // A server may take the message and refuse the one recipient: that is not delivered.
      if (info.rejected?.length) throw new Error(`The mail server refused the recipient: ${info.response ?? 'no reason given'}`)
      return { status: 'SENT', providerMessageId: info.messageId ?? null }
    },
    close: () => transport.close(),
  }
}
