/** Changing one's e-mail (POST /user/email) and a provider deleting their own account (DELETE /provider/account). */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { applications, ledgerEntries, providers, shifts, users } from '../../../db/schema'
import { makeApplication, makeShift, makeShiftGroup, providerSignUp, signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'
import { emailDeliveriesSettled } from '../../notifications'

const server = await startTestServer()
let n = 0
const fresh = () => `moved-${Date.now().toString(36)}-${n++}@example.test`

describe('POST /api/user/email', () => {
  test('moves the account to the new address, confirmed by the password; the old address is told; other sessions end', async () => {
    const p = await signUpProvider(server)
    const second = (await server.call('POST', '/api/auth/login', { body: { email: p.email, password: p.password } })).body.token
    const email = fresh()
    const res = await server.call('POST', '/api/user/email', { token: p.token, body: { email: email.toUpperCase(), currentPassword: p.password } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ email })
    expect((await server.call('GET', '/api/user', { token: p.token })).body.email).toBe(email)
    expect((await server.call('GET', '/api/user', { token: second })).status).toBe(401)
    expect((await server.call('POST', '/api/auth/login', { body: { email, password: p.password } })).status).toBe(200)
    expect((await server.call('POST', '/api/auth/login', { body: { email: p.email, password: p.password } })).status).toBe(401)
    await emailDeliveriesSettled()
    const told = await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(p.email)}`)
    expect(told.body.data.map((m: { subject: string }) => m.subject)).toContain('Your e-mail address was changed')
  })

  test('a wrong password → 400; an address in use → 409; an invalid address → 400; no token → 401', async () => {
    const org = await signUpOrganization(server)
    const other = await signUpProvider(server)
    const wrong = await server.call('POST', '/api/user/email', { token: org.token, body: { email: fresh(), currentPassword: 'nope-nope-nope' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors[0].field).toBe('currentPassword')
    const taken = await server.call('POST', '/api/user/email', { token: org.token, body: { email: other.email, currentPassword: org.password } })
    expect(taken.status).toBe(409)
    const invalid = await server.call('POST', '/api/user/email', { token: org.token, body: { email: 'not-an-address', currentPassword: org.password } })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors[0].field).toBe('email')
    expect((await server.call('POST', '/api/user/email', { body: { email: fresh(), currentPassword: 'x' } })).status).toBe(401)
  })
})

describe('DELETE /api/provider/account', () => {
  test('a reason is required ("Please provide a reason for deleting the account.")', async () => {
    const p = await signUpProvider(server)
    for (const body of [{}, { reason: '' }, { reason: '  ' }]) {
      const res = await server.call('DELETE', '/api/provider/account', { token: p.token, body })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('Please provide a reason for deleting the account.')
    }
  })

  test('refused while hired for a shift not yet ended; otherwise sessions end, details go, applications are withdrawn, history and ledger stay', async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    const upcoming = await makeShift(server, { facilityId: org.facilityId, providerId: p.providerId, daysFromNow: 3 })
    const blocked = await server.call('DELETE', '/api/provider/account', { token: p.token, body: { reason: 'Retiring' } })
    expect(blocked.status).toBe(409)
    await server.ctx.db.write((tx) => tx.update(shifts).set({ status: 'CANCELED' }).where(eq(shifts.id, upcoming.shiftId)))

    const worked = await makeShift(server, { facilityId: org.facilityId, providerId: p.providerId, daysFromNow: -3, seatStatus: 'COMPLETED' })
    await server.ctx.db.write((tx) => tx.insert(ledgerEntries).values({ kind: 'TRANSFER', amountCents: 40_000, providerId: p.providerId, shiftId: worked.shiftId, organizationId: org.organizationId, occurredAt: server.clock.now() }))
    const open = await makeShiftGroup(server, { facilityId: org.facilityId, daysFromNow: 9 })
    const application = await makeApplication(server, { providerId: p.providerId, shiftGroupId: open.group.id })

    const res = await server.call('DELETE', '/api/provider/account', { token: p.token, body: { reason: 'Retiring' } })
    expect(res.status).toBe(204)
    expect((await server.call('GET', '/api/user', { token: p.token })).status).toBe(401)
    expect((await server.call('POST', '/api/auth/login', { body: { email: p.email, password: p.password } })).status).toBe(401)
    const user = await server.ctx.db.read.select().from(users).where(eq(users.id, p.userId)).get()
    expect(user).toMatchObject({ firstName: 'Deleted', lastName: 'user' })
    expect(user!.email).not.toBe(p.email)
    const profile = await server.ctx.db.read.select().from(providers).where(eq(providers.id, p.providerId)).get()
    expect(profile).toMatchObject({ phoneNumber: '', streetAddress: '', aboutMe: null })
    expect((await server.ctx.db.read.select().from(applications).where(eq(applications.id, application.id)).get())!.status).toBe('CANCELED')
    expect((await server.ctx.db.read.select().from(shifts).where(eq(shifts.id, worked.shiftId)).get())).toMatchObject({ status: 'COMPLETED', providerId: p.providerId })
    const ledger = await server.ctx.db.read.select().from(ledgerEntries).where(eq(ledgerEntries.providerId, p.providerId))
    expect(ledger.map((l) => l.amountCents)).toEqual([40_000])
    // The address may sign up again.
    expect((await server.call('POST', '/api/sign-up/provider', { body: providerSignUp({ email: p.email }) })).status).toBe(201)
  })

  test('no token → 401; a facility user → 403', async () => {
    const org = await signUpOrganization(server)
    expect((await server.call('DELETE', '/api/provider/account', { body: { reason: 'x' } })).status).toBe(401)
    expect((await server.call('DELETE', '/api/provider/account', { token: org.token, body: { reason: 'x' } })).status).toBe(403)
  })
})
