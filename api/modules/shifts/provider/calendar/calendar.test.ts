import { describe, expect, it } from 'bun:test'
import { eq } from 'drizzle-orm'
import { calendarFeeds, users } from '../../../../db/schema'
import { startTestServer } from '../../../../test/harness'
import { makeFacility, makeShift, signUpOrganization, signUpProvider } from '../../../../test/factories'

const server = await startTestServer()
const DAY = 86_400_000

/** The feed's events as property → value (lines unfolded, text unescaped), and the calendar's own lines. */
function parseIcs(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n')
  const events: Record<string, string>[] = []
  let current: Record<string, string> | null = null
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {}
    else if (line === 'END:VEVENT') {
      events.push(current!)
      current = null
    } else if (current) {
      const colon = line.indexOf(':')
      const name = line.slice(0, colon)
      const value = line.slice(colon + 1).replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1')
      current[name.split(';')[0]!] = value
      if (name.includes(';')) current[`${name.split(';')[0]}@params`] = name.slice(name.indexOf(';') + 1)
    }
  }
  return { lines, events }
}

async function feedPathOf(token: string) {
  const res = await server.call('GET', '/api/provider/calendar', { token })
  expect(res.status).toBe(200)
  return { path: new URL(res.body.feedUrl).pathname, body: res.body }
}

async function readFeed(path: string) {
  const res = await server.call('GET', path)
  expect(res.status).toBe(200)
  return { res, ...parseIcs(res.text) }
}

describe('calendar feed', () => {
  it('rejects unauthenticated and non-provider callers', async () => {
    expect((await server.call('GET', '/api/provider/calendar')).status).toBe(401)
    expect((await server.call('POST', '/api/provider/calendar/revoke')).status).toBe(401)
    const org = await signUpOrganization(server)
    expect((await server.call('GET', '/api/provider/calendar', { token: org.token })).status).toBe(403)
    expect((await server.call('POST', '/api/provider/calendar/revoke', { token: org.token })).status).toBe(403)
  })

  it('gives a private https and webcal address, the same on every call, with only a hash of the token stored', async () => {
    const provider = await signUpProvider(server)
    const first = await server.call('GET', '/api/provider/calendar', { token: provider.token })
    expect(first.status).toBe(200)
    expect(first.body.feedUrl).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/)
    expect(first.body.webcalUrl).toBe(first.body.feedUrl.replace(/^http:/, 'webcal:'))
    const again = await server.call('GET', '/api/provider/calendar', { token: provider.token })
    expect(again.body).toEqual(first.body)
    const token = first.body.feedUrl.match(/calendar\/(.+)\.ics$/)[1]
    const rows = await server.ctx.db.read.select().from(calendarFeeds).where(eq(calendarFeeds.providerId, provider.providerId))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it("lists a hired shift in the facility's zone at its address, and nobody else's shifts", async () => {
    const org = await signUpOrganization(server)
    const dallas = await makeFacility(server, { organizationId: org.organizationId, zipCode: '75201', state: 'TX', city: 'Dallas' })
    const losAngeles = await makeFacility(server, { organizationId: org.organizationId, zipCode: '90012', state: 'CA', city: 'Los Angeles' })
    const me = await signUpProvider(server)
    const other = await signUpProvider(server)
    const mine = await makeShift(server, { facilityId: dallas.id, providerId: me.providerId, date: '2030-01-15', startTime: '09:00', endTime: '17:30', title: 'Weekday pharmacist' })
    const west = await makeShift(server, { facilityId: losAngeles.id, providerId: me.providerId, date: '2030-07-16', startTime: '22:00', endTime: '06:00' })
    const theirs = await makeShift(server, { facilityId: dallas.id, providerId: other.providerId, date: '2030-01-15' })
    const open = await makeShift(server, { facilityId: dallas.id, date: '2030-01-16' })

    const { path } = await feedPathOf(me.token)
    const { res, lines, events } = await readFeed(path)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(events.map((e) => e.UID).sort()).toEqual([`shift-${mine.shiftId}@shiftwell`, `shift-${west.shiftId}@shiftwell`].sort())
    expect(res.text).not.toContain(theirs.shiftId)
    expect(res.text).not.toContain(open.shiftId)

    const dallasEvent = events.find((e) => e.UID === `shift-${mine.shiftId}@shiftwell`)!
    expect(dallasEvent['DTSTART@params']).toBe('TZID=America/Chicago')
    expect(dallasEvent.DTSTART).toBe('20300115T090000')
    expect(dallasEvent.DTEND).toBe('20300115T173000')
    expect(dallasEvent.LOCATION).toBe('2100 Ross Ave, Dallas, TX 75201')
    expect(dallasEvent.STATUS).toBe('CONFIRMED')
    expect(dallasEvent.SUMMARY).toContain('Weekday pharmacist')
    expect(dallasEvent.SUMMARY).toContain(dallas.name)
    // An overnight shift ends on the next day, in its own zone.
    const westEvent = events.find((e) => e.UID === `shift-${west.shiftId}@shiftwell`)!
    expect(westEvent['DTSTART@params']).toBe('TZID=America/Los_Angeles')
    expect(westEvent.DTSTART).toBe('20300716T220000')
    expect(westEvent.DTEND).toBe('20300717T060000')
    expect(westEvent.LOCATION).toBe('2100 Ross Ave, Los Angeles, CA 90012')
    // Each zone used is described once, with US daylight-saving rules.
    expect(lines.filter((l) => l === 'TZID:America/Chicago')).toHaveLength(1)
    expect(lines.filter((l) => l === 'TZID:America/Los_Angeles')).toHaveLength(1)
    expect(lines).toContain('TZOFFSETTO:-0500')
    expect(lines).toContain('TZOFFSETTO:-0600')
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'))

    const otherFeed = await readFeed((await feedPathOf(other.token)).path)
    expect(otherFeed.events.map((e) => e.UID)).toEqual([`shift-${theirs.shiftId}@shiftwell`])
  })

  it('keeps 60 days of past shifts', async () => {
    const org = await signUpOrganization(server)
    const me = await signUpProvider(server)
    const now = server.clock.now().getTime()
    const recent = await makeShift(server, { facilityId: org.facilityId, providerId: me.providerId, seatStatus: 'COMPLETED', startsAt: new Date(now - 58 * DAY) })
    const old = await makeShift(server, { facilityId: org.facilityId, providerId: me.providerId, seatStatus: 'COMPLETED', startsAt: new Date(now - 62 * DAY) })
    const { res } = await readFeed((await feedPathOf(me.token)).path)
    expect(res.text).toContain(recent.shiftId)
    expect(res.text).not.toContain(old.shiftId)
  })

  it('shows a canceled shift as cancelled under the same UID with a higher SEQUENCE', async () => {
    const org = await signUpOrganization(server)
    const me = await signUpProvider(server)
    const shift = await makeShift(server, { facilityId: org.facilityId, providerId: me.providerId, daysFromNow: 10 })
    const { path } = await feedPathOf(me.token)
    const before = (await readFeed(path)).events.find((e) => e.UID === `shift-${shift.shiftId}@shiftwell`)!
    expect(before.STATUS).toBe('CONFIRMED')

    const cancel = await server.call('PUT', `/api/provider/shift/${shift.shiftId}/cancel`, { token: me.token, body: { cancelationReason: 'Family emergency' } })
    expect(cancel.status).toBe(204)
    const after = (await readFeed(path)).events.find((e) => e.UID === `shift-${shift.shiftId}@shiftwell`)!
    expect(after.STATUS).toBe('CANCELLED')
    expect(after.DTSTART).toBe(before.DTSTART)
    expect(Number(after.SEQUENCE)).toBeGreaterThan(Number(before.SEQUENCE))
    expect(after.DESCRIPTION).toContain('Canceled: Family emergency')
    expect(after.TRANSP).toBe('TRANSPARENT')
  })

  it('revoking gives a new address and the old one answers 404', async () => {
    const me = await signUpProvider(server)
    const { path: oldPath, body: oldAddresses } = await feedPathOf(me.token)
    await readFeed(oldPath)
    const revoked = await server.call('POST', '/api/provider/calendar/revoke', { token: me.token })
    expect(revoked.status).toBe(200)
    expect(revoked.body.feedUrl).not.toBe(oldAddresses.feedUrl)
    const gone = await server.call('GET', oldPath)
    expect(gone.status).toBe(404)
    expect(gone.body.message).toBe('Calendar not found')
    await readFeed(new URL(revoked.body.feedUrl).pathname)
    expect((await server.call('GET', '/api/provider/calendar', { token: me.token })).body).toEqual(revoked.body)
  })

  it("closes a disabled account's feed", async () => {
    const me = await signUpProvider(server)
    const { path } = await feedPathOf(me.token)
    await readFeed(path)
    await server.ctx.db.write((tx) => tx.update(users).set({ isDisabled: true }).where(eq(users.id, me.userId)))
    expect((await server.call('GET', path)).status).toBe(404)
  })

  it('answers 404 to an unknown or malformed address', async () => {
    expect((await server.call('GET', `/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404)
    expect((await server.call('GET', '/api/calendar/x.ics')).status).toBe(404)
    expect((await server.call('GET', '/api/calendar/%00%27.ics')).status).toBe(404)
  })
})
