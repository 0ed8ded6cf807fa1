/** Forgotten password by e-mail link (api-contract "Accounts by e-mail link"), followed through the outbox. */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { passwordResetTokens, teamMembers, users } from '../../../db/schema'
import { signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer, TEST_ADMIN } from '../../../test/harness'
import { emailDeliveriesSettled } from '../../notifications'
import { hashPassword } from '../passwords'
import { RESET_LINK_MESSAGES } from './reset-password'

const server = await startTestServer()
const publicUrl = server.ctx.config.publicUrl

const forgot = (email: string, address?: string) => server.call('POST', '/api/auth/forgot-password', { body: { email }, address })
const reset = (token: string, password: string) => server.call('POST', '/api/auth/reset-password', { body: { token, password } })
const logIn = (email: string, password: string) => server.call('POST', '/api/auth/login', { body: { email, password } })

async function outbox(to: string) {
  await emailDeliveriesSettled()
  const res = await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(to)}`)
  expect(res.status).toBe(200)
  return res.body.data as { channel: string; to: string; subject: string; text: string; links: string[]; createdAt: string }[]
}

/** The token of the newest reset link sent to `to`. */
async function resetTokenSentTo(to: string): Promise<string> {
  const link = (await outbox(to)).flatMap((m) => m.links).find((l) => l.startsWith(`${publicUrl}/reset-password?token=`))
  expect(link).toBeDefined()
  return new URL(link!).searchParams.get('token')!
}

describe('a provider who forgot their password', () => {
  test('gets a link by e-mail; the new password signs in, the old one and every session end', async () => {
    const p = await signUpProvider(server)
    const otherDevice = (await logIn(p.email, p.password)).body.token
    const res = await forgot(p.email.toUpperCase())
    expect(res.status).toBe(204)
    expect(res.text).toBe('')
    const [mail] = await outbox(p.email)
    expect(mail).toMatchObject({ channel: 'EMAIL', to: p.email, subject: 'Reset your Shiftwell password' })
    expect(mail!.links).toHaveLength(1)
    expect(mail!.links[0]).toMatch(new RegExp(`^${publicUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}$`))
    expect(mail!.text).toContain(mail!.links[0]!)
    expect(mail!.text).toContain('one hour')

    expect((await reset(await resetTokenSentTo(p.email), 'Brand-new-pass-1')).status).toBe(204)
    expect((await server.call('GET', '/api/user', { token: p.token })).status).toBe(401)
    expect((await server.call('GET', '/api/user', { token: otherDevice })).status).toBe(401)
    expect((await logIn(p.email, p.password)).status).toBe(401)
    expect((await logIn(p.email, 'Brand-new-pass-1')).status).toBe(200)
  })

  test('a facility user too', async () => {
    const o = await signUpOrganization(server)
    expect((await forgot(o.email)).status).toBe(204)
    expect((await reset(await resetTokenSentTo(o.email), 'Pharmacy-pass-2')).status).toBe(204)
    expect((await server.call('GET', '/api/user', { token: o.token })).status).toBe(401)
    expect((await logIn(o.email, 'Pharmacy-pass-2')).body.user.userType).toBe('FACILITY')
  })

  test('a link works once: used again it is a 400 on token', async () => {
    const p = await signUpProvider(server)
    await forgot(p.email)
    const token = await resetTokenSentTo(p.email)
    expect((await reset(token, 'First-new-pass')).status).toBe(204)
    const again = await reset(token, 'Second-new-pass')
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ message: RESET_LINK_MESSAGES.used, errors: [{ field: 'token', message: RESET_LINK_MESSAGES.used }] })
    expect((await logIn(p.email, 'First-new-pass')).status).toBe(200)
  })

  test('two resets sent together with one link: one sets the password, the other is told the link was used', async () => {
    const p = await signUpProvider(server)
    await forgot(p.email)
    const token = await resetTokenSentTo(p.email)
    const answers = await Promise.all([reset(token, 'Racing-pass-A'), reset(token, 'Racing-pass-B')])
    expect(answers.map((a) => a.status).sort()).toEqual([204, 400])
    const winner = answers[0]!.status === 204 ? 'Racing-pass-A' : 'Racing-pass-B'
    expect((await logIn(p.email, winner)).status).toBe(200)
  })

  test('a link expires after one hour', async () => {
    const p = await signUpProvider(server)
    await forgot(p.email)
    const token = await resetTokenSentTo(p.email)
    server.clock.advance(61 * 60_000)
    const res = await reset(token, 'Too-late-pass')
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([{ field: 'token', message: RESET_LINK_MESSAGES.expired }])
    expect((await logIn(p.email, p.password)).status).toBe(200)
  })

  test('a link used within the hour works; the earlier links of the account end with it', async () => {
    const p = await signUpProvider(server)
    await forgot(p.email)
    const first = await resetTokenSentTo(p.email)
    server.clock.advance(1_000)
    await forgot(p.email)
    const second = await resetTokenSentTo(p.email)
    expect(second).not.toBe(first)
    server.clock.advance(59 * 60_000)
    expect((await reset(second, 'Second-link-pass')).status).toBe(204)
    expect((await reset(first, 'First-link-pass')).body.message).toBe(RESET_LINK_MESSAGES.used)
  })

  test('only a keyed hash of the token is stored', async () => {
    const p = await signUpProvider(server)
    await forgot(p.email)
    const token = await resetTokenSentTo(p.email)
    const rows = await server.ctx.db.read.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, p.userId))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).not.toContain(token)
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  test("a user deleted after the link was sent: the link opens nothing", async () => {
    const p = await signUpProvider(server)
    await forgot(p.email)
    const token = await resetTokenSentTo(p.email)
    await server.ctx.db.write((tx) => tx.update(users).set({ deletedAt: server.clock.now() }).where(eq(users.id, p.userId)))
    expect((await reset(token, 'Deleted-user-pass')).body.errors).toEqual([{ field: 'token', message: RESET_LINK_MESSAGES.unknown }])
  })
})

describe('no enumeration', () => {
  test('an address without an account: the same 204, and the address is told no account uses it', async () => {
    const email = `nobody-${crypto.randomUUID()}@example.test`
    const linksBefore = (await server.ctx.db.read.select().from(passwordResetTokens)).length
    const res = await forgot(email)
    expect(res.status).toBe(204)
    const [mail] = await outbox(email)
    expect(mail!.subject).toBe('Resetting your Shiftwell password')
    expect(mail!.text).toContain('no account uses it')
    expect(mail!.links.some((l) => l.includes('/reset-password'))).toBe(false)
    expect(await server.ctx.db.read.select().from(passwordResetTokens)).toHaveLength(linksBefore)
  })

  test('the message limits hold for an address with an account and one without alike: the 11th in an hour is 429', async () => {
    const p = await signUpProvider(server)
    const nobody = `nobody-${crypto.randomUUID()}@example.test`
    for (const email of [p.email, nobody]) {
      for (let i = 0; i < 10; i++) expect((await forgot(email)).status).toBe(204)
      const refused = await forgot(email)
      expect(refused.status).toBe(429)
      expect(refused.body.message).toBe('Too many e-mails were sent to this address. Please try again in 60 minutes.')
      expect(await outbox(email)).toHaveLength(10)
    }
  })

  test('a disabled account gets no link, and is told why', async () => {
    const p = await signUpProvider(server)
    await server.ctx.db.write((tx) => tx.update(users).set({ isDisabled: true }).where(eq(users.id, p.userId)))
    expect((await forgot(p.email)).status).toBe(204)
    const [mail] = await outbox(p.email)
    expect(mail!.text).toContain('disabled')
    expect(mail!.links).toEqual([])
    expect(await server.ctx.db.read.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, p.userId))).toEqual([])
  })
})

describe('bad input is a 400 with the message', () => {
  test('the e-mail', async () => {
    const res = await server.call('POST', '/api/auth/forgot-password', { body: { email: 'not-an-email' } })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Email must be a valid email address')
    expect((await server.call('POST', '/api/auth/forgot-password', { body: {} })).body.message).toBe('Email is required')
  })

  test("the new password follows sign-up's rules", async () => {
    const p = await signUpProvider(server)
    await forgot(p.email)
    const token = await resetTokenSentTo(p.email)
    const res = await reset(token, 'short')
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([{ field: 'password', message: 'Password must be at least 8 characters' }])
    // Refused input does not use the link up.
    expect((await reset(token, 'Long-enough-now')).status).toBe(204)
  })

  test('a token that was never sent, or none', async () => {
    const res = await reset('made-up-token', 'Whatever-pass-1')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message: RESET_LINK_MESSAGES.unknown, errors: [{ field: 'token', message: RESET_LINK_MESSAGES.unknown }] })
    expect((await server.call('POST', '/api/auth/reset-password', { body: { password: 'Whatever-pass-1' } })).body.message).toBe('The reset link is missing its token')
  })
})

describe('an admin-panel team member', () => {
  test('resets through the same link and signs in to the admin panel with the new password', async () => {
    const email = `ops-${crypto.randomUUID()}@marketplace.test`
    const now = server.clock.now()
    const passwordHash = await hashPassword('Old-ops-pass-1')
    await server.ctx.db.write((tx) => tx.insert(teamMembers).values({ email, passwordHash, firstName: 'Ola', lastName: 'Ops', role: 'OPERATIONS', createdAt: now, updatedAt: now }))
    const session = (await server.call('POST', '/api/admin/login', { body: { email, password: 'Old-ops-pass-1' } })).body.token
    expect((await forgot(email)).status).toBe(204)
    const [mail] = await outbox(email)
    expect(mail!.text).toContain(`${publicUrl}/admin/sign-in`)
    expect((await reset(await resetTokenSentTo(email), 'New-ops-pass-2')).status).toBe(204)
    expect((await server.call('GET', '/api/admin-panel/user', { token: session })).status).toBe(401)
    expect((await server.call('POST', '/api/admin/login', { body: { email, password: 'New-ops-pass-2' } })).status).toBe(200)
    // The bootstrap admin is untouched.
    expect((await server.call('POST', '/api/admin/login', { body: TEST_ADMIN })).status).toBe(200)
  })
})
