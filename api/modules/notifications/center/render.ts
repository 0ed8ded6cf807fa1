/**
 * Each event's notice, read from the database as it is at delivery; `skip` says why a notice
 * no longer applies (a reminder for a shift that was canceled, a message already read).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { prepared } from '../../../db/prepared'
import { applications, careersConversations, careersMessages, conversations, facilities, messages, organizations, ratings, shiftGroups, shifts, transfers } from '../../../db/schema'
import type { NotificationEvent, Rendered } from './events'

export type Rendering = { rendered: Rendered } | { skip: string }

type Job = { event: NotificationEvent; subjectId: string; providerId: string | null; facilityId: string | null }

const clock = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number]
  const suffix = h < 12 ? 'AM' : 'PM'
  const hour = h % 12 === 0 ? 12 : h % 12
  return m ? `${hour}:${String(m).padStart(2, '0')} ${suffix}` : `${hour} ${suffix}`
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })

function dayOf(date: string): string {
  return dayFormat.format(new Date(`${date}T12:00:00Z`))
}

/** What a notice about a group shows of it (the whole rows were most of a notice's cost). */
const GROUP_SHOWN = {
  id: shiftGroups.id,
  title: shiftGroups.title,
  date: shiftGroups.date,
  startTime: shiftGroups.startTime,
  endTime: shiftGroups.endTime,
  startsAt: shiftGroups.startsAt,
  status: shiftGroups.status,
}

/**
 * A shift with its group and facility, as the notices about a shift show them. Prepared: every
 * hire, reminder and cancellation notice reads it, and building its SQL text cost more than
 * running it (the notification sweep, `write-cost.ts --notices`).
 */
const shiftShown = (db: Tx) =>
  db
    .select({
      shift: {
        id: shifts.id,
        status: shifts.status,
        hiredAt: shifts.hiredAt,
        providerId: shifts.providerId,
        providerWillAttendShift: shifts.providerWillAttendShift,
        cancellationReason: shifts.cancellationReason,
        adjustmentReason: shifts.adjustmentReason,
        workedStartsAt: shifts.workedStartsAt,
        workedEndsAt: shifts.workedEndsAt,
      },
      group: GROUP_SHOWN,
      facility: { name: facilities.name, streetAddress: facilities.streetAddress, city: facilities.city, state: facilities.state, timeZone: facilities.timeZone },
    })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .where(eq(shifts.id, sql.placeholder('shiftId')))
    .prepare()

function shiftOf(tx: Tx, shiftId: string) {
  return prepared(tx, shiftShown).get({ shiftId })
}

export async function render(ctx: AppContext, tx: Tx, job: Job): Promise<Rendering> {
  const app = ctx.config.publicUrl
  if (job.event === 'NEW_MESSAGE') {
    const row = await tx
      .select({ message: messages, conversation: conversations, facilityName: facilities.name })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(facilities, eq(facilities.id, conversations.facilityId))
      .where(eq(messages.id, job.subjectId))
      .get()
    if (!row) return { skip: 'the message is gone' }
    const toProvider = job.providerId !== null
    if (toProvider ? row.message.readByProvider : row.message.readByFacility) return { skip: 'read on a screen before the e-mail was due' }
    const path = toProvider ? '/provider/messages' : '/facility/messages'
    const from = toProvider ? row.facilityName : 'A provider'
    const preview = row.message.content.length > 160 ? `${row.message.content.slice(0, 157)}…` : row.message.content
    return {
      rendered: {
        title: `New message from ${from}`,
        body: preview,
        path,
        emailText: `${from} wrote to you:\n\n"${preview}"\n\nRead and answer it: ${app}${path}`,
        smsText: `${from}: ${preview}`,
      },
    }
  }

  if (job.event === 'CAREERS_NEW_MESSAGE') {
    const row = await tx
      .select({ message: careersMessages, organizationName: organizations.name })
      .from(careersMessages)
      .innerJoin(careersConversations, eq(careersConversations.id, careersMessages.conversationId))
      .innerJoin(organizations, eq(organizations.id, careersConversations.organizationId))
      .where(eq(careersMessages.id, job.subjectId))
      .get()
    if (!row) return { skip: 'the message is gone' }
    const toProvider = job.providerId !== null
    if (toProvider ? row.message.readByProvider : row.message.readByOrganization) return { skip: 'read on a screen before the e-mail was due' }
    const path = `${toProvider ? '/provider' : '/facility'}/careers/messages/${row.message.conversationId}`
    const from = toProvider ? row.organizationName : 'A job applicant'
    const preview = row.message.content.length > 160 ? `${row.message.content.slice(0, 157)}…` : row.message.content
    return {
      rendered: {
        title: `New careers message from ${from}`,
        body: preview,
        path,
        emailText: `${from} wrote to you about a job:\n\n"${preview}"\n\nRead and answer it: ${app}${path}`,
        smsText: `${from}: ${preview}`,
      },
    }
  }

  if (job.event === 'NEW_APPLICANTS' || job.event === 'APPLICATION_WITHDRAWN' || job.event === 'APPLICATION_EXPIRED' || job.event === 'APPLICATION_REJECTED') return renderApplication(ctx, tx, job)
  if (job.event === 'RATING_RECEIVED') return renderRating(ctx, tx, job)
  if (job.event === 'PAYOUT_SENT') return renderPayout(ctx, tx, job)
  if (job.event === 'NEW_MATCHING_SHIFT') return renderNewShift(ctx, tx, job)

  const found = await shiftOf(tx, job.subjectId)
  if (!found) return { skip: 'the shift is gone' }
  const { shift, group, facility } = found
  const when = `${dayOf(group.date)}, ${clock(group.startTime)}–${clock(group.endTime)}`
  const where = `${facility.name}, ${facility.streetAddress}, ${facility.city}, ${facility.state}`
  const shiftPath = `/provider/shifts/${group.id}`
  const stillHired = shift.status === 'FILLED' && shift.hiredAt !== null && shift.providerId === job.providerId
  switch (job.event) {
    case 'SHIFT_HIRED':
      if (!stillHired) return { skip: 'no longer hired for the shift' }
      return {
        rendered: {
          title: "You're hired",
          body: `${group.title} at ${facility.name}, ${when}.`,
          path: shiftPath,
          emailText: `You're hired for ${group.title}.\n\nWhen: ${when} (${facility.timeZone})\nWhere: ${where}\n\nSee the shift and the facility's onboarding notes: ${app}${shiftPath}`,
          smsText: `You're hired: ${group.title} at ${facility.name}, ${when}.`,
          // The reminders 48 and 24 hours before the start, those still ahead.
          followUps: ([['SHIFT_REMINDER_48H', 48], ['SHIFT_REMINDER_24H', 24]] as const)
            .map(([event, hours]) => ({ event, dueAt: new Date(group.startsAt.getTime() - hours * 3_600_000), dedupeKey: `${event}:${shift.id}:${job.providerId}` }))
            .filter((reminder) => reminder.dueAt > ctx.clock.now()),
        },
      }
    case 'SHIFT_REMINDER_48H':
    case 'SHIFT_REMINDER_24H': {
      if (!stillHired) return { skip: 'the shift was canceled or reassigned before its reminder' }
      const hours = job.event === 'SHIFT_REMINDER_48H' ? 48 : 24
      const ask = shift.providerWillAttendShift ? 'You have confirmed you will attend.' : 'Please confirm you will attend.'
      return {
        rendered: {
          title: `Your shift starts in ${hours} hours`,
          body: `${group.title} at ${facility.name}, ${when}. ${ask}`,
          path: shiftPath,
          emailText: `A reminder: your shift starts in ${hours} hours.\n\n${group.title}\nWhen: ${when} (${facility.timeZone})\nWhere: ${where}\n\n${ask} ${app}${shiftPath}`,
          smsText: `Reminder: ${group.title} at ${facility.name}, ${when}. ${shift.providerWillAttendShift ? 'See you there.' : 'Reply YES to confirm you will attend, NO if you cannot.'}`,
        },
      }
    }
    case 'ONBOARDING_REMINDER_7D':
    case 'ONBOARDING_REMINDER_3D':
    case 'ONBOARDING_REMINDER_1D': {
      // Scheduled by modules/compliance when due, only while the checklist is incomplete.
      if (!stillHired) return { skip: 'the shift was canceled or reassigned before its reminder' }
      if (group.startsAt <= ctx.clock.now()) return { skip: 'the shift has started' }
      const days = job.event === 'ONBOARDING_REMINDER_7D' ? 7 : job.event === 'ONBOARDING_REMINDER_3D' ? 3 : 1
      const inDays = days === 1 ? 'tomorrow' : `in ${days} days`
      const path = '/provider/onboarding'
      return {
        rendered: {
          title: `Finish your onboarding: your shift is ${inDays}`,
          body: `${group.title} at ${facility.name}, ${when}. Your onboarding checklist is not complete yet.`,
          path,
          emailText: `Your shift ${group.title} at ${facility.name} is ${inDays} (${when}, ${facility.timeZone}), and your onboarding checklist is not complete yet: your license, background check, payout account and compliance training.\n\nFinish it before the shift starts, or it will cost you reputation points: ${app}${path}`,
          smsText: `Your shift at ${facility.name} is ${inDays}. Finish your onboarding checklist before it starts: ${app}${path}`,
        },
      }
    }
    case 'SHIFT_CANCELED_BY_FACILITY':
      return {
        rendered: {
          title: 'Your shift was canceled',
          body: `${facility.name} canceled ${group.title}, ${when}.`,
          path: '/provider/my-shifts',
          emailText: `${facility.name} canceled your shift.\n\n${group.title}\nWhen: ${when} (${facility.timeZone})\n${shift.cancellationReason ? `Reason: ${shift.cancellationReason}\n` : ''}\nFind another shift: ${app}/provider/shifts`,
          smsText: `${facility.name} canceled your shift ${group.title}, ${when}. Find another: ${app}/provider/shifts`,
        },
      }
    case 'ATTENDANCE_CONFIRMED':
      return {
        rendered: {
          title: 'Attendance confirmed',
          body: `${facility.name} confirmed your ${group.title} shift, ${when}. Your pay is on its way.`,
          path: '/provider/payments',
          emailText: `${facility.name} confirmed your attendance for ${group.title}, ${when}.\n\nYour pay follows: ${app}/provider/payments`,
          smsText: `${facility.name} confirmed your attendance for ${group.title}.`,
        },
      }
    case 'ATTENDANCE_ADJUSTED': {
      const worked = shift.workedStartsAt && shift.workedEndsAt ? ` to ${Math.round(((shift.workedEndsAt.getTime() - shift.workedStartsAt.getTime()) / 3_600_000) * 100) / 100} hours` : ''
      return {
        rendered: {
          title: 'Your hours were adjusted',
          body: `${facility.name} adjusted your ${group.title} shift, ${when}${worked}.`,
          path: '/provider/payments',
          emailText: `${facility.name} adjusted the hours of your ${group.title} shift, ${when}${worked}.\n${shift.adjustmentReason ? `Reason: ${shift.adjustmentReason}\n` : ''}\nSee your pay: ${app}/provider/payments`,
          smsText: `${facility.name} adjusted your hours for ${group.title}.`,
        },
      }
    }
    case 'NO_SHOW':
      return {
        rendered: {
          title: 'Marked as a no-show',
          body: `${facility.name} marked you as a no-show for ${group.title}, ${when}.`,
          path: '/provider/my-shifts',
          emailText: `${facility.name} marked you as a no-show for ${group.title}, ${when}.\n\nIf this is wrong, write to us from the app's help chat: ${app}/provider`,
          smsText: `${facility.name} marked you as a no-show for ${group.title}.`,
        },
      }
    case 'SHIFT_CANCELED_BY_PROVIDER': {
      const repost = `/facility/shifts/${group.id}`
      return {
        rendered: {
          title: 'A provider canceled a shift',
          body: `The provider hired for ${group.title}, ${when}, canceled. Repost it to find someone else.`,
          path: repost,
          emailText: `The provider hired for ${group.title} at ${facility.name} canceled.\n\nWhen: ${when} (${facility.timeZone})\n${shift.cancellationReason ? `Reason: ${shift.cancellationReason}\n` : ''}\nRepost the shift: ${app}${repost}`,
          smsText: `A provider canceled ${group.title}, ${when}. Repost: ${app}${repost}`,
        },
      }
    }
  }
}

async function renderApplication(ctx: AppContext, tx: Tx, job: Job): Promise<Rendering> {
  const app = ctx.config.publicUrl
  const row = await tx
    .select({
      application: { status: applications.status, isHired: applications.isHired, expiresAt: applications.expiresAt },
      group: GROUP_SHOWN,
      facilityName: facilities.name,
    })
    .from(applications)
    .innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId))
    .innerJoin(facilities, eq(facilities.id, shiftGroups.facilityId))
    .where(eq(applications.id, job.subjectId))
    .get()
  if (!row) return { skip: 'the application is gone' }
  const { group, facilityName } = row
  const when = `${dayOf(group.date)}, ${clock(group.startTime)}–${clock(group.endTime)}`
  if (job.event === 'APPLICATION_EXPIRED') {
    const { application } = row
    const lapsed = application.status === 'PENDING' && !application.isHired && application.expiresAt !== null && application.expiresAt <= ctx.clock.now()
    if (!lapsed) return { skip: 'answered, withdrawn or extended before it lapsed' }
    if (group.status !== 'OPEN' || group.startsAt <= ctx.clock.now()) return { skip: 'the shift is no longer open' }
    const path = `/provider/shifts/${group.id}`
    return {
      rendered: {
        title: 'Your application expired',
        body: `${facilityName} did not answer your application for ${group.title}, ${when}, in time. The shift is still open: apply again if you are still free.`,
        path,
        emailText: `${facilityName} did not answer your application for ${group.title}, ${when}, in time.\n\nThe shift is still open: ${ctx.config.publicUrl}${path}`,
        smsText: `Your application for ${group.title} at ${facilityName} expired.`,
      },
    }
  }
  if (job.event === 'APPLICATION_REJECTED') {
    if (row.application.status !== 'REJECTED' || row.application.isHired) return { skip: 'no longer declined' }
    return {
      rendered: {
        title: 'Application not selected',
        body: `${facilityName} did not select your application for ${group.title}, ${when}. Other shifts near you are open.`,
        path: '/provider/shifts',
        emailText: `${facilityName} did not select your application for ${group.title}, ${when}.\n\nFind other shifts near you: ${app}/provider/shifts`,
        smsText: `${facilityName} did not select your application for ${group.title}.`,
      },
    }
  }
  if (job.event === 'APPLICATION_WITHDRAWN') {
    return {
      rendered: {
        title: 'Application withdrawn',
        body: `Your application for ${group.title} at ${facilityName}, ${when}, was withdrawn: the facility is not taking your applications at this time.`,
        path: '/provider/shifts',
        emailText: `Your application for ${group.title} at ${facilityName}, ${when}, was withdrawn: the facility is not taking your applications at this time.\n\nFind other shifts: ${app}/provider/shifts`,
        smsText: `Your application for ${group.title} at ${facilityName} was withdrawn.`,
      },
    }
  }
  const [pending] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(applications)
    .where(and(eq(applications.shiftGroupId, group.id), eq(applications.status, 'PENDING'), eq(applications.isHired, false)))
  const n = pending?.n ?? 0
  if (!n) return { skip: 'no applicant is waiting any more' }
  if (group.status !== 'OPEN') return { skip: 'the shift is no longer open' }
  const path = `/facility/shifts/${group.id}`
  const who = n === 1 ? '1 provider is' : `${n} providers are`
  return {
    rendered: {
      title: 'New applicants',
      body: `${who} waiting on ${group.title}, ${when}.`,
      path,
      emailText: `${who} waiting for your answer on ${group.title} at ${facilityName}, ${when}.\n\nReview the applicants: ${app}${path}`,
      smsText: `${who} waiting on ${group.title}. Review: ${app}${path}`,
    },
  }
}

async function renderRating(ctx: AppContext, tx: Tx, job: Job): Promise<Rendering> {
  const row = await tx
    .select({ rating: ratings, title: shiftGroups.title, date: shiftGroups.date, facilityName: facilities.name })
    .from(ratings)
    .innerJoin(shifts, eq(shifts.id, ratings.shiftId))
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .where(eq(ratings.id, job.subjectId))
    .get()
  if (!row) return { skip: 'the rating is gone' }
  const score = Math.round(Number(row.rating.averageScore) * 10) / 10
  const byFacility = row.rating.raterKind === 'FACILITY'
  const from = byFacility ? row.facilityName : 'The provider'
  const path = byFacility ? '/provider/profile' : '/facility/providers'
  return {
    rendered: {
      title: 'You were rated',
      body: `${from} rated the ${row.title} shift of ${dayOf(row.date)} ${score} out of 5.`,
      path,
      emailText: `${from} rated the ${row.title} shift of ${dayOf(row.date)} ${score} out of 5.\n\n${ctx.config.publicUrl}${path}`,
      smsText: `${from} rated you ${score} out of 5.`,
    },
  }
}

async function renderPayout(ctx: AppContext, tx: Tx, job: Job): Promise<Rendering> {
  const row = await tx.select().from(transfers).where(eq(transfers.id, job.subjectId)).get()
  if (!row) return { skip: 'the payout is gone' }
  const amount = `$${(row.amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  return {
    rendered: {
      title: 'Payout sent',
      body: `${amount} is on its way to your bank account${row.description ? ` (${row.description})` : ''}.`,
      path: '/provider/payments',
      emailText: `We sent you ${amount}${row.description ? ` for ${row.description}` : ''}. It reaches your bank account in one to two business days.\n\nYour payments: ${ctx.config.publicUrl}/provider/payments`,
      smsText: `Payout sent: ${amount}.`,
    },
  }
}

async function renderNewShift(ctx: AppContext, tx: Tx, job: Job): Promise<Rendering> {
  const row = await tx.select({ group: shiftGroups, facilityName: facilities.name }).from(shiftGroups).innerJoin(facilities, eq(facilities.id, shiftGroups.facilityId)).where(eq(shiftGroups.id, job.subjectId)).get()
  if (!row) return { skip: 'the shift is gone' }
  const { group, facilityName } = row
  if (group.status !== 'OPEN' || group.startsAt <= ctx.clock.now()) return { skip: 'the shift is no longer open' }
  const when = `${dayOf(group.date)}, ${clock(group.startTime)}–${clock(group.endTime)}`
  const rate = `$${(group.rateCents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}/h`
  const path = `/provider/shifts/${group.id}`
  return {
    rendered: {
      title: 'A new shift near you',
      body: `${group.title} at ${facilityName}, ${when}, ${rate}.`,
      path,
      emailText: `${group.title} at ${facilityName}, ${when}, ${rate}.\n\nSee it and apply: ${ctx.config.publicUrl}${path}`,
      smsText: `New shift: ${group.title} at ${facilityName}, ${when}, ${rate}.`,
    },
  }
}
