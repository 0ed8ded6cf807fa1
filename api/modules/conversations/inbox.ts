/**
 * The inboxes' shared reading: a page of threads with the other side's name, the last message
 * and the caller's unread count, newest activity first (threads without a message last).
 */
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { InboxItem } from '../../../shared/contracts/conversations'
import type { Pagination } from '../../../shared/contracts/paging'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { conversations, facilities, messages, providers, users } from '../../db/schema'
import { pagination, type PageRequest } from '../../lib/paging'
import { pairKey, pairsWithUpcomingShift } from './queries'
import { attachmentsOf, toMessageDto } from './to-dto'

export async function readInbox(
  ctx: AppContext,
  db: Tx,
  where: SQL | undefined,
  side: 'facility' | 'provider',
  request: PageRequest,
): Promise<{ data: InboxItem[]; pagination: Pagination }> {
  const [total] = await db.select({ n: sql<number>`count(*)` }).from(conversations).where(where)
  const rows = await db
    .select({
      conversation: conversations,
      facilityName: facilities.name,
      providerFirstName: users.firstName,
      providerLastName: users.lastName,
    })
    .from(conversations)
    .innerJoin(facilities, eq(facilities.id, conversations.facilityId))
    .innerJoin(providers, eq(providers.id, conversations.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(where)
    .orderBy(sql`${conversations.lastMessageAt} is null`, desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(request.pageSize)
    .offset(request.offset)
  const lastIds = rows.map((r) => r.conversation.lastMessageId).filter((id): id is string => id !== null)
  const lasts = new Map((lastIds.length ? await db.select().from(messages).where(inArray(messages.id, lastIds)) : []).map((m) => [m.id, m]))
  const upcoming = await pairsWithUpcomingShift(db, rows.map((r) => r.conversation), ctx.clock.now())
  const attachments = await attachmentsOf(ctx, db, lastIds)
  const data = rows.map(({ conversation: c, facilityName, providerFirstName, providerLastName }): InboxItem => {
    const hasUpcomingShift = upcoming.has(pairKey(c))
    const last = c.lastMessageId ? lasts.get(c.lastMessageId) : undefined
    return {
      conversationId: c.id,
      providerId: c.providerId,
      facilityId: c.facilityId,
      provider: { id: c.providerId, name: `${providerFirstName} ${providerLastName}` },
      facility: { id: c.facilityId, name: facilityName },
      lastMessage: last ? toMessageDto(last, hasUpcomingShift, attachments.get(last.id)) : null,
      unreadCount: side === 'facility' ? c.facilityUnreadCount : c.providerUnreadCount,
      hasUpcomingShift,
    }
  })
  return { data, pagination: pagination(request, total?.n ?? 0) }
}
