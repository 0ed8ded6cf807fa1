/**
 * The e-mails of a forgotten password. Whoever asks, the address gets one e-mail: the reset link
 * when it has an account, otherwise a note that says so — so the answer (204) and the work done
 * are the same either way, and only the mailbox's owner learns whether an account exists.
 */
import { ADMIN_SIGN_IN_PATH, RESET_PASSWORD_PATH } from '../../../../shared/contracts/auth'
import type { EmailMessage } from '../../notifications'

const PRODUCT = 'Shiftwell'

export function resetLinkEmail({ to, firstName, link, signInAt }: { to: string; firstName: string; link: string; signInAt: string | null }): EmailMessage {
  return {
    to,
    subject: `Reset your ${PRODUCT} password`,
    text: [
      `Hello ${firstName},`,
      '',
      `Someone, we hope you, asked to reset the password of your ${PRODUCT} account. Choose a new password here:`,
      '',
      link,
      '',
      'The link works once, for one hour.' + (signInAt ? ` Then sign in to the admin panel at ${signInAt}` : ''),
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    holdsSecret: true,
  }
}

export function noAccountEmail({ to, publicUrl }: { to: string; publicUrl: string }): EmailMessage {
  return {
    to,
    subject: `Resetting your ${PRODUCT} password`,
    text: [
      'Hello,',
      '',
      `Someone, we hope you, asked to reset the password of a ${PRODUCT} account with this e-mail address, but no account uses it.`,
      'If you have an account, ask again with the e-mail address you signed up with.',
      '',
      `New to ${PRODUCT}? Pharmacists, technicians and interns sign up at ${publicUrl}/sign-up/provider, pharmacies at ${publicUrl}/sign-up/facility`,
      '',
      'If you did not ask for this, ignore this e-mail.',
    ].join('\n'),
  }
}

export function disabledAccountEmail({ to }: { to: string }): EmailMessage {
  return {
    to,
    subject: `Resetting your ${PRODUCT} password`,
    text: [
      'Hello,',
      '',
      `Someone, we hope you, asked to reset the password of the ${PRODUCT} account with this e-mail address. That account is disabled, so a new password would not let you sign in.`,
      `Please contact ${PRODUCT} support if you think it should not be.`,
    ].join('\n'),
  }
}

export const resetLink = (publicUrl: string, token: string) => `${publicUrl}${RESET_PASSWORD_PATH}?token=${token}`
export const adminSignInLink = (publicUrl: string) => `${publicUrl}${ADMIN_SIGN_IN_PATH}`
