/**
 * `POST /admin-panel/support-agent/chat-histories/{userId}/messages {content}` (spec 000 §7): a
 * person of the support team answers the user. The message is stored with sender SUPPORT
 * (spec 001 §6) and the conversation becomes human (a person is answering it: the assistant must
 * not talk over them). The user hears of it by e-mail, queued in the same transaction, so the
 * e-mail exists exactly when the message does. Any team role (`support.chat`); audited.
 *
 * The user's open screens receive it at once on the real-time socket (`support.message`),
 * published in the same transaction.
 *
 * The e-mail is not counted against the message limits (api/modules/README.md rule 12): only
 * staff can cause it, and a limit reached would refuse the answer itself.
 */
import type { SupportMessage, SupportMessageBody } from '../../../../shared/contracts/support'
import type { AppContext, TeamCaller } from '../../../context'
import { publishRealtime, SUPPORT_INBOX } from '../../../realtime'
import { audit } from '../../audit'
import { deliverEmail, queueEmail } from '../../notifications'
import { requireTeamPermission } from '../../team'
import { addMessage, getChatUserOrThrow, openConversation, setEscalation } from '../queries'
import { toMessage } from '../to-dto'
import { supportReplyEmail } from './support-reply-email'

export async function replyAsSupport({ ctx, caller, userId, input }: { ctx: AppContext; caller: TeamCaller; userId: string; input: SupportMessageBody }): Promise<SupportMessage> {
  requireTeamPermission(caller, 'support.chat')
  const content = input.content.trim()
  const now = ctx.clock.now()
  const { message, email } = await ctx.db.write(async (tx) => {
    const user = await getChatUserOrThrow(tx, userId)
    const conversation = await setEscalation(tx, await openConversation(tx, userId, now), true, now)
    const message = await addMessage(tx, conversation.id, { sentBy: 'SUPPORT', content, timeSent: now, teamMemberId: caller.teamMemberId })
    await audit(ctx, tx, caller, {
      action: 'support_conversation.reply',
      subject: ['support_conversation', conversation.id],
      after: { userId, llmMessageId: message.id, length: content.length },
    })
    await publishRealtime(tx, [userId], { type: 'support.message', message: toMessage(message) })
    // Colleagues with the inbox open see the answer too (and that a person now handles it).
    await publishRealtime(tx, [SUPPORT_INBOX], { type: 'support.inbox', userId, messages: [toMessage(message)] })
    const email = await queueEmail(ctx, tx, supportReplyEmail({ to: user.email, firstName: user.firstName, content, publicUrl: ctx.config.publicUrl }))
    return { message, email }
  })
  deliverEmail(ctx, email)
  return toMessage(message)
}
