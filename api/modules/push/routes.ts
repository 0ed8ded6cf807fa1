/**
 * Push notifications (issue 14 §2): the mobile app's Expo token, browsers' web push
 * subscriptions, and the VAPID public key they subscribe with.
 */
import { Elysia } from 'elysia'
import { ErrorResponse, NoContent } from '../../../shared/contracts/auth'
import { ExpoPushTokenBody, PushSubscriptionBody, PushUnsubscribeBody, VapidPublicKey } from '../../../shared/contracts/push'
import type { AppContext } from '../../context'
import { noContent } from '../../lib/http'
import { authPlugin } from '../../plugins/auth'
import { getVapidPublicKey } from './get-vapid-public-key'
import { setExpoPushToken } from './set-expo-push-token'
import { subscribeToPush } from './subscribe-to-push'
import { unsubscribeFromPush } from './unsubscribe-from-push'

export const pushRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Push notifications'] } })
    .get('/push/vapid-public-key', () => getVapidPublicKey({ ctx }), {
      response: { 200: VapidPublicKey, 404: ErrorResponse },
      detail: { summary: "The server's VAPID public key, for a browser's push subscription", description: 'No token needed. 404 when web push is not set up (a libSQL server database without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY).' },
    })
    .use(authPlugin(ctx))
    .post('/user/expo-push-token', async ({ caller, body, set }) => {
      await setExpoPushToken({ ctx, caller, input: body })
      return noContent(set)
    }, {
      asUser: true,
      body: ExpoPushTokenBody,
      response: { 204: NoContent, 400: ErrorResponse },
      detail: { summary: "The mobile app's Expo push token", description: '`ExponentPushToken[…]`; shown as `expoPushToken` by `GET /user`. A token another user had moves to the caller.' },
    })
    .post('/push/subscriptions', async ({ caller, body, set }) => {
      await subscribeToPush({ ctx, caller, input: body })
      return noContent(set)
    }, {
      asUser: true,
      body: PushSubscriptionBody,
      response: { 204: NoContent, 400: ErrorResponse },
      detail: { summary: "Subscribe this browser to pushes (its PushSubscription's JSON)", description: 'An https endpoint and the p256dh and auth keys. At most 10 per user: the oldest is dropped.' },
    })
    .delete('/push/subscriptions', async ({ caller, body, set }) => {
      await unsubscribeFromPush({ ctx, caller, input: body })
      return noContent(set)
    }, {
      asUser: true,
      body: PushUnsubscribeBody,
      response: { 204: NoContent, 400: ErrorResponse },
      detail: { summary: "Unsubscribe this browser from pushes (`{endpoint}`)", description: 'Only the caller’s own subscription; 204 whether or not there was one.' },
    })
