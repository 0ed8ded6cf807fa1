/**
 * The conversation and its messages, read and written for one user at a time: every call names
 * the user whose chat it is (the caller on the user's side, the path's `userId` in the admin
 * panel), so no query ever reaches another user's messages.
 */
import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { SupportSender } from '../../../shared/contracts/support'
import type { Tx } from '../../db/client'
import { supportConversations, supportMessages, users } from '../../db/schema'
import { NotFoundError } from '../../errors'
import type { PageRequest } from '../../lib/paging'

export type ConversationRow = typeof supportConversations.$inferSelect
export type MessageRow = typeof supportMessages.$inferSelect

/** The user as the chat shows them; deleted accounts are gone from the support panel too. */
export const chatUserColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userType: users.userType,
}

export type ChatUser = { userId: string; firstName: string; lastName: string; email: string; userType: 'PROVIDER' | 'FACILITY' }

export async function getChatUserOrThrow(db: Tx, userId: string): Promise<ChatUser> {
  const user = await db.select(chatUserColumns).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).get()
  if (!user) throw new NotFoundError('user')
  return user
}

export function getConversationOf(db: Tx, userId: string): Promise<ConversationRow | undefined> {
  return db.select().from(supportConversations).where(eq(supportConversations.userId, userId)).get()
}

/** The user's conversation, opened now when they have none (one per user: the unique index holds it). */
export async function openConversation(tx: Tx, userId: string, now: Date): Promise<ConversationRow> {
  const existing = await getConversationOf(tx, userId)
  if (existing) return existing
  const [row] = await tx.insert(supportConversations).values({ userId, lastMessageAt: now, createdAt: now, updatedAt: now }).returning()
  return row!
}

export interface NewMessage {
  sentBy: SupportSender
  content: string
  timeSent: Date
  teamMemberId?: string | null
  articleId?: string | null
}

export async function addMessage(tx: Tx, conversationId: string, message: NewMessage): Promise<MessageRow> {
  const [row] = await tx
    .insert(supportMessages)
    .values({ conversationId, sentBy: message.sentBy, content: message.content, timeSent: message.timeSent, teamMemberId: message.teamMemberId ?? null, articleId: message.articleId ?? null })
    .returning()
  await tx.update(supportConversations).set({ lastMessageAt: message.timeSent, updatedAt: message.timeSent }).where(eq(supportConversations.id, conversationId))
  return row!
}

export async function setEscalation(tx: Tx, conversation: ConversationRow, isEscalationEnabled: boolean, now: Date): Promise<ConversationRow> {
  if (conversation.isEscalationEnabled === isEscalationEnabled) return conversation
  const changes = { isEscalationEnabled, escalatedAt: isEscalationEnabled ? now : conversation.escalatedAt, updatedAt: now }
  await tx.update(supportConversations).set(changes).where(eq(supportConversations.id, conversation.id))
  return { ...conversation, ...changes }
}

/** One page of a conversation's messages, the newest first. */
export async function pageOfMessages(db: Tx, conversationId: string, page: PageRequest): Promise<{ rows: MessageRow[]; total: number }> {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(desc(supportMessages.timeSent), desc(supportMessages.id))
    .limit(page.pageSize)
    .offset(page.offset)
  const [total] = await db.select({ n: count() }).from(supportMessages).where(eq(supportMessages.conversationId, conversationId))
  return { rows, total: total?.n ?? 0 }
}

export function latestMessage(db: Tx, conversationId: string): Promise<MessageRow | undefined> {
  return db.select().from(supportMessages).where(eq(supportMessages.conversationId, conversationId)).orderBy(desc(supportMessages.timeSent), desc(supportMessages.id)).limit(1).get()
}
