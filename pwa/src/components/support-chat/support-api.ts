/**
 * The user's chat with the support assistant (`/support-agent/*`), for providers and pharmacy
 * users alike. The conversation is read newest first, 50 to a page; older pages load on request.
 */
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { SupportConversation, SupportMessage, SupportMessagePage, SupportMessageSent } from '@shared/contracts/support'
import { api } from '../../lib/api'

export const SUPPORT_PAGE_SIZE = 50
export const SUPPORT_MESSAGES_KEY = ['support', 'messages'] as const

export const supportMessagesQuery = () =>
  infiniteQueryOptions({
    queryKey: SUPPORT_MESSAGES_KEY,
    queryFn: ({ pageParam, signal }) =>
      api.get<SupportMessagePage>('/support-agent/messages', { signal, query: { page: pageParam, limit: SUPPORT_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNextPage ? last.pagination.page + 1 : undefined),
  })

export const sendSupportMessage = (content: string) => api.post<SupportMessageSent>('/support-agent/messages', { content })

export const askForPerson = () => api.post<SupportConversation>('/support-agent/escalate')

type Pages = InfiniteData<SupportMessagePage, number>

/** Puts messages (and the conversation, when given) into the cached first page, without a refetch. */
export function addSupportMessages(client: QueryClient, messages: readonly SupportMessage[], conversation?: SupportConversation) {
  client.setQueryData<Pages>(SUPPORT_MESSAGES_KEY, (old) => {
    if (!old || old.pages.length === 0) return old
    const known = new Set(old.pages.flatMap((p) => p.data.map((m) => m.llmMessageId)))
    const fresh = messages.filter((m) => !known.has(m.llmMessageId)).reverse()
    const [first, ...rest] = old.pages
    return { ...old, pages: [{ ...first!, data: [...fresh, ...first!.data], conversation: conversation ?? first!.conversation }, ...rest] }
  })
}

/** Oldest first, each message once. */
export { chronological } from '../chat/chronological'
