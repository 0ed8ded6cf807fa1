/**
 * The e-mail before a credential lapses (issue 13 §3): which credential, the last 4 of its
 * number, its last valid day, what happens after it, and the profile page to renew it on.
 */
import type { EmailMessage } from '../notifications'

export interface ExpiringCredential {
  kind: 'LICENSE' | 'CERTIFICATION'
  /** "Pharmacist license in CA" or the certification's name. */
  label: string
  number: string | null
  /** For a license: the state where it stops applications. */
  state: string | null
  expirationDate: string
  daysLeft: number
}

const lastFour = (number: string | null) => {
  const digits = (number ?? '').replace(/\s+/g, '')
  return digits ? ` (number ending ${digits.slice(-4)})` : ''
}

const inDays = (days: number) => (days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`)

export function reminderEmail({ to, firstName, credential, publicUrl }: { to: string; firstName: string; credential: ExpiringCredential; publicUrl: string }): EmailMessage {
  const profileUrl = `${publicUrl}/profile`
  const then =
    credential.kind === 'LICENSE'
      ? `After that day you can no longer apply for shifts in ${credential.state}, and auto-hire no longer hires you there, until a renewed license is verified.`
      : 'After that day pharmacies see it as expired on your applications.'
  return {
    to,
    subject: `Your ${credential.label} expires ${inDays(credential.daysLeft)}`,
    text: [
      `Hi ${firstName},`,
      '',
      `Your ${credential.label}${lastFour(credential.number)} is valid through ${credential.expirationDate} (${inDays(credential.daysLeft)}).`,
      then,
      '',
      `Renew it and update it on your profile: ${profileUrl}`,
    ].join('\n'),
  }
}
