/**
 * Shift conversations and the notification center as both areas read them: the query options
 * (cached on the device, so the inbox and each thread's last messages read offline), the cache
 * edits the real-time socket makes (`realtime.ts`), and opening a thread. Here, not in a
 * feature, because the provider's and the facility's screens and the socket all use them.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Conversation, Inbox, Message, MessagesPage } from '@shared/contracts/conversations'
import type { InAppNotification } from '@shared/contracts/notifications'
import type { Static } from '@sinclair/typebox'
import type { NotificationList } from '@shared/contracts/notifications'
import { CACHED_QUERIES, cachedQueryOptions, withQuery } from '../offline/cached-query-options'
import type { CachedResult } from '../offline/cached-query'
import { api } from './api'

export type MessagingArea = 'provider' | 'facility'
export type InboxPage = Static<typeof Inbox>
export type NotificationPage = Static<typeof NotificationList>
export type { InAppNotification, Message, MessagesPage }

/** How many of a thread's newest messages are read (and kept on the device) at once. */
export const THREAD_PAGE_SIZE = 30
const INBOX_PAGE_SIZE = 50
const NOTIFICATIONS_PAGE_SIZE = 50

/** `GET /{area}/messages`: the area's conversations, latest activity first. */
export const inboxQuery = (area: MessagingArea) =>
  cachedQueryOptions<InboxPage>(['messages', area, 'inbox'], withQuery(`/${area}/messages`, { pageSize: INBOX_PAGE_SIZE }))

/** `GET /{area}/messages/count`: unread messages from the other side (the navigation's badge). */
export const unreadMessagesQuery = (area: MessagingArea) => cachedQueryOptions<{ count: number }>(['messages', area, 'count'], `/${area}/messages/count`)

/** `GET /conversations/{id}/get-messages`: the newest page, newest first; older pages are read on demand. */
export const threadQuery = (conversationId: string) =>
  cachedQueryOptions<MessagesPage>(['messages', 'thread', conversationId], withQuery(`/conversations/${encodeURIComponent(conversationId)}/get-messages`, { limit: THREAD_PAGE_SIZE }))

/** An older page of a thread (not kept on the device). */
export function olderMessages(conversationId: string, cursor: string): Promise<MessagesPage> {
  return api.get<MessagesPage>(`/conversations/${encodeURIComponent(conversationId)}/get-messages`, { query: { cursor, limit: THREAD_PAGE_SIZE } })
}

export const notificationsQuery = () =>
  cachedQueryOptions<NotificationPage>(['notifications', 'list'], withQuery('/notifications', { pageSize: NOTIFICATIONS_PAGE_SIZE }))
export const unreadNotificationsQuery = () => cachedQueryOptions<{ count: number }>(['notifications', 'count'], '/notifications/count')

/** Opens (or finds) the thread with a provider (facility side) or a facility (provider side). */
export function openConversation(body: { facilityId: string; providerId?: string }): Promise<Conversation> {
  return api.post<Conversation>('/conversations', body)
}

export function markMessageRead(messageId: string): Promise<unknown> {
  return api.post(`/messages/${encodeURIComponent(messageId)}/mark-as-read`)
}

export function markNotificationRead(id: string): Promise<unknown> {
  return api.post(`/notifications/${encodeURIComponent(id)}/read`)
}

export function markAllNotificationsRead(): Promise<unknown> {
  return api.post('/notifications/read-all')
}

/** Is this message written by the side that is looking at it? */
export const isOwn = (message: Message, area: MessagingArea) => (area === 'provider' ? message.sentByProvider : message.sentByFacility)
/** Has the other side read it? */
export const isReadByOther = (message: Message, area: MessagingArea) => (area === 'provider' ? message.readByFacility : message.readByProvider)

const threadKey = (conversationId: string) => threadQuery(conversationId).queryKey

function editThread(queryClient: QueryClient, conversationId: string, edit: (messages: Message[]) => Message[] | null): boolean {
  const key = threadKey(conversationId)
  const current = queryClient.getQueryData<CachedResult<MessagesPage>>(key)
  if (!current) return false
  const next = edit(current.data.data)
  if (!next) return false
  queryClient.setQueryData<CachedResult<MessagesPage>>(key, { ...current, data: { ...current.data, data: next } })
  return true
}

/** A message that arrived (socket) or was accepted (the outbox): newest first, once. */
export function addMessageToThread(queryClient: QueryClient, message: Message): void {
  editThread(queryClient, message.conversationId, (messages) => {
    if (messages.some((m) => m.id === message.id)) return null
    return [message, ...messages].sort((a, b) => (a.timeSent < b.timeSent ? 1 : a.timeSent > b.timeSent ? -1 : 0))
  })
}

/**
 * The other side read up to `upTo`: it and every earlier message of the thread are read by that
 * side. When `upTo` is not among the messages on screen, the thread is read again.
 */
export function markThreadRead(queryClient: QueryClient, conversationId: string, readBy: 'facility' | 'provider', upTo: string): void {
  const edited = editThread(queryClient, conversationId, (messages) => {
    const index = messages.findIndex((m) => m.id === upTo)
    if (index < 0) return null
    const field = readBy === 'facility' ? 'readByFacility' : 'readByProvider'
    return messages.map((m, i) => (i >= index && !m[field] ? { ...m, [field]: true } : m))
  })
  if (!edited) void queryClient.invalidateQueries({ queryKey: threadKey(conversationId) })
}

/** The inboxes and unread counts of both areas (only the signed-in one is ever cached). */
export function refreshInboxes(queryClient: QueryClient): void {
  for (const area of ['provider', 'facility'] as const) {
    void queryClient.invalidateQueries({ queryKey: inboxQuery(area).queryKey })
    void queryClient.invalidateQueries({ queryKey: unreadMessagesQuery(area).queryKey })
  }
}

export function refreshNotifications(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: [...CACHED_QUERIES, 'notifications'] })
}

/** Everything messaging shows (after the socket reconnects: events may have been missed). */
export function refreshMessaging(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: [...CACHED_QUERIES, 'messages'] })
  refreshNotifications(queryClient)
}
