/**
 * `POST /conversations/{conversationId}/messages`: one side writes to the other. The message,
 * the thread's counters and the recipients' real-time events are one transaction; a message
 * written offline carries its `clientMessageId`, so the queue sending it twice stores it once.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Message, SendMessageBody } from '../../../shared/contracts/conversations'
import type { AppContext, UserCaller } from '../../context'
import { conversations, messages } from '../../db/schema'
import { ValidationError } from '../../errors'
import { consumeRateLimits } from '../../lib/rate-limits'
import { publishRealtime } from '../../realtime'
import { scheduleNotification, UNREAD_MESSAGE_GRACE_MS } from '../notifications'
import { conversationOfCaller, pairKey, pairsWithUpcomingShift, threadUserIds } from './queries'
import { attachmentsOf, toMessageDto } from './to-dto'

/** A person types; a script does not: 30 messages a minute is more than anyone writes. */
const SEND_LIMIT_PER_MINUTE = 30

export async function sendMessage({
  ctx,
  caller,
  conversationId,
  input,
}: {
  ctx: AppContext
  caller: UserCaller
  conversationId: string
  input: SendMessageBody
}): Promise<Message> {
  const content = input.content.trim()
  if (!content) throw ValidationError.field('content', 'Message content is required')
  await consumeRateLimits(ctx, [{ key: `message:${caller.userId}`, limit: SEND_LIMIT_PER_MINUTE, windowMinutes: 1, message: 'You are sending messages too quickly.' }])
  return ctx.db.write(async (tx) => {
    const thread = await conversationOfCaller(tx, caller, conversationId)
    if (input.clientMessageId) {
      const earlier = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, thread.id), eq(messages.clientMessageId, input.clientMessageId)))
        .get()
      if (earlier) return toMessageDto(earlier, (await pairsWithUpcomingShift(tx, [thread], ctx.clock.now())).has(pairKey(thread)), (await attachmentsOf(ctx, tx, [earlier.id])).get(earlier.id))
    }
    const byProvider = caller.kind === 'provider'
    const now = ctx.clock.now()
    const row = await tx
      .insert(messages)
      .values({
        conversationId: thread.id,
        content,
        sentByProvider: byProvider,
        sentByFacility: !byProvider,
        senderUserId: caller.userId,
        // The writer has read their own message.
        readByProvider: byProvider,
        readByFacility: !byProvider,
        timeSent: now,
        clientMessageId: input.clientMessageId ?? null,
      })
      .returning()
      .get()
    await tx
      .update(conversations)
      .set({
        lastMessageId: row.id,
        lastMessageAt: now,
        ...(byProvider ? { facilityUnreadCount: sql`${conversations.facilityUnreadCount} + 1` } : { providerUnreadCount: sql`${conversations.providerUnreadCount} + 1` }),
      })
      .where(eq(conversations.id, thread.id))
    const message = toMessageDto(row, (await pairsWithUpcomingShift(tx, [thread], now)).has(pairKey(thread)))
    await publishRealtime(tx, await threadUserIds(tx, thread), { type: 'message.new', conversationId: thread.id, message })
    // E-mail and push if the other side has not read it on a screen after a grace period; one
    // notice for the messages of a grace window, not one per message.
    const window = Math.floor(now.getTime() / UNREAD_MESSAGE_GRACE_MS)
    await scheduleNotification(ctx, tx, {
      event: 'NEW_MESSAGE',
      to: byProvider ? { facilityId: thread.facilityId } : { providerId: thread.providerId },
      subjectId: row.id,
      dueAt: new Date(now.getTime() + UNREAD_MESSAGE_GRACE_MS),
      dedupeKey: `message:${thread.id}:${byProvider ? 'facility' : 'provider'}:${window}`,
    })
    return message
  })
}
