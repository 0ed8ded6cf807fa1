/** The organization's own management: inviting, changing and removing colleagues, deleting facility accounts, platform interest and referral codes. */
import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { auditEvents, shifts, users } from '../../db/schema'
import { makeFacility, makeMember, makeShift, makeShiftGroup, signUpOrganization, signUpProvider } from '../../test/factories'
import { startTestServer } from '../../test/harness'
import { emailDeliveriesSettled } from '../notifications'

const server = await startTestServer()
const publicUrl = server.ctx.config.publicUrl
let n = 0
const newEmail = () => `colleague-${Date.now().toString(36)}-${n++}@pharmacy.test`

async function invitationToken(email: string): Promise<string> {
  await emailDeliveriesSettled()
  const res = await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(email)}`)
  const link = (res.body.data as { links: string[] }[]).flatMap((m) => m.links).find((l) => l.startsWith(`${publicUrl}/accept-invitation?token=`))
  expect(link).toBeDefined()
  return new URL(link!).searchParams.get('token')!
}

const organizationOf = async (token: string) => (await server.call('GET', '/api/organization', { token })).body

describe('POST /api/organization/users', () => {
  test('the OWNER invites a MEMBER limited to a facility; the e-mail link signs them in with that scope', async () => {
    const org = await signUpOrganization(server)
    const uptown = await makeFacility(server, { organizationId: org.organizationId, name: 'Uptown Pharmacy' })
    const email = newEmail()
    const res = await server.call('POST', '/api/organization/users', { token: org.token, body: { email: email.toUpperCase(), firstName: 'Nina', lastName: 'Park', role: 'MEMBER', facilityIds: [uptown.id] } })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ userId: res.body.userId, name: 'Nina Park', email, image: null, role: 'MEMBER', facilities: [{ facilityId: uptown.id, name: 'Uptown Pharmacy' }] })

    const accepted = await server.call('POST', '/api/auth/accept-invitation', { body: { token: await invitationToken(email), password: 'Nina-pass-2026' } })
    expect(accepted.status).toBe(200)
    const facilities = await server.call('GET', '/api/facility', { token: accepted.body.token })
    expect(facilities.body.map((f: { facilityId: string }) => f.facilityId)).toEqual([uptown.id])
    const listed = (await organizationOf(org.token)).users.find((u: { userId: string }) => u.userId === res.body.userId)
    expect(listed).toMatchObject({ role: 'MEMBER', email })
    expect((await server.call('POST', '/api/auth/login', { body: { email, password: 'Nina-pass-2026' } })).status).toBe(200)
  })

  test('an invited MEMBER limited to facility A: facility B’s shifts answer 404 and leave every list; A’s are theirs', async () => {
    const org = await signUpOrganization(server)
    const uptown = await makeFacility(server, { organizationId: org.organizationId, name: 'Uptown Pharmacy' })
    const provider = await signUpProvider(server)
    // B is the sign-up's facility; A is Uptown. Each has a hired seat.
    const atA = await makeShift(server, { facilityId: uptown.id, providerId: provider.providerId, daysFromNow: 3 })
    const atB = await makeShift(server, { facilityId: org.facilityId, providerId: provider.providerId, daysFromNow: 3 })
    // And an open post each.
    const openA = await makeShiftGroup(server, { facilityId: uptown.id, daysFromNow: 5 })
    await makeShiftGroup(server, { facilityId: org.facilityId, daysFromNow: 5 })
    const email = newEmail()
    const invited = await server.call('POST', '/api/organization/users', { token: org.token, body: { email, role: 'MEMBER', facilityIds: [uptown.id] } })
    expect(invited.status).toBe(201)
    const token = (await server.call('POST', '/api/auth/accept-invitation', { body: { token: await invitationToken(email), password: 'Member-pass-2026' } })).body.token as string

    for (const [method, path, body] of [
      ['GET', `/api/facility/shift/${atB.shiftGroupId}/preview`],
      ['GET', `/api/facility/shift/${atB.shiftGroupId}/applicants`],
      ['GET', `/api/facility/shift/${atB.shiftId}/hired-provider`],
      ['GET', `/api/facility/shift/${atB.shiftGroupId}/cancellation-preview`],
      ['GET', `/api/facility/shifts/pending?facilityId=${org.facilityId}`],
      ['PUT', `/api/facility/shift/${atB.shiftGroupId}/cancel`, { cancellationReason: 'Not mine to cancel', shouldRepostShift: false }],
    ] as [string, string, unknown?][]) {
      const res = await server.call(method, path, { token, body })
      expect({ path, status: res.status }).toEqual({ path, status: 404 })
    }
    // B's seat is still hired: the refused cancel changed nothing.
    expect((await server.ctx.db.read.select().from(shifts).where(eq(shifts.id, atB.shiftId)).get())!.status).toBe('FILLED')
    expect((await server.call('GET', `/api/facility/shift/${atA.shiftGroupId}/preview`, { token })).status).toBe(200)
    expect((await server.call('GET', `/api/facility/shift/${atA.shiftId}/hired-provider`, { token })).status).toBe(200)
    const groupsIn = async (path: string) => {
      const res = await server.call('GET', path, { token })
      expect(res.status, path).toBe(200)
      return (res.body.data as { shiftGroupId: string }[]).map((g) => g.shiftGroupId)
    }
    expect(await groupsIn('/api/facility/shifts/pending')).toEqual([openA.group.id])
    expect(await groupsIn('/api/facility/shifts/in-progress')).toEqual([atA.shiftGroupId])
    expect(new Set(await groupsIn('/api/shifts/facility-owner'))).toEqual(new Set([atA.shiftGroupId, openA.group.id]))
    // The owner sees both.
    expect((await server.call('GET', `/api/facility/shift/${atB.shiftGroupId}/preview`, { token: org.token })).status).toBe(200)
  })

  test('an ADMIN invites an ADMIN; an e-mail already used → 409; a MEMBER → 403; an OWNER role → 400; another organization’s facility → 404', async () => {
    const org = await signUpOrganization(server)
    const admin = await makeMember(server, { organizationId: org.organizationId, role: 'ADMIN' })
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER' })
    const other = await signUpOrganization(server)
    const ok = await server.call('POST', '/api/organization/users', { token: admin.token, body: { email: newEmail(), role: 'ADMIN' } })
    expect(ok.status).toBe(201)
    expect(ok.body.facilities.map((f: { facilityId: string }) => f.facilityId)).toEqual([org.facilityId])
    const taken = await server.call('POST', '/api/organization/users', { token: org.token, body: { email: other.email, role: 'MEMBER' } })
    expect(taken.status).toBe(409)
    expect((await server.call('POST', '/api/organization/users', { token: member.token, body: { email: newEmail(), role: 'MEMBER' } })).status).toBe(403)
    const owner = await server.call('POST', '/api/organization/users', { token: org.token, body: { email: newEmail(), role: 'OWNER' } })
    expect(owner.status).toBe(400)
    expect(owner.body.message).toBe('Invalid role')
    const bad = await server.call('POST', '/api/organization/users', { token: org.token, body: { email: 'not-an-email', role: 'MEMBER' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('email')
    const foreign = await server.call('POST', '/api/organization/users', { token: org.token, body: { email: newEmail(), role: 'MEMBER', facilityIds: [other.facilityId] } })
    expect(foreign.status).toBe(404)
    expect((await server.call('POST', '/api/organization/users', { body: { email: newEmail(), role: 'MEMBER' } })).status).toBe(401)
  })
})

describe('PUT /api/organization/users/{userId}', () => {
  test('changes a role and a MEMBER’s facilities; the last OWNER cannot be demoted (409); another organization’s user → 404', async () => {
    const org = await signUpOrganization(server)
    const uptown = await makeFacility(server, { organizationId: org.organizationId, name: 'Uptown Pharmacy' })
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER' })
    const limited = await server.call('PUT', `/api/organization/users/${member.userId}`, { token: org.token, body: { facilityIds: [uptown.id] } })
    expect(limited.status).toBe(200)
    expect(limited.body).toMatchObject({ role: 'MEMBER', facilities: [{ facilityId: uptown.id, name: 'Uptown Pharmacy' }] })
    expect((await server.call('GET', `/api/facility/${org.facilityId}`, { token: member.token })).status).toBe(404)
    const promoted = await server.call('PUT', `/api/organization/users/${member.userId}`, { token: org.token, body: { role: 'ADMIN' } })
    expect(promoted.body.role).toBe('ADMIN')
    expect(promoted.body.facilities).toHaveLength(2)
    expect((await server.call('GET', `/api/facility/${org.facilityId}`, { token: member.token })).status).toBe(200)

    const lastOwner = await server.call('PUT', `/api/organization/users/${org.userId}`, { token: org.token, body: { role: 'ADMIN' } })
    expect(lastOwner.status).toBe(409)
    expect(lastOwner.body.message).toBe('The organization must keep at least one owner')
    // An ADMIN cannot make an OWNER nor touch one.
    expect((await server.call('PUT', `/api/organization/users/${member.userId}`, { token: member.token, body: { role: 'OWNER' } })).status).toBe(403)
    expect((await server.call('PUT', `/api/organization/users/${org.userId}`, { token: member.token, body: { role: 'MEMBER' } })).status).toBe(403)
    // With a second OWNER the first may step down.
    expect((await server.call('PUT', `/api/organization/users/${member.userId}`, { token: org.token, body: { role: 'OWNER' } })).status).toBe(200)
    expect((await server.call('PUT', `/api/organization/users/${org.userId}`, { token: org.token, body: { role: 'ADMIN' } })).body.role).toBe('ADMIN')

    const other = await signUpOrganization(server)
    const foreign = await server.call('PUT', `/api/organization/users/${other.userId}`, { token: member.token, body: { role: 'MEMBER' } })
    expect(foreign.status).toBe(404)
    const provider = await signUpProvider(server)
    expect((await server.call('PUT', `/api/organization/users/${provider.userId}`, { token: member.token, body: { role: 'MEMBER' } })).status).toBe(404)
    expect((await server.call('PUT', `/api/organization/users/${member.userId}`, { token: member.token, body: { role: 'BOSS' } })).body.message).toBe('Invalid role')
  })
})

describe('DELETE /api/organization/users/{userId}', () => {
  test('removes a colleague: their sessions end (401), they leave the list, their hires stay; the last OWNER → 409; another organization’s user → 404', async () => {
    const org = await signUpOrganization(server)
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'ADMIN' })
    const provider = await signUpProvider(server)
    const worked = await makeShift(server, { facilityId: org.facilityId, providerId: provider.providerId, daysFromNow: -3, seatStatus: 'COMPLETED' })
    await server.ctx.db.write((tx) => tx.update(shifts).set({ hiredByUserId: member.userId }).where(eq(shifts.id, worked.shiftId)))

    const other = await signUpOrganization(server)
    expect((await server.call('DELETE', `/api/organization/users/${other.userId}`, { token: org.token })).status).toBe(404)
    expect((await server.call('DELETE', `/api/organization/users/${member.userId}`, { token: other.token })).status).toBe(404)

    const removed = await server.call('DELETE', `/api/organization/users/${member.userId}`, { token: org.token })
    expect(removed.status).toBe(204)
    expect((await server.call('GET', '/api/organization', { token: member.token })).status).toBe(401)
    expect((await organizationOf(org.token)).users.map((u: { userId: string }) => u.userId)).toEqual([org.userId])
    expect((await server.call('POST', '/api/auth/login', { body: { email: member.email, password: 'Str0ng-pass' } })).status).toBe(401)
    const seat = await server.ctx.db.read.select().from(shifts).where(eq(shifts.id, worked.shiftId)).get()
    expect(seat).toMatchObject({ status: 'COMPLETED', hiredByUserId: member.userId, providerEarningsCents: expect.any(Number) })
    const audited = await server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.action, 'organization.member.remove'), eq(auditEvents.subjectId, member.userId))).get()
    expect(audited).toBeTruthy()
    // The address may be invited again.
    expect((await server.call('POST', '/api/organization/users', { token: org.token, body: { email: member.email, role: 'MEMBER' } })).status).toBe(201)

    const last = await server.call('DELETE', `/api/organization/users/${org.userId}`, { token: org.token })
    expect(last.status).toBe(409)
    expect(last.body.message).toBe('The organization must keep at least one owner')
  })
})

describe('DELETE /api/facility/account/{userId}', () => {
  test('a reason is required; a facility user deletes their own account: sessions end, details removed, shift history kept', async () => {
    const org = await signUpOrganization(server)
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER' })
    const path = `/api/facility/account/${member.userId}`
    const none = await server.call('DELETE', path, { token: member.token, body: {} })
    expect(none.status).toBe(400)
    expect(none.body.message).toBe('reason is required.')
    expect((await server.call('DELETE', path, { token: member.token, body: { reason: '   ' } })).body.message).toBe('reason is required.')
    // A MEMBER may not delete someone else's account.
    expect((await server.call('DELETE', `/api/facility/account/${org.userId}`, { token: member.token, body: { reason: 'Leaving' } })).status).toBe(403)

    const deleted = await server.call('DELETE', path, { token: member.token, body: { reason: 'I moved to another pharmacy' } })
    expect(deleted.status).toBe(204)
    expect((await server.call('GET', '/api/user', { token: member.token })).status).toBe(401)
    const row = await server.ctx.db.read.select().from(users).where(eq(users.id, member.userId)).get()
    expect(row).toMatchObject({ firstName: 'Deleted', personalPhone: null })
    expect(row!.email).not.toBe(member.email)
    expect(row!.deletedAt).not.toBeNull()
    const audited = await server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.action, 'account.delete'), eq(auditEvents.subjectId, member.userId))).get()
    expect(JSON.parse(audited!.after!)).toEqual({ reason: 'I moved to another pharmacy' })
  })

  test('the OWNER deletes a colleague’s account; the last OWNER’s own → 409; another organization’s user → 404', async () => {
    const org = await signUpOrganization(server)
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER' })
    const other = await signUpOrganization(server)
    expect((await server.call('DELETE', `/api/facility/account/${member.userId}`, { token: other.token, body: { reason: 'x' } })).status).toBe(404)
    expect((await server.call('DELETE', `/api/facility/account/${member.userId}`, { token: org.token, body: { reason: 'Left the company' } })).status).toBe(204)
    expect((await server.call('GET', '/api/user', { token: member.token })).status).toBe(401)
    const own = await server.call('DELETE', `/api/facility/account/${org.userId}`, { token: org.token, body: { reason: 'Closing' } })
    expect(own.status).toBe(409)
  })
})

describe('DELETE /api/facility/{facilityId}', () => {
  test('a reason is required; hired shifts not ended → 409; otherwise open shifts are canceled, the facility leaves every list, its history stays', async () => {
    const org = await signUpOrganization(server)
    const uptown = await makeFacility(server, { organizationId: org.organizationId, name: 'Uptown Pharmacy' })
    const provider = await signUpProvider(server)
    const upcoming = await makeShift(server, { facilityId: uptown.id, providerId: provider.providerId, daysFromNow: 3 })
    const worked = await makeShift(server, { facilityId: uptown.id, providerId: provider.providerId, daysFromNow: -3, seatStatus: 'COMPLETED' })
    const open = await makeShiftGroup(server, { facilityId: uptown.id, daysFromNow: 6, quantity: 2 })
    const path = `/api/facility/${uptown.id}`

    const none = await server.call('DELETE', path, { token: org.token, body: {} })
    expect(none.status).toBe(400)
    expect(none.body.message).toBe('reason is required.')
    const blocked = await server.call('DELETE', path, { token: org.token, body: { reason: 'Closing this location' } })
    expect(blocked.status).toBe(409)

    await server.ctx.db.write((tx) => tx.update(shifts).set({ status: 'CANCELED' }).where(eq(shifts.id, upcoming.shiftId)))
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER' })
    expect((await server.call('DELETE', path, { token: member.token, body: { reason: 'Closing' } })).status).toBe(403)
    const other = await signUpOrganization(server)
    expect((await server.call('DELETE', path, { token: other.token, body: { reason: 'Closing' } })).status).toBe(404)

    const deleted = await server.call('DELETE', path, { token: org.token, body: { reason: 'Closing this location' } })
    expect(deleted.status).toBe(204)
    expect((await server.call('GET', path, { token: org.token })).status).toBe(404)
    expect((await organizationOf(org.token)).facilities.map((f: { facilityId: string }) => f.facilityId)).toEqual([org.facilityId])
    const canceled = await server.ctx.db.read.select().from(shifts).where(eq(shifts.shiftGroupId, open.group.id))
    expect(canceled.map((s) => s.status)).toEqual(['CANCELED', 'CANCELED'])
    expect((await server.ctx.db.read.select().from(shifts).where(eq(shifts.id, worked.shiftId)).get())!.status).toBe('COMPLETED')
    expect((await server.call('DELETE', path, { token: org.token, body: { reason: 'Again' } })).status).toBe(404)
  })
})

describe('platform interest and referral codes', () => {
  test('PUT /api/organization/platform-interest: MARKETPLACE, CAREERS or BOTH; a MEMBER → 403', async () => {
    const org = await signUpOrganization(server)
    const res = await server.call('PUT', '/api/organization/platform-interest', { token: org.token, body: { platformInterest: 'BOTH' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ organizationId: org.organizationId, platformInterest: 'BOTH' })
    expect((await organizationOf(org.token)).platformInterest).toBe('BOTH')
    const bad = await server.call('PUT', '/api/organization/platform-interest', { token: org.token, body: { platformInterest: 'EVERYTHING' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Platform interest must be MARKETPLACE, CAREERS or BOTH')
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER' })
    expect((await server.call('PUT', '/api/organization/platform-interest', { token: member.token, body: { platformInterest: 'CAREERS' } })).status).toBe(403)
  })

  test('POST /api/organization/referral-code: the messages, unknown or own → 422, applied once (409 for another), the same again 200', async () => {
    const org = await signUpOrganization(server)
    const referrer = await signUpOrganization(server)
    const another = await signUpOrganization(server)
    const codeOf = async (token: string) => (await organizationOf(token)).ownReferralCode as string
    const post = (referralCode: unknown) => server.call('POST', '/api/organization/referral-code', { token: org.token, body: { referralCode } })
    expect((await post('')).body.message).toBe('Referral code is required')
    expect((await post('x'.repeat(51))).body.message).toBe('Referral code is too long')
    expect((await server.call('POST', '/api/organization/referral-code', { token: org.token, body: {} })).body.message).toBe('Referral code is required')
    expect((await post('NOPE-0000')).status).toBe(422)
    expect((await post(await codeOf(org.token))).status).toBe(422)
    const code = await codeOf(referrer.token)
    const applied = await post(code.toLowerCase())
    expect(applied.status).toBe(200)
    expect(applied.body.appliedReferralCode).toBe(code)
    expect((await post(code)).status).toBe(200)
    const again = await post(await codeOf(another.token))
    expect(again.status).toBe(409)
    expect((await organizationOf(org.token)).appliedReferralCode).toBe(code)
  })

  test('PUT /api/organization/referral-code-and-platform-interest: both in one write, or the interest alone', async () => {
    const org = await signUpOrganization(server)
    const referrer = await signUpProvider(server)
    const alone = await server.call('PUT', '/api/organization/referral-code-and-platform-interest', { token: org.token, body: { platformInterest: 'CAREERS' } })
    expect(alone.body).toMatchObject({ platformInterest: 'CAREERS', appliedReferralCode: null })
    // A bad code changes nothing.
    const bad = await server.call('PUT', '/api/organization/referral-code-and-platform-interest', { token: org.token, body: { platformInterest: 'BOTH', referralCode: 'NOPE-0000' } })
    expect(bad.status).toBe(422)
    expect((await organizationOf(org.token)).platformInterest).toBe('CAREERS')
    const code = (await server.ctx.db.read.query.providers.findFirst({ where: (p, { eq }) => eq(p.id, referrer.providerId) }))!.ownReferralCode
    const both = await server.call('PUT', '/api/organization/referral-code-and-platform-interest', { token: org.token, body: { platformInterest: 'BOTH', referralCode: code } })
    expect(both.status).toBe(200)
    expect(both.body).toMatchObject({ platformInterest: 'BOTH', appliedReferralCode: code })
    expect((await server.call('PUT', '/api/organization/referral-code-and-platform-interest', { token: org.token, body: { referralCode: code } })).body.message).toBe('Platform interest is required')
  })
})
