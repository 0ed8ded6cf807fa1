/**
 * Push notifications: devices (browsers' web push subscriptions, the mobile app's Expo token) and
 * `pushToUser`, which sends one push to all of a user's devices through the configured channels
 * (api/integrations/push) and records it in the outbox; with delivery off, `keepPush` writes that
 * record inside the sender's own transaction instead. Imports no other module.
 */
export { pushRoutes } from './routes'
export { keepPush, pushDeliveryIsLive, pushToUser, type PushNotification, type PushResult } from './push-to-user'
