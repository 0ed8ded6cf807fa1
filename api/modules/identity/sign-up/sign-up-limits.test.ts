/**
 * Sign-up's rate limits (limit-sign-ups.ts, numbers in api/settings.ts): per address and per
 * e-mail, counted atomically before the password is hashed. The windows are brought near their
 * limit by writing the counter a first real sign-up made, so a test does not sign up a thousand
 * pharmacists to reach the per-address limit.
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { rateLimitWindows } from '../../../db/schema'
import { settings } from '../../../settings'
import { facilitySignUp, providerSignUp } from '../../../test/factories'
import { startTestServer, type TestResponse } from '../../../test/harness'

const server = await startTestServer()

function statuses(responses: TestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1
  return counts
}

async function countOf(key: string): Promise<number | undefined> {
  return (await server.ctx.db.read.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, key)).get())?.count
}

async function setCount(key: string, count: number): Promise<void> {
  await server.ctx.db.write((tx) => tx.update(rateLimitWindows).set({ count }).where(eq(rateLimitWindows.key, key)))
}

describe('sign-up per address', () => {
  test('the limit holds for sign-ups sent together: three left, six sent, three 429 with Retry-After', async () => {
    const address = '203.0.113.10'
    expect((await server.call('POST', '/api/sign-up/provider', { body: providerSignUp(), address })).status).toBe(201)
    const key = `sign-up:address:${address}`
    expect(await countOf(key)).toBe(1)
    await setCount(key, settings.rateLimits.signUpPerAddress.limit - 3)

    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => server.call('POST', '/api/sign-up/provider', { body: providerSignUp(), address })),
      ...Array.from({ length: 3 }, () => server.call('POST', '/api/sign-up/facility', { body: facilitySignUp(), address })),
    ])
    expect(statuses(answers)).toEqual({ 201: 3, 429: 3 })
    for (const refused of answers.filter((r) => r.status === 429)) {
      expect(refused.body.message).toBe('Too many sign-ups from this network. Please try again in 60 minutes.')
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60)
    }
    expect(await countOf(key)).toBe(settings.rateLimits.signUpPerAddress.limit)

    // Another address is not held; this one is again once its hour is over.
    expect((await server.call('POST', '/api/sign-up/provider', { body: providerSignUp(), address: '203.0.113.11' })).status).toBe(201)
    server.clock.advance(61 * 60_000)
    expect((await server.call('POST', '/api/sign-up/provider', { body: providerSignUp(), address })).status).toBe(201)
  })

  test('a body that fails validation is answered 400 and not counted', async () => {
    const address = '203.0.113.20'
    expect((await server.call('POST', '/api/sign-up/provider', { body: providerSignUp(), address })).status).toBe(201)
    await setCount(`sign-up:address:${address}`, settings.rateLimits.signUpPerAddress.limit)
    expect((await server.call('POST', '/api/sign-up/provider', { body: { ...providerSignUp(), password: 'short' }, address })).status).toBe(400)
    expect((await server.call('POST', '/api/sign-up/provider', { body: providerSignUp(), address })).status).toBe(429)
  })

  test('the numbers are generous enough for a test suite on one address, and written down', () => {
    expect(settings.rateLimits.signUpPerAddress.limit).toBeGreaterThanOrEqual(500)
    expect(settings.rateLimits.signUpPerAddress.windowMinutes).toBe(60)
  })
})

describe('sign-up per e-mail', () => {
  test('attempts naming one e-mail are limited whatever their outcome: 201 once, 409s, then 429', async () => {
    const body = providerSignUp()
    expect((await server.call('POST', '/api/sign-up/provider', { body })).status).toBe(201)
    const key = `sign-up:email:${body.email}`
    expect(await countOf(key)).toBe(1)
    await setCount(key, settings.rateLimits.signUpPerEmail.limit - 2)

    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => server.call('POST', '/api/sign-up/provider', { body, address: `203.0.113.${30 + i}` })))
    expect(statuses(answers)).toEqual({ 409: 2, 429: 4 })
    expect(answers.find((r) => r.status === 429)!.body.message).toBe('Too many sign-up attempts for this e-mail. Please try again in 60 minutes.')
    // The e-mail is matched as stored: in lower case.
    expect((await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp({ email: body.email.toUpperCase() }) })).status).toBe(429)
  })
})
