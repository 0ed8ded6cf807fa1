/** The admin panel's shifts: lists, exports, details and the five actions, through the app. */
import { describe, expect, test } from 'bun:test'
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm'
import { addDays, todayIn } from '../../../../shared/domain/zoned-time'
import { auditEvents, bans, charges, facilities, ledgerEntries, shiftGroups, shifts, users } from '../../../db/schema'
import { facilitySignUp, makeShiftGroup, providerSignUp, setCredits, teamToken } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'
import { exportShiftsCsv, SHIFT_DATA_COLUMNS } from './export-shifts-csv'
import { adminShiftWhere, NEWEST_FIRST, resolveAdminShiftWhere, selectAdminShiftPage } from './queries'
import { SEARCH_LIMITS, searchSeatCandidates } from './search'

const server = await startTestServer()
const HOUR = 3_600_000
const admin = await teamToken(server, 'ADMIN')
const operations = await teamToken(server, 'OPERATIONS')
const support = await teamToken(server, 'SUPPORT')
let counter = 0

/** A pharmacy with a card, a shift of 8 hours at $70 (25% fee: $560 + $140), a licensed provider with a payout account. */
async function world() {
  const tag = `Zq${Date.now().toString(36)}x${(counter++).toString(36)}`
  const f = (await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp() })).body
  const pm = (await server.call('POST', '/api/payment-method/attach-card', { token: f.token, body: { token: 'tok_visa', facilityId: f.id } })).body.paymentMethodId
  const date = addDays(todayIn('America/Chicago', server.clock.now()), 8)
  const posted = await server.call('POST', '/api/facility/shift', {
    token: f.token,
    body: {
      facilityId: f.id,
      title: `Pharmacist ${tag}`,
      description: 'Order verification, IV room oversight and clinical consults for a 200-bed community hospital.',
      rate: 70,
      providerType: 'PHARMACIST',
      locationType: 'ON_SITE',
      software: ['Epic Willow'],
      specialties: ['Hospital Inpatient'],
      languages: ['English'],
      lunchBreakMinutes: 0,
      shiftDays: [{ date, timeSlots: [{ startTime: '07:00', endTime: '15:00', quantity: 1 }] }],
    },
  })
  expect(posted.status).toBe(201)
  const groupId = posted.body.shiftGroups[0].shiftGroupId as string
  const shiftId = posted.body.shiftGroups[0].shiftIds[0] as string
  const p = (await server.call('POST', '/api/sign-up/provider', { body: providerSignUp() })).body
  await server.call('PUT', `/api/testing/${p.userId}/licenses`, { body: { states: ['TX'] } })
  await server.call('PUT', `/api/testing/${p.userId}/stripe-setup`)
  return { tag, f, pm, date, groupId, shiftId, p }
}
type World = Awaited<ReturnType<typeof world>>

async function hire(w: World) {
  expect((await server.call('POST', `/api/provider/shift/${w.groupId}/apply`, { token: w.p.token })).status).toBe(204)
  const hired = await server.call('POST', `/api/facility/shift/${w.groupId}/hire`, { token: w.f.token, body: { applicantId: w.p.providerId, paymentMethodId: w.pm } })
  expect(hired.status).toBe(201)
  expect(hired.body.shiftId).toBe(w.shiftId)
}

/** The shift under way now: started an hour ago, ends in seven. */
async function startNow(w: World) {
  const now = server.clock.now().getTime()
  await server.ctx.db.write((tx) => tx.update(shiftGroups).set({ startsAt: new Date(now - HOUR), endsAt: new Date(now + 7 * HOUR), status: 'CLOSED' }).where(eq(shiftGroups.id, w.groupId)))
}

const ended = (w: World) => server.call('PUT', `/api/testing/shifts/${w.groupId}/rewind`, { body: { providerId: w.p.providerId } })

const ledger = async (shiftId: string, kind: string) =>
  (await server.ctx.db.read.select().from(ledgerEntries).where(and(eq(ledgerEntries.shiftId, shiftId), eq(ledgerEntries.kind, kind as 'CHARGE')))).reduce((n, r) => n + r.amountCents, 0)
const auditOf = (shiftId: string, action: string) =>
  server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.subjectType, 'shift'), eq(auditEvents.subjectId, shiftId), eq(auditEvents.action, action)))

const list = (query: string, token = admin) => server.call('GET', `/api/admin-panel/shifts${query}`, { token })
const allData = (query: string, token = admin) => server.call('GET', `/api/admin-panel/shifts/all-data${query}`, { token })
const act = (method: string, shiftId: string, action: string, body: unknown, token = admin) => server.call(method, `/api/admin-panel/shifts/${shiftId}/${action}`, { token, body })

const TEMPLATE = {
  title: 'Weekend pharmacist cover',
  description: 'Cover the weekend dispensing shift: verification, counseling and inventory for a busy retail pharmacy.',
  providerType: 'PHARMACIST',
  rate: 75,
  startTime: '09:00',
  endTime: '17:00',
  isLunchBreakPaid: false,
  lunchBreakMinutes: 30,
}

describe('who may call', () => {
  test('no token 401; facility users and providers 403; every team role reads; SUPPORT may not act', async () => {
    const w = await world()
    const reads = ['/api/admin-panel/shifts', '/api/admin-panel/shifts/today', '/api/admin-panel/shifts/all-data', '/api/shifts/csv', `/api/shifts/meta/${w.shiftId}`, `/api/shifts/details/${w.shiftId}`, `/api/admin-panel/shifts/${w.shiftId}/details/csv`]
    for (const path of reads) {
      expect((await server.call('GET', path)).status).toBe(401)
      expect((await server.call('GET', path, { token: w.f.token })).status).toBe(403)
      expect((await server.call('GET', path, { token: w.p.token })).status).toBe(403)
      for (const token of [admin, operations, support]) expect((await server.call('GET', path, { token })).status).toBe(200)
    }
    const actions: [string, string, unknown][] = [
      ['PUT', 'adjust-hours', { startTime: '07:00', endTime: '11:00' }],
      ['POST', 'create-from-template', { ...TEMPLATE, shiftDate: w.date }],
      ['POST', 'add-bonus', { bonusAmount: 10, bonusDescription: 'Thanks' }],
      ['PUT', 'update-rate', { rate: 80 }],
      ['PUT', 'cancel', { cancelationReason: 'Facility closed' }],
    ]
    for (const [method, action, body] of actions) {
      expect((await act(method, w.shiftId, action, body, '')).status).toBe(401)
      expect((await act(method, w.shiftId, action, body, w.f.token)).status).toBe(403)
      const refused = await act(method, w.shiftId, action, body, support)
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe('Your team role does not allow this')
    }
    // Nothing changed by the refused calls.
    expect((await server.call('GET', `/api/shifts/meta/${w.shiftId}`, { token: admin })).body.status).toBe('Open')
  })

  test('an unknown shift is 404 on every call', async () => {
    for (const path of ['/api/shifts/meta/nope', '/api/shifts/details/nope', '/api/admin-panel/shifts/nope/details/csv']) {
      const res = await server.call('GET', path, { token: admin })
      expect(res.status).toBe(404)
      expect(res.body.message).toBe('Shift not found')
    }
    expect((await act('PUT', 'nope', 'adjust-hours', { startTime: '07:00', endTime: '11:00' })).status).toBe(404)
    expect((await act('POST', 'nope', 'create-from-template', { ...TEMPLATE, shiftDate: addDays(todayIn('America/Chicago', server.clock.now()), 3) })).status).toBe(404)
    expect((await act('POST', 'nope', 'add-bonus', { bonusAmount: 10, bonusDescription: 'Thanks' })).status).toBe(404)
    expect((await act('PUT', 'nope', 'update-rate', { rate: 80 })).status).toBe(404)
    expect((await act('PUT', 'nope', 'cancel', { cancelationReason: 'x' }, operations)).status).toBe(404)
  })
})

describe('GET /admin-panel/shifts', () => {
  test('the seed row, 7 a page by default, and every filter', async () => {
    const w = await world()
    await hire(w)
    const res = await list(`?search=${w.tag}`)
    expect(res.status).toBe(200)
    expect(res.body.pagination).toEqual({ page: 1, pageSize: 7, totalItems: 1, totalPages: 1, hasNextPage: false })
    const row = res.body.data[0]
    expect(row).toEqual({
      id: w.shiftId,
      shiftGroupId: w.groupId,
      title: `Pharmacist ${w.tag}`,
      shiftDate: w.date,
      startTime: '07:00',
      endTime: '15:00',
      providerType: 'PHARMACIST',
      rate: 70,
      displayedRate: 87.5,
      quantityOfHours: 8,
      totalProviderEarnings: 560,
      status: 'Filled',
      facility: { id: w.f.id, name: expect.any(String), state: 'TX', timezone: 'America/Chicago' },
      hiredProvider: { providerId: w.p.providerId, firstName: expect.any(String), lastName: expect.any(String) },
    })
    // Search by the hired provider's name finds it too.
    const byName = await list(`?search=${encodeURIComponent(`${row.hiredProvider.firstName} ${row.hiredProvider.lastName}`)}&pageSize=100`)
    expect(byName.body.data.map((r: { id: string }) => r.id)).toContain(w.shiftId)
    expect((await list(`?search=${w.tag}&status=Open`)).body.data).toEqual([])
    expect((await list(`?search=${w.tag}&status=Open|Filled`)).body.data).toHaveLength(1)
    expect((await list(`?search=${w.tag}&providerType=TECHNICIAN`)).body.data).toEqual([])
    expect((await list(`?search=${w.tag}&fromDate=${w.date}&toDate=${w.date}`)).body.data).toHaveLength(1)
    expect((await list(`?search=${w.tag}&fromDate=${addDays(w.date, 1)}`)).body.data).toEqual([])
    expect((await list('?pageSize=2')).body.pagination.pageSize).toBe(2)
  })

  test('paging and filter messages', async () => {
    for (const path of ['/api/admin-panel/shifts', '/api/admin-panel/shifts/all-data']) {
      const page = await server.call('GET', `${path}?page=0`, { token: admin })
      expect(page.status).toBe(400)
      expect(page.body.message).toBe('Page number must be greater than or equal to 1')
      const size = await server.call('GET', `${path}?pageSize=0`, { token: admin })
      expect(size.status).toBe(400)
      expect(size.body.message).toBe('Page size must be greater than or equal to 1')
      expect((await server.call('GET', `${path}?status=Done`, { token: admin })).status).toBe(400)
      expect((await server.call('GET', `${path}?providerType=DOCTOR`, { token: admin })).status).toBe(400)
      expect((await server.call('GET', `${path}?fromDate=2030-02-01&toDate=2030-01-01`, { token: admin })).status).toBe(400)
    }
  })
})

describe('the search, names first (search.ts)', () => {
  /** Every page of a search (100 a page), its rows' ids in order and each page's total, and the CSV's lines. */
  async function answer(search: string) {
    const pages: unknown[] = []
    for (let page = 1; ; page++) {
      const res = await list(`?search=${encodeURIComponent(search)}&pageSize=100&page=${page}`)
      expect(res.status).toBe(200)
      pages.push({ ids: res.body.data.map((r: { id: string }) => r.id), pagination: res.body.pagination })
      if (!res.body.pagination.hasNextPage) break
    }
    const csv = await server.call('GET', `/api/shifts/csv?search=${encodeURIComponent(search)}`, { token: admin })
    expect(csv.status).toBe(200)
    return { pages, csv: csv.text }
  }

  /** The same search walked over every seat (the index not used): what the list answered before. */
  async function walked(search: string) {
    const saved = { ...SEARCH_LIMITS }
    SEARCH_LIMITS.names = -1
    try {
      return await answer(search)
    } finally {
      Object.assign(SEARCH_LIMITS, saved)
    }
  }

  test('answers exactly what the walk over every seat answers, in the same order', async () => {
    const a = await world()
    const b = await world()
    await hire(a)
    await hire(b)
    const facility = (await server.call('GET', `/api/admin-panel/shifts?search=${a.tag}`, { token: admin })).body.data[0]
    const terms = [
      a.tag, a.tag.toUpperCase(), a.tag.slice(2, 7), `Pharmacist ${b.tag}`, facility.facility.name, facility.facility.name.slice(1, 6).toLowerCase(),
      `${facility.hiredProvider.firstName} ${facility.hiredProvider.lastName}`, facility.hiredProvider.lastName.toUpperCase(),
      'pharmacist', 'Ph', '%', '_x', '"quoted"', 'a"b', 'ÉLAN', 'no such words anywhere', `  ${b.tag}  `,
    ]
    for (const term of terms) expect({ term, ...(await answer(term)) }).toEqual({ term, ...(await walked(term)) })
    expect((await answer(a.tag)).pages).toEqual([{ ids: [a.shiftId], pagination: { page: 1, pageSize: 100, totalItems: 1, totalPages: 1, hasNextPage: false } }])
  })

  test('with filters and small pages, testing the candidates in their order gives the walk\'s rows and totals (list and all-data)', async () => {
    const a = await world()
    const b = await world()
    await hire(a)
    const word = `Yq${Date.now().toString(36)}x${(counter++).toString(36)}`
    const groups: [string, number, number, 'PHARMACIST' | 'TECHNICIAN' | 'INTERN', 'OPEN' | 'CLOSED' | 'CANCELED', string][] = [
      [a.f.id, 2, 3, 'PHARMACIST', 'OPEN', '09:00'],
      [a.f.id, 2, 2, 'TECHNICIAN', 'OPEN', '09:00'],
      [a.f.id, 5, 2, 'TECHNICIAN', 'OPEN', '07:00'],
      [b.f.id, 2, 2, 'PHARMACIST', 'CANCELED', '09:00'],
      [b.f.id, 9, 4, 'INTERN', 'CLOSED', '13:00'],
      [b.f.id, -4, 1, 'PHARMACIST', 'CLOSED', '07:00'],
    ]
    for (const [facilityId, daysFromNow, quantity, providerType, status, startTime] of groups) {
      await makeShiftGroup(server, { facilityId, daysFromNow, quantity, providerType, status, startTime, title: `Relief ${word} shift` })
    }
    const today = todayIn('America/Chicago', server.clock.now())
    /** Every page of a list at `pageSize`: ids in order and each page's pagination. */
    const pages = async (path: string, query: string, pageSize: number) => {
      const out: unknown[] = []
      for (let page = 1; ; page++) {
        const res = await server.call('GET', `${path}?${query}&pageSize=${pageSize}&page=${page}`, { token: admin })
        expect(res.status).toBe(200)
        out.push({ ids: res.body.data.map((r: { id?: string; shiftId?: string }) => r.id ?? r.shiftId), pagination: res.body.pagination })
        if (!res.body.pagination.hasNextPage) break
      }
      return out
    }
    const filters = ['', '&status=Open', '&status=Canceled|Filled', '&status=Completed', '&providerType=TECHNICIAN|INTERN', `&fromDate=${addDays(today, 3)}&toDate=${addDays(today, 30)}`]
    const terms = [word, word.toUpperCase(), `relief ${word.toLowerCase()}`, a.tag, `Pharmacist ${b.tag}`]
    for (const term of terms) {
      for (const filter of filters) {
        for (const pageSize of [1, 3]) {
          const query = `search=${encodeURIComponent(term)}${filter}`
          const answered = await pages('/api/admin-panel/shifts', query, pageSize)
          const saved = { ...SEARCH_LIMITS }
          SEARCH_LIMITS.names = -1
          try {
            expect({ query, pageSize, answered }).toEqual({ query, pageSize, answered: await pages('/api/admin-panel/shifts', query, pageSize) })
          } finally {
            Object.assign(SEARCH_LIMITS, saved)
          }
        }
      }
    }
    const all = await pages('/api/admin-panel/shifts', `search=${word}`, 5)
    expect(all[0]).toMatchObject({ pagination: { totalItems: 14, totalPages: 3, hasNextPage: true } })
    // all-data takes no search: its pages are the walk's, read the same way.
    expect((await pages('/api/admin-panel/shifts/all-data', `facilityId=${b.f.id}`, 2)).length).toBe(4)
  })

  test('a word few seats contain reads those seats by rowid, never the marketplace\'s seats in order', async () => {
    const w = await world()
    await hire(w)
    const db = server.ctx.db.read
    const candidates = await searchSeatCandidates(db, w.tag)
    expect(candidates).toHaveLength(1)
    const where = await resolveAdminShiftWhere(db, { search: w.tag })
    // Planned on the writer: an EXPLAIN left the reader's snapshot open (later reads missed new rows).
    const plan = async (query: SQLWrapper) => (await server.ctx.db.write((tx) => tx.all<{ detail: string }>(sql`explain query plan ${query.getSQL()}`))).map((r) => r.detail)
    for (const query of [selectAdminShiftPage(db, where).orderBy(...NEWEST_FIRST).limit(7).offset(0), selectAdminShiftPage(db, where).orderBy(...NEWEST_FIRST).limit(500)]) {
      const lines = await plan(query)
      expect(lines).toContain('SEARCH shifts USING INTEGER PRIMARY KEY (rowid=?)')
      expect(lines.filter((l) => /^SCAN shifts\b/.test(l))).toEqual([])
    }
    // The walk, for comparison: the plan this test would see if the search read every seat again.
    expect(await plan(selectAdminShiftPage(db, adminShiftWhere({ search: w.tag })).orderBy(...NEWEST_FIRST).limit(7))).toContain('SCAN shifts USING INDEX shifts_starts_idx')
    // Too short for the trigram index, or more names than the limit: walked.
    expect(await searchSeatCandidates(db, 'Zq')).toBeNull()
    const names = SEARCH_LIMITS.names
    SEARCH_LIMITS.names = 0
    try {
      expect(await searchSeatCandidates(db, w.tag)).toBeNull()
    } finally {
      SEARCH_LIMITS.names = names
    }
  })

  test('a renamed title, facility or provider is found by its new name only', async () => {
    const w = await world()
    await hire(w)
    const found = async (term: string) => (await list(`?search=${encodeURIComponent(term)}`)).body.data.map((r: { id: string }) => r.id)
    const fresh = (what: string) => `${what}${w.tag}`.toLowerCase()
    await server.ctx.db.write((tx) => tx.update(shiftGroups).set({ title: `Relief ${fresh('t')}` }).where(eq(shiftGroups.id, w.groupId)))
    expect(await found(fresh('t'))).toEqual([w.shiftId])
    expect(await found(`Pharmacist ${w.tag}`)).toEqual([])
    await server.ctx.db.write((tx) => tx.update(facilities).set({ name: `Corner ${fresh('f')}` }).where(eq(facilities.id, w.f.id)))
    expect(await found(fresh('f').toUpperCase())).toEqual([w.shiftId])
    await server.ctx.db.write((tx) => tx.update(users).set({ lastName: `Quill${fresh('u')}` }).where(eq(users.id, w.p.userId)))
    expect(await found(`quill${fresh('u')}`)).toEqual([w.shiftId])
  })
})

describe('GET /admin-panel/shifts/today', () => {
  test('finished, in progress and close to start', async () => {
    const finished = await world()
    await hire(finished)
    expect((await ended(finished)).status).toBe(204)
    const running = await world()
    await hire(running)
    await startNow(running)
    const soon = await world()
    const now = server.clock.now().getTime()
    await server.ctx.db.write((tx) => tx.update(shiftGroups).set({ startsAt: new Date(now + HOUR), endsAt: new Date(now + 9 * HOUR) }).where(eq(shiftGroups.id, soon.groupId)))
    const res = await server.call('GET', '/api/admin-panel/shifts/today', { token: support })
    expect(res.status).toBe(200)
    const ids = (key: string) => res.body[key].map((r: { id: string }) => r.id)
    expect(ids('finished')).toContain(finished.shiftId)
    expect(ids('inProgress')).toContain(running.shiftId)
    expect(ids('closeToStart')).toContain(soon.shiftId)
    expect(ids('inProgress')).not.toContain(finished.shiftId)
    expect(ids('closeToStart')).not.toContain(running.shiftId)
    expect(res.body.closeToStart.find((r: { id: string }) => r.id === soon.shiftId).status).toBe('Open')
  })
})

describe('all-data, details and CSV', () => {
  test('a completed shift: every column, and the money reconciles with the ledger', async () => {
    const w = await world()
    await hire(w)
    expect((await ended(w)).status).toBe(204)
    expect((await server.call('PUT', `/api/facility/shift/${w.shiftId}/attendance/confirm`, { token: w.f.token })).status).toBe(200)
    // On libSQL under a busy machine the hire's charge has been seen missing from one answer
    // (paymentStatus null) though it was committed before the hire answered; read again briefly
    // before asserting; it fails as before if the charge never shows.
    let res = await allData(`?facilityId=${w.f.id}`)
    for (let tries = 0; tries < 20 && res.body.data?.[0]?.paymentStatus == null; tries++) {
      await Bun.sleep(100)
      res = await allData(`?facilityId=${w.f.id}`)
    }
    expect(res.status).toBe(200)
    expect(res.body.pagination.pageSize).toBe(50)
    expect(res.body.data).toHaveLength(1)
    const row = res.body.data[0]
    expect(Object.keys(row).sort()).toEqual([...SHIFT_DATA_COLUMNS].sort())
    expect(row).toMatchObject({
      id: w.shiftId,
      shiftGroupId: w.groupId,
      totalShiftHours: 8,
      lunchBreakMinutes: 0,
      isLunchBreakPaid: false,
      effectiveWorkingHours: 8,
      state: 'TX',
      archived: true,
      applicants: 1,
      status: 'Completed',
      shiftLocation: 'ON_SITE',
      providerRole: 'PHARMACIST',
      providerRate: 70,
      shiftFee: 140,
      facilityRate: 87.5,
      totalPayment: 700,
      amountPaidToProvider: 560,
      creditsDeducted: 0,
      lunchBreak: 'None',
      software: 'Epic Willow',
      paymentStatus: 'SUCCEEDED',
      canceledAt: null,
      canceledBy: null,
      isVirtual: false,
    })
    expect(row.firstApplicationDate).toEqual(expect.any(String))
    expect(row.paymentIntentId).toEqual(expect.any(String))
    expect(row.hiredProvider).toEqual(expect.any(String))
    // Ledger: totalPayment = amountPaidToProvider + shiftFee; platformCut = total − paid − processor fee − credits.
    const processorFee = await ledger(w.shiftId, 'PROCESSOR_FEE')
    expect(processorFee).toBe(2060) // 2.9% of $700 + 30¢
    expect(row.totalPayment).toBe(row.amountPaidToProvider + row.shiftFee)
    expect(Math.round(row.platformCut * 100)).toBe(await ledger(w.shiftId, 'PLATFORM_FEE'))
    expect(Math.round((row.totalPayment - row.amountPaidToProvider - row.creditsDeducted) * 100) - processorFee).toBe(Math.round(row.platformCut * 100))
    expect(Math.round(row.totalPayment * 100)).toBe((await ledger(w.shiftId, 'CHARGE')) - (await ledger(w.shiftId, 'REFUND')))
    expect(Math.round(row.amountPaidToProvider * 100)).toBe(await ledger(w.shiftId, 'TRANSFER'))

    const detail = await server.call('GET', `/api/shifts/details/${w.shiftId}`, { token: support })
    expect(detail.status).toBe(200)
    expect(detail.body).toMatchObject({
      shiftId: w.shiftId,
      status: 'Completed',
      timeZone: 'America/Chicago',
      providerRate: 70,
      providerEarnings: 560,
      applicantsQuantity: 1,
      requirements: { softwares: ['Epic Willow'], specialties: ['Hospital Inpatient'], languages: ['English'], skills: [] },
      facility: { id: w.f.id, percentageFee: 25, isLegacyRate: false, pharmacistRate: null, technicianRate: null },
      shiftPayment: { status: 'SUCCEEDED', amount: 700, stripeFeeAmount: 20.6, applicationFeeAmount: 140, paymentMethod: { type: 'CARD', brand: 'visa', last4: '4242' } },
      hiredProvider: { id: w.p.providerId },
      bonuses: [],
    })
    expect(detail.body.location).toContain('TX')
    expect(detail.body.shiftPayment.paymentIntentId).toBe(row.paymentIntentId)
    expect(detail.body.shiftPayment.invoice).toBe(`/api/billing/receipts/${detail.body.shiftPayment.id}`)
    expect(detail.body.hiredProvider.paymentAccountId).toEqual(expect.any(String))

    const meta = await server.call('GET', `/api/shifts/meta/${w.shiftId}`, { token: support })
    expect(meta.body).toMatchObject({ shiftId: w.shiftId, shiftGroupId: w.groupId, status: 'Completed', facilityId: w.f.id, hiredProviderId: w.p.providerId })

    const csv = await server.call('GET', `/api/admin-panel/shifts/${w.shiftId}/details/csv`, { token: admin })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = csv.text.trim().split('\n')
    expect(lines[0]).toBe(SHIFT_DATA_COLUMNS.join(','))
    expect(lines[1]!.startsWith(`${w.shiftId},${w.groupId},`)).toBe(true)
  })

  test('credits: creditsDeducted from the ledger, and the platform pays for them out of its cut', async () => {
    const w = await world()
    await setCredits(server, { organizationId: w.f.organizationId, creditsInCents: 10_000 })
    await hire(w)
    expect((await ended(w)).status).toBe(204)
    expect((await server.call('PUT', `/api/facility/shift/${w.shiftId}/attendance/confirm`, { token: w.f.token })).status).toBe(200)
    const row = (await allData(`?facilityId=${w.f.id}`)).body.data[0]
    // $100 of credits, $600 on the card (processor fee 2.9% + 30¢ = $17.70).
    expect(row).toMatchObject({ totalPayment: 700, creditsDeducted: 100, amountPaidToProvider: 560, shiftFee: 140 })
    expect(await ledger(w.shiftId, 'PROCESSOR_FEE')).toBe(1_770)
    expect(Math.round(row.platformCut * 100)).toBe(70_000 - 56_000 - 1_770 - 10_000)
    expect(Math.round(row.platformCut * 100)).toBe(await ledger(w.shiftId, 'PLATFORM_FEE'))
  })

  test('GET /shifts/csv streams every row of the filters, page after page', async () => {
    const w = await world()
    // 620 seats: more than one page of the export (500).
    await makeShiftGroup(server, { facilityId: w.f.id, daysFromNow: 20, quantity: 50, title: `Bulk A ${w.tag}` })
    await makeShiftGroup(server, { facilityId: w.f.id, daysFromNow: 21, quantity: 50, title: `Bulk B ${w.tag}` })
    for (let i = 0; i < 13; i++) await makeShiftGroup(server, { facilityId: w.f.id, daysFromNow: 22 + i, quantity: 40, title: `Bulk C ${w.tag}` })
    const expected = 1 + 50 + 50 + 13 * 40
    const res = await server.app.handle(new Request(`http://localhost/api/shifts/csv?facilityId=${w.f.id}`, { headers: { authorization: `Bearer ${admin}` } }))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.body).toBeInstanceOf(ReadableStream)
    const text = await res.text()
    const lines = text.trim().split('\n')
    expect(lines[0]).toBe(SHIFT_DATA_COLUMNS.join(','))
    expect(lines).toHaveLength(1 + expected)
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(expected)
    // The same filters as all-data.
    const open = await server.call('GET', `/api/shifts/csv?facilityId=${w.f.id}&status=Canceled`, { token: admin })
    expect(open.text.trim().split('\n')).toHaveLength(1)
    // A client sending the list's paging along still gets every row.
    const paged = await server.call('GET', `/api/shifts/csv?facilityId=${w.f.id}&page=2&pageSize=5`, { token: admin })
    expect(paged.status).toBe(200)
    expect(paged.text.trim().split('\n')).toHaveLength(1 + expected)

    // The verb answers a stream that reads one page at a time.
    const caller = { kind: 'team' as const, sessionId: 's', teamMemberId: 't', role: 'ADMIN' as const }
    const direct = exportShiftsCsv({ ctx: server.ctx, caller, query: { facilityId: w.f.id } })
    const reader = direct.body!.getReader()
    const header = await reader.read()
    expect(new TextDecoder().decode(header.value)).toBe(`${SHIFT_DATA_COLUMNS.join(',')}\n`)
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value).trim().split('\n')).toHaveLength(500)
    await reader.cancel()
  })
})

describe('PUT /admin-panel/shifts/{shiftId}/adjust-hours', () => {
  test('re-prices an ended shift to the cent, refunds the difference, pays the provider, audits', async () => {
    const w = await world()
    await hire(w)
    const early = await act('PUT', w.shiftId, 'adjust-hours', { startTime: '07:00', endTime: '11:00' })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe('Attendance can be confirmed once the shift has ended')
    expect((await ended(w)).status).toBe(204)
    const missing = await act('PUT', w.shiftId, 'adjust-hours', { endTime: '11:00' })
    expect(missing.status).toBe(400)
    expect(missing.body.errors[0].field).toBe('startTime')
    // 07:00 to 11:20 at $70: 4h20 = $303.33; fee 25% = $75.83 (to the cent).
    const res = await act('PUT', w.shiftId, 'adjust-hours', { startTime: '07:00', endTime: '11:20' }, operations)
    expect(res.status).toBe(200)
    expect(res.body.shift).toMatchObject({ id: w.shiftId, status: 'Completed', totalProviderEarnings: 303.33 })
    expect(await ledger(w.shiftId, 'CHARGE')).toBe(70_000)
    expect(await ledger(w.shiftId, 'REFUND')).toBe(70_000 - 30_333 - 7_583)
    expect(await ledger(w.shiftId, 'TRANSFER')).toBe(30_333)
    expect(await ledger(w.shiftId, 'PLATFORM_FEE')).toBe(7_583 - 2_060)
    const [event] = await auditOf(w.shiftId, 'shift.adjust-attendance')
    expect(event!.actorKind).toBe('team_member')
    expect(JSON.parse(event!.after!)).toMatchObject({ providerEarningsCents: 30_333, shiftFeeCents: 7_583 })
    const again = await act('PUT', w.shiftId, 'adjust-hours', { startTime: '07:00', endTime: '12:00' })
    expect(again.status).toBe(409)
  })
})

describe('PUT /admin-panel/shifts/{shiftId}/update-rate', () => {
  test('only in progress; re-prices and charges or refunds the difference at once', async () => {
    const w = await world()
    const open = await act('PUT', w.shiftId, 'update-rate', { rate: 80 })
    expect(open.status).toBe(409)
    expect(open.body.message).toBe('Only a shift in progress can have its rate updated')
    await hire(w)
    expect((await act('PUT', w.shiftId, 'update-rate', { rate: 80 })).status).toBe(409)
    await startNow(w)
    expect((await act('PUT', w.shiftId, 'update-rate', { rate: 0 })).status).toBe(400)
    const raised = await act('PUT', w.shiftId, 'update-rate', { rate: 80 })
    expect(raised.status).toBe(200)
    expect(raised.body.shift).toMatchObject({ rate: 80, totalProviderEarnings: 640, status: 'Filled' })
    expect(await ledger(w.shiftId, 'CHARGE')).toBe(80_000)
    const lowered = await act('PUT', w.shiftId, 'update-rate', { rate: 65.5 })
    expect(lowered.status).toBe(200)
    // $65.50 × 8 = $524; fee $131: $655 in all.
    expect((await ledger(w.shiftId, 'CHARGE')) - (await ledger(w.shiftId, 'REFUND'))).toBe(65_500)
    const seat = (await server.ctx.db.read.select().from(shifts).where(eq(shifts.id, w.shiftId)).get())!
    expect([seat.providerEarningsCents, seat.shiftFeeCents]).toEqual([52_400, 13_100])
    expect(await auditOf(w.shiftId, 'shift.reprice')).toHaveLength(2)
  })
})

describe('POST /admin-panel/shifts/{shiftId}/add-bonus', () => {
  test('charged to the facility with its own receipt, paid to the provider as a Bonus, in the ledger', async () => {
    const w = await world()
    const none = await act('POST', w.shiftId, 'add-bonus', { bonusAmount: 25.5, bonusDescription: 'Stayed late' })
    expect(none.status).toBe(409)
    await hire(w)
    const zero = await act('POST', w.shiftId, 'add-bonus', { bonusAmount: 0, bonusDescription: 'Stayed late' })
    expect(zero.status).toBe(400)
    expect(zero.body.message).toBe('Bonus amount must be greater than 0')
    expect((await act('POST', w.shiftId, 'add-bonus', { bonusAmount: 10, bonusDescription: '  ' })).body.message).toBe('Bonus description is required')
    const res = await act('POST', w.shiftId, 'add-bonus', { bonusAmount: 25.5, bonusDescription: 'Stayed late' })
    expect(res.status).toBe(201)
    expect(res.body.bonus).toMatchObject({ amount: 25.5, amountInCents: 2_550, description: 'Stayed late', status: 'processing' })
    const bonusCharge = (await server.ctx.db.read.select().from(charges).where(eq(charges.id, res.body.bonus.chargeId)).get())!
    expect(bonusCharge).toMatchObject({ purpose: 'BONUS', amountCents: 2_550, status: 'SUCCEEDED', shiftId: w.shiftId })
    const receipt = await server.call('GET', `/api/billing/receipts/${bonusCharge.id}`, { token: w.f.token })
    expect(receipt.status).toBe(200)
    expect(receipt.body.description).toContain('Provider bonus')
    expect(receipt.body.totalInCents).toBe(2_550)
    const payments = await server.call('GET', '/api/provider/payments?paymentType=Bonus', { token: w.p.token })
    expect(payments.body.data).toEqual([expect.objectContaining({ id: res.body.bonus.bonusId, amount: 25.5, paymentType: 'Bonus' })])
    expect(await ledger(w.shiftId, 'CHARGE')).toBe(70_000 + 2_550)
    expect(await ledger(w.shiftId, 'TRANSFER')).toBe(2_550)
    const detail = await server.call('GET', `/api/shifts/details/${w.shiftId}`, { token: admin })
    expect(detail.body.bonuses).toEqual([res.body.bonus])
    expect(await auditOf(w.shiftId, 'shift.add-bonus')).toHaveLength(1)
    // The provider's shift shows it; a replay with the same Idempotency-Key pays nothing twice.
    const mine = await server.call('GET', `/api/provider/shift-group/${w.groupId}`, { token: w.p.token })
    expect(mine.body.payments.bonusAmount).toBe(25.5)
    const key = { 'idempotency-key': `bonus-${w.tag}` }
    const first = await server.call('POST', `/api/admin-panel/shifts/${w.shiftId}/add-bonus`, { token: admin, body: { bonusAmount: 4.5, bonusDescription: 'Parking' }, headers: key })
    const replay = await server.call('POST', `/api/admin-panel/shifts/${w.shiftId}/add-bonus`, { token: admin, body: { bonusAmount: 4.5, bonusDescription: 'Parking' }, headers: key })
    expect([first.status, replay.status]).toEqual([201, 201])
    expect(replay.body.bonus.bonusId).toBe(first.body.bonus.bonusId)
    expect(await ledger(w.shiftId, 'TRANSFER')).toBe(2_550 + 450)
    // Settled later, the shift's ledger still reconciles: charges − refunds = transfers + platform fee + processor fees.
    expect((await ended(w)).status).toBe(204)
    expect((await server.call('PUT', `/api/facility/shift/${w.shiftId}/attendance/confirm`, { token: w.f.token })).status).toBe(200)
    const total = (await ledger(w.shiftId, 'CHARGE')) - (await ledger(w.shiftId, 'REFUND'))
    expect(total).toBe((await ledger(w.shiftId, 'TRANSFER')) + (await ledger(w.shiftId, 'PLATFORM_FEE')) + (await ledger(w.shiftId, 'PROCESSOR_FEE')))
    const row = (await allData(`?facilityId=${w.f.id}`)).body.data[0]
    expect(row).toMatchObject({ totalPayment: 730, amountPaidToProvider: 590, shiftFee: 140 })
    const history = await server.call('GET', '/api/provider/shifts/history', { token: w.p.token })
    expect(history.body.data.shifts[0].bonus).toEqual({ bonusId: res.body.bonus.bonusId, amount: 30, description: 'Stayed late; Parking', invoiceUrl: null })
  })
})

describe('PUT /admin-panel/shifts/{shiftId}/cancel', () => {
  test('the reason is required', async () => {
    const w = await world()
    for (const body of [{}, { cancelationReason: '' }, { cancelationReason: '   ' }]) {
      const res = await act('PUT', w.shiftId, 'cancel', body)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('Cancellation reason is required')
      expect(res.body.errors[0]).toEqual({ field: 'cancelationReason', message: 'Cancellation reason is required' })
    }
  })

  test('a hired shift: refunded in full, the provider banned from the facility, audited; twice is 409', async () => {
    const w = await world()
    await hire(w)
    const res = await act('PUT', w.shiftId, 'cancel', { cancelationReason: 'Provider unreachable', banProvider: true })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ refundedInCents: 70_000, providerBanned: true, shift: { id: w.shiftId, status: 'Canceled' } })
    expect(await ledger(w.shiftId, 'REFUND')).toBe(70_000)
    const ban = await server.ctx.db.read.select().from(bans).where(and(eq(bans.providerId, w.p.providerId), eq(bans.facilityId, w.f.id))).get()
    expect(ban).toMatchObject({ kind: 'BAN', reason: 'Provider unreachable' })
    const banned = await server.call('GET', `/api/facility/${w.f.id}/banned-providers/${w.p.providerId}`, { token: w.f.token })
    expect(banned.status).toBe(200)
    const [event] = await auditOf(w.shiftId, 'shift.cancel')
    expect(event).toMatchObject({ actorKind: 'team_member' })
    expect(JSON.parse(event!.after!)).toMatchObject({ status: 'CANCELED', canceledBy: 'ADMIN', reason: 'Provider unreachable' })
    const row = (await allData(`?facilityId=${w.f.id}`)).body.data[0]
    expect(row).toMatchObject({ status: 'Canceled', canceledBy: 'ADMIN', cancellationReason: 'Provider unreachable', totalPayment: 0, paymentStatus: 'REFUNDED' })
    const again = await act('PUT', w.shiftId, 'cancel', { cancelationReason: 'Again' })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('This shift is already canceled')
  })

  test('an open shift without a ban (banProvider defaults to false); a completed one is 409', async () => {
    const w = await world()
    const res = await act('PUT', w.shiftId, 'cancel', { cancelationReason: 'Posted by mistake' }, operations)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ refundedInCents: 0, providerBanned: false, shift: { status: 'Canceled' } })
    const done = await world()
    await hire(done)
    await ended(done)
    await server.call('PUT', `/api/facility/shift/${done.shiftId}/attendance/confirm`, { token: done.f.token })
    const refused = await act('PUT', done.shiftId, 'cancel', { cancelationReason: 'Too late', banProvider: true })
    expect(refused.status).toBe(409)
    expect(await server.ctx.db.read.select().from(bans).where(eq(bans.providerId, done.p.providerId))).toEqual([])
  })
})

describe('POST /admin-panel/shifts/{shiftId}/create-from-template', () => {
  test('a new open shift at the same facility with the template requirements', async () => {
    const w = await world()
    const shiftDate = addDays(w.date, 2)
    const negative = await act('POST', w.shiftId, 'create-from-template', { ...TEMPLATE, shiftDate, lunchBreakMinutes: -5 })
    expect(negative.status).toBe(400)
    expect(negative.body.message).toBe('Lunch break cannot be negative')
    const past = await act('POST', w.shiftId, 'create-from-template', { ...TEMPLATE, shiftDate: '2020-01-01' })
    expect(past.status).toBe(400)
    const res = await act('POST', w.shiftId, 'create-from-template', { ...TEMPLATE, shiftDate })
    expect(res.status).toBe(201)
    expect(res.body.shift).toMatchObject({ title: TEMPLATE.title, shiftDate, startTime: '09:00', endTime: '17:00', rate: 75, status: 'Open', facility: { id: w.f.id }, hiredProvider: null })
    // 8 h less an unpaid 30-minute lunch at $75.
    expect(res.body.shift.totalProviderEarnings).toBe(562.5)
    expect(res.body.shift.id).not.toBe(w.shiftId)
    const detail = (await server.call('GET', `/api/shifts/details/${res.body.shift.id}`, { token: admin })).body
    expect(detail.requirements).toMatchObject({ softwares: ['Epic Willow'], specialties: ['Hospital Inpatient'], languages: ['English'] })
    expect(detail).toMatchObject({ description: TEMPLATE.description, lunchBreakMinutes: 30, isLunchBreakPaid: false, organizationId: w.f.organizationId })
    expect(await auditOf(res.body.shift.id, 'shift.create-from-template')).toHaveLength(1)
    // The facility sees it among its own shifts.
    const own = await server.call('GET', '/api/shifts/facility-owner', { token: w.f.token })
    expect(own.body.data.map((r: { id: string }) => r.id)).toContain(res.body.shift.id)
  })
})
