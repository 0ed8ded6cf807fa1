import { expect, test } from 'bun:test'
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { ABILITIES, LANGUAGES } from '../../shared/reference'
import { auditEvents, facilities, facilityOnboardingForms, licenses, organizationMembers, providers, ratings, shiftGroups, shifts } from '../db/schema'
import { distanceInMeters } from '../integrations/geo/zip-codes'
import { startTestServer } from '../test/harness'
import { demoLogins } from './demo-logins'
import { DEMO_PASSWORD, DEMO_PROVIDERS } from './demo-people'
import { loadDemoData } from './load-demo-data'
import { isWeekend, WORK_RADIUS_METERS } from './load-demo-shifts'

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

  // The careers board: every job status, applicants in every status, a blurred free post.
  const stats = (await server.call('GET', '/api/jobs/stats', { token: o })).body
  expect(stats.jobs).toMatchObject({ DRAFT: 1, PUBLISHED: 2, PAST_DUE: 1, HIRED: 1, ARCHIVED: 1 })
  expect(stats.applicants.needsReview * stats.applicants.rejected * stats.applicants.saveForLater * stats.applicants.canceled).toBeGreaterThan(0)
  const listed = (await server.call('GET', '/api/jobs?filter=Published', { token: o })).body.data as { jobId: string; applicantsBlurred: boolean }[]
  const free = listed.find((j) => j.applicantsBlurred)!
  expect((await server.call('GET', `/api/jobs/${free.jobId}/applicants`, { token: o })).body.data[0].isBlurred).toBe(true)
  expect((await server.call('GET', `/api/public/jobs/${listed[0]!.jobId}`)).status).toBe(200)
  // Loading the whole demo (a year of history through the product's verbs) takes ~10 s alone; more on a busy machine.
}, 120_000)

test('the demo profiles show each state a credential can be in, and one profile still being filled in', async () => {
  const signIn = async (email: string) => (await server.call('POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } })).body.token as string
  const statuses = async (email: string) => ((await server.call('GET', '/api/provider/certifications', { token: await signIn(email) })).body as { status: string }[]).map((c) => c.status).sort()
  expect(await statuses('pharmacist@provider.demo')).toEqual(['ACTIVE', 'EXPIRING'])
  expect(await statuses('technician@provider.demo')).toEqual(['EXPIRING'])
  expect(await statuses('grace.okafor@provider.demo')).toEqual(['ACTIVE', 'EXPIRED'])
  const pharmacist = await signIn('robert.williams@provider.demo')
  expect((await server.call('GET', '/api/provider/work-experience', { token: pharmacist })).body).toHaveLength(2)
  expect((await server.call('GET', '/api/provider/education', { token: pharmacist })).body[0].degreeType).toBe('PHARMD')
  const student = await signIn('mia.rossi@provider.demo')
  expect((await server.call('GET', '/api/provider/work-experience', { token: student })).body).toEqual([])
  const owner = await signIn('owner@lonestar.demo')
  const verified = await server.ctx.db.read.select({ id: facilities.id }).from(facilities).where(isNotNull(facilities.npiVerifiedAt))
  expect(verified).toHaveLength(1)
  expect((await server.call('GET', `/api/facility/${verified[0]!.id}/profile`, { token: owner })).body.isNpiVerified).toBe(true)
})

test('the demo has onboarding forms in every status, the approved ones with their packet', async () => {
  const forms = await server.ctx.db.read.select({ status: facilityOnboardingForms.status, packet: facilityOnboardingForms.packetSizeBytes, reason: facilityOnboardingForms.rejectedReason }).from(facilityOnboardingForms)
  expect(new Set(forms.map((f) => f.status))).toEqual(new Set(['DRAFT', 'PENDING', 'GENERATED', 'COMPLETED', 'REJECTED']))
  for (const f of forms) {
    if (f.status === 'GENERATED' || f.status === 'COMPLETED') expect(f.packet).toBeGreaterThan(0)
    if (f.status === 'REJECTED') expect(f.reason).toBeTruthy()
  }
  // The first facility's form is approved and published: its hired providers read the packet.
  const owner = (await server.call('POST', '/api/auth/login', { body: { email: 'owner@lonestar.demo', password: DEMO_PASSWORD } })).body.token as string
  const list = (await server.call('GET', '/api/facility/ffm/onboardings', { token: owner })).body.data as { facility: { name: string }; status: string }[]
  expect(list.find((f) => f.facility.name === 'Lone Star Pharmacy — Downtown Austin')?.status).toBe('COMPLETED')
  // Published by the product's own call ("Publish to providers"), not written: audited, with who and when.
  const published = await server.ctx.db.read.select({ n: sql<number>`count(*)` }).from(auditEvents).where(eq(auditEvents.action, 'onboarding-form.complete')).get()
  expect(published!.n).toBe(forms.filter((f) => f.status === 'COMPLETED').length)
  const completedRows = await server.ctx.db.read.select({ at: facilityOnboardingForms.completedAt, by: facilityOnboardingForms.completedByUserId }).from(facilityOnboardingForms).where(eq(facilityOnboardingForms.status, 'COMPLETED'))
  for (const row of completedRows) expect(row.at && row.by).toBeTruthy()
})

test('the demo reads true: nobody works two shifts at once or far from home, ratings differ, titles match their days', async () => {
  const db = server.ctx.db.read
  const hires = await db
    .select({ providerId: shifts.providerId, startsAt: shiftGroups.startsAt, endsAt: shiftGroups.endsAt, latitude: shiftGroups.latitude, longitude: shiftGroups.longitude, type: shiftGroups.providerType })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .where(and(isNotNull(shifts.providerId), inArray(shifts.status, ['FILLED', 'COMPLETED'])))
  expect(hires.length).toBeGreaterThan(20)
  const homes = new Map((await db.select().from(providers)).map((p) => [p.id, p]))
  const byProvider = Map.groupBy(hires, (h) => h.providerId!)
  expect(byProvider.size).toBeGreaterThan(6)
  for (const [providerId, list] of byProvider) {
    const sorted = list.toSorted((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(sorted[i - 1]!.endsAt.getTime())
    const home = homes.get(providerId)!
    for (const h of list) expect(distanceInMeters({ latitude: home.latitude!, longitude: home.longitude! }, h)).toBeLessThanOrEqual(WORK_RADIUS_METERS[h.type])
  }

  // Ratings scatter: both sides' averages take several values, and what browse shows of a
  // facility is the mean of the ratings stored for it.
  const stored = await db.select().from(ratings)
  for (const kind of ['FACILITY', 'PROVIDER'] as const) {
    const averages = new Set(stored.filter((r) => r.raterKind === kind).map((r) => r.averageScore))
    expect(averages.size).toBeGreaterThanOrEqual(4)
  }
  const provider = await server.call('POST', '/api/auth/login', { body: { email: 'pharmacist@provider.demo', password: DEMO_PASSWORD } })
  const browse = await server.call('GET', '/api/provider/shift/browse?pageSize=100', { token: provider.body.token })
  const shown = new Map<string, number>()
  for (const s of browse.body.shifts as { facility: { id: string; currentRating: number | null } }[]) if (s.facility.currentRating !== null) shown.set(s.facility.id, s.facility.currentRating)
  expect(shown.size).toBeGreaterThanOrEqual(2)
  expect(new Set(shown.values()).size).toBeGreaterThanOrEqual(2)
  for (const [facilityId, rating] of shown) {
    const own = stored.filter((r) => r.raterKind === 'PROVIDER' && r.facilityId === facilityId)
    expect(rating).toBe(Math.round((own.reduce((sum, r) => sum + r.averageScore, 0) / own.length) * 10) / 10)
  }

  // "Weekend" only on a Saturday or Sunday, "evening" only after noon.
  const groups = await db.select({ title: shiftGroups.title, date: shiftGroups.date, startTime: shiftGroups.startTime }).from(shiftGroups)
  expect(groups.some((g) => /weekend/i.test(g.title))).toBe(true)
  for (const g of groups) {
    if (/weekend/i.test(g.title)) expect(isWeekend(g.date)).toBe(true)
    if (/evening/i.test(g.title)) expect(g.startTime >= '12:00').toBe(true)
    if (/morning|day shift/i.test(g.title)) expect(g.startTime < '12:00').toBe(true)
  }
})

test('the demo logins are told whenever the demo accounts are there', async () => {
  const lines = (await demoLogins(server.ctx)).join('\n')
  expect(lines).toContain('pharmacist@provider.demo')
  expect(lines).toContain('owner@lonestar.demo')
  expect(lines).toContain('ops@marketplace.demo')
  expect(lines).toContain(DEMO_PASSWORD)
  const other = await startTestServer({ stripe: null })
  expect(await demoLogins(other.ctx)).toEqual([])
})
