/**
 * `POST /files/upload/messages/{messageId}` (spec 000 §7 "Files"): the writer of a message adds a
 * file to it, sent as the raw body with its `Content-Type` (PDF, JPEG, PNG or HEIC, at most
 * 10 MB; `?filename=` names it). Only the side that wrote the message may attach, at most five
 * files a message; the thread's open screens receive the message again with its attachments.
 */
import { count, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Message } from '../../../shared/contracts/conversations'
import type { AppContext, UserCaller } from '../../context'
import { messageAttachments, messages } from '../../db/schema'
import { NotFoundError, RuleError } from '../../errors'
import { storageFor } from '../../integrations/storage/file-storage'
import { receiveFile } from '../../integrations/storage/receive-upload'
import { publishRealtime } from '../../realtime'
import { conversationOfCaller, pairKey, pairsWithUpcomingShift, threadUserIds } from './queries'
import { attachmentsOf, toMessageDto } from './to-dto'

export const MAX_ATTACHMENTS = 5

async function ownMessage(ctx: AppContext, caller: UserCaller, messageId: string) {
  const message = await ctx.db.read.select().from(messages).where(eq(messages.id, messageId)).get()
  const thread = message ? await conversationOfCaller(ctx.db.read, caller, message.conversationId).catch(() => null) : null
  // Only the side that wrote it; the other side's message is as unknown as another thread's.
  if (!message || !thread || (caller.kind === 'provider' ? !message.sentByProvider : !message.sentByFacility)) throw new NotFoundError('message')
  return { message, thread }
}

export async function attachFileToMessage({ ctx, caller, messageId, request, filename }: { ctx: AppContext; caller: UserCaller; messageId: string; request: Request; filename?: string | undefined }): Promise<Message> {
  const { message, thread } = await ownMessage(ctx, caller, messageId)
  const tooMany = () => new RuleError(`A message can carry at most ${MAX_ATTACHMENTS} files`)
  const [before] = await ctx.db.read.select({ n: count() }).from(messageAttachments).where(eq(messageAttachments.messageId, message.id))
  if ((before?.n ?? 0) >= MAX_ATTACHMENTS) throw tooMany()
  const file = await receiveFile({ ctx, request, fileId: uuidv7(), ownerUserId: caller.userId, purpose: 'message', filename })
  try {
    return await ctx.db.write(async (tx) => {
      const [now] = await tx.select({ n: count() }).from(messageAttachments).where(eq(messageAttachments.messageId, message.id))
      if ((now?.n ?? 0) >= MAX_ATTACHMENTS) throw tooMany()
      await tx.insert(messageAttachments).values({ messageId: message.id, fileId: file.fileId, filename: file.filename, mimeType: file.contentType, size: file.size, createdAt: ctx.clock.now() })
      const dto = toMessageDto(message, (await pairsWithUpcomingShift(tx, [thread], ctx.clock.now())).has(pairKey(thread)), (await attachmentsOf(ctx, tx, [message.id])).get(message.id))
      await publishRealtime(tx, await threadUserIds(tx, thread), { type: 'message.updated', conversationId: thread.id, message: dto })
      return dto
    })
  } catch (error) {
    // Not attached: the stored bytes would belong to nothing.
    await storageFor(ctx).remove(file.fileId).catch(() => {})
    throw error
  }
}
