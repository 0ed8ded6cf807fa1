import { describe, expect, test } from 'bun:test'
import { QueryClient } from '@tanstack/react-query'
import type { SupportConversation, SupportMessage, SupportMessagePage } from '@shared/contracts/support'
import { addSupportMessages, chronological, SUPPORT_MESSAGES_KEY } from './support-api'

const msg = (id: string, sentBy: SupportMessage['sentBy'] = 'USER'): SupportMessage => ({ llmMessageId: id, content: id, timeSent: '2026-11-27T10:00:00.000Z', sentBy })
const page = (ids: string[], n: number): SupportMessagePage => ({
  data: ids.map((id) => msg(id)),
  pagination: { page: n, pageSize: 50, totalItems: 99, totalPages: 2, hasNextPage: n === 1 },
  conversation: null,
})
const conversation = { llmConversationId: 'c', isEscalationEnabled: true } as SupportConversation

describe('support chat cache', () => {
  test('pages newest first read oldest first, each message once (a page boundary may repeat one)', () => {
    expect(chronological({ pages: [page(['m4', 'm3'], 1), page(['m3', 'm2', 'm1'], 2)] }).map((m) => m.llmMessageId)).toEqual(['m1', 'm2', 'm3', 'm4'])
    expect(chronological(undefined)).toEqual([])
  })

  test('a send or a live reply goes to the top of the first page once, with the conversation', () => {
    const client = new QueryClient()
    client.setQueryData(SUPPORT_MESSAGES_KEY, { pages: [page(['m2', 'm1'], 1)], pageParams: [1] })
    // The API answers the user's message then the assistant's: they read in that order.
    addSupportMessages(client, [msg('m3'), msg('m4', 'LLM')], conversation)
    // The same staff reply twice (the socket, then the send's own answer): kept once.
    addSupportMessages(client, [msg('m5', 'SUPPORT')])
    addSupportMessages(client, [msg('m5', 'SUPPORT')])
    const data = client.getQueryData<{ pages: SupportMessagePage[] }>(SUPPORT_MESSAGES_KEY)
    expect(chronological(data).map((m) => m.llmMessageId)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5'])
    expect(data!.pages[0]!.conversation).toBe(conversation)
  })

  test('nothing cached yet: nothing is invented', () => {
    const client = new QueryClient()
    addSupportMessages(client, [msg('m1')])
    expect(client.getQueryData(SUPPORT_MESSAGES_KEY)).toBeUndefined()
  })
})
