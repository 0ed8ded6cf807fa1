/**
 * The scheduler's sweep: every notification job that is due is rendered and delivered on its
 * event's channels, each job in a transaction of its own that also marks it SENT (or SKIPPED),
 * so a restart or a second look never tells anyone twice. E-mails go to the mail server after
 * that transaction commits; texts and pushes are outbox rows for their adapters.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { inAppNotifications, notificationJobs, outboxMessages, providers, shiftGroups, users } from '../../../db/schema'
import { publishRealtime } from '../../../realtime'
import { telephonyFor, toE164 } from '../../../integrations/telephony'
import { peopleOfFacility } from '../../organizations'
import { pushToUser, type PushNotification } from '../../push'
import { deliverEmail } from '../deliver-email'
import { queueEmail, type QueuedEmail } from '../queue-email'
import { sendText, type Text } from '../send-text'
import { mayUseChannel } from './consent'
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

async function recipientsOf(tx: Tx, job: { providerId: string | null; facilityId: string | null }): Promise<Recipient[]> {
  if (job.providerId) {
    const row = await tx
      .select({ userId: users.id, email: users.email, phone: providers.phoneNumber, disabled: users.isDisabled })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(eq(providers.id, job.providerId))
      .get()
    return row && !row.disabled ? [{ userId: row.userId, email: row.email, phone: row.phone }] : []
  }
  if (!job.facilityId) return []
  const ids = await peopleOfFacility(tx, job.facilityId)
  if (!ids.length) return []
  const rows = await tx.select({ userId: users.id, email: users.email, phone: users.personalPhone, disabled: users.isDisabled }).from(users).where(inArray(users.id, ids))
  return rows.filter((r) => !r.disabled).map((r) => ({ userId: r.userId, email: r.email, phone: r.phone }))
}

export async function deliverDueNotifications(ctx: AppContext): Promise<{ sent: number; skipped: number }> {
  const due = await ctx.db.read
    .select({ id: notificationJobs.id })
    .from(notificationJobs)
    .where(and(eq(notificationJobs.status, 'PENDING'), lte(notificationJobs.dueAt, ctx.clock.now())))
    .orderBy(asc(notificationJobs.dueAt))
    .limit(JOBS_A_PASS)
  let sent = 0
  let skipped = 0
  // Texts go out through Twilio when it is configured; otherwise they stay in the outbox.
  const sendsTexts = telephonyFor(ctx).name === 'twilio'
  for (const { id } of due) {
    const delivery = await ctx.db.write(async (tx) => {
      const job = await tx.select().from(notificationJobs).where(eq(notificationJobs.id, id)).get()
      // Another pass took it meanwhile.
      if (!job || job.status !== 'PENDING') return null
      const outcome = await render(ctx, tx, { ...job, event: job.event as NotificationEvent })
      if ('skip' in outcome) {
        skipped++
        await tx.update(notificationJobs).set({ status: 'SKIPPED', outcome: outcome.skip, attempts: sql`${notificationJobs.attempts} + 1` }).where(eq(notificationJobs.id, id))
        return null
      }
      const { rendered } = outcome
      const event = job.event as NotificationEvent
      const queued: QueuedEmail[] = []
      const pushes: Push[] = []
      const texts: Text[] = []
      const now = ctx.clock.now()
      const people = event === 'NEW_MATCHING_SHIFT' ? await matchedProviders(tx, job.subjectId, now) : await recipientsOf(tx, job)
      for (const person of people) {
        for (const channel of CHANNELS[event]) {
          if (!(await mayUseChannel(ctx, tx, person.userId, channel, event))) continue
          if (channel === 'IN_APP') {
            const row = await tx
              .insert(inAppNotifications)
              .values({ userId: person.userId, event, title: rendered.title, body: rendered.body, url: rendered.path, createdAt: now })
              .returning()
              .get()
            await publishRealtime(tx, [person.userId], { type: 'notification', notification: toNotificationDto(row) })
          } else if (channel === 'EMAIL') {
            queued.push(await queueEmail(ctx, tx, { to: person.email, subject: rendered.title, text: rendered.emailText, unsubscribeUserId: person.userId }))
          } else if (channel === 'SMS') {
            const to = toE164(person.phone)
            if (to) {
              const row = await tx
                .insert(outboxMessages)
                .values({ channel: 'SMS', to, text: rendered.smsText, status: sendsTexts ? 'QUEUED' : 'OUTBOX_ONLY', createdAt: now })
                .returning({ id: outboxMessages.id })
                .get()
              if (sendsTexts) texts.push({ id: row.id, to, body: rendered.smsText })
            }
          } else {
            pushes.push({ userId: person.userId, notification: { title: rendered.title, body: rendered.body, url: rendered.path } })
          }
        }
      }
      for (const next of rendered.followUps ?? []) {
        await scheduleNotification(ctx, tx, { event: next.event, to: job.providerId ? { providerId: job.providerId } : { facilityId: job.facilityId! }, subjectId: job.subjectId, dueAt: next.dueAt, dedupeKey: next.dedupeKey })
      }
      await tx.update(notificationJobs).set({ status: 'SENT', sentAt: now, attempts: sql`${notificationJobs.attempts} + 1` }).where(eq(notificationJobs.id, id))
      sent++
      return { emails: queued, pushes, texts }
    })
    if (!delivery) continue
    if (delivery.emails.length) deliverEmail(ctx, ...delivery.emails)
    // Pushes go after the commit, each to all of the person's devices (they record themselves in
    // the outbox); a crash between the commit and here loses a push, never doubles one.
    for (const message of delivery.texts) await sendText(ctx, message)
    for (const push of delivery.pushes) {
      await pushToUser(ctx, push.userId, push.notification).catch((error: unknown) =>
        ctx.log.warn('a push could not be sent', { userId: push.userId, error: error instanceof Error ? error.message : String(error) }),
      )
    }
  }
  return { sent, skipped }
}
