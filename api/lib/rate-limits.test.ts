import { describe, expect, test } from 'bun:test'
import { rateLimitWindows } from '../db/schema'
import { TooManyRequestsError } from '../errors'
import { settings } from '../settings'
import { startTestServer } from '../test/harness'
import { addressBucket, consumeRateLimits, forgetClosedRateLimitWindows, limitMessageSends, type RateLimit } from './rate-limits'

const server = await startTestServer()
const { ctx } = server

const limit = (key: string, n: number): RateLimit => ({ key, limit: n, windowMinutes: 10, message: 'Too many tries.' })

async function outcome(run: Promise<void>): Promise<'ok' | number> {
  try {
    await run
    return 'ok'
  } catch (error) {
    if (error instanceof TooManyRequestsError) return error.retryAfterSeconds
    throw error
  }
}

describe('consumeRateLimits', () => {
  test('of 20 calls at once against a limit of 7, exactly 7 pass; the rest are 429 with the wait', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => outcome(consumeRateLimits(ctx, [limit('test:burst', 7)]))))
    expect(results.filter((r) => r === 'ok')).toHaveLength(7)
    for (const wait of results.filter((r) => r !== 'ok')) expect(wait).toBeGreaterThan(9 * 60)
  })

  test('all or none: a call refused by one limit is not counted against the others', async () => {
    await consumeRateLimits(ctx, [limit('test:tight', 1)])
    for (let i = 0; i < 3; i++) await expect(consumeRateLimits(ctx, [limit('test:loose', 2), limit('test:tight', 1)])).rejects.toThrow('Too many tries. Please try again in 10 minutes.')
    await consumeRateLimits(ctx, [limit('test:loose', 2)])
    await consumeRateLimits(ctx, [limit('test:loose', 2)])
    await expect(consumeRateLimits(ctx, [limit('test:loose', 2)])).rejects.toBeInstanceOf(TooManyRequestsError)
  })

  test('a window opens with its first use and closes after its minutes; the sweep forgets closed ones', async () => {
    await consumeRateLimits(ctx, [limit('test:window', 1)])
    server.clock.advance(5 * 60_000)
    expect(await outcome(consumeRateLimits(ctx, [limit('test:window', 1)]))).toBe(5 * 60)
    server.clock.advance(5 * 60_000 + 1)
    expect(await outcome(consumeRateLimits(ctx, [limit('test:window', 1)]))).toBe('ok')
    server.clock.advance(11 * 60_000)
    await forgetClosedRateLimitWindows(ctx)
    expect(await ctx.db.read.select().from(rateLimitWindows)).toEqual([])
  })
})

describe('limitMessageSends', () => {
  test('per recipient, whatever its case or formatting, and per address', async () => {
    const perRecipient = settings.rateLimits.messagesPerRecipient.limit
    for (let i = 0; i < perRecipient; i++) await limitMessageSends(ctx, { channel: 'email', recipient: i % 2 ? 'Pat@Pharmacy.test' : 'pat@pharmacy.test', address: null })
    await expect(limitMessageSends(ctx, { channel: 'email', recipient: ' PAT@pharmacy.test ', address: null })).rejects.toThrow(
      'Too many e-mails were sent to this address. Please try again in 60 minutes.',
    )
    // Another channel to the same person is counted apart.
    await limitMessageSends(ctx, { channel: 'sms', recipient: '+1 (555) 010-0000', address: null })

    for (let i = 0; i < perRecipient; i++) await limitMessageSends(ctx, { channel: 'sms', recipient: '+1 555 010 0001', address: null })
    await expect(limitMessageSends(ctx, { channel: 'sms', recipient: '15550100001', address: null })).rejects.toThrow('Too many text messages were sent to this number.')

    const perAddress = settings.rateLimits.messagesPerAddress.limit
    const sends = await Promise.all(
      Array.from({ length: perAddress + 5 }, (_, i) => outcome(limitMessageSends(ctx, { channel: 'email', recipient: `person-${i}@pharmacy.test`, address: '192.0.2.50' }))),
    )
    expect(sends.filter((r) => r === 'ok')).toHaveLength(perAddress)
  })
})

describe('addressBucket', () => {
  test('IPv4 as is, IPv4-mapped IPv6 as its IPv4, IPv6 by its /64 whatever its spelling', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7')
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressBucket('2001:db8:42:7:a1b2:c3d4:e5f6:1')).toBe('2001:db8:42:7::/64')
    expect(addressBucket('2001:0DB8:0042:0007::beef')).toBe('2001:db8:42:7::/64')
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressBucket('::1')).toBe('0:0:0:0::/64')
    expect(addressBucket('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
    // Not an address: kept as given rather than guessed at.
    expect(addressBucket('not:an::address::')).toBe('not:an::address::')
  })
})
