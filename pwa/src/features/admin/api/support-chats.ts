/**
 * The admin panel's support inbox (spec 000 §7 "Support agent"): users' conversations with the
 * support assistant, one to read, take over or hand back, and replies as the support team.
 */
import { useEffect } from 'react'
import { infiniteQueryOptions, keepPreviousData, queryOptions, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { ChatHistories, SupportConversation, SupportMessage, SupportMessagePage } from '@shared/contracts/support'
import { api } from '../../../lib/api'
import { connectSupportSocket } from '../../../lib/support-socket'
import { chronological } from '../../../components/chat/chronological'

export type ConversationTypeFilter = 'all' | 'human' | 'ai'
export type UserTypeFilter = 'all' | 'facility' | 'provider'

export interface ChatHistoryFilters {
  page: number
  search: string
  conversationType: ConversationTypeFilter
  userType: UserTypeFilter
}

export const SUPPORT_CHATS_KEY = ['admin', 'support-chats'] as const
const THREAD_PAGE_SIZE = 50

/** `GET /admin-panel/support-agent/chat-histories`: the latest activity first, 10 a page. */
export const chatHistoriesQuery = ({ page, search, conversationType, userType }: ChatHistoryFilters) =>
  queryOptions({
    queryKey: [...SUPPORT_CHATS_KEY, 'list', { page, search, conversationType, userType }],
    queryFn: ({ signal }) =>
      api.get<ChatHistories>('/admin-panel/support-agent/chat-histories', {
        auth: 'admin',
        signal,
        query: { page, search: search.trim() || undefined, conversationType, userType },
      }),
    placeholderData: keepPreviousData,
    // The inbox socket (useLiveSupportInbox) keeps it current; this only covers a socket that cannot open.
    refetchInterval: 60_000,
  })

const threadKey = (userId: string) => [...SUPPORT_CHATS_KEY, 'thread', userId] as const

/** `GET …/chat-histories/messages/{userId}`: newest first; kept current by the inbox socket, read again now and then in case it is down. */
export const chatThreadQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: threadKey(userId),
    queryFn: ({ pageParam, signal }) =>
      api.get<SupportMessagePage>(`/admin-panel/support-agent/chat-histories/messages/${encodeURIComponent(userId)}`, {
        auth: 'admin',
        signal,
        query: { page: pageParam, limit: THREAD_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNextPage ? last.pagination.page + 1 : undefined),
    refetchInterval: 60_000,
  })

export const setEscalation = (userId: string, isEscalationEnabled: boolean) =>
  api.put<SupportConversation>(`/admin-panel/support-agent/chat-histories/escalate/${encodeURIComponent(userId)}`, { isEscalationEnabled }, { auth: 'admin' })

export const replyAsSupport = (userId: string, content: string) =>
  api.post<SupportMessage>(`/admin-panel/support-agent/chat-histories/${encodeURIComponent(userId)}/messages`, { content }, { auth: 'admin' })

type Pages = InfiniteData<SupportMessagePage, number>

/** Puts a message and/or the conversation's new state into the open thread's cache. */
export function updateThread(client: QueryClient, userId: string, { message, conversation }: { message?: SupportMessage; conversation?: SupportConversation }) {
  client.setQueryData<Pages>(threadKey(userId), (old) => {
    if (!old || old.pages.length === 0) return old
    const [first, ...rest] = old.pages
    const known = message && old.pages.some((p) => p.data.some((m) => m.llmMessageId === message.llmMessageId))
    const data = message && !known ? [message, ...first!.data] : first!.data
    const conv = conversation ?? (first!.conversation && message ? { ...first!.conversation, isEscalationEnabled: true } : first!.conversation)
    return { ...old, pages: [{ ...first!, data, conversation: conv }, ...rest] }
  })
}

/** Oldest first, each message once. */
export const threadChronological = (data: { pages: SupportMessagePage[] } | undefined): SupportMessage[] => chronological(data)

/**
 * The inbox's live line while the screen is open: the team's ticket
 * (`GET /admin-panel/support-agent/realtime-ticket`) opens the real-time socket, and each
 * `support.inbox` event puts its messages into that user's open thread and reads the list again
 * (its order is the latest activity). A reconnect reads everything again, since events may have
 * been missed meanwhile.
 */
export function useLiveSupportInbox(): void {
  const client = useQueryClient()
  useEffect(
    () =>
      connectSupportSocket({
        ticket: async () => (await api.get<{ token: string }>('/admin-panel/support-agent/realtime-ticket', { auth: 'admin' })).token,
        onInbox: ({ userId, messages, conversation }) => {
          // Oldest first: each joins the top of the newest-first thread.
          for (const message of messages) updateThread(client, userId, { message, conversation })
          if (!messages.length && conversation) updateThread(client, userId, { conversation })
          void client.invalidateQueries({ queryKey: [...SUPPORT_CHATS_KEY, 'list'] })
        },
        onOpen: () => void client.invalidateQueries({ queryKey: SUPPORT_CHATS_KEY }),
      }),
    [client],
  )
}
