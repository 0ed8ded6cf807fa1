/**
 * Web push through the `web-push` package: the payload encrypted for the browser's keys, signed
 * with the server's VAPID keys. The sending function is injectable (tests pass a fake; nothing
 * reaches a push service from a test).
 */
import webpush from 'web-push'
import type { PushOutcome, PushSender, WebPushTarget } from './sender'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

export type SendWebPush = (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }, payload: string, options: webpush.RequestOptions) => Promise<unknown>

/** A day: a shift reminder older than that is stale; the push service drops it after. */
const TTL_SECONDS = 86_400
const TIMEOUT_MS = 10_000

export function webPushSender({ vapid, subject, sendNotification = webpush.sendNotification }: { vapid: VapidKeys; subject: string; sendNotification?: SendWebPush }): PushSender {
  return {
    mode: 'live',
    async send(targets, message) {
      // The service worker shows `title` and `body` and opens `url` on a click.
      const payload = JSON.stringify({ title: message.title, body: message.body, url: message.url })
      return Promise.all(
        (targets as WebPushTarget[]).map(async (target): Promise<PushOutcome> => {
          try {
            await sendNotification({ endpoint: target.endpoint, keys: target.keys }, payload, {
              vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
              TTL: TTL_SECONDS,
              timeout: TIMEOUT_MS,
            })
            return { status: 'delivered' }
          } catch (error) {
            const statusCode = (error as { statusCode?: unknown }).statusCode
            // 404 and 410: the browser unsubscribed or the subscription expired (RFC 8030 §7.3).
            const gone = statusCode === 404 || statusCode === 410
            return { status: 'failed', gone, error: typeof statusCode === 'number' ? `push service answered ${statusCode}` : error instanceof Error ? error.message : String(error) }
          }
        }),
      )
    },
  }
}
