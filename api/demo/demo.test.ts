import { expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { ABILITIES, LANGUAGES } from '../../shared/reference'
import { facilities, licenses, organizationMembers, providers, shiftGroups } from '../db/schema'
import { startTestServer } from '../test/harness'
import { DEMO_PASSWORD, DEMO_PROVIDERS } from './demo-people'
import { loadDemoData } from './load-demo-data'

// The demo runs on the payment sandbox (its shifts are skipped on a real processor).
const server = await startTestServer({ stripe: null })

test('the demo dataset loads, signs in, and uses only catalog values', async () => {
  const logins = await loadDemoData(server.ctx)
  expect(logins.join('\n')).toContain(DEMO_PASSWORD)
  const db = server.ctx.db.read
  const states = new Set((await db.select({ state: facilities.state }).from(facilities)).map((r) => r.state))
  expect(states.size).toBeGreaterThanOrEqual(5)
  const titles = new Set((await db.select({ t: providers.providerType }).from(providers)).map((r) => r.t))
  expect([...titles].sort()).toEqual(['INTERN', 'PHARMACIST', 'TECHNICIAN'])
  const roles = new Set((await db.select({ r: organizationMembers.role }).from(organizationMembers)).map((r) => r.r))
  expect([...roles].sort()).toEqual(['ADMIN', 'MEMBER', 'OWNER'])
  const [verified] = await db.select({ n: sql<number>`count(*)` }).from(licenses).where(sql`is_verified = 1`)
  expect(verified!.n).toBeGreaterThan(DEMO_PROVIDERS.length)

  const names = (list: readonly { name: string }[]) => new Set(list.map((i) => i.name))
  const [softwares, specialties, skills] = [names(ABILITIES.softwares), names(ABILITIES.specialties), names(ABILITIES.skills)]
  for (const p of DEMO_PROVIDERS) {
    for (const s of p.softwares) expect(softwares.has(s)).toBe(true)
    for (const s of p.specialties) expect(specialties.has(s)).toBe(true)
    for (const s of p.skills) expect(skills.has(s)).toBe(true)
    for (const l of p.languages) expect((LANGUAGES as readonly string[]).includes(l)).toBe(true)
  }

  const provider = await server.call('POST', '/api/auth/login', { body: { email: 'pharmacist@provider.demo', password: DEMO_PASSWORD } })
  expect(provider.status).toBe(200)
  const owner = await server.call('POST', '/api/auth/login', { body: { email: 'owner@lonestar.demo', password: DEMO_PASSWORD } })
  expect(owner.body.user.role).toBe('OWNER')
  const member = await server.call('POST', '/api/auth/login', { body: { email: 'houston.manager@lonestar.demo', password: DEMO_PASSWORD } })
  expect(member.body.user.facilityIds).toHaveLength(1)
  expect((await server.call('POST', '/api/admin/login', { body: { email: 'ops@marketplace.demo', password: DEMO_PASSWORD } })).status).toBe(200)

  // Every shift list shows something.
  const p = provider.body.token
  const o = owner.body.token
  expect((await server.call('GET', '/api/provider/shift/browse', { token: p })).body.shifts.length).toBeGreaterThan(0)
  expect((await server.call('GET', '/api/provider/shifts/history?status=Completed', { token: p })).body.data.shifts.length).toBeGreaterThan(0)
  expect((await server.call('GET', '/api/provider/shift/approved', { token: p })).body.data.length).toBeGreaterThan(0)
  expect((await server.call('GET', '/api/provider/payments', { token: p })).body.totalEarnings).toBeGreaterThan(0)
  expect((await server.call('GET', '/api/facility/shifts/pending', { token: o })).body.data.length).toBeGreaterThan(0)
  expect((await server.call('GET', '/api/facility/shifts/in-progress', { token: o })).body.data.length).toBeGreaterThan(0)
  expect((await server.call('GET', '/api/shifts/facility-owner?status=Completed', { token: o })).body.data.length).toBeGreaterThan(0)
  const shiftStates = new Set((await server.ctx.db.read.select({ s: shiftGroups.state }).from(shiftGroups)).map((r) => r.s))
  expect(shiftStates.size).toBeGreaterThanOrEqual(5)
})
