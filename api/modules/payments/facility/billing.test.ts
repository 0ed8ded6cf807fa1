/**
 * The billing history, receipts and statements (issue 12 item 4), through the API: a hire, a
 * late cancellation with its fee, a refund and credits all appear with their shift, and the
 * history reconciles to the cent with the organization's ledger.
 */
import { describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { utcToZoned } from '../../../../shared/domain/zoned-time'
import type { BillingEntry } from '../../../../shared/contracts/payments'
import { facilities, ledgerEntries } from '../../../db/schema'
import { startTestServer } from '../../../test/harness'
import { facilitySignUp, makeFacility, makeMember, providerSignUp, setCredits } from '../../../test/factories'
import { collectHeldCancellationFees } from '../collect-held-cancellation-fees'
import { statementCsv, statementPdf } from './billing-documents'

const server = await startTestServer()
const HOUR = 3_600_000

async function facility() {
  const res = await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp() })
  expect(res.status).toBe(201)
  const row = (await server.ctx.db.read.select().from(facilities).where(eq(facilities.id, res.body.id)).get())!
  return { id: res.body.id as string, organizationId: res.body.organizationId as string, token: res.body.token as string, timeZone: row.timeZone }
}

async function provider() {
  const res = await server.call('POST', '/api/sign-up/provider', { body: providerSignUp({ personal: { firstName: 'Avery', lastName: 'Quinn' } }) })
  expect(res.status).toBe(201)
  expect((await server.call('PUT', `/api/testing/${res.body.userId}/licenses`, { body: {} })).status).toBe(204)
  return res.body as { providerId: string; token: string }
}

async function card(f: { id: string; token: string }) {
  const res = await server.call('POST', '/api/payment-method/attach-card', { token: f.token, body: { token: 'tok_visa', facilityId: f.id } })
  expect(res.status).toBe(201)
  return res.body.paymentMethodId as string
}

/** Posts a 4-hour shift at $68/h ($272 + 25% = $340) starting `hoursAhead` from now, and hires a provider on it. */
async function hire(f: { id: string; token: string; timeZone: string }, paymentMethodId: string, hoursAhead: number, title: string) {
  const start = utcToZoned(new Date(server.clock.now().getTime() + hoursAhead * HOUR), f.timeZone)
  const startTime = `${start.time.slice(0, 2)}:00`
  const endHour = (Number(startTime.slice(0, 2)) + 4) % 24
  const posted = await server.call('POST', '/api/facility/shift', {
    token: f.token,
    body: {
      facilityId: f.id,
      title,
      description: 'Verify prescriptions, counsel patients and give immunizations at a busy community pharmacy.',
      rate: 68,
      providerType: 'PHARMACIST',
      locationType: 'ON_SITE',
      software: ['PioneerRx'],
      specialties: ['Retail/Community'],
      languages: ['English'],
      skills: [],
      lunchBreakMinutes: 0,
      isLunchBreakPaid: true,
      shiftDays: [{ date: start.date, timeSlots: [{ startTime, endTime: `${String(endHour).padStart(2, '0')}:00`, quantity: 1 }] }],
    },
  })
  expect(posted.status, posted.text).toBe(201)
  const groupId = posted.body.shiftGroups[0].shiftGroupId as string
  const p = await provider()
  expect((await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: p.token })).status).toBe(204)
  const hired = await server.call('POST', `/api/facility/shift/${groupId}/hire`, { token: f.token, body: { applicantId: p.providerId, paymentMethodId } })
  expect(hired.status).toBe(201)
  return { groupId, shiftId: hired.body.shiftId as string, providerId: p.providerId }
}

async function allEntries(token: string, query = ''): Promise<BillingEntry[]> {
  const entries: BillingEntry[] = []
  for (let page = 1; ; page++) {
    const res = await server.call('GET', `/api/billing/history?pageSize=2&page=${page}${query}`, { token })
    expect(res.status).toBe(200)
    entries.push(...res.body.data)
    if (!res.body.pagination.hasNextPage) return entries
  }
}

/** What the organization paid net, straight from the ledger. */
async function ledgerNet(organizationId: string): Promise<number> {
  const [row] = await server.ctx.db.read
    .select({
      net: sql<number>`coalesce(sum(CASE WHEN ${ledgerEntries.kind} IN ('CHARGE', 'CREDIT_USE') THEN ${ledgerEntries.amountCents} WHEN ${ledgerEntries.kind} IN ('REFUND', 'CREDIT_RETURN', 'CREDIT_GRANT') THEN -${ledgerEntries.amountCents} ELSE 0 END), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.organizationId, organizationId))
  return Number(row!.net)
}

describe('billing history', () => {
  test('a hire, a refund, a late-cancellation fee and credits appear with their shift and reconcile with the ledger', async () => {
    const f = await facility()
    const pm = await card(f)

    // A $340 hire shows at once, with its shift, provider and card.
    const first = await hire(f, pm, 72, 'Staff pharmacist, mornings')
    let history = await server.call('GET', '/api/billing/history', { token: f.token })
    expect(history.status).toBe(200)
    expect(history.body.data).toHaveLength(1)
    expect(history.body.data[0]).toMatchObject({
      type: 'CHARGE',
      status: 'PAID',
      amount: 340,
      amountInCents: 34_000,
      facilityId: f.id,
      shift: { shiftId: first.shiftId, shiftGroupId: first.groupId, title: 'Staff pharmacist, mornings', providerName: 'Avery Quinn' },
      paymentMethod: { paymentMethodId: pm, type: 'CARD', brand: 'visa', last4: '4242' },
    })
    expect(history.body.totals).toEqual({ paidInCents: 34_000, returnedInCents: 0, netInCents: 34_000, net: 340, pendingInCents: 0 })
    const chargeId = history.body.data[0].chargeId as string

    // The receipt: JSON with the price split, and the same as a PDF.
    const receipt = await server.call('GET', `/api/billing/receipts/${chargeId}`, { token: f.token })
    expect(receipt.status).toBe(200)
    expect(receipt.body).toMatchObject({ chargeId, type: 'CHARGE', status: 'PAID', totalInCents: 34_000, total: 340, chargedInCents: 34_000, creditsAppliedInCents: 0, providerEarningsInCents: 27_200, serviceFeeInCents: 6_800, refunds: [], shift: { shiftId: first.shiftId } })
    const pdf = await server.app.handle(new Request(`http://localhost/api/billing/receipts/${chargeId}`, { headers: { authorization: `Bearer ${f.token}`, accept: 'application/pdf' } }))
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await pdf.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1)
    expect((await server.call('GET', `/api/billing/receipts/${chargeId}.pdf`, { token: f.token })).headers.get('content-type')).toBe('application/pdf')

    // Credits pay first on the next hire: two entries, credits and card.
    await setCredits(server, { organizationId: f.organizationId, creditsInCents: 4_000 })
    await hire(f, pm, 96, 'Staff pharmacist, afternoons')
    // A late cancellation (under 24 h): the charge is refunded in full and a fee of half the provider's pay is held…
    const late = await hire(f, pm, 20, 'Staff pharmacist, evenings')
    const canceled = await server.call('PUT', `/api/facility/shift/${late.groupId}/cancel`, { token: f.token, body: { hiredProviderId: late.providerId, cancellationReason: 'Store closed for inventory', shouldRepostShift: false } })
    expect(canceled.status).toBe(204)
    history = await server.call('GET', '/api/billing/history?type=CANCELLATION_FEE', { token: f.token })
    expect(history.body.data).toEqual([expect.objectContaining({ type: 'CANCELLATION_FEE', status: 'PENDING', amountInCents: 13_600, shift: expect.objectContaining({ shiftId: late.shiftId }) })])
    expect(history.body.totals).toMatchObject({ netInCents: 0, pendingInCents: 13_600 })
    // …then charged by the scheduler's sweep.
    await collectHeldCancellationFees(server.ctx)
    history = await server.call('GET', '/api/billing/history?type=CANCELLATION_FEE', { token: f.token })
    expect(history.body.data).toEqual([expect.objectContaining({ type: 'CANCELLATION_FEE', status: 'PAID', amountInCents: 13_600, shift: expect.objectContaining({ shiftId: late.shiftId, providerName: 'Avery Quinn' }) })])

    const entries = await allEntries(f.token)
    expect(entries.map((e) => e.type as string).sort()).toEqual(['CANCELLATION_FEE', 'CHARGE', 'CHARGE', 'CHARGE', 'CREDITS_APPLIED', 'REFUND'].sort())
    expect(entries.find((e) => e.type === 'REFUND')).toMatchObject({ amountInCents: -34_000, shift: { shiftId: late.shiftId }, paymentMethod: { last4: '4242' } })
    expect(entries.find((e) => e.type === 'CREDITS_APPLIED')).toMatchObject({ amountInCents: 4_000, paymentMethod: null })
    // Newest first, pages never overlapping.
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length)
    expect([...entries].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt)).map((e) => e.occurredAt)).toEqual(entries.map((e) => e.occurredAt))

    // Reconciliation: the history sums to the ledger to the cent, and so do its totals.
    const sum = entries.filter((e) => e.status !== 'PENDING' && e.status !== 'FAILED').reduce((n, e) => n + e.amountInCents, 0)
    const ledger = await ledgerNet(f.organizationId)
    expect(sum).toBe(ledger)
    expect(ledger).toBe(34_000 + 34_000 + 34_000 - 34_000 + 13_600)
    const totals = (await server.call('GET', '/api/billing/history', { token: f.token })).body.totals
    expect(totals.netInCents).toBe(ledger)
    expect(totals.paidInCents - totals.returnedInCents).toBe(ledger)

    // Filters: by type (pipe-joined), by date range (today in the facility's zone holds everything).
    const refunds = (await server.call('GET', '/api/billing/history?type=REFUND|CREDITS_RETURNED', { token: f.token })).body
    expect(refunds.data.map((e: BillingEntry) => e.type)).toEqual(['REFUND'])
    const today = utcToZoned(server.clock.now(), f.timeZone).date
    expect((await server.call('GET', `/api/billing/history?from=${today}&to=${today}&facilityId=${f.id}`, { token: f.token })).body.pagination.totalItems).toBe(entries.length)
    expect((await server.call('GET', '/api/billing/history?from=2020-01-01&to=2020-01-31', { token: f.token })).body.data).toEqual([])

    // The month's statement: CSV with every entry, and a PDF.
    const month = today.slice(0, 7)
    const csv = await server.call('GET', `/api/billing/statements/${month}?format=csv&facilityId=${f.id}`, { token: f.token })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = csv.text.trim().split('\r\n')
    expect(lines[0]).toBe('date,occurred_at,type,status,description,amount,amount_in_cents,facility,shift_id,shift_group_id,shift_title,shift_date,provider,payment_method,charge_id')
    expect(lines).toHaveLength(entries.length + 1)
    expect(csv.text).toContain('340.00,34000')
    expect(csv.text).toContain('-340.00,-34000')
    const statement = await server.app.handle(new Request(`http://localhost/api/billing/statements/${month}`, { headers: { authorization: `Bearer ${f.token}` } }))
    expect(statement.status).toBe(200)
    expect(statement.headers.get('content-type')).toBe('application/pdf')
    expect((await PDFDocument.load(new Uint8Array(await statement.arrayBuffer()))).getPageCount()).toBeGreaterThanOrEqual(1)
  })

  test('rejects unauthenticated callers and providers; bad filters are 400', async () => {
    expect((await server.call('GET', '/api/billing/history')).status).toBe(401)
    expect((await server.call('GET', '/api/billing/statements/2026-01')).status).toBe(401)
    const p = await provider()
    expect((await server.call('GET', '/api/billing/history', { token: p.token })).status).toBe(403)
    const f = await facility()
    const bad = async (path: string) => {
      const res = await server.call('GET', path, { token: f.token })
      expect(res.status).toBe(400)
      expect(typeof res.body.message).toBe('string')
      return res.body.message as string
    }
    expect(await bad('/api/billing/history?from=2026-02-01&to=2026-01-01')).toBe('From date must be on or before to date')
    expect(await bad('/api/billing/history?from=yesterday')).toBe('From date must be a date (YYYY-MM-DD)')
    expect(await bad('/api/billing/history?type=CHARGE|BONUS')).toContain('Type must be one or more of')
    expect(await bad('/api/billing/history?pageSize=101')).toBe('Page size must be at most 100')
    expect(await bad('/api/billing/statements/2026-13')).toBe('Month must be YYYY-MM')
    expect(await bad('/api/billing/statements/2026-01?format=xlsx')).toBe('Format must be pdf or csv')
    // An empty month is still a statement.
    const empty = await server.call('GET', '/api/billing/statements/2026-01?format=csv', { token: f.token })
    expect(empty.status).toBe(200)
    expect(empty.text.trim().split('\r\n')).toHaveLength(1)
  })

  test('rejects another organization, and a MEMBER sees only their facilities', async () => {
    const f = await facility()
    const pm = await card(f)
    const east = await makeFacility(server, { organizationId: f.organizationId, name: 'East Side Pharmacy' })
    await hire(f, pm, 72, 'Staff pharmacist, main store')
    const mine = (await server.call('GET', '/api/billing/history', { token: f.token })).body.data[0] as BillingEntry

    const other = await facility()
    expect((await server.call('GET', '/api/billing/history', { token: other.token })).body).toMatchObject({ data: [], pagination: { totalItems: 0 } })
    expect((await server.call('GET', `/api/billing/receipts/${mine.chargeId}`, { token: other.token })).status).toBe(404)
    expect((await server.call('GET', `/api/billing/receipts/${mine.chargeId}.pdf`, { token: other.token })).status).toBe(404)
    expect((await server.call('GET', `/api/billing/history?facilityId=${f.id}`, { token: other.token })).status).toBe(404)
    expect((await server.call('GET', `/api/billing/statements/2026-01?facilityId=${f.id}`, { token: other.token })).status).toBe(404)
    expect((await server.call('GET', '/api/billing/receipts/unknown-charge', { token: f.token })).status).toBe(404)

    // A MEMBER of the east facility only: nothing of the main store, not even its receipt.
    const member = await makeMember(server, { organizationId: f.organizationId, role: 'MEMBER', facilityIds: [east.id] })
    expect((await server.call('GET', '/api/billing/history', { token: member.token })).body.data).toEqual([])
    expect((await server.call('GET', `/api/billing/receipts/${mine.chargeId}`, { token: member.token })).status).toBe(404)
    expect((await server.call('GET', `/api/billing/history?facilityId=${f.id}`, { token: member.token })).status).toBe(404)
    expect((await server.call('GET', `/api/billing/history?facilityId=${east.id}`, { token: member.token })).status).toBe(200)
    // An ADMIN sees the whole organization.
    const admin = await makeMember(server, { organizationId: f.organizationId, role: 'ADMIN' })
    expect((await server.call('GET', '/api/billing/history', { token: admin.token })).body.data.map((e: BillingEntry) => e.chargeId)).toEqual([mine.chargeId])
  })

  test('a statement of 1,000 entries renders in under 100 ms of CPU time', async () => {
    const entries: BillingEntry[] = Array.from({ length: 1_000 }, (_, i) => ({
      id: `entry-${i}`,
      type: i % 10 === 0 ? 'REFUND' : 'CHARGE',
      status: 'PAID',
      amount: i % 10 === 0 ? -340 : 340,
      amountInCents: i % 10 === 0 ? -34_000 : 34_000,
      occurredAt: new Date(Date.UTC(2026, 10, 1 + (i % 28))).toISOString(),
      date: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
      facilityId: 'f',
      facilityName: 'Main Street, "Downtown" Pharmacy',
      chargeId: `charge-${i}`,
      description: 'Shift hire',
      shift: { shiftId: `s-${i}`, shiftGroupId: `g-${i}`, title: 'Staff pharmacist, weekday coverage', date: '2026-11-20', providerName: 'Avery Quinn' },
      paymentMethod: { paymentMethodId: 'pm', type: 'CARD', brand: 'visa', last4: '4242' },
    }))
    const totals = { paidInCents: 900 * 34_000, returnedInCents: 100 * 34_000, netInCents: 800 * 34_000, net: 272_000, pendingInCents: 0 }
    // CPU time, not wall time: on a shared, busy machine the wall clock measures the neighbours.
    // A server renders many statements: the first run (compiling the code) is not counted, and
    // the best of five is the cost without interference.
    const cpuMs = (since: NodeJS.CpuUsage) => {
      const used = process.cpuUsage(since)
      return (used.user + used.system) / 1000
    }
    const render = () => statementPdf({ month: '2026-11', organizationName: 'Main Street Pharmacy', facilityName: null, timeZone: 'America/Chicago', entries, totals })
    await render()
    await statementCsv(entries)
    let pdf: Uint8Array = new Uint8Array()
    let pdfMs = Infinity
    let csv = ''
    let csvMs = Infinity
    for (let run = 0; run < 5; run++) {
      let cpu = process.cpuUsage()
      pdf = await render()
      pdfMs = Math.min(pdfMs, cpuMs(cpu))
      cpu = process.cpuUsage()
      csv = await statementCsv(entries)
      csvMs = Math.min(csvMs, cpuMs(cpu))
    }
    console.log(`statement of 1,000 entries: PDF ${pdfMs.toFixed(1)} ms CPU (${pdf.length} bytes), CSV ${csvMs.toFixed(1)} ms CPU`)
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(10)
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1_001)
    // A name with a comma and quotes stays one field.
    expect(csv).toContain('"Main Street, ""Downtown"" Pharmacy"')
    expect(pdfMs).toBeLessThan(100)
    expect(csvMs).toBeLessThan(100)
  })

  test('a long month’s CSV lets other requests in while it is made (issue 17: no request holds the event loop)', async () => {
    const entries = Array.from({ length: 2_000 }, (_, i) => ({
      id: `entry-${i}`, type: 'CHARGE', status: 'PAID', amount: 340, amountInCents: 34_000, occurredAt: new Date(Date.UTC(2026, 10, 2)).toISOString(), date: '2026-11-02',
      facilityId: 'f', facilityName: 'Main Street', chargeId: `charge-${i}`, description: 'Shift hire', shift: null, paymentMethod: null,
    })) as BillingEntry[]
    // Work queued behind the CSV, one turn of the event loop at a time: it runs only if the CSV yields.
    let turns = 0
    let done = false
    const other = () => {
      turns++
      if (!done) setImmediate(other)
    }
    setImmediate(other)
    const csv = await statementCsv(entries)
    done = true
    expect(turns).toBeGreaterThanOrEqual(3)
    const lines = csv.split('\r\n').filter(Boolean)
    expect(lines).toHaveLength(2_001)
    expect(lines.filter((l) => l.startsWith('date,'))).toHaveLength(1)
    expect(lines[2_000]).toContain('charge-1999')
  })
})
