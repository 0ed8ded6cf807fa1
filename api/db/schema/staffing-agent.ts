/**
 * The facility's AI staffing agent (issue 14 §5): the chat of each facility user with the agent,
 * and the shift request it is putting together with them (one per user: the next message completes
 * it, the Confirm button posts it and deletes it).
 */
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { AgentCard, AgentSender } from '../../../shared/contracts/staffing-agent'
import type { ProviderType } from '../../../shared/enums'
import { createdAt, id, instant, updatedAt } from './columns'
import { users } from './identity'
import { organizations } from './organizations'

export const staffingAgentMessages = sqliteTable(
  'staffing_agent_messages',
  {
    id: id(),
    organizationId: text('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sentBy: text('sent_by').$type<AgentSender>().notNull(),
    content: text('content').notNull(),
    cards: text('cards', { mode: 'json' }).$type<AgentCard[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('staffing_agent_messages_user_idx').on(t.userId, t.createdAt)],
)

/** What the agent knows so far of the shifts the user asks for; every field optional until asked. */
export interface StaffingAgentDraftFields {
  facilityId?: string
  providerType?: ProviderType
  /** `YYYY-MM-DD` in the facility's zone, in order. */
  dates?: string[]
  startTime?: string
  endTime?: string
  rateCents?: number
  quantity?: number
  software?: string[]
  specialties?: string[]
  languages?: string[]
  /** Asked for auto-hire (needs a verified NPI and the facility's default payment method). */
  autoHire?: boolean
}

export const staffingAgentDrafts = sqliteTable('staffing_agent_drafts', {
  /** One draft per facility user. */
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  organizationId: text('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  fields: text('fields', { mode: 'json' }).$type<StaffingAgentDraftFields>().notNull(),
  /** Set while its summary waits for the Confirm button. */
  readyAt: instant('ready_at'),
  updatedAt: updatedAt(),
})
