/**
 * The careers chat as both areas read it (api: `/careers/{facility|provider}/conversations`):
 * query options cached on the device (the inbox and each thread's newest messages read
 * offline), the calls that open a thread and mark it read, and the cache edits the real-time
 * socket makes (`realtime.ts`). Here beside `messaging.ts`, not in the feature, because the
 * socket and the areas' navigation badges use them too.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { CareersConversation, CareersConversationList, CareersMessage, CareersThread, CareersUnreadCount } from '@shared/contracts/careers-chat'
import { CACHED_QUERIES, cachedQueryOptions, withQuery } from '../offline/cached-query-options'
import type { CachedResult } from '../offline/cached-query'
import { api } from './api'

export type CareersSide = 'provider' | 'facility'
export type { CareersConversation, CareersMessage, CareersThread }

/** How many of a thread's newest messages are read (and kept on the device) at once. */
export const CAREERS_THREAD_PAGE_SIZE = 30
const INBOX_PAGE_SIZE = 50

const base = (side: CareersSide) => `/careers/${side}/conversations`
const threadPath = (side: CareersSide, conversationId: string) => `${base(side)}/${encodeURIComponent(conversationId)}`

/** The side's careers conversations, newest activity first. */
export const careersInboxQuery = (side: CareersSide) =>
  cachedQueryOptions<CareersConversationList>(['careers', side, 'inbox'], withQuery(base(side), { pageSize: INBOX_PAGE_SIZE }))

/** Unread careers messages from the other side (the navigation's badge). */
export const careersUnreadQuery = (side: CareersSide) => cachedQueryOptions<CareersUnreadCount>(['careers', side, 'count'], `${base(side)}/unread-count`)

/** The thread with its newest page of messages (newest first); older pages are read on demand. */
export const careersThreadQuery = (side: CareersSide, conversationId: string) =>
  cachedQueryOptions<CareersThread>(['careers', side, 'thread', conversationId], withQuery(threadPath(side, conversationId), { limit: CAREERS_THREAD_PAGE_SIZE }))

/** An older page of a thread (not kept on the device). */
export function olderCareersMessages(side: CareersSide, conversationId: string, cursor: string): Promise<CareersThread> {
  return api.get<CareersThread>(threadPath(side, conversationId), { query: { cursor, limit: CAREERS_THREAD_PAGE_SIZE } })
}

/** Opens (or finds) the thread: the facility side names the applicant, the provider the job or its organization. */
export function openCareersConversation(side: 'facility', body: { providerId: string; jobId?: string }): Promise<CareersConversation>
export function openCareersConversation(side: 'provider', body: { jobId?: string; organizationId?: string }): Promise<CareersConversation>
export function openCareersConversation(side: CareersSide, body: object): Promise<CareersConversation> {
  return api.post<CareersConversation>(base(side), body)
}

/** The caller's side has read the thread; answers it with `unreadCount` 0. */
export function markCareersConversationRead(side: CareersSide, conversationId: string): Promise<CareersConversation> {
  return api.put<CareersConversation>(`${threadPath(side, conversationId)}/read`)
}

/** Is this message written by the side looking at it? Has the other side read it? */
export const isOwnCareersMessage = (message: CareersMessage, side: CareersSide) => (side === 'provider' ? message.sentByProvider : message.sentByFacility)
export const isReadByOtherSide = (message: CareersMessage, side: CareersSide) => (side === 'provider' ? message.readByFacility : message.readByProvider)
export const isReadBySide = (message: CareersMessage, side: CareersSide) => (side === 'provider' ? message.readByProvider : message.readByFacility)

/** Edits the cached thread on either side (only the signed-in side is ever cached). */
function editThread(queryClient: QueryClient, conversationId: string, edit: (messages: CareersMessage[]) => CareersMessage[] | null): boolean {
  let edited = false
  for (const side of ['provider', 'facility'] as const) {
    const key = careersThreadQuery(side, conversationId).queryKey
    const current = queryClient.getQueryData<CachedResult<CareersThread>>(key)
    if (!current) continue
    const next = edit(current.data.messages)
    if (!next) continue
    queryClient.setQueryData<CachedResult<CareersThread>>(key, { ...current, data: { ...current.data, messages: next } })
    edited = true
  }
  return edited
}

/** A message that arrived (socket) or was accepted (the outbox): newest first, once. */
export function addCareersMessage(queryClient: QueryClient, message: CareersMessage): void {
  editThread(queryClient, message.conversationId, (messages) => {
    if (messages.some((m) => m.messageId === message.messageId)) return null
    return [message, ...messages].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
  })
}

/** The other side read the thread up to `upTo`: every message of the thread is read by that side. */
export function markCareersThreadRead(queryClient: QueryClient, conversationId: string, readBy: CareersSide, upTo: string): void {
  const edited = editThread(queryClient, conversationId, (messages) => {
    if (!messages.some((m) => m.messageId === upTo)) return null
    const field = readBy === 'facility' ? 'readByFacility' : 'readByProvider'
    return messages.map((m) => (m[field] ? m : { ...m, [field]: true }))
  })
  if (!edited) void queryClient.invalidateQueries({ queryKey: [...CACHED_QUERIES, 'careers'] })
}

/** Both sides' careers inboxes and badges. */
export function refreshCareersInboxes(queryClient: QueryClient): void {
  for (const side of ['provider', 'facility'] as const) {
    void queryClient.invalidateQueries({ queryKey: careersInboxQuery(side).queryKey })
    void queryClient.invalidateQueries({ queryKey: careersUnreadQuery(side).queryKey })
  }
}

/** Everything the careers chat shows (after the socket reconnects: events may have been missed). */
export function refreshCareersMessaging(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: [...CACHED_QUERIES, 'careers'] })
}
