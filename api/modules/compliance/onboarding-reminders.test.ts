/**
 * Onboarding before a hired shift (issue 14 §2 "onboarding reminders at 7, 3 and 1 days", issue
 * 13 §5 "onboarding not complete"), with the test clock: each reminder once across passes (as
 * after a restart or on a second process), only those after the hire, none once the checklist
 * is done; the −5 points once per shift that starts with it incomplete.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq, like } from 'drizzle-orm'
import { notificationJobs, outboxMessages, reputationEvents, shifts } from '../../db/schema'
import { runScheduledWork } from '../../scheduler'
import { makeShift, signUpOrganization, signUpProvider, type TestProvider } from '../../test/factories'
import { startTestServer } from '../../test/harness'
import { deliverDueNotifications } from '../notifications'
import { remindIncompleteOnboarding, reminderDue } from './onboarding/remind-incomplete-onboarding'
import { completeAllButTraining, passRequiredTraining } from './test-helpers'

const server = await startTestServer()
const HOUR = 3_600_000
const DAY = 24 * HOUR

/** The onboarding sweep and the notification center's, twice each: a second pass (or process) changes nothing. */
async function passes() {
  for (let i = 0; i < 2; i++) {
    await remindIncompleteOnboarding({ ...server.ctx })
    await deliverDueNotifications({ ...server.ctx })
  }
}

const reminderMails = async (email: string) =>
  (await server.ctx.db.read.select().from(outboxMessages).where(and(eq(outboxMessages.to, email), eq(outboxMessages.channel, 'EMAIL'), like(outboxMessages.subject, 'Finish your onboarding%')))).map((m) => m.subject)
const penalties = (providerId: string) => server.ctx.db.read.select().from(reputationEvents).where(and(eq(reputationEvents.providerId, providerId), eq(reputationEvents.reason, 'ONBOARDING_NOT_COMPLETE')))

async function hiredFor(p: TestProvider, startsIn: number) {
  const org = await signUpOrganization(server)
  return makeShift(server, { facilityId: org.facilityId, providerId: p.providerId, startsAt: new Date(server.clock.now().getTime() + startsIn) })
}

describe('onboarding reminders before a hired shift', () => {
  test('hired 8 days out with the checklist incomplete: 7, 3 and 1 days before, each once; then −5 once when the shift starts', async () => {
    const p = await signUpProvider(server, { professional: { smsOptIn: true } })
    const { shiftId } = await hiredFor(p, 8 * DAY + HOUR)
    await passes()
    expect(await reminderMails(p.email)).toEqual([])

    server.clock.advance(DAY + 2 * HOUR) // 7 days less an hour before the start
    await passes()
    expect(await reminderMails(p.email)).toEqual(['Finish your onboarding: your shift is in 7 days'])
    const inApp = await server.call('GET', '/api/notifications', { token: p.token })
    expect(inApp.body.data.map((n: any) => n.event)).toEqual(['ONBOARDING_REMINDER_7D'])
    expect(inApp.body.data[0].url ?? inApp.body.data[0].path).toBe('/provider/onboarding')

    server.clock.advance(3 * DAY) // 4 days before: nothing new
    await passes()
    expect(await reminderMails(p.email)).toHaveLength(1)
    server.clock.advance(DAY) // 3 days less an hour
    await passes()
    server.clock.advance(DAY) // 2 days: nothing new
    await passes()
    expect(await reminderMails(p.email)).toEqual(['Finish your onboarding: your shift is in 7 days', 'Finish your onboarding: your shift is in 3 days'])
    server.clock.advance(DAY) // tomorrow
    await passes()
    expect(await reminderMails(p.email)).toEqual([
      'Finish your onboarding: your shift is in 7 days',
      'Finish your onboarding: your shift is in 3 days',
      'Finish your onboarding: your shift is tomorrow',
    ])
    // The last one is also a text (the provider opted in at sign-up).
    const texts = await server.ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.channel, 'SMS'))
    expect(texts.filter((t) => t.text?.includes('Finish your onboarding checklist')).map((t) => t.text!.includes('is tomorrow'))).toEqual([true])
    expect(await penalties(p.providerId)).toHaveLength(0)

    server.clock.advance(24 * HOUR) // the shift started an hour ago
    await passes()
    await passes()
    const lost = await penalties(p.providerId)
    expect(lost).toHaveLength(1)
    expect(lost[0]).toMatchObject({ points: -5, shiftId })
    expect(await reminderMails(p.email)).toHaveLength(3)
  })

  test('hired 5 days out: no late 7-day reminder, the 3-day one comes', async () => {
    const p = await signUpProvider(server)
    await hiredFor(p, 5 * DAY)
    await passes()
    expect(await reminderMails(p.email)).toEqual([])
    server.clock.advance(2 * DAY + HOUR)
    await passes()
    expect(await reminderMails(p.email)).toEqual(['Finish your onboarding: your shift is in 3 days'])
  })

  test('which threshold is due: the tightest reached, and only if the hire came before it', () => {
    const start = 100 * DAY
    expect(reminderDue({ hiredAt: 0, startsAt: start }, start - 8 * DAY)).toBeNull()
    expect(reminderDue({ hiredAt: 0, startsAt: start }, start - 7 * DAY)).toBe(7)
    expect(reminderDue({ hiredAt: 0, startsAt: start }, start - 2 * DAY)).toBe(3)
    expect(reminderDue({ hiredAt: 0, startsAt: start }, start - HOUR)).toBe(1)
    expect(reminderDue({ hiredAt: start - 5 * DAY, startsAt: start }, start - 5 * DAY)).toBeNull()
    expect(reminderDue({ hiredAt: start - 12 * HOUR, startsAt: start }, start - HOUR)).toBeNull()
  })

  test('finishing the checklist stops the reminders and the penalty, and earns the completion points once', async () => {
    const p = await signUpProvider(server)
    await hiredFor(p, 7 * DAY + HOUR)
    server.clock.advance(2 * HOUR)
    await passes()
    expect(await reminderMails(p.email)).toEqual(['Finish your onboarding: your shift is in 7 days'])
    await completeAllButTraining(server, p)
    await passRequiredTraining(server, p.token)
    server.clock.advance(4 * DAY + HOUR)
    await passes()
    server.clock.advance(3 * DAY)
    await passes()
    expect(await reminderMails(p.email)).toHaveLength(1)
    expect(await penalties(p.providerId)).toHaveLength(0)
    const completed = await server.ctx.db.read.select().from(reputationEvents).where(and(eq(reputationEvents.providerId, p.providerId), eq(reputationEvents.reason, 'ONBOARDING_COMPLETED')))
    expect(completed).toHaveLength(1)
  })

  test('a provider onboarded before the hire hears nothing; a reminder for a seat canceled meanwhile is skipped', async () => {
    const done = await signUpProvider(server)
    await completeAllButTraining(server, done)
    await passRequiredTraining(server, done.token)
    await hiredFor(done, 7 * DAY + HOUR)
    const p = await signUpProvider(server)
    const { shiftId } = await hiredFor(p, 7 * DAY + HOUR)
    server.clock.advance(2 * HOUR)
    await remindIncompleteOnboarding(server.ctx)
    await server.ctx.db.write((tx) => tx.update(shifts).set({ status: 'CANCELED', canceledAt: server.clock.now() }).where(eq(shifts.id, shiftId)))
    await deliverDueNotifications(server.ctx)
    const jobs = await server.ctx.db.read.select().from(notificationJobs).where(and(eq(notificationJobs.providerId, p.providerId), eq(notificationJobs.event, 'ONBOARDING_REMINDER_7D')))
    expect(jobs.map((j) => j.status)).toEqual(['SKIPPED'])
    expect(await reminderMails(p.email)).toEqual([])
    server.clock.advance(7 * DAY)
    await passes()
    expect(await reminderMails(done.email)).toEqual([])
    expect(await penalties(done.providerId)).toHaveLength(0)
    expect(await penalties(p.providerId)).toHaveLength(0)
  })

  test('the scheduler runs the sweep', async () => {
    const p = await signUpProvider(server)
    await hiredFor(p, 3 * DAY + HOUR)
    server.clock.advance(2 * HOUR) // also past the sweep's pause since an earlier pass
    await runScheduledWork(server.ctx)
    await deliverDueNotifications(server.ctx)
    expect(await reminderMails(p.email)).toEqual(['Finish your onboarding: your shift is in 3 days'])
  })
})
