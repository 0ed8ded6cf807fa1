/** What the socket's events do to the open screens' caches (lib/realtime.ts, lib/messaging.ts). */
import { describe, expect, test } from 'bun:test'
import { QueryClient } from '@tanstack/react-query'
import type { CachedResult } from '../offline/cached-query'
import { inboxQuery, notificationsQuery, threadQuery, unreadMessagesQuery, unreadNotificationsQuery, type Message, type MessagesPage } from './messaging'
import { applyRealtimeEvent, reconnectDelay } from './realtime'

function message(id: string, timeSent: string, overrides: Partial<Message> = {}): Message {
  return {
    id,
    conversationId: 'c1',
    content: `text ${id}`,
    sentByProvider: false,
    sentByFacility: true,
    readByFacility: true,
    readByProvider: false,
    timeSent,
    hasUpcomingShift: false,
    attachments: [],
    ...overrides,
  }
}

function withThread(messages: Message[]): QueryClient {
  const queryClient = new QueryClient()
  queryClient.setQueryData<CachedResult<MessagesPage>>(threadQuery('c1').queryKey, { data: { data: messages, nextCursor: null }, isFromCache: false, syncedAt: 1 })
  for (const key of [inboxQuery('provider').queryKey, unreadMessagesQuery('provider').queryKey, notificationsQuery().queryKey, unreadNotificationsQuery().queryKey]) {
    queryClient.setQueryData([...key], { data: {}, isFromCache: false, syncedAt: 1 })
  }
  return queryClient
}

const thread = (queryClient: QueryClient) => queryClient.getQueryData<CachedResult<MessagesPage>>(threadQuery('c1').queryKey)!.data.data
const isStale = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)!.isInvalidated

describe('message.new', () => {
  test('joins its thread newest first, once, and the inbox and unread count are read again', () => {
    const queryClient = withThread([message('m2', '2026-03-01T10:02:00.000Z'), message('m1', '2026-03-01T10:01:00.000Z')])
    const arrived = message('m3', '2026-03-01T10:03:00.000Z')
    applyRealtimeEvent(queryClient, { type: 'message.new', conversationId: 'c1', message: arrived })
    applyRealtimeEvent(queryClient, { type: 'message.new', conversationId: 'c1', message: arrived })
    expect(thread(queryClient).map((m) => m.id)).toEqual(['m3', 'm2', 'm1'])
    expect(isStale(queryClient, inboxQuery('provider').queryKey)).toBe(true)
    expect(isStale(queryClient, unreadMessagesQuery('provider').queryKey)).toBe(true)
    expect(isStale(queryClient, notificationsQuery().queryKey)).toBe(false)
  })

  test('a thread nobody has open is left alone', () => {
    const queryClient = withThread([])
    applyRealtimeEvent(queryClient, { type: 'message.new', conversationId: 'other', message: message('x', '2026-03-01T10:00:00.000Z', { conversationId: 'other' }) })
    expect(queryClient.getQueryData(threadQuery('other').queryKey)).toBeUndefined()
  })
})

describe('message.read', () => {
  test('marks the message read and every earlier one, not the later ones', () => {
    const queryClient = withThread([
      message('m3', '2026-03-01T10:03:00.000Z'),
      message('m2', '2026-03-01T10:02:00.000Z'),
      message('m1', '2026-03-01T10:01:00.000Z'),
    ])
    applyRealtimeEvent(queryClient, { type: 'message.read', conversationId: 'c1', readBy: 'provider', upTo: 'm2' })
    expect(thread(queryClient).map((m) => [m.id, m.readByProvider])).toEqual([
      ['m3', false],
      ['m2', true],
      ['m1', true],
    ])
    expect(isStale(queryClient, threadQuery('c1').queryKey)).toBe(false)
  })

  test('a receipt for a message not on screen reads the thread again', () => {
    const queryClient = withThread([message('m1', '2026-03-01T10:01:00.000Z')])
    applyRealtimeEvent(queryClient, { type: 'message.read', conversationId: 'c1', readBy: 'provider', upTo: 'unknown' })
    expect(thread(queryClient)[0]!.readByProvider).toBe(false)
    expect(isStale(queryClient, threadQuery('c1').queryKey)).toBe(true)
  })
})

test('notification: the list and the bell are read again', () => {
  const queryClient = withThread([])
  applyRealtimeEvent(queryClient, { type: 'notification', notification: {} })
  expect(isStale(queryClient, notificationsQuery().queryKey)).toBe(true)
  expect(isStale(queryClient, unreadNotificationsQuery().queryKey)).toBe(true)
  expect(isStale(queryClient, inboxQuery('provider').queryKey)).toBe(false)
})

test('reconnect back-off doubles from 1 s, with jitter, up to 30 s', () => {
  expect(reconnectDelay(0, () => 1)).toBe(1_000)
  expect(reconnectDelay(0, () => 0)).toBe(500)
  expect(reconnectDelay(3, () => 1)).toBe(8_000)
  expect(reconnectDelay(20, () => 1)).toBe(30_000)
})
