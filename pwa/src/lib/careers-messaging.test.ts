/** What the socket's careers chat events do to the open screens' caches (lib/realtime.ts, lib/careers-messaging.ts). */
import { describe, expect, test } from 'bun:test'
import { QueryClient } from '@tanstack/react-query'
import type { CachedResult } from '../offline/cached-query'
import { careersInboxQuery, careersThreadQuery, careersUnreadQuery, type CareersMessage, type CareersThread } from './careers-messaging'
import { inboxQuery } from './messaging'
import { applyRealtimeEvent } from './realtime'

function message(messageId: string, createdAt: string, overrides: Partial<CareersMessage> = {}): CareersMessage {
  return { messageId, conversationId: 'c1', content: `text ${messageId}`, sentByProvider: false, sentByFacility: true, readByProvider: false, readByFacility: true, createdAt, ...overrides }
}

function withThread(messages: CareersMessage[]): QueryClient {
  const queryClient = new QueryClient()
  const thread: CareersThread = {
    conversationId: 'c1',
    providerId: 'p1',
    organizationId: 'o1',
    jobId: 'j1',
    jobTitle: 'Staff Pharmacist',
    providerName: 'Ada Lovelace',
    providerAvatarUrl: null,
    organizationName: 'Main Street Pharmacy',
    lastMessage: messages[0] ?? null,
    unreadCount: messages.length,
    lastMessageAt: messages[0]?.createdAt ?? null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    messages,
    nextCursor: null,
  }
  queryClient.setQueryData<CachedResult<CareersThread>>(careersThreadQuery('provider', 'c1').queryKey, { data: thread, isFromCache: false, syncedAt: 1 })
  for (const key of [careersInboxQuery('provider').queryKey, careersUnreadQuery('provider').queryKey, inboxQuery('provider').queryKey]) {
    queryClient.setQueryData([...key], { data: {}, isFromCache: false, syncedAt: 1 })
  }
  return queryClient
}

const messagesOf = (queryClient: QueryClient) => queryClient.getQueryData<CachedResult<CareersThread>>(careersThreadQuery('provider', 'c1').queryKey)!.data.messages
const isStale = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)!.isInvalidated

describe('careers.message.new', () => {
  test('joins its thread newest first, once; the careers inbox and badge are read again, not the shift inbox', () => {
    const queryClient = withThread([message('m2', '2026-03-01T10:02:00.000Z'), message('m1', '2026-03-01T10:01:00.000Z')])
    const arrived = message('m3', '2026-03-01T10:03:00.000Z')
    applyRealtimeEvent(queryClient, { type: 'careers.message.new', conversationId: 'c1', message: arrived })
    applyRealtimeEvent(queryClient, { type: 'careers.message.new', conversationId: 'c1', message: arrived })
    expect(messagesOf(queryClient).map((m) => m.messageId)).toEqual(['m3', 'm2', 'm1'])
    expect(isStale(queryClient, careersInboxQuery('provider').queryKey)).toBe(true)
    expect(isStale(queryClient, careersUnreadQuery('provider').queryKey)).toBe(true)
    expect(isStale(queryClient, inboxQuery('provider').queryKey)).toBe(false)
  })

  test('a thread nobody has open is left alone', () => {
    const queryClient = withThread([])
    applyRealtimeEvent(queryClient, { type: 'careers.message.new', conversationId: 'other', message: message('x', '2026-03-01T10:00:00.000Z', { conversationId: 'other' }) })
    expect(queryClient.getQueryData(careersThreadQuery('provider', 'other').queryKey)).toBeUndefined()
  })
})

describe('careers.message.read', () => {
  test("the other side's read receipt marks the thread's messages read by that side", () => {
    const mine = { sentByProvider: true, sentByFacility: false, readByProvider: true, readByFacility: false }
    const queryClient = withThread([message('m2', '2026-03-01T10:02:00.000Z', mine), message('m1', '2026-03-01T10:01:00.000Z', mine)])
    applyRealtimeEvent(queryClient, { type: 'careers.message.read', conversationId: 'c1', readBy: 'facility', upTo: 'm2' })
    expect(messagesOf(queryClient).map((m) => m.readByFacility)).toEqual([true, true])
  })

  test('a receipt for a message not on screen reads the thread again', () => {
    const queryClient = withThread([message('m1', '2026-03-01T10:01:00.000Z')])
    applyRealtimeEvent(queryClient, { type: 'careers.message.read', conversationId: 'c1', readBy: 'facility', upTo: 'unknown' })
    expect(isStale(queryClient, careersThreadQuery('provider', 'c1').queryKey)).toBe(true)
  })
})
