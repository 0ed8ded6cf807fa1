/**
 * `POST /support-agent/escalate` (issue 14 §6): the user asks for a person. The conversation
 * becomes human (`isEscalationEnabled`), the assistant says once that it handed it over, and then
 * stops answering until staff hand it back. Asking again changes nothing and answers the same.
 */
import type { SupportConversation } from '../../../../shared/contracts/support'
import type { AppContext, UserCaller } from '../../../context'
import { HANDED_TO_PERSON } from '../engine/engine'
import { addMessage, getChatUserOrThrow, latestMessage, openConversation, setEscalation } from '../queries'
import { publishRealtime, SUPPORT_INBOX } from '../../../realtime'
import { toConversation, toMessage } from '../to-dto'

export async function escalateMyConversation({ ctx, caller }: { ctx: AppContext; caller: UserCaller }): Promise<SupportConversation> {
  const now = ctx.clock.now()
  const user = await getChatUserOrThrow(ctx.db.read, caller.userId)
  return ctx.db.write(async (tx) => {
    let conversation = await openConversation(tx, caller.userId, now)
    if (!conversation.isEscalationEnabled) {
      conversation = await setEscalation(tx, conversation, true, now)
      const handedOver = await addMessage(tx, conversation.id, { sentBy: 'LLM', content: HANDED_TO_PERSON, timeSent: now })
      const answer = toConversation(conversation, user, handedOver)
      // The support team's open inbox shows the request for a person at once.
      await publishRealtime(tx, [SUPPORT_INBOX], { type: 'support.inbox', userId: caller.userId, messages: [toMessage(handedOver)], conversation: answer })
      return answer
    }
    return toConversation(conversation, user, await latestMessage(tx, conversation.id))
  })
}
