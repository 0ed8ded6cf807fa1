/** Rows → the contract's shapes (spec 000 §3 "Support-agent conversation"). */
import type { SupportConversation, SupportMessage } from '../../../shared/contracts/support'
import type { ChatUser, ConversationRow, MessageRow } from './queries'

export function toMessage(row: MessageRow): SupportMessage {
  return { llmMessageId: row.id, content: row.content, timeSent: row.timeSent.toISOString(), sentBy: row.sentBy }
}

export function toConversation(conversation: ConversationRow, user: ChatUser, last: MessageRow | null | undefined): SupportConversation {
  return {
    llmConversationId: conversation.id,
    isEscalationEnabled: conversation.isEscalationEnabled,
    createdAt: conversation.createdAt.toISOString(),
    lastMessage: last ? { content: last.content, timeSent: last.timeSent.toISOString(), sentBy: last.sentBy } : null,
    user: {
      userId: user.userId,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      userType: user.userType === 'PROVIDER' ? 'provider' : 'facility',
    },
  }
}
