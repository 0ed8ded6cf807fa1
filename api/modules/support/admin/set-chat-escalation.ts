/**
 * `PUT /admin-panel/support-agent/chat-histories/escalate/{userId} {isEscalationEnabled}`
 * (spec 000 §7): staff take a conversation over (true: the assistant stops answering) or hand it
 * back to the assistant (false). A user who never wrote gets a conversation, so staff can take it
 * before the first message. Setting what is already set changes nothing. Any team role
 * (`support.chat`); audited. Colleagues' open inbox screens hear of a change (`support.inbox`).
 */
import type { EscalateChatBody, SupportConversation } from '../../../../shared/contracts/support'
import type { AppContext, TeamCaller } from '../../../context'
import { publishRealtime, SUPPORT_INBOX } from '../../../realtime'
import { audit } from '../../audit'
import { requireTeamPermission } from '../../team'
import { getChatUserOrThrow, latestMessage, openConversation, setEscalation } from '../queries'
import { toConversation } from '../to-dto'

export async function setChatEscalation({ ctx, caller, userId, input }: { ctx: AppContext; caller: TeamCaller; userId: string; input: EscalateChatBody }): Promise<SupportConversation> {
  requireTeamPermission(caller, 'support.chat')
  const now = ctx.clock.now()
  return ctx.db.write(async (tx) => {
    const user = await getChatUserOrThrow(tx, userId)
    const before = await openConversation(tx, userId, now)
    const after = await setEscalation(tx, before, input.isEscalationEnabled, now)
    const answer = toConversation(after, user, await latestMessage(tx, after.id))
    if (before.isEscalationEnabled !== after.isEscalationEnabled) {
      await publishRealtime(tx, [SUPPORT_INBOX], { type: 'support.inbox', userId, messages: [], conversation: answer })
      await audit(ctx, tx, caller, {
        action: 'support_conversation.escalate',
        subject: ['support_conversation', after.id],
        before: { userId, isEscalationEnabled: before.isEscalationEnabled },
        after: { userId, isEscalationEnabled: after.isEscalationEnabled },
      })
    }
    return answer
  })
}
