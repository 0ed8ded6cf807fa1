/**
 * The support assistant (issue 14 §6): a provider's or facility user's chat with the assistant,
 * escalated to a person on request, and the admin panel's review of those chats (spec 000 §7
 * "Support agent", §3 "Support-agent conversation"; sender kinds spec 001 §6).
 */
import { Type, type Static } from '@sinclair/typebox'
import { optional, requiredText } from './fields'
import { literalUnion } from './literal-union'
import { MAX_PAGE, Pagination } from './paging'

export const SUPPORT_SENDERS = ['USER', 'LLM', 'SUPPORT'] as const
export type SupportSender = (typeof SUPPORT_SENDERS)[number]

/** Spec 000 §5: "chat history limit default 10"; spec 001 §5 message pagination 1 to 50 (default 20). */
export const CHAT_HISTORIES_PAGE_SIZE = 10
export const SUPPORT_MESSAGES_PAGE_SIZE = 20
export const SUPPORT_MESSAGES_MAX_PAGE_SIZE = 50
/** Longest message, user's or staff's, after trimming. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 4000

const limit = (defaultLimit: number, max: number) =>
  Type.Optional(
    Type.Number({
      minimum: 1,
      maximum: max,
      multipleOf: 1,
      default: defaultLimit,
      messages: { minimum: 'Limit must be greater than or equal to 1', maximum: `Limit must be at most ${max}`, default: 'Limit must be a whole number' },
    }),
  )

const page = () =>
  Type.Optional(
    Type.Number({
      minimum: 1,
      maximum: MAX_PAGE,
      multipleOf: 1,
      default: 1,
      messages: { minimum: 'Page number must be greater than or equal to 1', maximum: `Page number must be at most ${MAX_PAGE.toLocaleString('en-US')}`, default: 'Page number must be a whole number' },
    }),
  )

/** A message's text: 1–4000 characters with at least one that is not a space; stored trimmed. */
export const SupportMessageBody = Type.Object({ content: requiredText('Message', SUPPORT_MESSAGE_MAX_LENGTH) })
export type SupportMessageBody = Static<typeof SupportMessageBody>

export const SupportMessage = Type.Object({
  llmMessageId: Type.String(),
  content: Type.String(),
  timeSent: Type.String({ description: 'ISO 8601 UTC' }),
  sentBy: literalUnion(SUPPORT_SENDERS, { description: 'USER: the user · LLM: the assistant · SUPPORT: a person of the support team' }),
})
export type SupportMessage = Static<typeof SupportMessage>

export const SupportConversation = Type.Object({
  llmConversationId: Type.String(),
  isEscalationEnabled: Type.Boolean({ description: 'True while a person handles the conversation: the assistant does not answer' }),
  createdAt: Type.String({ description: 'ISO 8601 UTC' }),
  lastMessage: Type.Union([Type.Object({ content: Type.String(), timeSent: Type.String(), sentBy: literalUnion(SUPPORT_SENDERS) }), Type.Null()]),
  user: Type.Object({
    userId: Type.String(),
    name: Type.String(),
    email: Type.String(),
    userType: literalUnion(['provider', 'facility'] as const),
  }),
})
export type SupportConversation = Static<typeof SupportConversation>

// ---- the user's side ---------------------------------------------------------------------------

export const SupportMessagesQuery = Type.Object({ page: page(), limit: limit(SUPPORT_MESSAGES_PAGE_SIZE, SUPPORT_MESSAGES_MAX_PAGE_SIZE) })
export type SupportMessagesQuery = Static<typeof SupportMessagesQuery>

/** A page of the conversation, the newest message first, and the conversation (null before the first message). */
export const SupportMessagePage = Type.Object({
  data: Type.Array(SupportMessage),
  pagination: Pagination,
  conversation: Type.Union([SupportConversation, Type.Null()]),
})
export type SupportMessagePage = Static<typeof SupportMessagePage>

/** What sending a message stored: the user's message, then the assistant's answer unless a person handles the conversation. */
export const SupportMessageSent = Type.Object({
  messages: Type.Array(SupportMessage),
  conversation: SupportConversation,
})
export type SupportMessageSent = Static<typeof SupportMessageSent>

// ---- the admin panel ---------------------------------------------------------------------------

export const CONVERSATION_TYPES = ['human', 'ai', 'all'] as const
export const CHAT_USER_TYPES = ['all', 'facility', 'provider'] as const

export const ChatHistoriesQuery = Type.Object({
  page: page(),
  limit: limit(CHAT_HISTORIES_PAGE_SIZE, 100),
  search: optional(Type.String({ maxLength: 100, messages: { maxLength: 'Search must be at most 100 characters' } })),
  conversationType: Type.Optional(literalUnion(CONVERSATION_TYPES, { messages: { default: 'Conversation type must be human, ai or all' } })),
  userType: Type.Optional(literalUnion(CHAT_USER_TYPES, { messages: { default: 'User type must be all, facility or provider' } })),
})
export type ChatHistoriesQuery = Static<typeof ChatHistoriesQuery>

export const ChatHistories = Type.Object({ data: Type.Array(SupportConversation), pagination: Pagination })
export type ChatHistories = Static<typeof ChatHistories>

export const ChatUserParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) })
export type ChatUserParams = Static<typeof ChatUserParams>

export const EscalateChatBody = Type.Object({
  isEscalationEnabled: Type.Boolean({ messages: { required: 'isEscalationEnabled is required', type: 'isEscalationEnabled must be true or false' } }),
})
export type EscalateChatBody = Static<typeof EscalateChatBody>
