/**
 * `GET /admin-panel/support-agent/chat-histories` (spec 000 §7): every user's conversation with
 * the assistant, the latest activity first, 10 a page by default (spec 000 §5). `conversationType`
 * human (a person handles it: `isEscalationEnabled`) | ai | all; `userType` all | facility |
 * provider; `search` matches the user's name or e-mail. Any team role (`support.chat`).
 */
import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import { CHAT_HISTORIES_PAGE_SIZE, type ChatHistories, type ChatHistoriesQuery } from '../../../../shared/contracts/support'
import type { AppContext, TeamCaller } from '../../../context'
import { supportConversations, users } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { requireTeamPermission } from '../../team'
import { chatUserColumns, latestMessage } from '../queries'
import { toConversation } from '../to-dto'

/** `%term%` with LIKE's own wildcards taken literally. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
const like = (column: SQL, pattern: string) => sql`${column} LIKE ${pattern} ESCAPE '\\'`

export async function listChatHistories({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: ChatHistoriesQuery }): Promise<ChatHistories> {
  requireTeamPermission(caller, 'support.chat')
  const page = pageRequest({ page: query.page, pageSize: query.limit }, CHAT_HISTORIES_PAGE_SIZE)
  const term = query.search?.trim()
  const pattern = term ? likePattern(term.toLowerCase()) : null
  const type = query.conversationType ?? 'all'
  const userType = query.userType ?? 'all'
  const where = and(
    isNull(users.deletedAt),
    type === 'all' ? undefined : eq(supportConversations.isEscalationEnabled, type === 'human'),
    userType === 'all' ? undefined : eq(users.userType, userType === 'provider' ? 'PROVIDER' : 'FACILITY'),
    // E-mails are stored lower-cased; names are matched without regard to case (LIKE is, for ASCII).
    pattern ? or(like(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), like(sql`${users.email}`, pattern)) : undefined,
  )
  const db = ctx.db.read
  const rows = await db
    .select({ conversation: supportConversations, user: chatUserColumns })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .where(where)
    .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
    .limit(page.pageSize)
    .offset(page.offset)
  const [total] = await db.select({ n: count() }).from(supportConversations).innerJoin(users, eq(users.id, supportConversations.userId)).where(where)
  const data = await Promise.all(rows.map(async (row) => toConversation(row.conversation, row.user, await latestMessage(db, row.conversation.id))))
  return { data, pagination: pagination(page, total?.n ?? 0) }
}
