import { afterEach, describe, expect, it } from 'bun:test'
import { eq } from 'drizzle-orm'
import { ENDPOINT_MESSAGE, EXPO_TOKEN_MESSAGE, KEYS_MESSAGE } from '../../../shared/contracts/push'
import { outboxMessages, pushSubscriptions, users } from '../../db/schema'
import { expoPushSender, routedPushSender, webPushSender, type FetchLike, type SendWebPush } from '../../integrations/push'
import { startTestServer } from '../../test/harness'
import { signUpOrganization, signUpProvider, teamToken } from '../../test/factories'
import { pushToUser } from '.'

const server = await startTestServer()
afterEach(() => {
  delete server.ctx.push
})

let n = 0
const subscription = (endpoint = `https://fcm.googleapis.com/fcm/send/device-${++n}`) => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: `B${'Q'.repeat(86)}`, auth: 'AbCdEfGhIjKlMnOpQrStUv' },
})

async function subscriptionsOf(userId: string) {
  return server.ctx.db.read.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
}

describe('push devices', () => {
  it('rejects unauthenticated callers and admin-panel staff', async () => {
    expect((await server.call('POST', '/api/user/expo-push-token', { body: { token: 'ExponentPushToken[abc]' } })).status).toBe(401)
    expect((await server.call('POST', '/api/push/subscriptions', { body: subscription() })).status).toBe(401)
    expect((await server.call('DELETE', '/api/push/subscriptions', { body: { endpoint: 'https://x.example.com/1' } })).status).toBe(401)
    const staff = await teamToken(server)
    expect((await server.call('POST', '/api/push/subscriptions', { token: staff, body: subscription() })).status).toBe(403)
  })

  it('gives the VAPID public key without a token, the same each time', async () => {
    const first = await server.call('GET', '/api/push/vapid-public-key')
    expect(first.status).toBe(200)
    expect(Buffer.from(first.body.publicKey, 'base64url')).toHaveLength(65)
    expect((await server.call('GET', '/api/push/vapid-public-key')).body).toEqual(first.body)
  })

  it('keeps the Expo token shown by GET /user, moving it off any other user', async () => {
    const provider = await signUpProvider(server)
    const org = await signUpOrganization(server)
    for (const token of ['', 'abc', 'ExponentPushToken[]', 'ExponentPushToken[a b]', 'FooPushToken[abc]', 'ExponentPushToken[abc]x']) {
      const res = await server.call('POST', '/api/user/expo-push-token', { token: provider.token, body: { token } })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(EXPO_TOKEN_MESSAGE)
    }
    expect((await server.call('POST', '/api/user/expo-push-token', { token: provider.token, body: {} })).body.message).toBe('Token is required')

    expect((await server.call('POST', '/api/user/expo-push-token', { token: provider.token, body: { token: 'ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]' } })).status).toBe(204)
    expect((await server.call('GET', '/api/user', { token: provider.token })).body.expoPushToken).toBe('ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]')
    // The same phone, now signed in as the pharmacy's owner.
    expect((await server.call('POST', '/api/user/expo-push-token', { token: org.token, body: { token: 'ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]' } })).status).toBe(204)
    expect((await server.call('GET', '/api/user', { token: org.token })).body.expoPushToken).toBe('ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]')
    expect((await server.call('GET', '/api/user', { token: provider.token })).body.expoPushToken).toBeNull()
    expect((await server.call('POST', '/api/user/expo-push-token', { token: provider.token, body: { token: 'ExpoPushToken[yyyy]' } })).status).toBe(204)
  })

  it('accepts only https endpoints and the browser’s keys', async () => {
    const provider = await signUpProvider(server)
    const http = await server.call('POST', '/api/push/subscriptions', { token: provider.token, body: subscription('http://push.example.com/1') })
    expect(http.status).toBe(400)
    expect(http.body.message).toBe(ENDPOINT_MESSAGE)
    const badKeys = await server.call('POST', '/api/push/subscriptions', { token: provider.token, body: { ...subscription(), keys: { p256dh: 'short', auth: 'AbCdEfGhIjKlMnOpQrStUv' } } })
    expect(badKeys.status).toBe(400)
    expect(badKeys.body.message).toBe(KEYS_MESSAGE)
    const noKeys = await server.call('POST', '/api/push/subscriptions', { token: provider.token, body: { endpoint: 'https://push.example.com/2' } })
    expect(noKeys.status).toBe(400)
    expect(noKeys.body.message).toBe(KEYS_MESSAGE)
    expect(await subscriptionsOf(provider.userId)).toHaveLength(0)
  })

  it('keeps at most 10 subscriptions a user, dropping the oldest; unsubscribes only the caller’s own', async () => {
    const me = await signUpProvider(server)
    const other = await signUpProvider(server)
    const endpoints: string[] = []
    for (let i = 0; i < 11; i++) {
      const body = subscription()
      endpoints.push(body.endpoint)
      expect((await server.call('POST', '/api/push/subscriptions', { token: me.token, body })).status).toBe(204)
      server.clock.advance(1000)
    }
    expect((await subscriptionsOf(me.userId)).map((s) => s.endpoint).sort()).toEqual(endpoints.slice(1).sort())
    // Subscribing again with a known endpoint replaces it (no duplicate).
    expect((await server.call('POST', '/api/push/subscriptions', { token: me.token, body: subscription(endpoints[5]) })).status).toBe(204)
    expect(await subscriptionsOf(me.userId)).toHaveLength(10)

    expect((await server.call('DELETE', '/api/push/subscriptions', { token: other.token, body: { endpoint: endpoints[5] } })).status).toBe(204)
    expect(await subscriptionsOf(me.userId)).toHaveLength(10)
    expect((await server.call('DELETE', '/api/push/subscriptions', { token: me.token, body: { endpoint: endpoints[5] } })).status).toBe(204)
    expect((await subscriptionsOf(me.userId)).map((s) => s.endpoint)).not.toContain(endpoints[5])
    expect(await subscriptionsOf(me.userId)).toHaveLength(9)
  })
})

describe('pushToUser', () => {
  it('sends to every subscription and the Expo token of that user only, dropping what the push service says is gone', async () => {
    const me = await signUpProvider(server)
    const other = await signUpProvider(server)
    const ok = subscription('https://push.example.com/ok')
    const expired = subscription('https://push.example.com/expired')
    const unknown = subscription('https://push.example.com/unknown')
    const failing = subscription('https://push.example.com/failing')
    for (const body of [ok, expired, unknown, failing]) await server.call('POST', '/api/push/subscriptions', { token: me.token, body })
    await server.call('POST', '/api/push/subscriptions', { token: other.token, body: subscription('https://push.example.com/someone-else') })
    await server.call('POST', '/api/user/expo-push-token', { token: me.token, body: { token: 'ExponentPushToken[mine]' } })
    await server.call('POST', '/api/user/expo-push-token', { token: other.token, body: { token: 'ExponentPushToken[theirs]' } })

    const webCalls: { endpoint: string; payload: any }[] = []
    const sendNotification: SendWebPush = async (sub, payload) => {
      webCalls.push({ endpoint: sub.endpoint, payload: JSON.parse(payload) })
      const status = { [expired.endpoint]: 410, [unknown.endpoint]: 404, [failing.endpoint]: 502 }[sub.endpoint]
      if (status) throw Object.assign(new Error('push service refused'), { statusCode: status })
    }
    const expoBodies: any[] = []
    const fetch: FetchLike = async (_url, init) => {
      expoBodies.push(JSON.parse(init.body))
      return { ok: true, status: 200, json: async () => ({ data: [{ status: 'error', details: { error: 'DeviceNotRegistered' } }] }) }
    }
    const { publicKey, privateKey } = { publicKey: `B${'x'.repeat(86)}`, privateKey: 'k'.repeat(43) }
    server.ctx.push = {
      sender: routedPushSender({ web: webPushSender({ vapid: { publicKey, privateKey }, subject: 'mailto:ops@example.com', sendNotification }), expo: expoPushSender({ fetch }) }),
      vapidPublicKey: publicKey,
    }

    const result = await pushToUser(server.ctx, me.userId, { title: 'You are hired', body: 'Riverside Pharmacy, Dec 1 at 9:00', url: '/provider/shifts/123' })
    expect(result).toEqual({ devices: 5, delivered: 1, dropped: 3 })
    expect(webCalls.map((c) => c.endpoint).sort()).toEqual([ok, expired, unknown, failing].map((s) => s.endpoint).sort())
    expect(webCalls[0]!.payload).toEqual({ title: 'You are hired', body: 'Riverside Pharmacy, Dec 1 at 9:00', url: 'http://localhost:3000/provider/shifts/123' })
    expect(expoBodies).toEqual([[{ to: 'ExponentPushToken[mine]', title: 'You are hired', body: 'Riverside Pharmacy, Dec 1 at 9:00', sound: 'default', data: { url: 'http://localhost:3000/provider/shifts/123' } }]])

    expect((await subscriptionsOf(me.userId)).map((s) => s.endpoint).sort()).toEqual([failing.endpoint, ok.endpoint].sort())
    expect((await server.ctx.db.read.select({ t: users.expoPushToken }).from(users).where(eq(users.id, me.userId)).get())!.t).toBeNull()
    // The other user's devices were neither pushed to nor touched.
    expect(await subscriptionsOf(other.userId)).toHaveLength(1)
    expect((await server.ctx.db.read.select({ t: users.expoPushToken }).from(users).where(eq(users.id, other.userId)).get())!.t).toBe('ExponentPushToken[theirs]')

    const [recorded] = await server.ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.to, me.email.toLowerCase()))
    expect(recorded).toMatchObject({ channel: 'PUSH', subject: 'You are hired', status: 'SENT', links: ['http://localhost:3000/provider/shifts/123'] })
  })

  it('records a push that reached no device as failed', async () => {
    const me = await signUpProvider(server)
    server.ctx.push = { sender: routedPushSender({ web: null, expo: null }), vapidPublicKey: null }
    expect(await pushToUser(server.ctx, me.userId, { title: 'Hello', body: 'No devices' })).toEqual({ devices: 0, delivered: 0, dropped: 0 })
    const [recorded] = await server.ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.to, me.email.toLowerCase()))
    expect(recorded).toMatchObject({ channel: 'PUSH', status: 'FAILED', error: 'No device to push to' })
  })

  it('with delivery off (the default here) sends nothing and leaves the push in the outbox', async () => {
    const me = await signUpProvider(server)
    await server.call('POST', '/api/push/subscriptions', { token: me.token, body: subscription() })
    const result = await pushToUser(server.ctx, me.userId, { title: 'Shift tomorrow', body: 'Riverside Pharmacy at 9:00', url: 'https://elsewhere.example.com/x' })
    expect(result).toEqual({ devices: 1, delivered: 0, dropped: 0 })
    expect(await subscriptionsOf(me.userId)).toHaveLength(1)
    const outbox = await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(me.email)}`)
    const push = outbox.body.data.find((m: any) => m.channel === 'PUSH')
    expect(push).toMatchObject({ channel: 'PUSH', to: me.email.toLowerCase(), subject: 'Shift tomorrow', text: 'Riverside Pharmacy at 9:00', links: ['https://elsewhere.example.com/x'] })
    const [row] = await server.ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.to, me.email.toLowerCase()))
    expect(row!.status).toBe('OUTBOX_ONLY')
  })
})
