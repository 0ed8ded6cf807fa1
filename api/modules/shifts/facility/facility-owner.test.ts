import { describe, expect, test } from 'bun:test'
import { addDays, todayIn } from '../../../../shared/domain/zoned-time'
import { startTestServer } from '../../../test/harness'
import { hireOnSeat, makeFacility, makeMember, makeShiftGroup, signUpOrganization, signUpProvider } from '../../../test/factories'

const server = await startTestServer()
const org = await signUpOrganization(server)
const dallas = await makeFacility(server, { organizationId: org.organizationId, name: 'Uptown Dallas Pharmacy' })
const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [dallas.id] })
const other = await signUpOrganization(server)
const [james, tech] = await Promise.all([signUpProvider(server), signUpProvider(server, { personal: { firstName: 'Ana', lastName: 'Ruiz' }, professional: { providerTitle: 'TECHNICIAN' } })])

const austin = { facilityId: org.facilityId }
const atDallas = { facilityId: dallas.id }
// Newest first: canceled group (+5), a half-filled pair (+2), an intern seat canceled (+1),
// a technician seat completed (−3), an older completed seat (−10).
const canceledGroup = await makeShiftGroup(server, { ...austin, daysFromNow: 5, status: 'CANCELED' })
const pair = await makeShiftGroup(server, { ...austin, daysFromNow: 2, quantity: 2, title: 'Weekday staff pharmacist' })
await hireOnSeat(server, { seatId: pair.seatIds[0]!, providerId: james!.providerId })
const intern = await makeShiftGroup(server, { ...atDallas, daysFromNow: 1, providerType: 'INTERN' })
await hireOnSeat(server, { seatId: intern.seatIds[0]!, providerId: james!.providerId, status: 'CANCELED' })
const techShift = await makeShiftGroup(server, { ...atDallas, daysFromNow: -3, providerType: 'TECHNICIAN', rateCents: 2850, startTime: '22:00', endTime: '06:00' })
await hireOnSeat(server, { seatId: techShift.seatIds[0]!, providerId: tech!.providerId, status: 'COMPLETED' })
const old = await makeShiftGroup(server, { ...austin, daysFromNow: -10 })
await hireOnSeat(server, { seatId: old.seatIds[0]!, providerId: james!.providerId, status: 'COMPLETED' })
await makeShiftGroup(server, { facilityId: other.facilityId, daysFromNow: 2 })

const get = (query = '', token = org.token) => server.call('GET', `/api/shifts/facility-owner${query}`, { token })
const rows = async (query = '', token = org.token) => {
  const res = await get(query, token)
  expect(res.status).toBe(200)
  return res.body.data.map((r: { id: string }) => r.id)
}
const all = [canceledGroup.seatIds[0], pair.seatIds[0], pair.seatIds[1], intern.seatIds[0], techShift.seatIds[0], old.seatIds[0]]

describe('GET /api/shifts/facility-owner', () => {
  test('one row per seat across the organization, newest first, with the history statuses', async () => {
    const res = await get()
    expect(res.status).toBe(200)
    expect(res.body.data.map((r: { id: string }) => r.id)).toEqual(all)
    expect(res.body.data.map((r: { status: string }) => r.status)).toEqual(['Canceled', 'Filled', 'Open', 'Canceled', 'Completed', 'Completed'])
    expect(res.body.pagination).toEqual({ page: 1, pageSize: 10, totalItems: 6, totalPages: 1, hasNextPage: false, pageIndex: 0 })
    // $60 × 8.5 h = $510 + 25% = $637.50.
    expect(res.body.data[1]).toEqual({
      id: pair.seatIds[0],
      shiftGroupId: pair.group.id,
      title: 'Weekday staff pharmacist',
      date: pair.group.date,
      startTime: '09:00',
      endTime: '17:30',
      facility: { id: org.facilityId, name: 'Riverside Community Pharmacy', state: 'TX', timeZone: 'America/Chicago' },
      providerType: 'PHARMACIST',
      rate: 60,
      quantityOfHours: 8.5,
      status: 'Filled',
      hiredProvider: { providerId: james!.providerId, firstName: 'James', lastName: 'Carter' },
      totalInCents: 63_750,
    })
    expect(res.body.data[2].hiredProvider).toBeNull()
    // Overnight: 22:00–06:00 is 8 hours; $28.50 × 8 = $228 + 25% = $285.
    expect(res.body.data[4]).toMatchObject({ providerType: 'TECHNICIAN', quantityOfHours: 8, rate: 28.5, totalInCents: 28_500, hiredProvider: { firstName: 'Ana', lastName: 'Ruiz' } })
  })

  test('date_asc reverses the order', async () => {
    expect(await rows('?orderBy=date_asc')).toEqual([old.seatIds[0], techShift.seatIds[0], intern.seatIds[0], pair.seatIds[0], pair.seatIds[1], canceledGroup.seatIds[0]])
  })

  test('filters: status list, dates, facility name, provider types', async () => {
    expect(await rows('?status=Open|Filled')).toEqual([pair.seatIds[0], pair.seatIds[1]])
    expect(await rows('?status=Canceled')).toEqual([canceledGroup.seatIds[0], intern.seatIds[0]])
    expect(await rows('?status=Completed&orderBy=date_asc')).toEqual([old.seatIds[0], techShift.seatIds[0]])
    const today = todayIn('America/Chicago', server.clock.now())
    expect(await rows(`?fromDate=${addDays(today, -5)}&toDate=${addDays(today, 1)}`)).toEqual([intern.seatIds[0], techShift.seatIds[0]])
    expect(await rows(`?fromDate=${addDays(today, 2)}`)).toEqual([canceledGroup.seatIds[0], pair.seatIds[0], pair.seatIds[1]])
    expect(await rows(`?toDate=${addDays(today, -3)}`)).toEqual([techShift.seatIds[0], old.seatIds[0]])
    expect(await rows('?facilityName=uptown')).toEqual([intern.seatIds[0], techShift.seatIds[0]])
    expect(await rows('?facilityName=RIVERSIDE%20community')).toEqual([canceledGroup.seatIds[0], pair.seatIds[0], pair.seatIds[1], old.seatIds[0]])
    // Wildcards are plain characters.
    expect(await rows('?facilityName=%25')).toEqual([])
    expect(await rows('?providerType=TECHNICIAN|INTERN')).toEqual([intern.seatIds[0], techShift.seatIds[0]])
    expect(await rows('?providerType=PHARMACIST&status=Completed')).toEqual([old.seatIds[0]])
  })

  test('pageIndex counts from 0', async () => {
    const res = await get('?pageIndex=1&pageSize=2')
    expect(res.body.data.map((r: { id: string }) => r.id)).toEqual([pair.seatIds[1], intern.seatIds[0]])
    expect(res.body.pagination).toEqual({ page: 2, pageSize: 2, totalItems: 6, totalPages: 3, hasNextPage: true, pageIndex: 1 })
    const last = await get('?pageIndex=2&pageSize=2')
    expect(last.body.pagination.hasNextPage).toBe(false)
    expect((await get('?pageIndex=9')).body.data).toEqual([])
  })

  test('a MEMBER sees its facilities only', async () => {
    expect(await rows('', member.token)).toEqual([intern.seatIds[0], techShift.seatIds[0]])
    const admin = await makeMember(server, { organizationId: org.organizationId, role: 'ADMIN' })
    expect(await rows('', admin.token)).toEqual(all)
  })

  test('bad filters answer 400 with a clear message', async () => {
    const cases: [string, string][] = [
      ['?status=Pending', 'Status must be Open, Filled, Completed or Canceled (several joined by |)'],
      ['?status=Open|', 'Status must be Open, Filled, Completed or Canceled (several joined by |)'],
      ['?orderBy=name', 'orderBy must be date_asc or date_desc'],
      ['?pageIndex=-1', 'Page index must be greater than or equal to 0'],
      ['?pageSize=0', 'Page size must be greater than or equal to 1'],
      ['?fromDate=2026-13-01', 'fromDate must be a valid date (YYYY-MM-DD)'],
      ['?providerType=NURSE', 'Provider type must be a valid Provider Type'],
      ['?fromDate=2026-05-02&toDate=2026-05-01', 'toDate must be on or after fromDate'],
    ]
    for (const [query, message] of cases) {
      const res = await get(query)
      expect([query, res.status, res.body.message]).toEqual([query, 400, message])
    }
  })
})
