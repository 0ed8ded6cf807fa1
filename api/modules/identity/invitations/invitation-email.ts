/** The invitation e-mail: who invites, to what, the link, and how long it works. */
import type { EmailMessage } from '../../notifications'

const PRODUCT = 'Shiftwell'

export function invitationEmail(input: { to: string; firstName: string; invitedBy: string; joining: string; link: string; signInAt: string }): EmailMessage {
  return {
    to: input.to,
    subject: `${input.invitedBy} invited you to ${input.joining} on ${PRODUCT}`,
    text: [
      `Hello ${input.firstName},`,
      '',
      `${input.invitedBy} invited you to join ${input.joining} on ${PRODUCT}. Choose your password here to accept:`,
      '',
      input.link,
      '',
      `The link works once, for seven days. After that, sign in at ${input.signInAt}`,
      '',
      'If you were not expecting this, ignore this e-mail: nothing happens until the link is used.',
    ].join('\n'),
    holdsSecret: true,
  }
}
