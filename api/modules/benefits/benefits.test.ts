/** Benefits and credits: the admin panel's benefits, apply and add-credits; the organization's benefits and redeem; the free shift on hire. */
import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { auditEvents, charges, ledgerEntries, organizationBenefitStates, shifts } from '../../db/schema'
import { attachCard, creditsOf, makeApplication, makeMember, shiftPostBody, signUpOrganization, signUpProvider, teamToken } from '../../test/factories'
import { startTestServer } from '../../test/harness'

const server = await startTestServer()
const admin = await teamToken(server, 'ADMIN')
const operations = await teamToken(server, 'OPERATIONS')
const support = await teamToken(server, 'SUPPORT')
let codes = 0
const code = (stem: string) => `${stem}-${Date.now().toString(36)}-${codes++}`.toUpperCase()

async function createBenefit(body: Record<string, unknown>, token = admin) {
  return server.call('POST', '/api/admin-panel/benefits', { token, body: { name: 'Launch offer', description: 'For pharmacies that join this month', ...body } })
}

const ledgerOf = (organizationId: string) => server.ctx.db.read.select().from(ledgerEntries).where(eq(ledgerEntries.organizationId, organizationId))

describe('POST and GET /api/admin-panel/benefits', () => {
  test('creates a benefit of each kind and lists them, newest first, paged', async () => {
    const fee = await createBenefit({ code: code('fee'), type: 'MARKETPLACE_PERCENTAGE_FEE', percentageFee: 12, actionTrigger: 'SIGN_UP' })
    expect(fee.status).toBe(201)
    expect(typeof fee.body.organizationBenefitId).toBe('string')
    expect(fee.body).toMatchObject({ name: 'Launch offer', type: 'MARKETPLACE_PERCENTAGE_FEE', percentageFee: 12, discountPercentage: null, creditAmountInCents: null, actionTrigger: 'SIGN_UP', freeShifts: 0 })
    const discount = await createBenefit({ code: code('careers'), type: 'CAREERS_SUBSCRIPTION_DISCOUNT', discountPercentage: 30 })
    expect(discount.body).toMatchObject({ discountPercentage: 30, percentageFee: null, actionTrigger: null })
    // The amounts of other kinds are not stored.
    const credits = await createBenefit({ code: code('credits'), type: 'CREDITS', creditAmountInCents: 25_000, percentageFee: 5 })
    expect(credits.body).toMatchObject({ creditAmountInCents: 25_000, percentageFee: null })

    const list = await server.call('GET', '/api/admin-panel/benefits?page=1&pageSize=2', { token: support })
    expect(list.status).toBe(200)
    expect(list.body.data.map((b: { organizationBenefitId: string }) => b.organizationBenefitId)).toEqual([credits.body.organizationBenefitId, discount.body.organizationBenefitId])
    expect(list.body.pagination).toMatchObject({ page: 1, pageSize: 2, hasNextPage: true })
    const search = await server.call('GET', `/api/admin-panel/benefits?searchTerm=${encodeURIComponent(fee.body.code.toLowerCase())}`, { token: admin })
    expect(search.body.data.map((b: { code: string }) => b.code)).toEqual([fee.body.code])
    const audited = await server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.action, 'benefit.create'), eq(auditEvents.subjectId, fee.body.organizationBenefitId))).get()
    expect(audited).toBeTruthy()
  })

  test('a duplicate code → 409, compared upper-cased', async () => {
    const c = code('dup')
    expect((await createBenefit({ code: c, type: 'CREDITS', creditAmountInCents: 100 })).status).toBe(201)
    const again = await createBenefit({ code: ` ${c.toLowerCase()} `, type: 'CREDITS', creditAmountInCents: 100 })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('A benefit with this code already exists')
  })

  test('validates each kind: percentages 0–100, credits a whole number ≥ 0, the amount of its type required', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: 'MARKETPLACE_PERCENTAGE_FEE', percentageFee: 101 }, 'percentageFee', 'Percentage fee must be between 0 and 100'],
      [{ type: 'MARKETPLACE_PERCENTAGE_FEE', percentageFee: -1 }, 'percentageFee', 'Percentage fee must be between 0 and 100'],
      [{ type: 'MARKETPLACE_PERCENTAGE_FEE' }, 'percentageFee', 'Percentage fee is required for a marketplace percentage fee benefit'],
      [{ type: 'CAREERS_SUBSCRIPTION_DISCOUNT', discountPercentage: 150 }, 'discountPercentage', 'Discount percentage must be between 0 and 100'],
      [{ type: 'CAREERS_SUBSCRIPTION_DISCOUNT' }, 'discountPercentage', 'Discount percentage is required for a careers subscription discount benefit'],
      [{ type: 'CREDITS', creditAmountInCents: -5 }, 'creditAmountInCents', 'Credit amount must be 0 or more'],
      [{ type: 'CREDITS', creditAmountInCents: 10.5 }, 'creditAmountInCents', 'Credit amount must be a whole number of cents'],
      [{ type: 'CREDITS' }, 'creditAmountInCents', 'Credit amount is required for a credits benefit'],
      [{ type: 'FREE_LUNCH' }, 'type', 'Type must be MARKETPLACE_PERCENTAGE_FEE, CAREERS_SUBSCRIPTION_DISCOUNT or CREDITS'],
    ]
    for (const [body, field, message] of cases) {
      const res = await createBenefit({ code: code('bad'), ...body })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
      expect(res.body.errors[0].field).toBe(field)
    }
    const noName = await server.call('POST', '/api/admin-panel/benefits', { token: admin, body: { code: code('x'), type: 'CREDITS', creditAmountInCents: 1, name: '' } })
    expect(noName.body.message).toBe('Name is required')
    const noCode = await createBenefit({ type: 'CREDITS', creditAmountInCents: 1 })
    expect(noCode.body.message).toBe('Code is required')
  })

  test('only ADMIN creates; OPERATIONS and SUPPORT → 403; no token → 401; a facility user → 403', async () => {
    expect((await createBenefit({ code: code('ops'), type: 'CREDITS', creditAmountInCents: 1 }, operations)).status).toBe(403)
    expect((await createBenefit({ code: code('sup'), type: 'CREDITS', creditAmountInCents: 1 }, support)).status).toBe(403)
    expect((await server.call('GET', '/api/admin-panel/benefits')).status).toBe(401)
    const org = await signUpOrganization(server)
    expect((await server.call('GET', '/api/admin-panel/benefits', { token: org.token })).status).toBe(403)
  })
})

describe('POST /api/admin-panel/benefits/apply', () => {
  test('credits: into the balance, one CREDIT_GRANT ledger row, audited; twice → 409', async () => {
    const org = await signUpOrganization(server)
    const benefit = (await createBenefit({ code: code('credits'), type: 'CREDITS', creditAmountInCents: 25_000 })).body
    const applied = await server.call('POST', '/api/admin-panel/benefits/apply', { token: operations, body: { organizationId: org.organizationId, benefitCode: benefit.code.toLowerCase() } })
    expect(applied.status).toBe(200)
    expect(applied.body).toMatchObject({ organizationId: org.organizationId, organizationBenefitId: benefit.organizationBenefitId, type: 'CREDITS', freeShiftsRemaining: 0, usedAt: null })
    const organization = await server.call('GET', '/api/organization', { token: org.token })
    expect(organization.body.creditsBalance).toBe(25_000)
    const ledger = await ledgerOf(org.organizationId)
    expect(ledger.map((l) => [l.kind, l.amountCents, l.referenceId])).toEqual([['CREDIT_GRANT', 25_000, applied.body.organizationBenefitStateId]])
    const audited = await server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.action, 'benefit.apply'), eq(auditEvents.organizationId, org.organizationId))).get()
    expect(audited?.actorKind).toBe('team_member')

    const twice = await server.call('POST', '/api/admin-panel/benefits/apply', { token: admin, body: { organizationId: org.organizationId, benefitCode: benefit.code } })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe('This benefit is already applied to this organization')
    expect(await creditsOf(server, org.organizationId)).toBe(25_000)
  })

  test('unknown code or organization → 404; SUPPORT → 403; a missing field → 400', async () => {
    const org = await signUpOrganization(server)
    const benefit = (await createBenefit({ code: code('x'), type: 'CREDITS', creditAmountInCents: 1 })).body
    const unknownCode = await server.call('POST', '/api/admin-panel/benefits/apply', { token: admin, body: { organizationId: org.organizationId, benefitCode: 'NO-SUCH-CODE' } })
    expect(unknownCode.status).toBe(404)
    expect(unknownCode.body.message).toBe('No benefit has this code')
    const unknownOrg = await server.call('POST', '/api/admin-panel/benefits/apply', { token: admin, body: { organizationId: 'no-such-organization', benefitCode: benefit.code } })
    expect(unknownOrg.status).toBe(404)
    expect((await server.call('POST', '/api/admin-panel/benefits/apply', { token: support, body: { organizationId: org.organizationId, benefitCode: benefit.code } })).status).toBe(403)
    const missing = await server.call('POST', '/api/admin-panel/benefits/apply', { token: admin, body: { organizationId: org.organizationId } })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Benefit code is required')
  })

  test('a fee benefit prices the next posted shift with its fee, to the cent; shifts posted before keep theirs', async () => {
    const org = await signUpOrganization(server)
    const before = await server.call('POST', '/api/facility/shift', { token: org.token, body: shiftPostBody(org.facilityId) })
    expect(before.status).toBe(201)
    const benefit = (await createBenefit({ code: code('fee'), type: 'MARKETPLACE_PERCENTAGE_FEE', percentageFee: 12 })).body
    expect((await server.call('POST', '/api/admin-panel/benefits/apply', { token: admin, body: { organizationId: org.organizationId, benefitCode: benefit.code } })).status).toBe(200)
    expect((await server.call('GET', '/api/organization', { token: org.token })).body.currentPercentageFee).toBe(12)
    const after = await server.call('POST', '/api/facility/shift', { token: org.token, body: shiftPostBody(org.facilityId, { daysAhead: 6 }) })
    const preview = async (groupId: string) => (await server.call('GET', `/api/facility/shift/${groupId}/preview`, { token: org.token })).body
    // $68/h × 7.5 paid hours (30 min unpaid lunch) = $510.00.
    expect(await preview(before.body.shiftGroups[0].shiftGroupId)).toMatchObject({ shiftFeeInCents: 12_750 })
    expect(await preview(after.body.shiftGroups[0].shiftGroupId)).toMatchObject({ shiftFeeInCents: 6_120 })
    // A benefit never raises the fee.
    const higher = (await createBenefit({ code: code('fee'), type: 'MARKETPLACE_PERCENTAGE_FEE', percentageFee: 20 })).body
    await server.call('POST', '/api/admin-panel/benefits/apply', { token: admin, body: { organizationId: org.organizationId, benefitCode: higher.code } })
    expect((await server.call('GET', '/api/organization', { token: org.token })).body.currentPercentageFee).toBe(12)
  })
})

describe('GET /api/organization/benefits and POST /api/organization/benefits/redeem', () => {
  test('the OWNER redeems by code; the organization lists its benefits; twice → 409; unknown → 404', async () => {
    const org = await signUpOrganization(server)
    const benefit = (await createBenefit({ code: code('careers'), type: 'CAREERS_SUBSCRIPTION_DISCOUNT', discountPercentage: 30 })).body
    const redeemed = await server.call('POST', '/api/organization/benefits/redeem', { token: org.token, body: { code: benefit.code.toLowerCase() } })
    expect(redeemed.status).toBe(200)
    expect(redeemed.body).toMatchObject({ organizationId: org.organizationId, code: benefit.code, discountPercentage: 30 })
    const audited = await server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.action, 'benefit.apply'), eq(auditEvents.organizationId, org.organizationId))).get()
    expect(audited?.actorKind).toBe('facility_user')
    const twice = await server.call('POST', '/api/organization/benefits/redeem', { token: org.token, body: { code: benefit.code } })
    expect(twice.status).toBe(409)
    const unknown = await server.call('POST', '/api/organization/benefits/redeem', { token: org.token, body: { code: 'NOPE-NOPE' } })
    expect(unknown.status).toBe(404)
    const empty = await server.call('POST', '/api/organization/benefits/redeem', { token: org.token, body: { code: '' } })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('Code is required')

    const listed = await server.call('GET', '/api/organization/benefits', { token: org.token })
    expect(listed.status).toBe(200)
    expect(listed.body.data).toHaveLength(1)
    expect(listed.body.data[0]).toMatchObject({ organizationBenefitStateId: redeemed.body.organizationBenefitStateId, code: benefit.code })
    // Another organization sees none of it.
    const other = await signUpOrganization(server)
    expect((await server.call('GET', '/api/organization/benefits', { token: other.token })).body.data).toEqual([])
  })

  test('credits redeemed appear in creditsBalance and the ledger', async () => {
    const org = await signUpOrganization(server)
    const benefit = (await createBenefit({ code: code('credits'), type: 'CREDITS', creditAmountInCents: 4_321 })).body
    expect((await server.call('POST', '/api/organization/benefits/redeem', { token: org.token, body: { code: benefit.code } })).status).toBe(200)
    expect((await server.call('GET', '/api/organization', { token: org.token })).body.creditsBalance).toBe(4_321)
    expect((await ledgerOf(org.organizationId)).map((l) => [l.kind, l.amountCents])).toEqual([['CREDIT_GRANT', 4_321]])
  })

  test('a MEMBER → 403, a provider → 403, no token → 401', async () => {
    const org = await signUpOrganization(server)
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER' })
    const benefit = (await createBenefit({ code: code('m'), type: 'CREDITS', creditAmountInCents: 1 })).body
    expect((await server.call('POST', '/api/organization/benefits/redeem', { token: member.token, body: { code: benefit.code } })).status).toBe(403)
    const admin2 = await makeMember(server, { organizationId: org.organizationId, role: 'ADMIN' })
    expect((await server.call('POST', '/api/organization/benefits/redeem', { token: admin2.token, body: { code: benefit.code } })).status).toBe(200)
    const provider = await signUpProvider(server)
    expect((await server.call('GET', '/api/organization/benefits', { token: provider.token })).status).toBe(403)
    expect((await server.call('GET', '/api/organization/benefits')).status).toBe(401)
  })
})

describe('PUT /api/admin-panel/organizations/{organizationId}/add-credits', () => {
  test('adds to the balance and the ledger, audited; OPERATIONS may; SUPPORT 403; unknown 404; not positive 400', async () => {
    const org = await signUpOrganization(server)
    const path = `/api/admin-panel/organizations/${org.organizationId}/add-credits`
    const added = await server.call('PUT', path, { token: operations, body: { creditsInCents: 10_000 } })
    expect(added.status).toBe(200)
    expect(added.body).toEqual({ organizationId: org.organizationId, addedCreditsInCents: 10_000, availableCreditsInCents: 10_000 })
    expect((await server.call('PUT', path, { token: admin, body: { creditsInCents: 55 } })).body.availableCreditsInCents).toBe(10_055)
    const organization = await server.call('GET', '/api/organization', { token: org.token })
    expect(organization.body.creditsBalance).toBe(10_055)
    expect((await ledgerOf(org.organizationId)).map((l) => [l.kind, l.amountCents]).sort()).toEqual([['CREDIT_GRANT', 10_000], ['CREDIT_GRANT', 55]])
    const audited = await server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.action, 'organization.add-credits'), eq(auditEvents.subjectId, org.organizationId)))
    expect(audited).toHaveLength(2)

    expect((await server.call('PUT', path, { token: support, body: { creditsInCents: 1 } })).status).toBe(403)
    expect((await server.call('PUT', path, { token: org.token, body: { creditsInCents: 1 } })).status).toBe(403)
    expect((await server.call('PUT', path, { body: { creditsInCents: 1 } })).status).toBe(401)
    expect((await server.call('PUT', '/api/admin-panel/organizations/no-such-org/add-credits', { token: admin, body: { creditsInCents: 1 } })).status).toBe(404)
    for (const creditsInCents of [0, -100, 12.5, '100']) {
      const bad = await server.call('PUT', path, { token: admin, body: { creditsInCents } })
      expect(bad.status).toBe(400)
      expect(bad.body.errors[0].field).toBe('creditsInCents')
    }
    expect((await server.call('PUT', path, { token: admin, body: {} })).body.message).toBe('creditsInCents is required')
    expect(await creditsOf(server, org.organizationId)).toBe(10_055)
  })
})

describe('useFreeShift on hire', () => {
  async function world(card = 'tok_visa') {
    const org = await signUpOrganization(server)
    const pm = (await attachCard(server, { token: org.token, facilityId: org.facilityId, card })).body.paymentMethodId as string
    const posted = await server.call('POST', '/api/facility/shift', { token: org.token, body: shiftPostBody(org.facilityId, { daysAhead: 7 }) })
    const groupId = posted.body.shiftGroups[0].shiftGroupId as string
    const provider = await signUpProvider(server)
    await makeApplication(server, { providerId: provider.providerId, shiftGroupId: groupId })
    const hire = (useFreeShift: boolean) => server.call('POST', `/api/facility/shift/${groupId}/hire`, { token: org.token, body: { applicantId: provider.providerId, paymentMethodId: pm, useFreeShift } })
    return { org, groupId, hire }
  }
  const freeShiftsLeft = async (organizationId: string) =>
    (await server.ctx.db.read.select().from(organizationBenefitStates).where(eq(organizationBenefitStates.organizationId, organizationId))).reduce((n, s) => n + s.freeShiftsRemaining, 0)

  test('without a free shift → 422 with the message', async () => {
    const w = await world()
    const res = await w.hire(true)
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('Your organization has no free shift available')
  })

  test('a free shift waives the seat’s marketplace fee: the facility pays the provider’s earnings only; one free shift is spent', async () => {
    const w = await world()
    const benefit = (await createBenefit({ code: code('free'), type: 'MARKETPLACE_PERCENTAGE_FEE', percentageFee: 25, freeShifts: 2 })).body
    await server.call('POST', '/api/admin-panel/benefits/apply', { token: admin, body: { organizationId: w.org.organizationId, benefitCode: benefit.code } })
    expect(await freeShiftsLeft(w.org.organizationId)).toBe(2)
    const res = await w.hire(true)
    expect(res.status).toBe(201)
    const seat = await server.ctx.db.read.select().from(shifts).where(eq(shifts.id, res.body.shiftId)).get()
    expect(seat).toMatchObject({ providerEarningsCents: 51_000, shiftFeeCents: 0 })
    const charge = await server.ctx.db.read.select().from(charges).where(eq(charges.shiftId, res.body.shiftId)).get()
    expect(charge).toMatchObject({ amountCents: 51_000, status: 'SUCCEEDED' })
    expect(await freeShiftsLeft(w.org.organizationId)).toBe(1)
    const listed = await server.call('GET', '/api/organization/benefits', { token: w.org.token })
    expect(listed.body.data[0].freeShiftsRemaining).toBe(1)
    // Adjusted hours re-price the seat without the fee too: 7 h less a 30 min unpaid lunch at $68.
    expect((await server.call('PUT', `/api/testing/shifts/${w.groupId}/rewind`, { body: { providerId: seat!.providerId } })).status).toBe(204)
    const adjusted = await server.call('PUT', `/api/facility/shift/${res.body.shiftId}/attendance/adjust`, { token: w.org.token, body: { startTime: '09:00', endTime: '16:00', reason: 'Left early', didProviderTakeLunchBreak: true } })
    expect(adjusted.status).toBe(200)
    expect(await server.ctx.db.read.select().from(shifts).where(eq(shifts.id, res.body.shiftId)).get()).toMatchObject({ providerEarningsCents: 44_200, shiftFeeCents: 0 })
  })

  test('a declined charge gives the free shift back', async () => {
    const w = await world('tok_chargeCustomerFail')
    const benefit = (await createBenefit({ code: code('free'), type: 'CREDITS', creditAmountInCents: 0, freeShifts: 1 })).body
    await server.call('POST', '/api/organization/benefits/redeem', { token: w.org.token, body: { code: benefit.code } })
    const res = await w.hire(true)
    expect(res.status).toBe(402)
    expect(await freeShiftsLeft(w.org.organizationId)).toBe(1)
  })
})
