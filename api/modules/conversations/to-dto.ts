import type { Static } from '@sinclair/typebox'
import { inArray } from 'drizzle-orm'
import type { Message, MessageAttachment } from '../../../shared/contracts/conversations'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { messageAttachments, type messages } from '../../db/schema'
import { signedDownloadUrl } from '../../integrations/storage/signed-urls'

type Attachment = Static<typeof MessageAttachment>

export function toMessageDto(row: typeof messages.$inferSelect, hasUpcomingShift: boolean, attachments: Attachment[] = []): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    content: row.content,
    sentByProvider: row.sentByProvider,
    sentByFacility: row.sentByFacility,
    readByFacility: row.readByFacility,
    readByProvider: row.readByProvider,
    timeSent: row.timeSent.toISOString(),
    hasUpcomingShift,
    attachments,
  }
}

/** The attachments of these messages, each with a signed download link that expires (an hour). */
export async function attachmentsOf(ctx: AppContext, db: Tx, messageIds: string[]): Promise<Map<string, Attachment[]>> {
  const byMessage = new Map<string, Attachment[]>()
  if (!messageIds.length) return byMessage
  const rows = await db.select().from(messageAttachments).where(inArray(messageAttachments.messageId, messageIds)).orderBy(messageAttachments.createdAt)
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? []
    list.push({ fileId: row.fileId, filename: row.filename, mimeType: row.mimeType, url: signedDownloadUrl(ctx, row.fileId) })
    byMessage.set(row.messageId, list)
  }
  return byMessage
}
