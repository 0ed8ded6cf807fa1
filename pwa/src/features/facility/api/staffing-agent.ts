/**
 * The AI staffing agent (issue 14 §5): the facility user's own chat with it, newest first, 50 to a
 * page. Behind the "AI staffing agent" flag: both calls answer 403 while it is off.
 */
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { StaffingAgentMessage, StaffingAgentMessages, StaffingAgentReply } from '@shared/contracts/staffing-agent'
import { api } from '../../../lib/api'
import { chronological } from '../../../components/chat/chronological'

export const AGENT_PAGE_SIZE = 50
export const AGENT_MESSAGES_KEY = ['facility', 'staffing-agent', 'messages'] as const

export const agentMessagesQuery = () =>
  infiniteQueryOptions({
    queryKey: AGENT_MESSAGES_KEY,
    queryFn: ({ pageParam, signal }) =>
      api.get<StaffingAgentMessages>('/facility/staffing-agent/messages', { signal, query: { page: pageParam, limit: AGENT_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNextPage ? last.pagination.page + 1 : undefined),
    // A 403 (the flag is off) will not change by asking again at once.
    retry: (count, error) => (error as { status?: number }).status !== 403 && count < 2,
  })

export const sendToAgent = (message: string, confirmViaButton?: boolean) =>
  api.post<StaffingAgentReply>('/facility/staffing-agent', confirmViaButton ? { message, confirmViaButton } : { message })

type Pages = InfiniteData<StaffingAgentMessages, number>

/** Adds the sent message and the answer to the cached first page. */
export function addAgentMessages(client: QueryClient, messages: readonly StaffingAgentMessage[]) {
  client.setQueryData<Pages>(AGENT_MESSAGES_KEY, (old) => {
    if (!old || old.pages.length === 0) return old
    const known = new Set(old.pages.flatMap((p) => p.data.map((m) => m.llmMessageId)))
    const fresh = messages.filter((m) => !known.has(m.llmMessageId)).reverse()
    const [first, ...rest] = old.pages
    return { ...old, pages: [{ ...first!, data: [...fresh, ...first!.data] }, ...rest] }
  })
}

/** Oldest first, each message once. */
export const agentChronological = (data: { pages: StaffingAgentMessages[] } | undefined): StaffingAgentMessage[] => chronological(data)
