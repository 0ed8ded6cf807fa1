import type { Message } from '../../../shared/contracts/conversations'
import type { messages } from '../../db/schema'

export function toMessageDto(row: typeof messages.$inferSelect, hasUpcomingShift: boolean): Message {
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
    // Attachments arrive with the file store (decisions "Shift conversations").
    attachments: [],
  }
}
