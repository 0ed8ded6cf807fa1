/**
 * `GET /support-agent/messages` (issue 14 §6): the caller's own conversation, a page at a time,
 * the newest message first (spec 001 §5: 1 to 50 a page, 20 by default). Before the first message
 * there is no conversation: an empty page and `conversation: null`.
 */
import type { SupportMessagePage, SupportMessagesQuery } from '../../../../shared/contracts/support'
import { SUPPORT_MESSAGES_PAGE_SIZE } from '../../../../shared/contracts/support'
import type { AppContext, UserCaller } from '../../../context'
import { pageRequest, pagination } from '../../../lib/paging'
import { getChatUserOrThrow, getConversationOf, latestMessage, pageOfMessages } from '../queries'
import { toConversation, toMessage } from '../to-dto'

export async function listMySupportMessages({ ctx, caller, query }: { ctx: AppContext; caller: UserCaller; query: SupportMessagesQuery }): Promise<SupportMessagePage> {
  const page = pageRequest({ page: query.page, pageSize: query.limit }, SUPPORT_MESSAGES_PAGE_SIZE)
  const db = ctx.db.read
  const user = await getChatUserOrThrow(db, caller.userId)
  const conversation = await getConversationOf(db, caller.userId)
  if (!conversation) return { data: [], pagination: pagination(page, 0), conversation: null }
  const { rows, total } = await pageOfMessages(db, conversation.id, page)
  const last = page.page === 1 ? rows[0] : await latestMessage(db, conversation.id)
  return { data: rows.map(toMessage), pagination: pagination(page, total), conversation: toConversation(conversation, user, last) }
}
