/**
 * The real-time socket (`GET /api/user/create-ticket`, then `/api/realtime?ticket=…`): one per
 * signed-in tab, opened by the area's frame (`useRealtime`). It only listens; what it hears
 * updates the TanStack Query caches, so open screens change without a reload:
 * - `message.new`: the thread gains the message, inboxes and unread counts are read again;
 * - `message.read`: the thread's messages up to `upTo` show as read by that side;
 * - `notification`: the notification list and its count are read again;
 * - `careers.message.new` / `careers.message.read`: the same for the careers chat's threads.
 * A lost socket reconnects with exponential back-off and jitter (1 s … 30 s), at once when the
 * browser comes back online or the tab turns visible; after a reconnect everything messaging
 * shows is read again, since events may have been missed meanwhile.
 */
import { useEffect } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CareersMessage } from '@shared/contracts/careers-chat'
import type { Message } from '@shared/contracts/conversations'
import { onOperationDone } from '../offline/commands'
import { api } from './api'
import { addCareersMessage, markCareersThreadRead, refreshCareersInboxes, refreshCareersMessaging } from './careers-messaging'
import { addMessageToThread, markThreadRead, refreshInboxes, refreshMessaging, refreshNotifications } from './messaging'

export type RealtimeEvent =
  | { type: 'ready' }
  | { type: 'message.new'; conversationId: string; message: Message }
  | { type: 'message.read'; conversationId: string; readBy: 'facility' | 'provider'; upTo: string }
  | { type: 'notification'; notification: unknown }
  | { type: 'careers.message.new'; conversationId: string; message: CareersMessage }
  | { type: 'careers.message.read'; conversationId: string; readBy: 'facility' | 'provider'; upTo: string }

const BASE_DELAY_MS = 1_000
const MAX_DELAY_MS = 30_000
const PING_EVERY_MS = 25_000

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt))
  return Math.round(step * (0.5 + random() / 2))
}

/** What a socket event changes in the caches. Exported for the unit test. */
export function applyRealtimeEvent(queryClient: QueryClient, event: RealtimeEvent): void {
  switch (event.type) {
    case 'message.new':
      addMessageToThread(queryClient, event.message)
      refreshInboxes(queryClient)
      return
    case 'message.read':
      markThreadRead(queryClient, event.conversationId, event.readBy, event.upTo)
      refreshInboxes(queryClient)
      return
    case 'notification':
      refreshNotifications(queryClient)
      return
    case 'careers.message.new':
      addCareersMessage(queryClient, event.message)
      refreshCareersInboxes(queryClient)
      return
    case 'careers.message.read':
      markCareersThreadRead(queryClient, event.conversationId, event.readBy, event.upTo)
      refreshCareersInboxes(queryClient)
      return
  }
}

function parse(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null
  try {
    const event = JSON.parse(data) as { type?: unknown }
    return event && typeof event.type === 'string' ? (event as RealtimeEvent) : null
  } catch {
    return null
  }
}

/** Opens the socket and keeps it open until the returned function is called. */
export function connectRealtime(onEvent: (event: RealtimeEvent, reconnected: boolean) => void): () => void {
  let socket: WebSocket | null = null
  let stopped = false
  let attempt = 0
  let everOpened = false
  let retryTimer: ReturnType<typeof setTimeout> | null = null
  let pingTimer: ReturnType<typeof setInterval> | null = null

  const clearTimers = () => {
    if (retryTimer) clearTimeout(retryTimer)
    if (pingTimer) clearInterval(pingTimer)
    retryTimer = null
    pingTimer = null
  }

  const retryLater = () => {
    if (stopped || retryTimer) return
    retryTimer = setTimeout(() => {
      retryTimer = null
      void open()
    }, reconnectDelay(attempt++))
  }

  async function open(): Promise<void> {
    if (stopped || socket) return
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return // `online` opens it
    let ticket: string
    try {
      ticket = (await api.get<{ token: string }>('/user/create-ticket')).token
    } catch {
      retryLater()
      return
    }
    if (stopped || socket) return
    const url = new URL(`/api/realtime?ticket=${encodeURIComponent(ticket)}`, window.location.href)
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
    const ws = new WebSocket(url)
    socket = ws
    ws.onmessage = (message) => {
      const event = parse(message.data)
      if (!event) return
      if (event.type === 'ready') {
        attempt = 0
        const reconnected = everOpened
        everOpened = true
        onEvent(event, reconnected)
        return
      }
      onEvent(event, false)
    }
    ws.onopen = () => {
      pingTimer = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('ping'), PING_EVERY_MS)
    }
    ws.onclose = () => {
      if (socket !== ws) return
      socket = null
      clearTimers()
      retryLater()
    }
  }

  const reconnectNow = () => {
    if (stopped) return
    if (retryTimer) clearTimeout(retryTimer)
    retryTimer = null
    attempt = 0
    void open()
  }
  const onOffline = () => {
    // Dropped now, so coming back opens a fresh one instead of waiting on a dead socket.
    const ws = socket
    socket = null
    clearTimers()
    ws?.close()
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') reconnectNow()
  }
  window.addEventListener('online', reconnectNow)
  window.addEventListener('offline', onOffline)
  document.addEventListener('visibilitychange', onVisible)
  void open()

  return () => {
    stopped = true
    window.removeEventListener('online', reconnectNow)
    window.removeEventListener('offline', onOffline)
    document.removeEventListener('visibilitychange', onVisible)
    clearTimers()
    const ws = socket
    socket = null
    ws?.close()
  }
}

/**
 * The area frames call this once: the socket lives as long as the signed-in area is shown, and
 * a message the outbox delivered joins its thread at once (the socket may be down).
 */
export function useRealtime(enabled = true): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled) return
    const stop = connectRealtime((event, reconnected) => {
      if (event.type === 'ready') {
        if (reconnected) {
          refreshMessaging(queryClient)
          refreshCareersMessaging(queryClient)
        }
        return
      }
      applyRealtimeEvent(queryClient, event)
    })
    const off = onOperationDone((item, response) => {
      if (item.op === 'careersMessage.send') {
        const message = response as CareersMessage | undefined
        if (message && typeof message.messageId === 'string') addCareersMessage(queryClient, message)
        refreshCareersInboxes(queryClient)
        return
      }
      if (item.op !== 'message.send') return
      const message = response as Message | undefined
      if (message && typeof message.id === 'string') addMessageToThread(queryClient, message)
      refreshInboxes(queryClient)
    })
    return () => {
      stop()
      off()
    }
  }, [enabled, queryClient])
}
