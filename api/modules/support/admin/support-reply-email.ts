/** The e-mail telling a user that the support team answered them (issue 14 §6). */
import type { EmailMessage } from '../../notifications'

const PRODUCT = 'Shiftwell'

/** Where the user's chat with support opens in the app. */
export const SUPPORT_CHAT_PATH = '/support'

export function supportReplyEmail({ to, firstName, content, publicUrl }: { to: string; firstName: string; content: string; publicUrl: string }): EmailMessage {
  return {
    to,
    subject: 'Our support team answered you',
    text: [
      `Hello ${firstName},`,
      '',
      'Someone from our support team answered your message:',
      '',
      content,
      '',
      `Reply in the app: ${publicUrl}${SUPPORT_CHAT_PATH}`,
      '',
      `— The ${PRODUCT} team`,
    ].join('\n'),
  }
}
