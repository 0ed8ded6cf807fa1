/**
 * The careers chat (spec 000 §3 "Careers conversation", §7 "Careers" → "Chat", §9 message pages
 * 1–50, default 20): an organization and a provider who applied to one of its jobs write to each
 * other, one thread per organization and provider. The organization's side is "facility" in the
 * message flags, as in shift messages (`sentByFacility`, `readByFacility`).
 */
import { Type, type Static } from '@sinclair/typebox'
import { pageQuery, Paged } from './paging'

const Id = Type.String({ minLength: 1, maxLength: 64 })

export const CAREERS_MESSAGE_MAX_LENGTH = 2000

export const CareersMessage = Type.Object({
  messageId: Type.String(),
  conversationId: Type.String(),
  content: Type.String(),
  sentByProvider: Type.Boolean(),
  sentByFacility: Type.Boolean(),
  readByProvider: Type.Boolean(),
  readByFacility: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
})
export type CareersMessage = Static<typeof CareersMessage>

export const CareersConversation = Type.Object({
  conversationId: Type.String(),
  providerId: Type.String(),
  organizationId: Type.String(),
  /** The job the thread started from (null once that job is deleted, or when opened without one). */
  jobId: Type.Union([Type.String(), Type.Null()]),
  jobTitle: Type.Union([Type.String(), Type.Null()]),
  /** The other side's names: the provider for the organization's inbox, the organization for the provider's. */
  providerName: Type.String(),
  providerAvatarUrl: Type.Union([Type.String(), Type.Null()]),
  organizationName: Type.String(),
  /** The last message's content and sender flags (null before the first message). */
  lastMessage: Type.Union([CareersMessage, Type.Null()]),
  /** Messages from the other side the caller's side has not read. */
  unreadCount: Type.Integer(),
  lastMessageAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})
export type CareersConversation = Static<typeof CareersConversation>

/** `GET …/conversations/{conversationId}`: the thread and a page of its messages, newest first. */
export const CareersThread = Type.Object({
  ...CareersConversation.properties,
  messages: Type.Array(CareersMessage),
  /** Pass as `cursor` for the older messages; null on the last page. */
  nextCursor: Type.Union([Type.String(), Type.Null()]),
})
export type CareersThread = Static<typeof CareersThread>

export const CareersConversationList = Paged(CareersConversation)
export type CareersConversationList = Static<typeof CareersConversationList>

export const CareersConversationsQuery = Type.Object(pageQuery(20))
export type CareersConversationsQuery = Static<typeof CareersConversationsQuery>

export const CareersThreadQuery = Type.Object({
  /** The `nextCursor` of the previous page (older messages); absent for the newest. */
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(
    Type.Number({
      minimum: 1,
      maximum: 50,
      multipleOf: 1,
      default: 20,
      messages: { minimum: 'limit must be between 1 and 50', maximum: 'limit must be between 1 and 50', default: 'limit must be a whole number' },
    }),
  ),
})
export type CareersThreadQuery = Static<typeof CareersThreadQuery>

/** The organization's side opens the thread with an applicant of one of its jobs. */
export const StartFacilityCareersConversationBody = Type.Object(
  {
    providerId: Type.String({ minLength: 1, maxLength: 64, messages: { required: 'providerId is required', minLength: 'providerId is required', default: 'providerId is required' } }),
    /** The job the conversation is about; the provider must have applied to it. */
    jobId: Type.Optional(Id),
  },
  { additionalProperties: false },
)
export type StartFacilityCareersConversationBody = Static<typeof StartFacilityCareersConversationBody>

/** A provider opens the thread with the organization of a job they applied to: by the job, or by the organization. */
export const StartProviderCareersConversationBody = Type.Object(
  {
    jobId: Type.Optional(Id),
    organizationId: Type.Optional(Id),
  },
  { additionalProperties: false },
)
export type StartProviderCareersConversationBody = Static<typeof StartProviderCareersConversationBody>

export const SendCareersMessageBody = Type.Object(
  {
    content: Type.String({
      minLength: 1,
      maxLength: CAREERS_MESSAGE_MAX_LENGTH,
      messages: {
        required: 'Message content is required',
        minLength: 'Message content is required',
        maxLength: `A message can be at most ${CAREERS_MESSAGE_MAX_LENGTH} characters`,
        default: 'Message content is required',
      },
    }),
    /** Set by a client that may send the same message twice (written offline, sent on reconnect): stored once. */
    clientMessageId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
)
export type SendCareersMessageBody = Static<typeof SendCareersMessageBody>

export const CareersUnreadCount = Type.Object({
  /** Unread messages over every thread of the caller's side. */
  count: Type.Integer(),
  /** Threads with at least one unread message. */
  conversations: Type.Integer(),
})
export type CareersUnreadCount = Static<typeof CareersUnreadCount>
