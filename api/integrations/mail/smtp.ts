/**
 * E-mail through any SMTP server (`SMTP_URL`, e.g. smtp://user:pass@smtp.example.com:587;
 * smtps://… for TLS from the first byte), with nodemailer. Each message goes as text and as
 * HTML made from that text by one template (html-body.ts).
 */
import { createTransport } from 'nodemailer'
import { htmlBodyOf } from './html-body'
import type { Mailer, MailOutcome, OutgoingEmail } from './mailer'

/** A send that hangs would hold its delivery forever; these bound each step. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/** The name in the HTML header: the sender's display name (`Shiftwell <no-reply@…>`). */
const brandOf = (from: string) => /^\s*"?([^"<]+?)"?\s*</.exec(from)?.[1]?.trim() || 'Shiftwell'

export function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport({ url, ...TIMEOUTS })
  return {
    name: 'smtp',
    async send(message: OutgoingEmail): Promise<MailOutcome> {
      const html = htmlBodyOf({ subject: message.subject, text: message.text, brand: brandOf(from) })
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html, ...(message.headers && Object.keys(message.headers).length ? { headers: message.headers } : {}) })
      // A server may take the message and refuse the one recipient: that is not delivered.
      if (info.rejected?.length) throw new Error(`The mail server refused the recipient: ${info.response ?? 'no reason given'}`)
      return { status: 'SENT', providerMessageId: info.messageId ?? null }
    },
    close: () => transport.close(),
  }
}
