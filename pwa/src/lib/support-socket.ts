/**
 * The support chat's live line: staff replies (`support.message`) arrive on the real-time socket
 * while the user's chat is open. Minimal on purpose — a ticket (`GET /user/create-ticket`, valid a
 * minute), the socket (`/api/realtime?ticket=…`), a ping against idle proxies, and a reconnect with
 * a growing pause (a new ticket each time). `onOpen` tells the screen to refetch, so a reply sent
 * while the socket was down still shows. The admin panel's support inbox opens the same socket with
 * the team's ticket and hears `support.inbox`.
 */
import type { SupportConversation, SupportMessage } from '@shared/contracts/support'
import { api } from './api'

/** What the admin panel's support inbox hears: a user wrote or asked for a person, or a colleague answered or handed back. */
export interface SupportInboxEvent {
  userId: string
  messages: SupportMessage[]
  conversation?: SupportConversation
}

export interface SupportSocketHandlers {
  /** A staff reply in the user's own chat (`support.message`). */
  onMessage?: (message: SupportMessage) => void
  /** The support team's inbox (`support.inbox`), with a ticket from `ticket`. */
  onInbox?: (event: SupportInboxEvent) => void
  /** Each time the socket is (re)connected. */
  onOpen?: () => void
  /** The ticket that opens the socket: the signed-in user's by default. */
  ticket?: () => Promise<string>
}

const userTicket = async () => (await api.get<{ token: string }>('/user/create-ticket')).token

const PING_EVERY_MS = 25_000
const MAX_PAUSE_MS = 30_000

/** Opens the socket and keeps it open; the answer closes it for good. */
export function connectSupportSocket({ onMessage, onInbox, onOpen, ticket: issueTicket = userTicket }: SupportSocketHandlers): () => void {
  let socket: WebSocket | null = null
  let stopped = false
  let attempts = 0
  let retry: ReturnType<typeof setTimeout> | undefined
  let ping: ReturnType<typeof setInterval> | undefined

  const scheduleReconnect = () => {
    if (stopped) return
    const pause = Math.min(MAX_PAUSE_MS, 1000 * 2 ** attempts)
    attempts += 1
    retry = setTimeout(() => void open(), pause)
  }

  const open = async () => {
    if (stopped) return
    let ticket: string
    try {
      ticket = await issueTicket()
    } catch {
      scheduleReconnect()
      return
    }
    if (stopped) return
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:'
    const ws = new WebSocket(`${scheme}//${window.location.host}/api/realtime?ticket=${encodeURIComponent(ticket)}`)
    socket = ws
    ws.onmessage = (event) => {
      if (typeof event.data !== 'string' || event.data === 'pong') return
      let data: unknown
      try {
        data = JSON.parse(event.data)
      } catch {
        return
      }
      const payload = data as { type?: unknown; message?: SupportMessage } & Partial<SupportInboxEvent>
      if (payload.type === 'ready') {
        attempts = 0
        onOpen?.()
      } else if (payload.type === 'support.message' && payload.message) {
        onMessage?.(payload.message)
      } else if (payload.type === 'support.inbox' && typeof payload.userId === 'string') {
        onInbox?.({ userId: payload.userId, messages: payload.messages ?? [], conversation: payload.conversation })
      }
    }
    ws.onopen = () => {
      clearInterval(ping)
      ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('ping'), PING_EVERY_MS)
    }
    ws.onclose = () => {
      clearInterval(ping)
      if (socket === ws) socket = null
      scheduleReconnect()
    }
  }

  void open()
  return () => {
    stopped = true
    clearTimeout(retry)
    clearInterval(ping)
    socket?.close()
    socket = null
  }
}
