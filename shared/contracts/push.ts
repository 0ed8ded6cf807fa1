/**
 * Push notifications (issue 14 §2): the mobile app's Expo token (seed 000 "Shared, user and
 * account": `POST /user/expo-push-token`), browsers' web push subscriptions, and the server's
 * VAPID public key browsers subscribe with.
 */
import { Type, type Static } from '@sinclair/typebox'

export const EXPO_TOKEN_MESSAGE = 'Token must be an Expo push token like ExponentPushToken[…]'
export const ENDPOINT_MESSAGE = 'Endpoint must be an https address'
export const KEYS_MESSAGE = 'Subscription keys must be the browser’s p256dh and auth keys'

export const ExpoPushTokenBody = Type.Object({
  token: Type.String({
    maxLength: 255,
    // Expo's own check: `ExponentPushToken[…]` (older apps) or `ExpoPushToken[…]`.
    pattern: '^Expo(nent)?PushToken\\[[^\\[\\]\\s]{1,200}\\]$',
    messages: { required: 'Token is required', default: EXPO_TOKEN_MESSAGE },
  }),
})
export type ExpoPushTokenBody = Static<typeof ExpoPushTokenBody>

const Endpoint = Type.String({ maxLength: 2000, pattern: '^https://[^\\s/?#]+[^\\s]*$', messages: { required: 'Endpoint is required', default: ENDPOINT_MESSAGE } })

/** A browser's `PushSubscription.toJSON()`: base64url keys (p256dh a 65-byte point, auth 16 bytes). */
export const PushSubscriptionBody = Type.Object({
  endpoint: Endpoint,
  expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  keys: Type.Object(
    {
      p256dh: Type.String({ pattern: '^[A-Za-z0-9_-]{86,88}={0,2}$', messages: { required: KEYS_MESSAGE, default: KEYS_MESSAGE } }),
      auth: Type.String({ pattern: '^[A-Za-z0-9_-]{21,24}={0,2}$', messages: { required: KEYS_MESSAGE, default: KEYS_MESSAGE } }),
    },
    { messages: { required: KEYS_MESSAGE, default: KEYS_MESSAGE } },
  ),
})
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>

export const PushUnsubscribeBody = Type.Object({ endpoint: Type.String({ minLength: 1, maxLength: 2000, messages: { required: 'Endpoint is required', default: 'Endpoint is required' } }) })
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>

export const VapidPublicKey = Type.Object({
  /** base64url, for `pushManager.subscribe({ applicationServerKey })`. */
  publicKey: Type.String(),
})
export type VapidPublicKey = Static<typeof VapidPublicKey>
