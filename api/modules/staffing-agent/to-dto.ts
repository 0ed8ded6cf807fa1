/** A stored chat message as the app reads it (`llmMessageId`, `content`, `timeSent`, `sentBy`, `cards`). */
import type { StaffingAgentMessage } from '../../../shared/contracts/staffing-agent'
import type { staffingAgentMessages } from '../../db/schema'

export function toAgentMessage(row: typeof staffingAgentMessages.$inferSelect): StaffingAgentMessage {
  return { llmMessageId: row.id, content: row.content, timeSent: row.createdAt.toISOString(), sentBy: row.sentBy, cards: row.cards }
}
