/**
 * The support assistant's conversations (issue 14 §6, spec 000 §3 "Support-agent conversation"):
 * one conversation per user (provider or facility user), its messages sent by the user, the
 * assistant (LLM) or a person of the support team (SUPPORT, spec 001 §6). While
 * `isEscalationEnabled` the conversation is a person's: the assistant no longer answers.
 */
import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { createdAt, flag, id, instant, updatedAt } from './columns'
import { teamMembers, users } from './identity'

export type SupportSender = 'USER' | 'LLM' | 'SUPPORT'

export const supportConversations = sqliteTable(
  'support_conversations',
  {
    id: id(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    isEscalationEnabled: flag('is_escalation_enabled'),
    /** When it last became a person's (null while the assistant has always answered). */
    escalatedAt: instant('escalated_at'),
    /** The latest message's time (the conversation's own creation before any): the admin list's order. */
    lastMessageAt: instant('last_message_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('support_conversations_user_unique').on(t.userId),
    // The admin list: newest activity first, all of them or the human / ai ones.
    index('support_conversations_recent_idx').on(t.lastMessageAt),
    index('support_conversations_escalation_idx').on(t.isEscalationEnabled, t.lastMessageAt),
  ],
)

export const supportMessages = sqliteTable(
  'support_messages',
  {
    id: id(),
    conversationId: text('conversation_id').notNull().references(() => supportConversations.id, { onDelete: 'cascade' }),
    sentBy: text('sent_by').$type<SupportSender>().notNull(),
    content: text('content').notNull(),
    /** The team member who wrote a SUPPORT message. */
    teamMemberId: text('team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    /** The help-center article an LLM answer came from (null: no article matched, or not an answer). */
    articleId: text('article_id'),
    timeSent: instant('time_sent').notNull(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.timeSent, t.id)],
)
