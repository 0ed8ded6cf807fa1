import { describe, expect, it } from 'bun:test'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigError, loadConfig } from '../../config'
import { createPushChannels, EXPO_PUSH_URL, expoPushSender, outboxPushSender, resolveVapidKeys, routedPushSender, VAPID_KEYS_FILE, webPushSender, type FetchLike, type PushSender, type SendWebPush } from '.'
import { scratchDir } from '../../lib/scratch-dir'

const message = { title: 'Shift tomorrow', body: 'Riverside Pharmacy at 9:00', url: 'https://app.example.com/shifts/1' }
const web = (n: number) => ({ kind: 'web' as const, endpoint: `https://push.example.com/send/${n}`, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } })
const expo = (n: number) => ({ kind: 'expo' as const, token: `ExponentPushToken[device-${n}]` })
const VAPID = { publicKey: `B${'x'.repeat(86)}`, privateKey: 'k'.repeat(43) }

describe('web push adapter', () => {
  it('sends the title, body and url encrypted for each subscription, signed with the VAPID keys', async () => {
    const calls: { subscription: unknown; payload: string; options: any }[] = []
    const sendNotification: SendWebPush = async (subscription, payload, options) => void calls.push({ subscription, payload, options })
    const sender = webPushSender({ vapid: VAPID, subject: 'mailto:ops@example.com', sendNotification })
    const outcomes = await sender.send([web(1), web(2)], message)
    expect(outcomes).toEqual([{ status: 'delivered' }, { status: 'delivered' }])
    expect(calls.map((c) => c.subscription)).toEqual([{ endpoint: web(1).endpoint, keys: web(1).keys }, { endpoint: web(2).endpoint, keys: web(2).keys }])
    expect(JSON.parse(calls[0]!.payload)).toEqual(message)
    expect(calls[0]!.options.vapidDetails).toEqual({ subject: 'mailto:ops@example.com', ...VAPID })
    expect(calls[0]!.options.TTL).toBeGreaterThan(0)
  })

  it('marks 404 and 410 answers as gone, other failures as failed only', async () => {
    const statuses: Record<string, number | 'network'> = { [web(1).endpoint]: 410, [web(2).endpoint]: 404, [web(3).endpoint]: 500, [web(4).endpoint]: 'network' }
    const sendNotification: SendWebPush = async (subscription) => {
      const status = statuses[subscription.endpoint]
      if (status === 'network') throw new Error('socket hang up')
      if (status) throw Object.assign(new Error('Received unexpected response code'), { statusCode: status })
    }
    const outcomes = await webPushSender({ vapid: VAPID, subject: 'mailto:ops@example.com', sendNotification }).send([web(1), web(2), web(3), web(4), web(5)], message)
    expect(outcomes).toEqual([
      { status: 'failed', gone: true, error: 'push service answered 410' },
      { status: 'failed', gone: true, error: 'push service answered 404' },
      { status: 'failed', gone: false, error: 'push service answered 500' },
      { status: 'failed', gone: false, error: 'socket hang up' },
      { status: 'delivered' },
    ])
  })
})

describe('Expo adapter', () => {
  it("posts the messages to Expo's push API and reads one ticket per message", async () => {
    const requests: { url: string; init: any }[] = []
    const fetch: FetchLike = async (url, init) => {
      requests.push({ url, init })
      return { ok: true, status: 200, json: async () => ({ data: [{ status: 'ok', id: 't1' }, { status: 'error', message: 'not registered', details: { error: 'DeviceNotRegistered' } }, { status: 'error', message: 'too big', details: { error: 'MessageTooBig' } }] }) }
    }
    const outcomes = await expoPushSender({ fetch, accessToken: 'expo-secret' }).send([expo(1), expo(2), expo(3)], message)
    expect(outcomes).toEqual([{ status: 'delivered' }, { status: 'failed', gone: true, error: 'DeviceNotRegistered' }, { status: 'failed', gone: false, error: 'MessageTooBig' }])
    expect(requests).toHaveLength(1)
    expect(requests[0]!.url).toBe(EXPO_PUSH_URL)
    expect(requests[0]!.url).toBe('https://exp.host/--/api/v2/push/send')
    expect(requests[0]!.init.method).toBe('POST')
    expect(requests[0]!.init.headers.authorization).toBe('Bearer expo-secret')
    expect(JSON.parse(requests[0]!.init.body)).toEqual([1, 2, 3].map((n) => ({ to: `ExponentPushToken[device-${n}]`, title: message.title, body: message.body, sound: 'default', data: { url: message.url } })))
  })

  it('sends at most 100 messages a request', async () => {
    const sizes: number[] = []
    const fetch: FetchLike = async (_url, init) => {
      const batch = JSON.parse(init.body) as unknown[]
      sizes.push(batch.length)
      return { ok: true, status: 200, json: async () => ({ data: batch.map(() => ({ status: 'ok' })) }) }
    }
    const outcomes = await expoPushSender({ fetch }).send(Array.from({ length: 250 }, (_, i) => expo(i)), message)
    expect(sizes).toEqual([100, 100, 50])
    expect(outcomes.every((o) => o.status === 'delivered')).toBe(true)
  })

  it('fails every message, none gone, when Expo answers an error or cannot be reached', async () => {
    const down: FetchLike = async () => ({ ok: false, status: 503, json: async () => ({}) })
    expect(await expoPushSender({ fetch: down }).send([expo(1)], message)).toEqual([{ status: 'failed', gone: false, error: 'Expo answered 503' }])
    const unreachable: FetchLike = async () => {
      throw new Error('getaddrinfo ENOTFOUND')
    }
    const [outcome] = await expoPushSender({ fetch: unreachable }).send([expo(1)], message)
    expect(outcome).toMatchObject({ status: 'failed', gone: false })
  })
})

describe('routing and the offline default', () => {
  it('sends each target through the adapter of its kind, outcomes in the targets’ order', async () => {
    const seen: Record<string, string[]> = { web: [], expo: [] }
    const fake = (kind: 'web' | 'expo'): PushSender => ({
      mode: 'live',
      send: async (targets) => targets.map((t) => (seen[kind]!.push(t.kind), kind === 'web' ? { status: 'delivered' as const } : { status: 'failed' as const, gone: true, error: 'x' })),
    })
    const outcomes = await routedPushSender({ web: fake('web'), expo: fake('expo') }).send([expo(1), web(1), expo(2)], message)
    expect(outcomes.map((o) => o.status)).toEqual(['failed', 'delivered', 'failed'])
    expect(seen).toEqual({ web: ['web'], expo: ['expo', 'expo'] })
    const noWeb = await routedPushSender({ web: null, expo: fake('expo') }).send([web(1)], message)
    expect(noWeb).toEqual([{ status: 'failed', gone: false, error: 'web push is not configured on this server' }])
  })

  it('the outbox sender sends nothing', async () => {
    expect(outboxPushSender.mode).toBe('outbox')
    expect(await outboxPushSender.send([web(1), expo(1)], message)).toEqual([{ status: 'kept' }, { status: 'kept' }])
  })

  it('delivery is live in production, the outbox elsewhere, PUSH_DELIVERY decides', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).push.delivery).toBe('live')
    expect(loadConfig({}).push.delivery).toBe('outbox')
    expect(loadConfig({ PUSH_DELIVERY: 'live' }).push.delivery).toBe('live')
    expect(loadConfig({ NODE_ENV: 'production', PUSH_DELIVERY: 'outbox' }).push.delivery).toBe('outbox')
    expect(() => loadConfig({ PUSH_DELIVERY: 'sometimes' })).toThrow(ConfigError)
    const memory = { driver: 'bun-sqlite' as const, directory: null, location: ':memory:' }
    expect(createPushChannels(loadConfig({}), memory).sender.mode).toBe('outbox')
    expect(createPushChannels(loadConfig({ PUSH_DELIVERY: 'live' }), memory).sender.mode).toBe('live')
  })
})

describe('VAPID keys', () => {
  const fileDb = (directory: string) => ({ driver: 'bun-sqlite' as const, directory, location: join(directory, 'marketplace.db') })

  it('are generated on first start, kept beside the database for the owner only, and reused', () => {
    const directory = scratchDir('vapid-')
    let generated = 0
    const generate = () => (generated++, { publicKey: `B${'p'.repeat(86)}`, privateKey: 's'.repeat(43) })
    const first = resolveVapidKeys(loadConfig({}), fileDb(directory), generate)
    const again = resolveVapidKeys(loadConfig({}), fileDb(directory), generate)
    expect(again).toEqual(first!)
    expect(generated).toBe(1)
    const path = join(directory, VAPID_KEYS_FILE)
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(first!)
    expect(statSync(path).mode & 0o077).toBe(0)
  })

  it('real generated keys are a P-256 pair web-push accepts', () => {
    const directory = scratchDir('vapid-')
    const keys = resolveVapidKeys(loadConfig({}), fileDb(directory))!
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65)
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32)
    expect(createPushChannels(loadConfig({}), fileDb(directory)).vapidPublicKey).toBe(keys.publicKey)
  })

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, validated', () => {
    const publicKey = Buffer.alloc(65, 4).toString('base64url')
    const privateKey = Buffer.alloc(32, 7).toString('base64url')
    const config = loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'https://pharmacy.example.com' })
    expect(resolveVapidKeys(config, fileDb(scratchDir('vapid-')))).toEqual({ publicKey, privateKey })
    expect(config.push.vapidSubject).toBe('https://pharmacy.example.com')
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together')
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(ConfigError)
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'short' })).toThrow(ConfigError)
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://insecure.example.com' })).toThrow('VAPID_SUBJECT must be a mailto: address or an https: URL, got "http://insecure.example.com"')
    expect(loadConfig({ MAIL_FROM: 'Shiftwell <ops@pharmacy.example.com>' }).push.vapidSubject).toBe('mailto:ops@pharmacy.example.com')
  })

  it('are throwaway for an in-memory database and off for a libSQL server without the variables', () => {
    expect(resolveVapidKeys(loadConfig({}), { driver: 'bun-sqlite', directory: null, location: ':memory:' })).not.toBeNull()
    expect(resolveVapidKeys(loadConfig({}), { driver: 'libsql', directory: null, location: 'libsql://db.example.com' })).toBeNull()
    expect(createPushChannels(loadConfig({}), { driver: 'libsql', directory: null, location: 'libsql://db.example.com' }).vapidPublicKey).toBeNull()
  })
})
