import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { paymentMethods, processorCustomers } from '../../../db/schema'
import { startTestServer } from '../../../test/harness'
import { attachCard, makeFacility, makeMember, makeShift, signUpOrganization, signUpProvider } from '../../../test/factories'

describe('payment methods', async () => {
  const server = await startTestServer()
  const { ctx } = server

  test('rejects unauthenticated calls and providers', async () => {
    expect((await server.call('GET', '/api/payment-methods/all')).status).toBe(401)
    expect((await server.call('POST', '/api/payment-method/attach-card', { body: { token: 'tok_visa', facilityId: 'x' } })).status).toBe(401)
    const provider = await signUpProvider(server)
    expect((await server.call('GET', '/api/payment-methods/all', { token: provider.token })).status).toBe(403)
  })

  test('a card attaches in the seed card shape and the first one is the default', async () => {
    const tenant = await signUpOrganization(server)
    const first = await attachCard(server, tenant)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ type: 'CARD', brand: 'visa', cardNumber: '•••• 4242', funding: 'credit', name: null, isDefault: true, facilityId: tenant.facilityId })
    expect(first.body.expirationDate).toMatch(/^12\/\d{2}$/)
    const second = await attachCard(server, { ...tenant, card: 'tok_mastercard' })
    expect(second.body).toMatchObject({ brand: 'mastercard', cardNumber: '•••• 4444', isDefault: false })
    const list = await server.call('GET', `/api/payment-method/facility/${tenant.facilityId}`, { token: tenant.token })
    expect(list.status).toBe(200)
    expect(list.body.pagination).toEqual({ page: 1, pageSize: 50, totalItems: 2, totalPages: 1, hasNextPage: false })
    expect(list.body.data.map((m: { paymentMethodId: string; isDefault: boolean }) => [m.paymentMethodId, m.isDefault])).toEqual([
      [second.body.paymentMethodId, false],
      [first.body.paymentMethodId, true],
    ])
    // One processor customer per organization.
    expect(await ctx.db.read.select().from(processorCustomers).where(eq(processorCustomers.organizationId, tenant.organizationId))).toHaveLength(1)
  })

  test('a bank account attaches in the seed bank shape', async () => {
    const tenant = await signUpOrganization(server)
    const bank = await server.call('POST', '/api/payment-method/attach-payment-method', { token: tenant.token, body: { token: 'btok_us_verified', facilityId: tenant.facilityId } })
    expect(bank.status).toBe(201)
    expect(bank.body).toMatchObject({ type: 'BANK', bankName: 'STRIPE TEST BANK', last4: '6789', routingNumber: '110000000', accountType: 'checking', accountHolderType: 'individual', isDefault: true, facilityId: tenant.facilityId })
    expect(bank.body.last4).toHaveLength(4)
    expect(typeof bank.body.accountHolderName).toBe('string')
  })

  test('the seed messages, and tokens of the wrong kind or unknown are 400', async () => {
    const tenant = await signUpOrganization(server)
    const call = (path: string, body: unknown) => server.call('POST', path, { token: tenant.token, body })
    expect((await call('/api/payment-method/attach-card', { facilityId: tenant.facilityId })).body.message).toBe('Token is required')
    expect((await call('/api/payment-method/attach-card', { token: '', facilityId: tenant.facilityId })).body.message).toBe('Token is required')
    expect((await call('/api/payment-method/attach-card', { token: 'tok_visa' })).body.message).toBe('Facility Id is required')
    expect((await call('/api/payment-method/remove', {})).body.message).toBe('Payment method ID is required')
    expect((await call('/api/payment-method/share', { paymentMethodId: 'x', facilityIds: [] })).body.message).toBe('At least one facility ID is required')
    expect((await call('/api/payment-method/share', { paymentMethodId: 'x' })).body.message).toBe('At least one facility ID is required')
    const wrongKind = await call('/api/payment-method/attach-card', { token: 'btok_us_verified', facilityId: tenant.facilityId })
    expect(wrongKind.status).toBe(400)
    expect((await call('/api/payment-method/attach-payment-method', { token: 'tok_visa', facilityId: tenant.facilityId })).status).toBe(400)
    const unknown = await call('/api/payment-method/attach-card', { token: 'tok_unknown', facilityId: tenant.facilityId })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ message: "No such token: 'tok_unknown'", errors: [{ field: 'token' }] })
  })

  test('tok_chargeDeclined is refused with 402 and nothing is stored', async () => {
    const tenant = await signUpOrganization(server)
    const refused = await attachCard(server, { ...tenant, card: 'tok_chargeDeclined' })
    expect(refused.status).toBe(402)
    expect(refused.body.message).toBe('Your card was declined.')
    expect(await ctx.db.read.select().from(paymentMethods).where(eq(paymentMethods.organizationId, tenant.organizationId))).toEqual([])
    // tok_chargeCustomerFail attaches (its charges fail later).
    expect((await attachCard(server, { ...tenant, card: 'tok_chargeCustomerFail' })).status).toBe(201)
  })

  test('sharing lets another facility use a method, and it becomes its default there', async () => {
    const tenant = await signUpOrganization(server)
    const east = (await makeFacility(server, { organizationId: tenant.organizationId })).id
    const card = (await attachCard(server, tenant)).body
    const shared = await server.call('POST', '/api/payment-method/share', { token: tenant.token, body: { paymentMethodId: card.paymentMethodId, facilityIds: [east] } })
    expect(shared.status).toBe(200)
    expect(shared.body.facilityIds.sort()).toEqual([tenant.facilityId, east].sort())
    expect(shared.body.defaultFacilityIds.sort()).toEqual([tenant.facilityId, east].sort())
    const atEast = await server.call('GET', `/api/payment-method/facility/${east}`, { token: tenant.token })
    expect(atEast.body.data).toHaveLength(1)
    expect(atEast.body.data[0]).toMatchObject({ paymentMethodId: card.paymentMethodId, facilityId: east, isDefault: true })
    const all = await server.call('GET', '/api/payment-methods/all', { token: tenant.token })
    expect(all.body.data).toHaveLength(1)
  })

  test('make-default is per facility', async () => {
    const tenant = await signUpOrganization(server)
    const east = (await makeFacility(server, { organizationId: tenant.organizationId })).id
    const visa = (await attachCard(server, tenant)).body
    const mastercard = (await attachCard(server, { ...tenant, card: 'tok_mastercard' })).body
    await server.call('POST', '/api/payment-method/share', { token: tenant.token, body: { paymentMethodId: mastercard.paymentMethodId, facilityIds: [east] } })
    const made = await server.call('PUT', '/api/payment-method/make-default', { token: tenant.token, body: { paymentMethodId: mastercard.paymentMethodId } })
    expect(made.status).toBe(200)
    expect(made.body).toMatchObject({ facilityId: tenant.facilityId, isDefault: true })
    const home = (await server.call('GET', `/api/payment-method/facility/${tenant.facilityId}`, { token: tenant.token })).body.data
    expect(home.find((m: { paymentMethodId: string }) => m.paymentMethodId === visa.paymentMethodId).isDefault).toBe(false)
    // Not usable at a facility it was never shared with → 404.
    const east2 = (await makeFacility(server, { organizationId: tenant.organizationId, name: 'North Pharmacy' })).id
    expect((await server.call('PUT', '/api/payment-method/make-default', { token: tenant.token, body: { paymentMethodId: visa.paymentMethodId, facilityId: east2 } })).status).toBe(404)
  })

  test('removing a method moves the default to the next one; a method paying for auto-hire on an open shift is 409', async () => {
    const tenant = await signUpOrganization(server)
    const visa = (await attachCard(server, tenant)).body
    const mastercard = (await attachCard(server, { ...tenant, card: 'tok_mastercard' })).body
    await makeShift(server, { facilityId: tenant.facilityId, overrides: { paymentMethodId: visa.paymentMethodId, isAutoHireEnabled: true } })
    const blocked = await server.call('POST', '/api/payment-method/remove', { token: tenant.token, body: { paymentMethodId: visa.paymentMethodId } })
    expect(blocked.status).toBe(409)
    expect(blocked.body.message).toContain('auto-hire')
    // A closed or canceled group does not hold it.
    const other = (await attachCard(server, { ...tenant, card: 'tok_visa_debit' })).body
    await makeShift(server, { facilityId: tenant.facilityId, status: 'CANCELED', overrides: { paymentMethodId: other.paymentMethodId, isAutoHireEnabled: true } })
    expect((await server.call('POST', '/api/payment-method/remove', { token: tenant.token, body: { paymentMethodId: other.paymentMethodId } })).status).toBe(200)
    await server.call('PUT', '/api/payment-method/make-default', { token: tenant.token, body: { paymentMethodId: mastercard.paymentMethodId } })
    const removed = await server.call('POST', '/api/payment-method/remove', { token: tenant.token, body: { paymentMethodId: mastercard.paymentMethodId } })
    expect(removed.status).toBe(200)
    expect(removed.body.message).toBe('Payment method removed')
    const left = (await server.call('GET', `/api/payment-method/facility/${tenant.facilityId}`, { token: tenant.token })).body.data
    expect(left.map((m: { paymentMethodId: string; isDefault: boolean }) => [m.paymentMethodId, m.isDefault])).toEqual([[visa.paymentMethodId, true]])
    expect((await server.call('POST', '/api/payment-method/remove', { token: tenant.token, body: { paymentMethodId: mastercard.paymentMethodId } })).status).toBe(404)
  })

  test('another organization’s ids answer 404', async () => {
    const mine = await signUpOrganization(server)
    const theirs = await signUpOrganization(server)
    const card = (await attachCard(server, theirs)).body
    expect((await server.call('GET', `/api/payment-method/facility/${theirs.facilityId}`, { token: mine.token })).status).toBe(404)
    expect((await attachCard(server, { ...mine, facilityId: theirs.facilityId })).status).toBe(404)
    for (const [method, path, body] of [
      ['POST', '/api/payment-method/remove', { paymentMethodId: card.paymentMethodId }],
      ['PUT', '/api/payment-method/make-default', { paymentMethodId: card.paymentMethodId }],
      ['POST', '/api/payment-method/share', { paymentMethodId: card.paymentMethodId, facilityIds: [mine.facilityId] }],
    ] as const) {
      expect((await server.call(method, path, { token: mine.token, body })).status).toBe(404)
    }
    const myCard = (await attachCard(server, mine)).body
    expect((await server.call('POST', '/api/payment-method/share', { token: mine.token, body: { paymentMethodId: myCard.paymentMethodId, facilityIds: [theirs.facilityId] } })).status).toBe(404)
    expect((await server.call('GET', '/api/payment-methods/all', { token: mine.token })).body.data.map((m: { paymentMethodId: string }) => m.paymentMethodId)).toEqual([myCard.paymentMethodId])
  })

  test('a MEMBER limited to facility A gets 404 on facility B and sees only what A may use', async () => {
    const tenant = await signUpOrganization(server)
    const b = (await makeFacility(server, { organizationId: tenant.organizationId, name: 'Facility B' })).id
    const member = (await makeMember(server, { organizationId: tenant.organizationId, role: 'MEMBER', facilityIds: [tenant.facilityId] })).token
    const onA = (await attachCard(server, tenant)).body
    const onB = (await attachCard(server, { ...tenant, card: 'tok_mastercard', facilityId: b })).body
    expect((await server.call('GET', `/api/payment-method/facility/${b}`, { token: member })).status).toBe(404)
    expect((await server.call('POST', '/api/payment-method/attach-card', { token: member, body: { token: 'tok_visa', facilityId: b } })).status).toBe(404)
    expect((await server.call('POST', '/api/payment-method/remove', { token: member, body: { paymentMethodId: onB.paymentMethodId } })).status).toBe(404)
    const all = await server.call('GET', '/api/payment-methods/all', { token: member })
    expect(all.body.data.map((m: { paymentMethodId: string }) => m.paymentMethodId)).toEqual([onA.paymentMethodId])
    // A method lent to A by B shows at A, but only B's users may remove it.
    await server.call('POST', '/api/payment-method/share', { token: tenant.token, body: { paymentMethodId: onB.paymentMethodId, facilityIds: [tenant.facilityId] } })
    const lent = (await server.call('GET', '/api/payment-methods/all', { token: member })).body.data.find((m: { paymentMethodId: string }) => m.paymentMethodId === onB.paymentMethodId)
    expect(lent).toMatchObject({ facilityId: tenant.facilityId, facilityIds: [tenant.facilityId] })
    expect((await server.call('POST', '/api/payment-method/remove', { token: member, body: { paymentMethodId: onB.paymentMethodId } })).status).toBe(403)
    // Organization-wide calls are for owners and admins.
    expect((await server.call('GET', '/api/organization/payment-methods', { token: member })).status).toBe(403)
  })

  test('organization payment methods: owners list all and attach for every facility', async () => {
    const tenant = await signUpOrganization(server)
    const east = (await makeFacility(server, { organizationId: tenant.organizationId })).id
    const created = await server.call('POST', '/api/organization/payment-methods', { token: tenant.token, body: { token: 'btok_us_verified' } })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ type: 'BANK', facilityId: tenant.facilityId, isDefault: true })
    expect(created.body.facilityIds.sort()).toEqual([tenant.facilityId, east].sort())
    const onlyEast = await server.call('POST', '/api/organization/payment-methods', { token: tenant.token, body: { token: 'tok_visa', facilityIds: [east] } })
    expect(onlyEast.body).toMatchObject({ type: 'CARD', facilityId: east, facilityIds: [east], isDefault: false })
    const list = await server.call('GET', '/api/organization/payment-methods?pageSize=1', { token: tenant.token })
    expect(list.body.pagination).toMatchObject({ pageSize: 1, totalItems: 2, totalPages: 2, hasNextPage: true })
    const admin = (await makeMember(server, { organizationId: tenant.organizationId, role: 'ADMIN' })).token
    expect((await server.call('GET', '/api/organization/payment-methods', { token: admin })).body.data).toHaveLength(2)
    const other = await signUpOrganization(server)
    expect((await server.call('POST', '/api/organization/payment-methods', { token: tenant.token, body: { token: 'tok_visa', facilityIds: [other.facilityId] } })).status).toBe(404)
    expect((await server.call('GET', '/api/organization/payment-methods?pageSize=0', { token: tenant.token })).status).toBe(400)
  })
})
