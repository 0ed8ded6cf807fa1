/**
 * `POST /support-agent/messages {content}` (issue 14 §6): the user writes to the assistant. The
 * message is stored trimmed; then, unless a person handles the conversation
 * (`isEscalationEnabled`), the assistant answers at once from the help center and the user's own
 * data. Asking for a person ("talk to a human") hands the conversation to the support team, as
 * `POST /support-agent/escalate` does, and the assistant says so and falls silent.
 *
 * The support team's open inbox screens hear of it at once (`support.inbox` on the real-time
 * socket), published in the same transaction.
 *
 * Rate limited per user (settings.rateLimits.supportMessagesPerUser), counted before anything is
 * stored: a refused message (429) leaves no trace.
 */
import type { SupportMessageBody, SupportMessageSent } from '../../../../shared/contracts/support'
import type { AppContext, UserCaller } from '../../../context'
import { consumeRateLimits } from '../../../lib/rate-limits'
import { publishRealtime, SUPPORT_INBOX } from '../../../realtime'
import { settings } from '../../../settings'
import { helpCenterEngine, HANDED_TO_PERSON, type SupportEngine } from '../engine/engine'
import { wantsPerson } from '../engine/wants-person'
import { factsFor } from '../facts'
import { addMessage, getChatUserOrThrow, getConversationOf, openConversation, setEscalation } from '../queries'
import { toConversation, toMessage } from '../to-dto'

export const TOO_MANY_SUPPORT_MESSAGES = 'You are sending messages too quickly.'

export async function sendSupportMessage({
  ctx,
  caller,
  input,
  engine = helpCenterEngine,
}: {
  ctx: AppContext
  caller: UserCaller
  input: SupportMessageBody
  engine?: SupportEngine
}): Promise<SupportMessageSent> {
  await consumeRateLimits(ctx, [{ key: `support-message:user:${caller.userId}`, ...settings.rateLimits.supportMessagesPerUser, message: TOO_MANY_SUPPORT_MESSAGES }])
  const content = input.content.trim()
  const now = ctx.clock.now()
  const user = await getChatUserOrThrow(ctx.db.read, caller.userId)
  // What the assistant may tell of the user's own data, read before the write (outside the write
  // lock) unless a person already handles the conversation; read in the write in the rare case
  // staff handed it back meanwhile.
  const known = await getConversationOf(ctx.db.read, caller.userId)
  const facts = known?.isEscalationEnabled ? null : await factsFor(ctx.db.read, caller, user.firstName, now)
  return ctx.db.write(async (tx) => {
    let conversation = await openConversation(tx, caller.userId, now)
    const stored = [await addMessage(tx, conversation.id, { sentBy: 'USER', content, timeSent: now })]
    if (!conversation.isEscalationEnabled) {
      if (wantsPerson(content)) {
        conversation = await setEscalation(tx, conversation, true, now)
        stored.push(await addMessage(tx, conversation.id, { sentBy: 'LLM', content: HANDED_TO_PERSON, timeSent: now }))
      } else {
        const answer = engine.answer({ question: content, facts: facts ?? (await factsFor(tx, caller, user.firstName, now)) })
        stored.push(await addMessage(tx, conversation.id, { sentBy: 'LLM', content: answer.content, articleId: answer.articleId, timeSent: now }))
      }
    }
    const last = stored[stored.length - 1]!
    const answer = { messages: stored.map(toMessage), conversation: toConversation({ ...conversation, lastMessageAt: now }, user, last) }
    await publishRealtime(tx, [SUPPORT_INBOX], { type: 'support.inbox', userId: caller.userId, ...answer })
    return answer
  })
}
