/**
 * The support chat's live line: staff replies (`support.message`) arrive on the real-time socket
 * while the user's chat is open. Minimal on purpose — a ticket (`GET /user/create-ticket`, valid a
 * minute), the socket (`/api/realtime?ticket=…`), a ping against idle proxies, and a reconnect with
 * a growing pause (a new ticket each time). `onOpen` tells the screen to refetch, so a reply sent
 * while the socket was down still shows.
 */
import type { SupportMessage } from '@shared/contracts/support'
import { api } from './api'

export interface SupportSocketHandlers {
  onMessage: (message: SupportMessage) => void
  /** Each time the socket is (re)connected. */
  onOpen?: () => void
}

const PING_EVERY_MS = 25_000
const MAX_PAUSE_MS = 30_000

/** Opens the socket and keeps it open; the answer closes it for good. */
export function connectSupportSocket({ onMessage, onOpen }: SupportSocketHandlers): () => void {
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
      ticket = (await api.get<{ token: string }>('/user/create-ticket')).token
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
      const payload = data as { type?: unknown; message?: SupportMessage }
      if (payload.type === 'ready') {
        attempts = 0
        onOpen?.()
      } else if (payload.type === 'support.message' && payload.message) {
        onMessage(payload.message)
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
