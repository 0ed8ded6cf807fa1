/**
 * What a provider is told when staff shadow-ban them with `notifyProvider` (spec 000 §4: "the
 * provider toggle can notify the provider"). Without it they are not told (domain "Bans and
 * shadow bans"). Lifting the ban sends nothing.
 */
import type { EmailMessage } from '../../notifications'

const PRODUCT = 'Shiftwell'

export function shadowBanEmail({ to, firstName, publicUrl }: { to: string; firstName: string; publicUrl: string }): EmailMessage {
  return {
    to,
    subject: `Your ${PRODUCT} account is restricted`,
    text: [
      `Hello ${firstName},`,
      '',
      `Our team has restricted your ${PRODUCT} account after a review. While it is restricted, facilities will not see your applications to their shifts.`,
      'Shifts you are already hired for are not affected.',
      '',
      `If you think this is a mistake, contact us through the help center: ${publicUrl}/provider/support`,
      '',
      `— The ${PRODUCT} team`,
    ].join('\n'),
  }
}
