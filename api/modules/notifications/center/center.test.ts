/**
 * The notification center with a test clock (issue 14 §2, "What done looks like"): a provider
 * hired for a shift three days out hears of it on every channel, gets the 48 h and 24 h
 * reminders exactly once each (also when the sweep runs again, as after a restart or on a second
 * process), and a cancellation reaches her by text and e-mail on the next pass.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { applications, inAppNotifications, notificationJobs, outboxMessages } from '../../../db/schema'
import { attachCard, makeApplication, makeBan, makeShift, signUpOrganization, signUpProvider } from '../../../test/factories'
import { addDays, todayIn } from '../../../../shared/domain/zoned-time'
import { startTestServer } from '../../../test/harness'
import { toE164 } from '../../../integrations/telephony'
import type { PushSender } from '../../../integrations/push'
import { deliverDueNotifications } from './deliver-due-notifications'
import { APPLICANT_BATCH_MS, UNREAD_MESSAGE_GRACE_MS } from './events'

const server = await startTestServer()
const HOUR = 3_600_000

/** Runs the sweep as a freshly started process would: nothing in memory carries over. */
const sweep = () => deliverDueNotifications({ ...server.ctx })

async function outbox(to: string, channel: 'EMAIL' | 'SMS' | 'PUSH') {
  return server.ctx.db.read.select().from(outboxMessages).where(and(eq(outboxMessages.to, to), eq(outboxMessages.channel, channel)))
}

/** A provider hired through the API for a shift starting `hoursAhead` from now. */
async function hiredProvider(hoursAhead = 72) {
  const org = await signUpOrganization(server)
  // Texts need the provider's consent (notification preferences follow sign-up's smsOptIn).
  const provider = await signUpProvider(server, { professional: { smsOptIn: true } })
  const phone = toE164((await server.ctx.db.read.query.providers.findFirst({ where: (p, { eq }) => eq(p.id, provider.providerId) }))!.phoneNumber)!
  const card = await attachCard(server, { token: org.token, facilityId: org.facilityId })
  const { shiftGroupId, shiftId } = await makeShift(server, { facilityId: org.facilityId, startsAt: new Date(server.clock.now().getTime() + hoursAhead * HOUR) })
  await makeApplication(server, { providerId: provider.providerId, shiftGroupId })
  const hire = await server.call('POST', `/api/facility/shift/${shiftGroupId}/hire`, { token: org.token, body: { applicantId: provider.providerId, paymentMethodId: card.body.paymentMethodId } })
  expect(hire.status).toBeLessThan(300)
  return { org, provider, phone, shiftGroupId, shiftId }
}

describe('notifications with a test clock', () => {
  test('hired 3 days out: the hire notice, then the 48 h and 24 h reminders exactly once each', async () => {
    const { provider, phone } = await hiredProvider(72)
    await sweep()
    const hiredMail = await outbox(provider.email, 'EMAIL')
    expect(hiredMail.map((m) => m.subject)).toEqual(["You're hired"])
    expect(hiredMail[0]!.text).toContain('When:')
    expect((await outbox(provider.email, 'PUSH')).map((m) => m.subject)).toEqual(["You're hired"])
    const inApp = await server.call('GET', '/api/notifications', { token: provider.token })
    expect(inApp.body.data.map((n: any) => n.event)).toEqual(['SHIFT_HIRED'])
    expect(inApp.body.unreadCount).toBe(1)

    // Nothing more is due until 48 hours before the start.
    await sweep()
    expect(await outbox(provider.email, 'EMAIL')).toHaveLength(1)
    server.clock.advance(24 * HOUR + 60_000)
    await sweep()
    await sweep()
    let mail = (await outbox(provider.email, 'EMAIL')).map((m) => m.subject)
    expect(mail).toEqual(["You're hired", 'Your shift starts in 48 hours'])
    server.clock.advance(24 * HOUR)
    await sweep()
    await sweep()
    mail = (await outbox(provider.email, 'EMAIL')).map((m) => m.subject)
    expect(mail).toEqual(["You're hired", 'Your shift starts in 48 hours', 'Your shift starts in 24 hours'])
    // The 24-hour reminder asks for an answer by text.
    const texts = (await outbox(phone, 'SMS')).filter((m) => m.text.startsWith('Reminder:'))
    expect(texts).toHaveLength(1)
    expect(texts[0]!.text).toContain('Reply YES')
    expect((await server.call('GET', '/api/notifications/count', { token: provider.token })).body).toEqual({ count: 3 })
  })

  test('a facility cancellation reaches the provider by text and e-mail on the next pass; her pending reminders are skipped', async () => {
    const { org, provider, phone, shiftGroupId } = await hiredProvider(72)
    await sweep()
    const cancel = await server.call('PUT', `/api/facility/shift/${shiftGroupId}/cancel`, { token: org.token, body: { cancellationReason: 'The store closes for inventory' } })
    expect(cancel.status).toBeLessThan(300)
    await sweep()
    expect((await outbox(provider.email, 'EMAIL')).map((m) => m.subject)).toEqual(["You're hired", 'Your shift was canceled'])
    // Factories give every provider the same phone number: find this cancellation's text.
    const texts = (await outbox(phone, 'SMS')).filter((m) => m.text.includes('canceled your shift') && m.createdAt >= new Date(server.clock.now().getTime() - 1000))
    expect(texts).toHaveLength(1)
    server.clock.advance(72 * HOUR)
    await sweep()
    expect((await outbox(provider.email, 'EMAIL')).map((m) => m.subject)).toEqual(["You're hired", 'Your shift was canceled'])
    const skipped = await server.ctx.db.read.select().from(notificationJobs).where(and(eq(notificationJobs.providerId, provider.providerId), eq(notificationJobs.status, 'SKIPPED')))
    expect(skipped.map((j) => j.event).sort()).toEqual(['SHIFT_REMINDER_24H', 'SHIFT_REMINDER_48H'])
  })

  test("a provider's cancellation tells the facility's people at once, with a repost link", async () => {
    const { org, provider, shiftId, shiftGroupId } = await hiredProvider(120)
    const res = await server.call('PUT', `/api/provider/shift/${shiftId}/cancel`, { token: provider.token, body: { cancelationReason: 'I have the flu' } })
    expect(res.status).toBeLessThan(300)
    await sweep()
    const mail = await outbox(org.email, 'EMAIL')
    expect(mail.map((m) => m.subject)).toEqual(['A provider canceled a shift'])
    expect(mail[0]!.links).toContain(`${server.ctx.config.publicUrl}/facility/shifts/${shiftGroupId}`)
    const bell = await server.call('GET', '/api/notifications', { token: org.token })
    expect(bell.body.data[0]).toMatchObject({ event: 'SHIFT_CANCELED_BY_PROVIDER', url: `/facility/shifts/${shiftGroupId}`, isRead: false })
  })

  test('a message still unread after the grace period is e-mailed once; one read in time is not', async () => {
    const org = await signUpOrganization(server)
    const provider = await signUpProvider(server)
    await makeApplication(server, { providerId: provider.providerId, facilityId: org.facilityId })
    const thread = (await server.call('POST', '/api/conversations', { token: org.token, body: { facilityId: org.facilityId, providerId: provider.providerId } })).body
    await server.call('POST', `/api/conversations/${thread.id}/messages`, { token: org.token, body: { content: 'Are you free Friday?' } })
    await server.call('POST', `/api/conversations/${thread.id}/messages`, { token: org.token, body: { content: 'Same hours as last time.' } })
    await sweep()
    expect(await outbox(provider.email, 'EMAIL')).toHaveLength(0)
    server.clock.advance(UNREAD_MESSAGE_GRACE_MS + 1000)
    await sweep()
    const mail = await outbox(provider.email, 'EMAIL')
    expect(mail).toHaveLength(1)
    expect(mail[0]!.text).toContain('Are you free Friday?')
    // Read on a screen in time: no e-mail.
    const sent = (await server.call('POST', `/api/conversations/${thread.id}/messages`, { token: provider.token, body: { content: 'Yes!' } })).body
    await server.call('POST', `/api/messages/${sent.id}/mark-as-read`, { token: org.token })
    server.clock.advance(UNREAD_MESSAGE_GRACE_MS + 1000)
    await sweep()
    expect(await outbox(org.email, 'EMAIL')).toHaveLength(0)
  })
})

describe('a pass of the sweep', () => {
  test('a job that cannot be delivered holds back none of the others; it stays pending and the sweep reports it', async () => {
    const first = await hiredProvider(72)
    const second = await hiredProvider(72)
    // An event this version cannot render (as a newer process could write), due before both.
    await server.ctx.db.write((tx) =>
      tx.insert(notificationJobs).values({ event: 'AN_EVENT_FROM_A_LATER_VERSION' as never, providerId: first.provider.providerId, subjectId: first.shiftId, dueAt: new Date(server.clock.now().getTime() - HOUR), createdAt: server.clock.now() }),
    )
    await expect(sweep()).rejects.toThrow()
    for (const hired of [first, second]) expect((await outbox(hired.provider.email, 'EMAIL')).map((m) => m.subject)).toEqual(["You're hired"])
    const poison = await server.ctx.db.read.select().from(notificationJobs).where(eq(notificationJobs.event, 'AN_EVENT_FROM_A_LATER_VERSION' as never))
    expect(poison.map((job) => job.status)).toEqual(['PENDING'])
    await server.ctx.db.write((tx) => tx.delete(notificationJobs).where(eq(notificationJobs.id, poison[0]!.id)))
  })

  test('a push with delivery off is recorded with its job; with delivery on, the device is pushed after the commit', async () => {
    const off = await hiredProvider(72)
    await sweep()
    const kept = await outbox(off.provider.email, 'PUSH')
    expect(kept.map(({ subject, status, attempts, links }) => ({ subject, status, attempts, links }))).toEqual([
      { subject: "You're hired", status: 'OUTBOX_ONLY', attempts: 0, links: [expect.stringMatching(/^http:\/\/localhost:3000\/.+/)] },
    ])

    const on = await hiredProvider(72)
    const endpoint = 'https://push.example.com/her-phone'
    const subscribed = await server.call('POST', '/api/push/subscriptions', { token: on.provider.token, body: { endpoint, expirationTime: null, keys: { p256dh: `B${'Q'.repeat(86)}`, auth: 'AbCdEfGhIjKlMnOpQrStUv' } } })
    expect(subscribed.status).toBe(204)
    const pushed: { endpoint: string; title: string; committed: boolean }[] = []
    const live: PushSender = {
      mode: 'live',
      async send(targets, message) {
        // The job is already SENT when the push leaves: a crash now loses a push, never doubles one.
        const job = await server.ctx.db.read.select().from(notificationJobs).where(and(eq(notificationJobs.providerId, on.provider.providerId), eq(notificationJobs.event, 'SHIFT_HIRED'))).get()
        for (const target of targets) if (target.kind === 'web') pushed.push({ endpoint: target.endpoint, title: message.title, committed: job?.status === 'SENT' })
        return targets.map(() => ({ status: 'delivered' as const }))
      },
    }
    await deliverDueNotifications({ ...server.ctx, push: { sender: live, vapidPublicKey: null } })
    expect(pushed).toEqual([{ endpoint, title: "You're hired", committed: true }])
    expect((await outbox(on.provider.email, 'PUSH')).map(({ status, attempts }) => ({ status, attempts }))).toEqual([{ status: 'SENT', attempts: 1 }])
  })
})

describe('the notification center', () => {
  test('401 without a token; list, count, mark one, mark all; another user’s notification is 404', async () => {
    expect((await server.call('GET', '/api/notifications')).status).toBe(401)
    const { provider } = await hiredProvider(72)
    await sweep()
    server.clock.advance(25 * HOUR)
    await sweep()
    const list = await server.call('GET', '/api/notifications?pageSize=1', { token: provider.token })
    expect(list.status).toBe(200)
    expect(list.body.pagination).toMatchObject({ page: 1, pageSize: 1, totalItems: 2 })
    expect(list.body.data[0]).toMatchObject({ event: 'SHIFT_REMINDER_48H', isRead: false })
    const other = await signUpProvider(server)
    expect((await server.call('POST', `/api/notifications/${list.body.data[0].id}/read`, { token: other.token })).status).toBe(404)
    const one = await server.call('POST', `/api/notifications/${list.body.data[0].id}/read`, { token: provider.token })
    expect(one.body.markedAsRead).toBe(1)
    expect((await server.call('POST', `/api/notifications/${list.body.data[0].id}/read`, { token: provider.token })).body.markedAsRead).toBe(0)
    expect((await server.call('GET', '/api/notifications/count', { token: provider.token })).body).toEqual({ count: 1 })
    const unreadOnly = await server.call('GET', '/api/notifications?unreadOnly=true', { token: provider.token })
    expect(unreadOnly.body.data.map((n: any) => n.event)).toEqual(['SHIFT_HIRED'])
    expect((await server.call('POST', '/api/notifications/read-all', { token: provider.token })).body.markedAsRead).toBe(1)
    expect((await server.call('GET', '/api/notifications/count', { token: provider.token })).body).toEqual({ count: 0 })
    const rows = await server.ctx.db.read.select().from(inAppNotifications).where(eq(inAppNotifications.userId, other.userId))
    expect(rows).toEqual([])
  })
})

describe('more of the marketplace speaks', () => {
  test('new applicants reach the facility once per window, with how many wait', async () => {
    const org = await signUpOrganization(server)
    const { shiftGroupId } = await makeShift(server, { facilityId: org.facilityId, daysFromNow: 5 })
    for (let i = 0; i < 2; i++) {
      const p = await signUpProvider(server)
      expect((await server.call('PUT', `/api/testing/${p.userId}/licenses`, { body: { states: ['TX'] } })).status).toBe(204)
      const applied = await server.call('POST', `/api/provider/shift/${shiftGroupId}/apply`, { token: p.token, body: {} })
      expect(applied.status).toBeLessThan(300)
    }
    await sweep()
    expect(await outbox(org.email, 'EMAIL')).toHaveLength(0)
    server.clock.advance(APPLICANT_BATCH_MS)
    await sweep()
    const mail = await outbox(org.email, 'EMAIL')
    expect(mail.map((m) => m.subject)).toEqual(['New applicants'])
    expect(mail[0]!.text).toContain('2 providers are waiting')
  })

  test('attendance confirmed, a no-show and a rating reach the provider', async () => {
    const org = await signUpOrganization(server)
    const provider = await signUpProvider(server)
    const ended = await makeShift(server, { facilityId: org.facilityId, startsAt: new Date(server.clock.now().getTime() - 30 * HOUR), hours: 8, providerId: provider.providerId })
    const missed = await makeShift(server, { facilityId: org.facilityId, startsAt: new Date(server.clock.now().getTime() - 20 * HOUR), hours: 8, providerId: provider.providerId })
    expect((await server.call('PUT', `/api/facility/shift/${ended.shiftId}/attendance/confirm`, { token: org.token })).status).toBeLessThan(300)
    expect((await server.call('PUT', `/api/facility/shift/${missed.shiftId}/attendance/no-show`, { token: org.token })).status).toBeLessThan(300)
    const rated = await server.call('POST', `/api/rate-provider/${org.facilityId}`, {
      token: org.token,
      body: { shiftId: ended.shiftId, providerId: provider.providerId, ratings: [{ category: 'PROFESSIONALISM', score: 5 }] },
    })
    expect(rated.status).toBeLessThan(300)
    await sweep()
    const events = (await server.call('GET', '/api/notifications', { token: provider.token })).body.data.map((n: any) => n.event).sort()
    expect(events).toEqual(['ATTENDANCE_CONFIRMED', 'NO_SHOW', 'RATING_RECEIVED'])
    expect((await outbox(provider.email, 'EMAIL')).map((m) => m.subject)).toEqual(['Marked as a no-show'])
  })

  test('a ban withdraws the provider’s applications, and she hears that they were withdrawn', async () => {
    const org = await signUpOrganization(server)
    const provider = await signUpProvider(server)
    await makeApplication(server, { providerId: provider.providerId, facilityId: org.facilityId })
    const ban = await server.call('POST', `/api/facility/providers/${provider.providerId}/ban`, { token: org.token, body: { banType: 'HARD_BAN' } })
    expect(ban.status).toBeLessThan(300)
    await sweep()
    const mail = await outbox(provider.email, 'EMAIL')
    expect(mail.map((m) => m.subject)).toEqual(['Application withdrawn'])
    expect(mail[0]!.text).not.toContain('ban')
  })
})

describe('a new shift reaches the providers it suits nearby', () => {
  test('title, verified license in the state, minimum rate, radius and bans decide; the bell and a push, no e-mail', async () => {
    const org = await signUpOrganization(server)
    const licensed = async (overrides: Parameters<typeof signUpProvider>[1] = {}, states = ['TX']) => {
      const p = await signUpProvider(server, overrides)
      if (states.length) expect((await server.call('PUT', `/api/testing/${p.userId}/licenses`, { body: { states } })).status).toBe(204)
      return p
    }
    const near = await licensed()
    const unlicensed = await licensed({}, [])
    const technician = await licensed({ professional: { providerTitle: 'TECHNICIAN' } })
    const pricey = await licensed()
    expect((await server.call('PUT', '/api/user-preferences', { token: pricey.token, body: { marketplaceMinHourlyRate: 95 } })).status).toBeLessThan(300)
    const far = await licensed({ personal: { city: 'El Paso', zipCode: '79901' } })
    const banned = await licensed()
    await makeBan(server, { organizationId: org.organizationId, providerId: banned.providerId })
    const day = addDays(todayIn('America/Chicago', server.clock.now()), 6)
    const posted = await server.call('POST', '/api/facility/shift', {
      token: org.token,
      body: {
        facilityId: org.facilityId,
        title: 'Community pharmacist — weekend',
        description: 'Verify prescriptions, counsel patients and give immunizations at a busy community pharmacy.',
        rate: 72,
        providerType: 'PHARMACIST',
        locationType: 'ON_SITE',
        software: ['QS/1'],
        specialties: ['Retail'],
        languages: ['English'],
        lunchBreakMinutes: 30,
        shiftDays: [{ date: day, timeSlots: [{ startTime: '09:00', endTime: '17:00', quantity: 1 }] }],
      },
    })
    expect(posted.status).toBe(201)
    await sweep()
    const heard = async (p: { token: string }) => (await server.call('GET', '/api/notifications', { token: p.token })).body.data.filter((n: any) => n.event === 'NEW_MATCHING_SHIFT')
    const mine = await heard(near)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ title: 'A new shift near you', url: `/provider/shifts/${posted.body.shiftGroups[0].shiftGroupId}` })
    expect(mine[0].body).toContain('$72/h')
    for (const p of [unlicensed, technician, pricey, far, banned]) expect(await heard(p)).toEqual([])
    expect((await outbox(near.email, 'PUSH')).map((m) => m.subject)).toEqual(['A new shift near you'])
    expect(await outbox(near.email, 'EMAIL')).toEqual([])
  })
})

describe("a new shift reaches providers at the places they chose, not only near home", () => {
  test('a ZIP code or a city within its radius, or a whole state; elsewhere stays quiet', async () => {
    const org = await signUpOrganization(server)
    // Every provider lives in El Paso, 500 miles from the Austin pharmacy.
    const farAway = async (locationPreference: unknown[]) => {
      const p = await signUpProvider(server, { personal: { city: 'El Paso', zipCode: '79901' } })
      expect((await server.call('PUT', `/api/testing/${p.userId}/licenses`, { body: { states: ['TX'] } })).status).toBe(204)
      const saved = await server.call('PUT', '/api/user-preferences', { token: p.token, body: { locationPreference } })
      expect(saved.status).toBeLessThan(300)
      return p
    }
    const byZip = await farAway([{ state: 'TX', zipcode: '78704', notificationRadiusInMeters: 20_000 }])
    const byCity = await farAway([{ state: 'TX', city: 'austin', notificationRadiusInMeters: 30_000 }])
    const byState = await farAway([{ state: 'OK' }, { state: 'TX' }])
    const elsewhere = await farAway([{ state: 'TX', city: 'Houston', notificationRadiusInMeters: 40_000 }, { state: 'OK' }])
    const none = await farAway([])
    // A list changed back to nothing stops the notices.
    const cleared = await farAway([{ state: 'TX' }])
    expect((await server.call('PUT', '/api/user-preferences', { token: cleared.token, body: { locationPreference: [] } })).status).toBeLessThan(300)
    const day = addDays(todayIn('America/Chicago', server.clock.now()), 6)
    const posted = await server.call('POST', '/api/facility/shift', {
      token: org.token,
      body: {
        facilityId: org.facilityId,
        title: 'Community pharmacist — weekday',
        description: 'Verify prescriptions, counsel patients and give immunizations at a busy community pharmacy.',
        rate: 70,
        providerType: 'PHARMACIST',
        locationType: 'ON_SITE',
        software: ['QS/1'],
        specialties: ['Retail'],
        languages: ['English'],
        lunchBreakMinutes: 30,
        shiftDays: [{ date: day, timeSlots: [{ startTime: '09:00', endTime: '17:00', quantity: 1 }] }],
      },
    })
    expect(posted.status).toBe(201)
    await sweep()
    await sweep()
    const heard = async (p: { token: string }) => (await server.call('GET', '/api/notifications', { token: p.token })).body.data.filter((n: any) => n.event === 'NEW_MATCHING_SHIFT').length
    expect(await heard(byZip)).toBe(1)
    expect(await heard(byCity)).toBe(1)
    expect(await heard(byState)).toBe(1)
    for (const p of [elsewhere, none, cleared]) expect(await heard(p)).toBe(0)
  })
})

describe('an application that lapses unanswered', () => {
  test('the provider hears when it expires; not when she extended it', async () => {
    const org = await signUpOrganization(server)
    const { shiftGroupId } = await makeShift(server, { facilityId: org.facilityId, daysFromNow: 5 })
    const apply = async () => {
      const p = await signUpProvider(server)
      expect((await server.call('PUT', `/api/testing/${p.userId}/licenses`, { body: { states: ['TX'] } })).status).toBe(204)
      const res = await server.call('POST', `/api/provider/shift/${shiftGroupId}/apply`, { token: p.token, body: { expirationOptions: { expirationEnabled: true, unit: 'HOURS', unitAmount: 2 } } })
      expect(res.status).toBeLessThan(300)
      const row = await server.ctx.db.read.select().from(applications).where(and(eq(applications.providerId, p.providerId), eq(applications.shiftGroupId, shiftGroupId))).get()
      return { ...p, applicationId: row!.id }
    }
    const lapsing = await apply()
    const extended = await apply()
    const extend = await server.call('PUT', `/api/provider/application/${extended.applicationId}/expiration`, { token: extended.token, body: { expirationOptions: { expirationEnabled: true, unit: 'DAYS', unitAmount: 2 } } })
    expect(extend.status).toBeLessThan(300)
    server.clock.advance(2 * HOUR + 60_000)
    await sweep()
    const heard = async (p: { token: string }) => (await server.call('GET', '/api/notifications', { token: p.token })).body.data.filter((n: any) => n.event === 'APPLICATION_EXPIRED')
    expect((await heard(lapsing)).map((n: any) => n.title)).toEqual(['Your application expired'])
    expect(await heard(extended)).toEqual([])
  })
})
