import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { addDays } from '../../../shared/domain/zoned-time'
import { todayInUs } from '../../../shared/validation/formats'
import { licenses } from '../../db/schema'
import { makeLicense, signUpProvider } from '../../test/factories'
import { runScheduledWork } from '../../scheduler'
import { startTestServer } from '../../test/harness'
import { remindExpiringCredentials } from './remind-expiring-credentials'
import { IDLE_MINUTES } from './remind-on-schedule'

const server = await startTestServer()
const DAY = 86_400_000
const today = () => todayInUs(server.clock.now())

interface Sent {
  subject: string
  text: string
  links: string[]
}
const reminders = async (email: string) =>
  ((await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(email)}`)).body.data as Sent[]).filter((m) => m.subject.startsWith('Your ') && m.subject.includes(' expires '))

async function licenseLapsingIn(providerId: string, days: number, state = 'CA') {
  const row = await makeLicense(server, { providerId, state })
  await server.ctx.db.write((tx) => tx.update(licenses).set({ expirationDate: addDays(today(), days) }).where(eq(licenses.id, row.id)))
  return row
}

async function certificationLapsingIn(token: string, days: number, number = 'IMM-22817') {
  const res = await server.call('POST', '/api/provider/certifications', {
    token,
    body: { type: 'IMMUNIZATION', name: 'APhA Pharmacy-Based Immunization Delivery', number, issuer: 'APhA', issuedAt: '2022-04-12', expiresAt: addDays(today(), days) },
  })
  expect(res.status).toBe(201)
  return res.body.certificationId as string
}

/** Runs the sweep on the day `days` from now (the clock only moves forward). */
async function sweepOn(days: number) {
  if (days) server.clock.advance(days * DAY)
  await remindExpiringCredentials(server.ctx)
  await remindExpiringCredentials(server.ctx)
}

describe('reminders before a credential lapses', () => {
  test('30, 7 and 1 days before, each once, for a license and a certification; nothing after', async () => {
    const p = await signUpProvider(server)
    const license = await licenseLapsingIn(p.providerId, 30, 'TX')
    await certificationLapsingIn(p.token, 30)
    const lastDay = addDays(today(), 30)

    await sweepOn(0)
    let sent = await reminders(p.email)
    expect(sent).toHaveLength(2)
    const licenseMail = sent.find((m) => m.text.includes('license in TX'))!
    expect(licenseMail.subject).toBe('Your Pharmacist license in TX expires in 30 days')
    expect(licenseMail.text).toContain(`number ending ${license.licenseNumber.slice(-4)}`)
    expect(licenseMail.text).toContain(`valid through ${lastDay}`)
    expect(licenseMail.text).toContain('you can no longer apply for shifts in TX')
    expect(licenseMail.links).toEqual([`${server.ctx.config.publicUrl}/profile`])
    const certMail = sent.find((m) => m.text.includes('APhA Pharmacy-Based'))!
    expect(certMail.text).toContain('number ending 2817')
    expect(certMail.text).toContain(`valid through ${lastDay}`)

    await sweepOn(1) // 29 days left: the 30-day one is sent already
    expect(await reminders(p.email)).toHaveLength(2)
    await sweepOn(21) // 8 days left
    expect(await reminders(p.email)).toHaveLength(2)
    await sweepOn(1) // 7 days left
    sent = await reminders(p.email)
    expect(sent).toHaveLength(4)
    expect(sent.filter((m) => m.subject.endsWith('in 7 days'))).toHaveLength(2)
    await sweepOn(5) // 2 days left
    expect(await reminders(p.email)).toHaveLength(4)
    await sweepOn(1) // tomorrow is the last day
    sent = await reminders(p.email)
    expect(sent).toHaveLength(6)
    expect(sent.filter((m) => m.subject.endsWith('expires tomorrow'))).toHaveLength(2)
    await sweepOn(1) // the last valid day
    await sweepOn(1) // lapsed
    expect(await reminders(p.email)).toHaveLength(6)
  })

  test('none for a deleted or already lapsed credential; one late reminder for a credential added inside a threshold', async () => {
    const p = await signUpProvider(server)
    const deleted = await licenseLapsingIn(p.providerId, 30)
    await server.ctx.db.write((tx) => tx.update(licenses).set({ deletedAt: server.clock.now() }).where(eq(licenses.id, deleted.id)))
    await licenseLapsingIn(p.providerId, -1, 'NY')
    const cert = await certificationLapsingIn(p.token, 7)
    expect((await server.call('DELETE', `/api/provider/certifications/${cert}`, { token: p.token })).status).toBe(204)
    await certificationLapsingIn(p.token, -2, 'OLD-0001')
    await sweepOn(0)
    expect(await reminders(p.email)).toEqual([])

    await licenseLapsingIn(p.providerId, 20, 'FL')
    await sweepOn(0)
    const sent = await reminders(p.email)
    expect(sent.map((m) => m.subject)).toEqual(['Your Pharmacist license in FL expires in 20 days'])
    await sweepOn(1)
    expect(await reminders(p.email)).toHaveLength(1)
  })

  test("a provider's reminders never mention another's credentials", async () => {
    const a = await signUpProvider(server)
    const b = await signUpProvider(server)
    const la = await licenseLapsingIn(a.providerId, 7, 'AZ')
    const lb = await licenseLapsingIn(b.providerId, 7, 'AZ')
    await certificationLapsingIn(a.token, 7, 'AAA-1111')
    await certificationLapsingIn(b.token, 7, 'BBB-2222')
    await sweepOn(0)
    const [toA, toB] = [await reminders(a.email), await reminders(b.email)]
    expect(toA).toHaveLength(2)
    expect(toB).toHaveLength(2)
    const textA = toA.map((m) => m.text).join('\n')
    const textB = toB.map((m) => m.text).join('\n')
    expect(textA).toContain(la.licenseNumber.slice(-4))
    expect(textA).toContain('1111')
    expect(textA).not.toContain(lb.licenseNumber.slice(-4))
    expect(textA).not.toContain('2222')
    expect(textB).toContain(lb.licenseNumber.slice(-4))
    expect(textB).not.toContain('1111')
  })

  test('the scheduler sends them; after an idle pass it looks again within IDLE_MINUTES, or when the day turns', async () => {
    // Start where the idle wait stays inside one US day, so each license keeps its day count.
    const wait = (IDLE_MINUTES + 1) * 60_000
    if (today() !== todayInUs(new Date(server.clock.now().getTime() + wait))) server.clock.advance(wait)
    const p = await signUpProvider(server)
    await licenseLapsingIn(p.providerId, 8, 'OR')
    await runScheduledWork(server.ctx)
    expect(await reminders(p.email)).toHaveLength(1)
    await runScheduledWork(server.ctx) // idle pass: nothing left due
    await licenseLapsingIn(p.providerId, 30, 'WA')
    await runScheduledWork(server.ctx)
    expect(await reminders(p.email)).toHaveLength(1)
    server.clock.advance(wait)
    await runScheduledWork(server.ctx)
    expect((await reminders(p.email)).map((m) => m.subject).sort()).toEqual(['Your Pharmacist license in OR expires in 8 days', 'Your Pharmacist license in WA expires in 30 days'])
  })
})
