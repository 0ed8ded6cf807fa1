/**
 * The scheduler's sweep: every notification job that is due is rendered and delivered on its
 * event's channels, each job in a transaction (or savepoint) of its own that also marks it SENT
 * (or SKIPPED), so a restart or a second look never tells anyone twice; a job that fails stays
 * PENDING and holds back none of the others. E-mails go to the mail server after
 * that transaction commits; texts and pushes are outbox rows for their adapters (with push
 * delivery off, the row written with the job is all a push is).
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { bound, prepared } from '../../../db/prepared'
import { inAppNotifications, notificationJobs, outboxMessages, providers, shiftGroups, users } from '../../../db/schema'
import { publishRealtime } from '../../../realtime'
import { telephonyFor, toE164 } from '../../../integrations/telephony'
import { peopleOfFacility } from '../../organizations'
import { keepPush, pushDeliveryIsLive, pushToUser, type PushNotification } from '../../push'
import { deliverEmail } from '../deliver-email'
import { queueEmail, type QueuedEmail } from '../queue-email'
import { sendText, type Text } from '../send-text'
import { channelsToUse } from './consent'
import { CHANNELS, type NotificationEvent } from './events'
import { providersForNewShift } from './match-providers'
import { render } from './render'
import { scheduleNotification } from './schedule-notification'
import { toNotificationDto } from './to-dto'

/** The providers a new shift is for (match-providers.ts); none once it is gone. */
async function matchedProviders(tx: Tx, shiftGroupId: string, now: Date): Promise<Recipient[]> {
  const group = await tx.select().from(shiftGroups).where(eq(shiftGroups.id, shiftGroupId)).get()
  return group ? providersForNewShift(tx, group, now) : []
}

interface Push {
  userId: string
  notification: PushNotification
}

/** Jobs taken a pass: a backlog drains over a few ticks without holding the writer long. */
const JOBS_A_PASS = 100

interface Recipient {
  userId: string
  email: string
  phone: string | null
}

/** A provider as a notice reaches them. Prepared: most notices go to one provider. */
const providerReached = (db: Tx) =>
  db
    .select({ userId: users.id, email: users.email, phone: providers.phoneNumber, disabled: users.isDisabled })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, sql.placeholder('providerId')))
    .prepare()

async function recipientsOf(tx: Tx, job: { providerId: string | null; facilityId: string | null }): Promise<Recipient[]> {
  if (job.providerId) {
    const row = await prepared(tx, providerReached).get({ providerId: job.providerId })
    return row && !row.disabled ? [{ userId: row.userId, email: row.email, phone: row.phone }] : []
  }
  if (!job.facilityId) return []
  const ids = await peopleOfFacility(tx, job.facilityId)
  if (!ids.length) return []
  const rows = await tx.select({ userId: users.id, email: users.email, phone: users.personalPhone, disabled: users.isDisabled }).from(users).where(inArray(users.id, ids))
  return rows.filter((r) => !r.disabled).map((r) => ({ userId: r.userId, email: r.email, phone: r.phone }))
}

/**
 * Jobs delivered together: their transactions are submitted at once, so they share one commit
 * (`db.write` groups waiting writes, each after the first in its own savepoint: one job failing
 * rolls back alone), and so do the outbox records of their e-mails, texts and pushes afterwards.
 * One job at a time paid a commit, an fsync and the pages of every index it touched, three times
 * over (~4.0–4.8 → ~2.3–2.6 ms of CPU a hire notice in process: docs/decisions.md "Notices
 * delivered in groups"). Few, because requests' writes queue behind a group: five notices hold
 * the writer for a few milliseconds.
 */
const JOBS_A_GROUP = 5

interface Delivery {
  emails: QueuedEmail[]
  pushes: Push[]
  texts: Text[]
}

export async function deliverDueNotifications(ctx: AppContext): Promise<{ sent: number; skipped: number }> {
  const due = await ctx.db.read
    .select({ id: notificationJobs.id })
    .from(notificationJobs)
    .where(and(eq(notificationJobs.status, 'PENDING'), lte(notificationJobs.dueAt, ctx.clock.now())))
    .orderBy(asc(notificationJobs.dueAt))
    .limit(JOBS_A_PASS)
  // Texts go out through Twilio when it is configured; otherwise they stay in the outbox.
  const sendsTexts = telephonyFor(ctx).name === 'twilio'
  let failure: unknown = null
  let sent = 0
  let skipped = 0
  for (let i = 0; i < due.length; i += JOBS_A_GROUP) {
    const outcomes = await Promise.allSettled(due.slice(i, i + JOBS_A_GROUP).map(({ id }) => ctx.db.write((tx) => deliverJob(ctx, tx, id, sendsTexts))))
    const done = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' && outcome.value ? [outcome.value] : []))
    const deliveries = done.filter((delivery) => delivery !== 'SKIPPED')
    skipped += done.length - deliveries.length
    sent += deliveries.length
    // A job that failed stays PENDING for the next pass; the others of its group are delivered.
    failure ??= outcomes.find((outcome) => outcome.status === 'rejected')?.reason ?? null
    const emails = deliveries.flatMap((delivery) => delivery.emails)
    if (emails.length) deliverEmail(ctx, ...emails)
    // Texts and pushes that leave the server go after the commit, each push to all of the
    // person's devices (they record themselves in the outbox); a crash between the commit and
    // here loses a push, never doubles one.
    await Promise.all([
      ...deliveries.flatMap((delivery) => delivery.texts).map((message) => sendText(ctx, message)),
      ...deliveries.flatMap((delivery) => delivery.pushes).map((push) =>
        pushToUser(ctx, push.userId, push.notification).catch((error: unknown) =>
          ctx.log.warn('a push could not be sent', { userId: push.userId, error: error instanceof Error ? error.message : String(error) }),
        ),
      ),
    ])
  }
  // The scheduler logs it; the jobs that could be delivered were.
  if (failure) throw failure
  return { sent, skipped }
}

/*
 * The statements every notice runs, prepared (each notice built their SQL text afresh, a fifth
 * of its CPU: `write-cost.ts --notices`). Ids are bound, never defaulted: a prepared insert would
 * keep the first one it made.
 */
const jobById = (db: Tx) => db.select().from(notificationJobs).where(eq(notificationJobs.id, sql.placeholder('id'))).prepare()
const markSent = (db: Tx) =>
  db
    .update(notificationJobs)
    .set({ status: 'SENT', sentAt: bound('now'), attempts: sql`${notificationJobs.attempts} + 1` })
    .where(eq(notificationJobs.id, sql.placeholder('id')))
    .prepare()
const insertInApp = (db: Tx) =>
  db
    .insert(inAppNotifications)
    .values({ id: bound('id'), userId: bound('userId'), event: bound('event'), title: bound('title'), body: bound('body'), url: bound('url'), readAt: null, createdAt: bound('now') })
    .prepare()

/** One job, in its own transaction (savepoint): rendered, written to each channel, marked SENT or SKIPPED. */
async function deliverJob(ctx: AppContext, tx: Tx, id: string, sendsTexts: boolean): Promise<Delivery | 'SKIPPED' | null> {
  const job = await prepared(tx, jobById).get({ id })
  // Another pass took it meanwhile.
  if (!job || job.status !== 'PENDING') return null
  const outcome = await render(ctx, tx, { ...job, event: job.event as NotificationEvent })
  if ('skip' in outcome) {
    await tx.update(notificationJobs).set({ status: 'SKIPPED', outcome: outcome.skip, attempts: sql`${notificationJobs.attempts} + 1` }).where(eq(notificationJobs.id, id))
    return 'SKIPPED'
  }
  const { rendered } = outcome
  const event = job.event as NotificationEvent
  const delivery: Delivery = { emails: [], pushes: [], texts: [] }
  const now = ctx.clock.now()
  const pushesLeave = pushDeliveryIsLive(ctx)
  const people = event === 'NEW_MATCHING_SHIFT' ? await matchedProviders(tx, job.subjectId, now) : await recipientsOf(tx, job)
  for (const person of people) {
    for (const channel of await channelsToUse(tx, person.userId, CHANNELS[event], event)) {
      if (channel === 'IN_APP') {
        const row = { id: uuidv7(), userId: person.userId, event, title: rendered.title, body: rendered.body, url: rendered.path, readAt: null, createdAt: now }
        await prepared(tx, insertInApp).run({ ...row, now: now.getTime() })
        await publishRealtime(tx, [person.userId], { type: 'notification', notification: toNotificationDto(row) })
      } else if (channel === 'EMAIL') {
        delivery.emails.push(await queueEmail(ctx, tx, { to: person.email, subject: rendered.title, text: rendered.emailText, unsubscribeUserId: person.userId }))
      } else if (channel === 'SMS') {
        const to = toE164(person.phone)
        if (to) {
          const row = await tx
            .insert(outboxMessages)
            .values({ channel: 'SMS', to, text: rendered.smsText, status: sendsTexts ? 'QUEUED' : 'OUTBOX_ONLY', createdAt: now })
            .returning({ id: outboxMessages.id })
            .get()
          if (sendsTexts) delivery.texts.push({ id: row.id, to, body: rendered.smsText })
        }
      } else {
        const notification = { title: rendered.title, body: rendered.body, url: rendered.path }
        // With push delivery off the outbox record is the push: written here, with the job.
        if (pushesLeave) delivery.pushes.push({ userId: person.userId, notification })
        else await keepPush(ctx, tx, person.email, notification)
      }
    }
  }
  for (const next of rendered.followUps ?? []) {
    await scheduleNotification(ctx, tx, { event: next.event, to: job.providerId ? { providerId: job.providerId } : { facilityId: job.facilityId! }, subjectId: job.subjectId, dueAt: next.dueAt, dedupeKey: next.dedupeKey })
  }
  await prepared(tx, markSent).run({ id, now: now.getTime() })
  return delivery
}
