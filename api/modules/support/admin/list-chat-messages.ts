/**
 * `GET /admin-panel/support-agent/chat-histories/messages/{userId}` (spec 000 §7): one user's
 * conversation, a page at a time, the newest message first. A user who never wrote has an empty
 * page and `conversation: null`; an unknown or deleted user is 404. Any team role (`support.chat`).
 */
import { SUPPORT_MESSAGES_PAGE_SIZE, type SupportMessagePage, type SupportMessagesQuery } from '../../../../shared/contracts/support'
import type { AppContext, TeamCaller } from '../../../context'
import { pageRequest, pagination } from '../../../lib/paging'
import { requireTeamPermission } from '../../team'
import { getChatUserOrThrow, getConversationOf, latestMessage, pageOfMessages } from '../queries'
import { toConversation, toMessage } from '../to-dto'

export async function listChatMessages({ ctx, caller, userId, query }: { ctx: AppContext; caller: TeamCaller; userId: string; query: SupportMessagesQuery }): Promise<SupportMessagePage> {
  requireTeamPermission(caller, 'support.chat')
  const page = pageRequest({ page: query.page, pageSize: query.limit }, SUPPORT_MESSAGES_PAGE_SIZE)
  const db = ctx.db.read
  const user = await getChatUserOrThrow(db, userId)
  const conversation = await getConversationOf(db, userId)
  if (!conversation) return { data: [], pagination: pagination(page, 0), conversation: null }
  const { rows, total } = await pageOfMessages(db, conversation.id, page)
  const last = page.page === 1 ? rows[0] : await latestMessage(db, conversation.id)
  return { data: rows.map(toMessage), pagination: pagination(page, total), conversation: toConversation(conversation, user, last) }
}
