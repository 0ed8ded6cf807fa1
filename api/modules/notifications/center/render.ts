/**
 * Each event's notice, read from the database as it is at delivery; `skip` says why a notice
 * no longer applies (a reminder for a shift that was canceled, a message already read).
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { conversations, facilities, messages, shiftGroups, shifts } from '../../../db/schema'
import type { NotificationEvent, Rendered } from './events'

export type Rendering = { rendered: Rendered } | { skip: string }

type Job = { event: NotificationEvent; subjectId: string; providerId: string | null; facilityId: string | null }

const clock = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number]
  const suffix = h < 12 ? 'AM' : 'PM'
  const hour = h % 12 === 0 ? 12 : h % 12
  return m ? `${hour}:${String(m).padStart(2, '0')} ${suffix}` : `${hour} ${suffix}`
}

function dayOf(date: string): string {
  const d = new Date(`${date}T12:00:00Z`)
  return d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

async function shiftOf(tx: Tx, shiftId: string) {
  return tx
    .select({ shift: shifts, group: shiftGroups, facility: facilities })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .where(eq(shifts.id, shiftId))
    .get()
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
