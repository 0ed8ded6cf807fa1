/**
 * Expo's push API for the mobile app (https://docs.expo.dev/push-notifications/sending-notifications/):
 * `POST https://exp.host/--/api/v2/push/send` with up to 100 messages, answered with one ticket
 * per message in order. `fetch` is injectable (tests pass a fake).
 */
import type { ExpoPushTarget, PushOutcome, PushSender } from './sender'

export const EXPO_PUSH_URL = 'https://exp.host/--/api/v2/push/send'
const BATCH = 100
const TIMEOUT_MS = 10_000

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>

interface ExpoTicket {
  status?: string
  message?: string
  details?: { error?: string }
}

export function expoPushSender({ fetch = globalThis.fetch as unknown as FetchLike, accessToken = null }: { fetch?: FetchLike; accessToken?: string | null } = {}): PushSender {
  return {
    mode: 'live',
    async send(targets, message) {
      const outcomes: PushOutcome[] = []
      for (let start = 0; start < targets.length; start += BATCH) {
        const batch = (targets.slice(start, start + BATCH) as ExpoPushTarget[]).map((target) => ({
          to: target.token,
          title: message.title,
          body: message.body,
          sound: 'default',
          data: message.url ? { url: message.url } : {},
        }))
        outcomes.push(...(await sendBatch(fetch, accessToken, batch)))
      }
      return outcomes
    },
  }
}

async function sendBatch(fetch: FetchLike, accessToken: string | null, messages: { to: string }[]): Promise<PushOutcome[]> {
  const failAll = (error: string): PushOutcome[] => messages.map(() => ({ status: 'failed', gone: false, error }))
  let tickets: ExpoTicket[]
  try {
    const response = await fetch(EXPO_PUSH_URL, {
      method: 'POST',
      headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate', 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
      body: JSON.stringify(messages),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) return failAll(`Expo answered ${response.status}`)
    const answer = (await response.json()) as { data?: unknown }
    if (!Array.isArray(answer?.data) || answer.data.length !== messages.length) return failAll('Expo answered without one ticket per message')
    tickets = answer.data as ExpoTicket[]
  } catch (error) {
    return failAll(`Expo could not be reached: ${error instanceof Error ? error.message : String(error)}`)
  }
  return tickets.map((ticket): PushOutcome => {
    if (ticket?.status === 'ok') return { status: 'delivered' }
    // DeviceNotRegistered: the app was uninstalled or the token is no longer valid.
    const gone = ticket?.details?.error === 'DeviceNotRegistered'
    return { status: 'failed', gone, error: ticket?.details?.error ?? ticket?.message ?? 'Expo refused the message' }
  })
}
