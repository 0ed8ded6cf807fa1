import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import {
  DEFAULT_NOTIFICATION_RADIUS_IN_METERS,
  EMAIL_ALONE_ONLY_TURNS_OFF_MESSAGE,
  INVALID_PREFERENCES_LINK_MESSAGE,
  INVALID_REDIRECT_MESSAGE,
  PREFERENCES_NOT_FOUND_MESSAGE,
  TOKEN_OR_EMAIL_MESSAGE,
} from '../../../../shared/contracts/preferences'
import { emailCampaignClicks, notificationPreferences, rateLimitWindows, users } from '../../../db/schema'
import { issueRealtimeTicket } from '../../../realtime/tickets'
import { settings } from '../../../settings'
import { signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'
import { mayNotify, preferencesFor, unsubscribeUrlFor } from '..'
import { preferencesToken } from './link-tokens'
import { ONE_CLICK_BODY_MESSAGE } from './unsubscribe-one-click'

const server = await startTestServer()
const link = (userId: string) => encodeURIComponent(preferencesToken(server.ctx, userId))
const rowOf = (userId: string) => server.ctx.db.read.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).get()
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

function expectMessage(res: { status: number; body: any }, status: number, message: string) {
  expect(res.status).toBe(status)
  expect(res.body.message).toBe(message)
}

describe('reading preferences', () => {
  test('neither token nor email (and no session): 400 "Either token or email must be provided" on every call that names a user', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/user-preferences', undefined],
      ['PUT', '/api/user-preferences', {}],
      ['PUT', '/api/user-preferences/pause-account', undefined],
      ['PUT', '/api/user-preferences/preferred-app', { preferredApp: 'CAREERS' }],
      ['PUT', '/api/unsubscribe-to-notifications', {}],
    ] as const) {
      expectMessage(await server.call(method, path, { body }), 400, TOKEN_OR_EMAIL_MESSAGE)
    }
  })

  test("a user who never chose anything has the defaults: e-mails on, texts as consented at sign-up, 25 miles, MARKETPLACE; nothing is written", async () => {
    const provider = await signUpProvider(server) // smsOptIn false at sign-up
    const res = await server.call('GET', `/api/user-preferences?token=${link(provider.userId)}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      userId: provider.userId,
      marketplaceEmailOptIn: true,
      marketplaceSmsOptIn: false,
      careersEmailOptIn: true,
      careersSmsOptIn: false,
      agentSmsOptIn: false,
      marketplaceMinHourlyRate: null,
      careersMinHourlyRate: null,
      platformInterest: 'MARKETPLACE',
      preferredApp: 'MARKETPLACE',
      marketplaceNotificationRadiusInMeters: 40_234,
      careersNotificationRadiusInMeters: 40_234,
      locationPreference: [],
      isPaused: false,
      pausedAt: null,
    })
    expect(DEFAULT_NOTIFICATION_RADIUS_IN_METERS).toBe(40_234)
    expect(await rowOf(provider.userId)).toBeUndefined()

    const owner = await signUpOrganization(server, { smsOptIn: true, platformInterest: 'BOTH' })
    const facility = (await server.call('GET', '/api/user-preferences', { token: owner.token })).body
    expect([facility.marketplaceSmsOptIn, facility.careersSmsOptIn, facility.agentSmsOptIn]).toEqual([true, true, true])
    expect(facility.platformInterest).toBe('BOTH')
  })

  test("the link's token reads its own user's preferences only; a forged or altered token is 400", async () => {
    const a = await signUpProvider(server)
    const b = await signUpProvider(server)
    expect((await server.call('GET', `/api/user-preferences?token=${link(a.userId)}`)).body.userId).toBe(a.userId)
    expect((await server.call('GET', `/api/user-preferences?token=${link(b.userId)}`)).body.userId).toBe(b.userId)
    const [encodedA, signatureA] = preferencesToken(server.ctx, a.userId).split('.')
    const [encodedB] = preferencesToken(server.ctx, b.userId).split('.')
    for (const forged of [`${encodedB}.${signatureA}`, `${encodedA}.${signatureA}x`, encodedA!, 'garbage', issueRealtimeTicket(server.ctx, a.userId).token, a.token]) {
      expectMessage(await server.call('GET', `/api/user-preferences?token=${encodeURIComponent(forged)}`), 400, INVALID_PREFERENCES_LINK_MESSAGE)
    }
  })

  test("an e-mail address alone reads nothing: the same 404 for an address with an account and one without", async () => {
    const p = await signUpProvider(server)
    const known = await server.call('GET', `/api/user-preferences?email=${encodeURIComponent(p.email)}`)
    const unknown = await server.call('GET', `/api/user-preferences?email=nobody-${Date.now()}@provider.test`)
    expectMessage(known, 404, PREFERENCES_NOT_FOUND_MESSAGE)
    expectMessage(unknown, 404, PREFERENCES_NOT_FOUND_MESSAGE)
    expect(known.text).toBe(unknown.text)
    // Another signed-in user naming this address learns nothing either.
    const other = await signUpProvider(server)
    expectMessage(await server.call('GET', `/api/user-preferences?email=${encodeURIComponent(p.email)}`, { token: other.token }), 404, PREFERENCES_NOT_FOUND_MESSAGE)
    // With the address's own session it reads (in any letter case).
    const own = await server.call('GET', `/api/user-preferences?email=${encodeURIComponent(p.email.toUpperCase())}`, { token: p.token })
    expect(own.status).toBe(200)
    expect(own.body.userId).toBe(p.userId)
  })

  test('a bearer session reads its own; a bad bearer token is 401; an admin-panel session is no user', async () => {
    const p = await signUpProvider(server)
    expect((await server.call('GET', '/api/user-preferences', { token: p.token })).body.userId).toBe(p.userId)
    expect((await server.call('GET', '/api/user-preferences', { token: 'not-a-session' })).status).toBe(401)
    const admin = (await server.call('POST', '/api/admin/login', { body: { email: 'admin@marketplace.test', password: 'Admin-pass-2026' } })).body.token
    expectMessage(await server.call('GET', '/api/user-preferences', { token: admin }), 400, TOKEN_OR_EMAIL_MESSAGE)
  })

  test("a deleted account's link finds nothing (404)", async () => {
    const p = await signUpProvider(server)
    await server.ctx.db.write((tx) => tx.update(users).set({ deletedAt: server.clock.now() }).where(eq(users.id, p.userId)))
    expectMessage(await server.call('GET', `/api/user-preferences?token=${link(p.userId)}`), 404, PREFERENCES_NOT_FOUND_MESSAGE)
    expect(await mayNotify(server.ctx, p.userId, 'email', 'marketplace', 'security')).toBe(false)
  })
})

describe('changing preferences', () => {
  test('PUT changes the fields given, keeps the others, answers the userId; rates in dollars are kept in cents', async () => {
    const p = await signUpProvider(server)
    const res = await server.call('PUT', `/api/user-preferences?token=${link(p.userId)}`, {
      body: {
        careersEmailOptIn: false,
        agentSmsOptIn: true,
        marketplaceMinHourlyRate: 62.5,
        platformInterest: 'BOTH',
        preferredApp: 'CAREERS',
        marketplaceNotificationRadiusInMeters: 16_093,
        locationPreference: [
          { streetAddress: '1 Main St', city: 'Dallas', state: 'TX', zipcode: '75201', notificationRadiusInMeters: 8_000 },
          { state: 'CA' },
        ],
      },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ userId: p.userId })
    expect((await rowOf(p.userId))!.marketplaceMinHourlyRateCents).toBe(6250)
    const after = (await server.call('GET', '/api/user-preferences', { token: p.token })).body
    expect(after).toMatchObject({
      marketplaceEmailOptIn: true,
      careersEmailOptIn: false,
      agentSmsOptIn: true,
      marketplaceMinHourlyRate: 62.5,
      careersMinHourlyRate: null,
      platformInterest: 'BOTH',
      preferredApp: 'CAREERS',
      marketplaceNotificationRadiusInMeters: 16_093,
      careersNotificationRadiusInMeters: 40_234,
      locationPreference: [
        { streetAddress: '1 Main St', city: 'Dallas', state: 'TX', zipcode: '75201', notificationRadiusInMeters: 8_000 },
        { streetAddress: null, city: null, state: 'CA', zipcode: null, notificationRadiusInMeters: 40_234 },
      ],
    })
    // The preferred app is the account's own.
    expect((await server.call('GET', '/api/user', { token: p.token })).body.preferredApp).toBe('CAREERS')
    // A second change keeps the first one's fields.
    await server.call('PUT', '/api/user-preferences', { token: p.token, body: { marketplaceMinHourlyRate: null } })
    const again = (await server.call('GET', '/api/user-preferences', { token: p.token })).body
    expect(again.marketplaceMinHourlyRate).toBeNull()
    expect(again.careersEmailOptIn).toBe(false)
    expect(again.locationPreference).toHaveLength(2)
  })

  test('validation: "State is required", a state the reference knows, radius and rate bounds', async () => {
    const p = await signUpProvider(server)
    const put = (body: unknown) => server.call('PUT', '/api/user-preferences', { token: p.token, body })
    expectMessage(await put({ locationPreference: [{ city: 'Dallas', zipcode: '75201' }] }), 400, 'State is required')
    expectMessage(await put({ locationPreference: [{ state: 'ZZ' }] }), 400, 'State must be a valid State')
    expectMessage(await put({ locationPreference: [{ state: 'TX', zipcode: '123' }] }), 400, 'Zip code must be a valid US zip code')
    expectMessage(await put({ marketplaceNotificationRadiusInMeters: 0 }), 400, 'Notification radius must be a whole number of meters from 1 to 321,869')
    expectMessage(await put({ careersNotificationRadiusInMeters: 400_000 }), 400, 'Notification radius must be a whole number of meters from 1 to 321,869')
    expectMessage(await put({ marketplaceMinHourlyRate: -1 }), 400, 'Minimum hourly rate cannot be negative')
    expectMessage(await put({ preferredApp: 'BOTH' }), 400, 'Preferred app must be MARKETPLACE or CAREERS')
    expectMessage(await put({ locationPreference: Array.from({ length: 21 }, () => ({ state: 'TX' })) }), 400, 'At most 20 locations')
    expect(await rowOf(p.userId)).toBeUndefined()
  })

  test('an e-mail address alone changes nothing but the unsubscribe flags (404, nothing written)', async () => {
    const p = await signUpProvider(server)
    const email = encodeURIComponent(p.email)
    expectMessage(await server.call('PUT', `/api/user-preferences?email=${email}`, { body: { careersEmailOptIn: false } }), 404, PREFERENCES_NOT_FOUND_MESSAGE)
    expectMessage(await server.call('PUT', `/api/user-preferences/pause-account?email=${email}`), 404, PREFERENCES_NOT_FOUND_MESSAGE)
    expectMessage(await server.call('PUT', `/api/user-preferences/preferred-app?email=${email}`, { body: { preferredApp: 'CAREERS' } }), 404, PREFERENCES_NOT_FOUND_MESSAGE)
    expect(await rowOf(p.userId)).toBeUndefined()
    expect((await server.call('GET', '/api/user', { token: p.token })).body.preferredApp).toBe('MARKETPLACE')
  })

  test('preferred app: MARKETPLACE or CAREERS, required', async () => {
    const p = await signUpProvider(server)
    const res = await server.call('PUT', `/api/user-preferences/preferred-app?token=${link(p.userId)}`, { body: { preferredApp: 'CAREERS' } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ userId: p.userId, preferredApp: 'CAREERS' })
    expect((await server.call('GET', '/api/user', { token: p.token })).body.preferredApp).toBe('CAREERS')
    expectMessage(await server.call('PUT', '/api/user-preferences/preferred-app', { token: p.token, body: { preferredApp: 'BOTH' } }), 400, 'Preferred app must be MARKETPLACE or CAREERS')
    expectMessage(await server.call('PUT', '/api/user-preferences/preferred-app', { token: p.token, body: {} }), 400, 'Preferred app is required')
  })
})

describe('pausing an account', () => {
  test('a paused account receives nothing but security messages; pausing again keeps the first pausedAt; {isPaused:false} resumes', async () => {
    const p = await signUpProvider(server, { professional: { smsOptIn: true } })
    expect(await mayNotify(server.ctx, p.userId, 'email', 'marketplace', 'regular')).toBe(true)
    const first = await server.call('PUT', `/api/user-preferences/pause-account?token=${link(p.userId)}`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ userId: p.userId, isPaused: true })
    expect(Math.abs(Date.parse(first.body.pausedAt) - server.clock.now().getTime())).toBeLessThan(5_000)
    expect((await rowOf(p.userId))!.pausedAt!.toISOString()).toBe(first.body.pausedAt)
    server.clock.advance(60_000)
    const second = await server.call('PUT', '/api/user-preferences/pause-account', { token: p.token, body: { isPaused: true } })
    expect(second.body.pausedAt).toBe(first.body.pausedAt)
    const read = (await server.call('GET', '/api/user-preferences', { token: p.token })).body
    expect([read.isPaused, read.pausedAt]).toEqual([true, first.body.pausedAt])
    for (const channel of ['email', 'sms', 'push'] as const) {
      for (const product of ['marketplace', 'careers', 'agent'] as const) {
        expect(await mayNotify(server.ctx, p.userId, channel, product, 'regular')).toBe(false)
        expect(await mayNotify(server.ctx, p.userId, channel, product, 'security')).toBe(true)
      }
    }
    const resumed = await server.call('PUT', '/api/user-preferences/pause-account', { token: p.token, body: { isPaused: false } })
    expect(resumed.body).toEqual({ userId: p.userId, isPaused: false, pausedAt: null })
    expect(await mayNotify(server.ctx, p.userId, 'sms', 'marketplace', 'regular')).toBe(true)
  })
})

describe('mayNotify and preferencesFor', () => {
  test('each channel and product follows its own opt-in; push only the pause; an unknown user gets nothing', async () => {
    const p = await signUpProvider(server, { professional: { smsOptIn: true } })
    expect((await preferencesFor(server.ctx, p.userId)).marketplaceSmsOptIn).toBe(true)
    await server.call('PUT', '/api/user-preferences', {
      token: p.token,
      body: { marketplaceEmailOptIn: false, careersEmailOptIn: true, marketplaceSmsOptIn: true, careersSmsOptIn: false, agentSmsOptIn: false },
    })
    const may = (channel: 'email' | 'sms' | 'push', product: 'marketplace' | 'careers' | 'agent') => mayNotify(server.ctx, p.userId, channel, product, 'regular')
    expect(await may('email', 'marketplace')).toBe(false)
    expect(await may('email', 'agent')).toBe(false)
    expect(await may('email', 'careers')).toBe(true)
    expect(await may('sms', 'marketplace')).toBe(true)
    expect(await may('sms', 'careers')).toBe(false)
    expect(await may('sms', 'agent')).toBe(false)
    expect(await may('push', 'marketplace')).toBe(true)
    expect(await mayNotify(server.ctx, p.userId, 'email', 'marketplace', 'security')).toBe(true)
    expect(await mayNotify(server.ctx, 'no-such-user', 'email', 'marketplace', 'regular')).toBe(false)
    expect((await preferencesFor(server.ctx, p.userId)).marketplaceEmailOptIn).toBe(false)
  })

  test("unsubscribeUrlFor: the PWA's /preferences?token=… opens this user's preferences; the one-click address is the API's", async () => {
    const p = await signUpProvider(server)
    const { preferencesUrl, oneClickUrl } = unsubscribeUrlFor(server.ctx, p.userId)
    const page = new URL(preferencesUrl)
    expect(page.origin).toBe(new URL(server.ctx.config.publicUrl).origin)
    expect(page.pathname).toBe('/preferences')
    const token = page.searchParams.get('token')!
    expect((await server.call('GET', `/api/user-preferences?token=${encodeURIComponent(token)}`)).body.userId).toBe(p.userId)
    expect(new URL(oneClickUrl).pathname).toBe('/api/unsubscribe-to-notifications')
    expect(new URL(oneClickUrl).searchParams.get('token')).toBe(token)
  })
})

describe('unsubscribing', () => {
  test('by e-mail alone: turns flags off, answers the userId; a `true` is refused; an unknown address is 404', async () => {
    const p = await signUpProvider(server, { professional: { smsOptIn: true } })
    const email = encodeURIComponent(p.email.toUpperCase())
    const res = await server.call('PUT', `/api/unsubscribe-to-notifications?email=${email}`, { body: { marketplaceEmailOptIn: false, careersSmsOptIn: false } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ userId: p.userId })
    const row = (await rowOf(p.userId))!
    expect([row.marketplaceEmailOptIn, row.marketplaceSmsOptIn, row.careersEmailOptIn, row.careersSmsOptIn]).toEqual([false, true, true, false])
    expect(row.unsubscribedAt).not.toBeNull()
    const refused = await server.call('PUT', `/api/unsubscribe-to-notifications?email=${email}`, { body: { marketplaceEmailOptIn: true } })
    expectMessage(refused, 400, EMAIL_ALONE_ONLY_TURNS_OFF_MESSAGE)
    expect((await rowOf(p.userId))!.marketplaceEmailOptIn).toBe(false)
    expectMessage(await server.call('PUT', `/api/unsubscribe-to-notifications?email=nobody-${Date.now()}@provider.test`, { body: {} }), 404, PREFERENCES_NOT_FOUND_MESSAGE)
  })

  test('no flags given: all four off; a replay changes nothing (the row is not written again)', async () => {
    const p = await signUpProvider(server, { professional: { smsOptIn: true } })
    const first = await server.call('PUT', `/api/unsubscribe-to-notifications?token=${link(p.userId)}`)
    expect(first.body).toEqual({ userId: p.userId })
    const row = (await rowOf(p.userId))!
    expect([row.marketplaceEmailOptIn, row.marketplaceSmsOptIn, row.careersEmailOptIn, row.careersSmsOptIn, row.agentSmsOptIn]).toEqual([false, false, false, false, true])
    server.clock.advance(60_000)
    const replay = await server.call('PUT', `/api/unsubscribe-to-notifications?token=${link(p.userId)}`, { body: {} })
    expect(replay.body).toEqual({ userId: p.userId })
    expect(await rowOf(p.userId)).toEqual(row)
  })

  test("the link's token may turn flags back on", async () => {
    const p = await signUpProvider(server)
    await server.call('PUT', `/api/unsubscribe-to-notifications?token=${link(p.userId)}`)
    const on = await server.call('PUT', `/api/unsubscribe-to-notifications?token=${link(p.userId)}`, { body: { marketplaceEmailOptIn: true } })
    expect(on.status).toBe(200)
    expect((await rowOf(p.userId))!.marketplaceEmailOptIn).toBe(true)
    expectMessage(await server.call('PUT', '/api/unsubscribe-to-notifications?token=forged.token', { body: {} }), 400, INVALID_PREFERENCES_LINK_MESSAGE)
  })

  test('RFC 8058 one-click: a form POST of List-Unsubscribe=One-Click turns off both apps’ e-mails, texts untouched', async () => {
    const p = await signUpProvider(server, { professional: { smsOptIn: true } })
    const { oneClickUrl } = unsubscribeUrlFor(server.ctx, p.userId)
    const url = new URL(oneClickUrl)
    const res = await server.call('POST', url.pathname + url.search, { body: 'List-Unsubscribe=One-Click', headers: FORM })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ userId: p.userId })
    const row = (await rowOf(p.userId))!
    expect([row.marketplaceEmailOptIn, row.careersEmailOptIn, row.marketplaceSmsOptIn, row.careersSmsOptIn]).toEqual([false, false, true, true])
    expect(await mayNotify(server.ctx, p.userId, 'email', 'marketplace', 'regular')).toBe(false)
    // Replayed by the mail client: the same answer, nothing rewritten.
    server.clock.advance(60_000)
    expect((await server.call('POST', url.pathname + url.search, { body: 'List-Unsubscribe=One-Click', headers: FORM })).status).toBe(200)
    expect(await rowOf(p.userId)).toEqual(row)
  })

  test('one-click refuses another body, a missing or forged token; forms stay refused elsewhere', async () => {
    const p = await signUpProvider(server)
    const path = `/api/unsubscribe-to-notifications?token=${link(p.userId)}`
    expectMessage(await server.call('POST', path, { body: 'List-Unsubscribe=Maybe', headers: FORM }), 400, ONE_CLICK_BODY_MESSAGE)
    expectMessage(await server.call('POST', '/api/unsubscribe-to-notifications', { body: 'List-Unsubscribe=One-Click', headers: FORM }), 400, INVALID_PREFERENCES_LINK_MESSAGE)
    expectMessage(await server.call('POST', '/api/unsubscribe-to-notifications?token=x.y', { body: 'List-Unsubscribe=One-Click', headers: FORM }), 400, INVALID_PREFERENCES_LINK_MESSAGE)
    expect(await rowOf(p.userId)).toBeUndefined()
    // The PUT of this path takes JSON: a form (let through for the one-click POST) is no valid body.
    expect((await server.call('PUT', path, { body: 'marketplaceEmailOptIn=false', headers: FORM })).status).toBe(400)
    expect(await rowOf(p.userId)).toBeUndefined()
    expect((await server.call('PUT', `/api/user-preferences?token=${link(p.userId)}`, { body: 'careersEmailOptIn=false', headers: FORM })).status).toBe(415)
    expect((await server.call('POST', '/api/auth/login', { body: 'email=a', headers: FORM })).status).toBe(415)
  })
})

describe('campaign clicks', () => {
  const track = (redirectUrl: string, email = 'reader@provider.test', campaignId = `spring-${Date.now()}`) =>
    server.call('GET', `/api/email-marketing-metrics/track?email=${encodeURIComponent(email)}&campaignId=${encodeURIComponent(campaignId)}&redirectUrl=${encodeURIComponent(redirectUrl)}`)
  const clicksOf = (campaignId: string) => server.ctx.db.read.select().from(emailCampaignClicks).where(eq(emailCampaignClicks.campaignId, campaignId)).all()

  test("records the click and redirects (302) to a path or an address on the product's own origin", async () => {
    const base = new URL(server.ctx.config.publicUrl).origin
    const relative = await track('/shifts?state=TX#top', 'Reader@Provider.test', 'spring-relative')
    expect(relative.status).toBe(302)
    expect(relative.headers.get('location')).toBe(`${base}/shifts?state=TX#top`)
    const absolute = await track(`${base}/careers/jobs`, 'reader@provider.test', 'spring-absolute')
    expect(absolute.status).toBe(302)
    expect(absolute.headers.get('location')).toBe(`${base}/careers/jobs`)
    const [click] = await clicksOf('spring-relative')
    expect(click).toMatchObject({ email: 'reader@provider.test', campaignId: 'spring-relative', redirectUrl: `${base}/shifts?state=TX#top` })
    expect(await clicksOf('spring-absolute')).toHaveLength(1)
  })

  test('a foreign or malformed link is 400 "The link is not valid", and nothing is recorded (no open redirect)', async () => {
    const host = new URL(server.ctx.config.publicUrl).host
    for (const bad of [
      '//evil.com',
      '///evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      'https://evil.com',
      'http://evil.com/shifts',
      `http://${host}.evil.com/`,
      `http://${host}@evil.com/`,
      `http://user:pass@${host}/`,
      `https://${host}/`,
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      '/\tevil',
      ' /shifts',
      'shifts',
      'evil.com',
    ]) {
      const res = await track(bad, 'reader@provider.test', 'spring-bad')
      expect({ bad, status: res.status, message: res.body?.message }).toEqual({ bad, status: 400, message: INVALID_REDIRECT_MESSAGE })
    }
    expect(await clicksOf('spring-bad')).toHaveLength(0)
  })

  test('email, campaignId and redirectUrl are required', async () => {
    expect((await server.call('GET', '/api/email-marketing-metrics/track?campaignId=c&redirectUrl=%2F')).status).toBe(400)
    expect((await server.call('GET', '/api/email-marketing-metrics/track?email=a%40b.co&redirectUrl=%2F')).status).toBe(400)
    expect((await server.call('GET', '/api/email-marketing-metrics/track?email=a%40b.co&campaignId=c')).status).toBe(400)
    expectMessage(await server.call('GET', '/api/email-marketing-metrics/track?email=nope&campaignId=c&redirectUrl=%2F'), 400, 'Email must be a valid email address')
  })
})

describe('rate limits on the calls open without a session', () => {
  const setCount = (key: string, count: number) =>
    server.ctx.db.write((tx) =>
      tx.insert(rateLimitWindows).values({ key, count, resetsAt: new Date(server.clock.now().getTime() + 3_600_000) }).onConflictDoUpdate({ target: rateLimitWindows.key, set: { count } }),
    )

  test('per network: links, e-mail addresses and campaign clicks answer 429 past the limit; a signed-in user on their own is not counted', async () => {
    const p = await signUpProvider(server)
    const address = '198.51.100.23'
    await setCount(`preferences:address:${address}`, settings.rateLimits.preferenceLinksPerAddress.limit)
    const limited = await server.call('GET', `/api/user-preferences?token=${link(p.userId)}`, { address })
    expect(limited.status).toBe(429)
    expect(limited.body.message).toStartWith('Too many preference requests came from this network.')
    expect((await server.call('PUT', `/api/unsubscribe-to-notifications?email=${encodeURIComponent(p.email)}`, { address, body: {} })).status).toBe(429)
    expect(await rowOf(p.userId)).toBeUndefined()
    expect((await server.call('GET', '/api/user-preferences', { token: p.token, address })).status).toBe(200)
    expect((await server.call('GET', `/api/user-preferences?token=${link(p.userId)}`, { address: '198.51.100.24' })).status).toBe(200)

    await setCount(`campaign-clicks:address:${address}`, settings.rateLimits.campaignClicksPerAddress.limit)
    const clicks = await server.call('GET', `/api/email-marketing-metrics/track?email=a%40b.co&campaignId=c&redirectUrl=%2F`, { address })
    expect(clicks.status).toBe(429)
    expect(clicks.body.message).toStartWith('Too many link clicks came from this network.')
  })

  test('per e-mail address named without a token', async () => {
    const p = await signUpProvider(server)
    await setCount(`preferences:email:${p.email}`, settings.rateLimits.unsubscribesPerEmail.limit - 1)
    expect((await server.call('PUT', `/api/unsubscribe-to-notifications?email=${encodeURIComponent(p.email)}`, { body: {} })).status).toBe(200)
    const res = await server.call('PUT', `/api/unsubscribe-to-notifications?email=${encodeURIComponent(p.email.toUpperCase())}`, { body: {} })
    expect(res.status).toBe(429)
    expect(res.body.message).toStartWith('Too many requests named this e-mail address.')
    const [window] = await server.ctx.db.read.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, `preferences:email:${p.email}`)).all()
    expect(window!.count).toBe(settings.rateLimits.unsubscribesPerEmail.limit)
  })
})
