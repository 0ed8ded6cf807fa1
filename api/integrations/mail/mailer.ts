/** What the notifications module hands a mail adapter, and what it answers. */

export interface OutgoingEmail {
  to: string
  subject: string
  text: string
  links: string[]
  /** Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`); none for most messages. */
  headers?: Record<string, string>
}

/** `SENT`: a mail server accepted it (with its Message-ID); `OUTBOX_ONLY`: no mail server, the outbox row is the message. */
export type MailOutcome = { status: 'SENT'; providerMessageId: string | null } | { status: 'OUTBOX_ONLY' }

export interface Mailer {
  /** `smtp` or `outbox`, for the start-up log line. */
  readonly name: 'smtp' | 'outbox'
  /** Resolves once the message is handed over; rejects with the server's refusal or the network's error. */
  send(message: OutgoingEmail): Promise<MailOutcome>
  close(): void
}
