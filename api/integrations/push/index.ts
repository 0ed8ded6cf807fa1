/**
 * The push channels for a configuration: with `PUSH_DELIVERY=live`, web push (when the server
 * has VAPID keys) and Expo, each target to its own; with `outbox`, nothing leaves the server.
 * The VAPID public key is given either way, so browsers can subscribe before delivery is on.
 */
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { expoPushSender, type FetchLike } from './expo'
import { outboxPushSender } from './outbox'
import { routedPushSender, type PushChannels } from './sender'
import { resolveVapidKeys } from './vapid-keys'
import { webPushSender, type SendWebPush } from './web-push'

export type { ExpoPushTarget, PushChannels, PushMessage, PushOutcome, PushSender, PushTarget, WebPushTarget } from './sender'
export { routedPushSender } from './sender'
export { outboxPushSender } from './outbox'
export { webPushSender, type SendWebPush, type VapidKeys } from './web-push'
export { expoPushSender, EXPO_PUSH_URL, type FetchLike } from './expo'
export { resolveVapidKeys, VAPID_KEYS_FILE } from './vapid-keys'

export function createPushChannels(config: Config, db: Pick<Database, 'driver' | 'directory' | 'location'>, io: { fetch?: FetchLike; sendNotification?: SendWebPush } = {}): PushChannels {
  const vapid = resolveVapidKeys(config, db)
  if (config.push.delivery === 'outbox') return { sender: outboxPushSender, vapidPublicKey: vapid?.publicKey ?? null }
  return {
    sender: routedPushSender({
      web: vapid ? webPushSender({ vapid, subject: config.push.vapidSubject, ...(io.sendNotification ? { sendNotification: io.sendNotification } : {}) }) : null,
      expo: expoPushSender({ ...(io.fetch ? { fetch: io.fetch } : {}), accessToken: config.push.expoAccessToken }),
    }),
    vapidPublicKey: vapid?.publicKey ?? null,
  }
}
