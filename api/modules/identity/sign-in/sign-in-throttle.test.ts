/**
 * Sign-in throttling under concurrency, and the lock-out the owner walks past (throttle.ts).
 * Requests go out together (`Promise.all`): every password check runs on Bun's thread pool while
 * the others arrive, as thirty guesses sent at one moment do.
 */
import { describe, expect, test } from 'bun:test'
import { loginThrottle, users } from '../../../db/schema'
import { runScheduledWork } from '../../../scheduler'
import { PASSWORD, providerSignUp, signUpProvider } from '../../../test/factories'
import { hashPassword } from '../passwords'
import { startTestServer, TEST_ADMIN, type TestResponse } from '../../../test/harness'

const server = await startTestServer()
/** For the tests that check twenty passwords: argon2 is slow on purpose, slower on a busy machine. */
const SLOW = 60_000

const logIn = (email: string, password: string, address?: string) => server.call('POST', '/api/auth/login', { body: { email, password }, address })

function statuses(responses: TestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1
  return counts
}

/** Distinct addresses per test, so one test's counts never meet another's. */
let nextAddress = 0
const newAddress = () => `198.51.100.${++nextAddress}`

describe('simultaneous wrong passwords', () => {
  test('30 at once for one e-mail: five are checked (401), the other 25 are 429 with Retry-After', async () => {
    const p = await signUpProvider(server)
    const address = newAddress()
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => logIn(p.email, `wrong-guess-${i}`, address)))
    expect(statuses(answers)).toEqual({ 401: 5, 429: 25 })
    for (const refused of answers.filter((r) => r.status === 429)) {
      expect(refused.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.')
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    }
  })

  test('30 at once for one e-mail from no known address: five are checked, then the right password is 429 too', async () => {
    const p = await signUpProvider(server)
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => logIn(p.email, `wrong-guess-${i}`)))
    expect(statuses(answers)).toEqual({ 401: 5, 429: 25 })
    expect((await logIn(p.email, p.password)).status).toBe(429)
  })

  test('60 at once from one address, each for another e-mail: twenty are checked, 40 are 429', async () => {
    const address = newAddress()
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => logIn(`nobody-${i}-${address}@nowhere.test`, 'wrong-guess', address)))
    expect(statuses(answers)).toEqual({ 401: 20, 429: 40 })
    // The address is locked for everyone's e-mail, the right password included.
    const p = await signUpProvider(server)
    expect((await logIn(p.email, p.password, address)).status).toBe(429)
    expect((await logIn(p.email, p.password, newAddress())).status).toBe(200)
  }, SLOW)

  test('the admin panel: 30 at once for one team e-mail, five checked', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => server.call('POST', '/api/admin/login', { body: { email: 'ghost@marketplace.test', password: `wrong-${i}-pass` }, address: newAddress() })))
    expect(statuses(answers)).toEqual({ 401: 5, 429: 25 })
  })

  test('a right password gives its attempt back: 19 failures, a success, then one more failure before the address locks', async () => {
    const address = newAddress()
    const typos = await Promise.all(Array.from({ length: 19 }, (_, i) => logIn(`typo-${i}-${address}@nowhere.test`, 'wrong-guess', address)))
    expect(statuses(typos)).toEqual({ 401: 19 })
    const p = await signUpProvider(server)
    expect((await logIn(p.email, p.password, address)).status).toBe(200)
    expect((await logIn(`typo-last-${address}@nowhere.test`, 'wrong-guess', address)).status).toBe(401)
    expect((await logIn(`typo-after-${address}@nowhere.test`, 'wrong-guess', address)).status).toBe(429)
  }, SLOW)

  test('right passwords sent together are never refused: 8 for one account (limit 5), 21 accounts from one address (limit 20)', async () => {
    const p = await signUpProvider(server)
    const address = newAddress()
    expect(statuses(await Promise.all(Array.from({ length: 8 }, () => logIn(p.email, p.password, address))))).toEqual({ 200: 8 })
    // 21 colleagues with one password hash between them (argon2 is slow on purpose).
    const passwordHash = await hashPassword(PASSWORD)
    const now = server.clock.now()
    const office = newAddress()
    const emails = Array.from({ length: 21 }, (_, i) => `colleague-${i}-${office}@pharmacy.test`)
    await server.ctx.db.write((tx) => tx.insert(users).values(emails.map((email) => ({ email, passwordHash, userType: 'PROVIDER' as const, firstName: 'Sam', lastName: 'Lee', createdAt: now, updatedAt: now }))))
    expect(statuses(await Promise.all(emails.map((email) => logIn(email, PASSWORD, office))))).toEqual({ 200: 21 })
  }, SLOW)

  test('guesses and the right password sent together: at most five guesses are checked', async () => {
    const p = await signUpProvider(server)
    const address = newAddress()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => logIn(p.email, i === 10 ? p.password : `wrong-guess-${i}`, address)))
    const counts = statuses(answers)
    // The right one is checked unless five guesses were checked (and failed) before its turn.
    expect(counts[401]).toBeLessThanOrEqual(5)
    expect((counts[401] ?? 0) + (counts[429] ?? 0) + (counts[200] ?? 0)).toBe(20)
    expect(answers[10]!.status === 200 || counts[401] === 5).toBe(true)
  })

  test('the lock lapses after 15 minutes', async () => {
    const p = await signUpProvider(server)
    for (let i = 0; i < 5; i++) expect((await logIn(p.email, `wrong-${i}-pass`)).status).toBe(401)
    expect((await logIn(p.email, p.password)).status).toBe(429)
    server.clock.advance(16 * 60_000)
    expect((await logIn(p.email, p.password)).status).toBe(200)
  })
})

describe('a lock-out aimed at the owner', () => {
  test("an attacker's five guesses from A: the owner from B, where they signed in before, gets in; a new address B' is 429", async () => {
    const p = await signUpProvider(server)
    const [attacker, owners, fresh] = [newAddress(), newAddress(), newAddress()]
    expect((await logIn(p.email, p.password, owners)).status).toBe(200)
    for (let i = 0; i < 5; i++) expect((await logIn(p.email, `guess-${i}-pass`, attacker)).status).toBe(401)
    expect((await logIn(p.email, `guess-6-pass`, attacker)).status).toBe(429)

    expect((await logIn(p.email, p.password, owners)).status).toBe(200)
    expect((await logIn(p.email, p.password, fresh)).status).toBe(429)
    // The owner's sign-in does not lift the attacker's lock.
    expect((await logIn(p.email, `guess-7-pass`, attacker)).status).toBe(429)
  })

  test('the address an account signed up from is known to it', async () => {
    const body = providerSignUp()
    const home = newAddress()
    expect((await server.call('POST', '/api/sign-up/provider', { body, address: home })).status).toBe(201)
    const guesses = await Promise.all(Array.from({ length: 10 }, (_, i) => logIn(body.email, `guess-${i}-pass`, newAddress())))
    expect(statuses(guesses)).toEqual({ 401: 5, 429: 5 })
    expect((await logIn(body.email, body.password, home)).status).toBe(200)
  })

  test('a known address has its own five: wrong passwords there lock it, not the other known addresses', async () => {
    const p = await signUpProvider(server)
    const [phone, laptop] = [newAddress(), newAddress()]
    expect((await logIn(p.email, p.password, phone)).status).toBe(200)
    expect((await logIn(p.email, p.password, laptop)).status).toBe(200)
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => logIn(p.email, `guess-${i}-pass`, phone)))
    expect(statuses(answers)).toEqual({ 401: 5, 429: 7 })
    expect((await logIn(p.email, p.password, phone)).status).toBe(429)
    expect((await logIn(p.email, p.password, laptop)).status).toBe(200)
  })

  test('an IPv6 address is known by its /64: a new privacy address of the same network still gets in', async () => {
    const p = await signUpProvider(server)
    expect((await logIn(p.email, p.password, '2001:db8:42:7:a1b2:c3d4:e5f6:1')).status).toBe(200)
    for (let i = 0; i < 5; i++) expect((await logIn(p.email, `guess-${i}-pass`, '2001:db8:99::1')).status).toBe(401)
    expect((await logIn(p.email, p.password, '2001:0db8:0042:0007::beef')).status).toBe(200)
    expect((await logIn(p.email, p.password, '2001:db8:43:7::1')).status).toBe(429)
  })

  test('a known address is forgotten after 90 days without a sign-in', async () => {
    const p = await signUpProvider(server)
    const owners = newAddress()
    expect((await logIn(p.email, p.password, owners)).status).toBe(200)
    server.clock.advance(91 * 24 * 3_600_000)
    for (let i = 0; i < 5; i++) expect((await logIn(p.email, `guess-${i}-pass`, newAddress())).status).toBe(401)
    expect((await logIn(p.email, p.password, owners)).status).toBe(429)
  })

  test('the admin panel: a team member signs in from a known address past the lock', async () => {
    const office = newAddress()
    expect((await server.call('POST', '/api/admin/login', { body: TEST_ADMIN, address: office })).status).toBe(200)
    for (let i = 0; i < 5; i++) expect((await server.call('POST', '/api/admin/login', { body: { email: TEST_ADMIN.email, password: `guess-${i}-pass` }, address: newAddress() })).status).toBe(401)
    expect((await server.call('POST', '/api/admin/login', { body: TEST_ADMIN, address: newAddress() })).status).toBe(429)
    expect((await server.call('POST', '/api/admin/login', { body: TEST_ADMIN, address: office })).status).toBe(200)
  })
})

describe('spent windows are forgotten', () => {
  test('a window that is over goes at the next sweep; a lock still running stays until it ends', async () => {
    const keysOf = async (email: string) => (await server.ctx.db.read.select({ key: loginThrottle.key }).from(loginThrottle)).map((r) => r.key).filter((key) => key.includes(email))
    const p = await signUpProvider(server)
    const address = newAddress()
    expect((await logIn(p.email, 'wrong-guess-1', address)).status).toBe(401)
    // Four more ten minutes later lock the e-mail until 25 minutes after the first.
    server.clock.advance(10 * 60_000)
    for (let i = 2; i <= 5; i++) expect((await logIn(p.email, `wrong-guess-${i}`, address)).status).toBe(401)
    expect(await keysOf(p.email)).toHaveLength(1)
    server.clock.advance(6 * 60_000)
    await runScheduledWork(server.ctx)
    expect(await keysOf(p.email)).toHaveLength(1)
    expect((await logIn(p.email, p.password, address)).status).toBe(429)
    server.clock.advance(10 * 60_000)
    await runScheduledWork(server.ctx)
    expect(await keysOf(p.email)).toEqual([])
    expect((await logIn(p.email, p.password, address)).status).toBe(200)
  })
})
