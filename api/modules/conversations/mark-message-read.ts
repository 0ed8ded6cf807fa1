/**
 * `POST /messages/{messageId}/mark-as-read`: the caller's side has read this message and every
 * earlier one from the other side. Marking again changes nothing; the other side's open screens
 * hear of it (read receipts).
 */
import { and, eq, lte, sql } from 'drizzle-orm'
import type { AppContext, UserCaller } from '../../context'
import { conversations, messages } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { publishRealtime } from '../../realtime'
import { conversationOfCaller, threadUserIds } from './queries'

export async function markMessageRead({ ctx, caller, messageId }: { ctx: AppContext; caller: UserCaller; messageId: string }): Promise<{ message: string; markedAsRead: number }> {
  return ctx.db.write(async (tx) => {
    const message = await tx.select().from(messages).where(eq(messages.id, messageId)).get()
    if (!message) throw new NotFoundError('message')
    const thread = await conversationOfCaller(tx, caller, message.conversationId).catch(() => null)
    if (!thread) throw new NotFoundError('message')
    const byFacility = caller.kind === 'facility'
    const unreadHere = byFacility
      ? and(eq(messages.sentByProvider, true), eq(messages.readByFacility, false))
      : and(eq(messages.sentByFacility, true), eq(messages.readByProvider, false))
    const marked = await tx
      .update(messages)
      .set(byFacility ? { readByFacility: true } : { readByProvider: true })
      .where(and(eq(messages.conversationId, thread.id), lte(messages.timeSent, message.timeSent), unreadHere))
      .returning({ id: messages.id })
    if (marked.length) {
      const counter = byFacility ? conversations.facilityUnreadCount : conversations.providerUnreadCount
      await tx
        .update(conversations)
        .set(byFacility ? { facilityUnreadCount: sql`max(0, ${counter} - ${marked.length})` } : { providerUnreadCount: sql`max(0, ${counter} - ${marked.length})` })
        .where(eq(conversations.id, thread.id))
      await publishRealtime(tx, await threadUserIds(tx, thread), { type: 'message.read', conversationId: thread.id, readBy: byFacility ? 'facility' : 'provider', upTo: message.id })
    }
    return { message: 'Marked as read', markedAsRead: marked.length }
  })
}
