/**
 * `GET /provider/shift/count`: the open shifts a provider could browse — open, not started, a
 * seat free, of an organization that is not shadow-banned — in a state and of a kind, or all.
 */
import { expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { organizations } from '../../../db/schema'
import { hireOnSeat, makeShiftGroup, signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()

test('counts what browse would list, by state and kind', async () => {
  const org = await signUpOrganization(server)
  const provider = await signUpProvider(server)
  const at = { facilityId: org.facilityId }
  await makeShiftGroup(server, { ...at, daysFromNow: 2 })
  await makeShiftGroup(server, { ...at, daysFromNow: 3, quantity: 2 })
  await makeShiftGroup(server, { ...at, daysFromNow: 4, providerType: 'TECHNICIAN' })
  // Not counted: started, closed, canceled, every seat taken, a shadow-banned organization's.
  await makeShiftGroup(server, { ...at, daysFromNow: -1 })
  await makeShiftGroup(server, { ...at, daysFromNow: 2, status: 'CLOSED' })
  await makeShiftGroup(server, { ...at, daysFromNow: 2, status: 'CANCELED' })
  const full = await makeShiftGroup(server, { ...at, daysFromNow: 5 })
  await hireOnSeat(server, { seatId: full.seatIds[0]!, providerId: provider.providerId })
  const hidden = await signUpOrganization(server)
  await makeShiftGroup(server, { facilityId: hidden.facilityId, daysFromNow: 2 })
  await server.ctx.db.write((tx) => tx.update(organizations).set({ isShadowBanned: true }).where(eq(organizations.id, hidden.organizationId)))

  const count = async (query: string) => {
    const res = await server.call('GET', `/api/provider/shift/count${query}`, { token: provider.token })
    expect(res.status).toBe(200)
    return res.body.count as number
  }
  expect(await count('')).toBe(3)
  expect(await count('?state=TX')).toBe(3)
  expect(await count('?state=TX&providerTitle=PHARMACIST')).toBe(2)
  expect(await count('?providerTitle=TECHNICIAN')).toBe(1)
  expect(await count('?providerTitle=INTERN')).toBe(0)
  expect(await count('?state=CA')).toBe(0)

  // A new shift counts at once; a hire that takes the last seat takes it away.
  const posted = await makeShiftGroup(server, { ...at, daysFromNow: 6 })
  expect(await count('?state=TX')).toBe(4)
  await hireOnSeat(server, { seatId: posted.seatIds[0]!, providerId: provider.providerId })
  expect(await count('?state=TX')).toBe(3)
})
