/**
 * `GET /calendar/{token}.ics`: the feed itself, read by calendar apps without a bearer token
 * (the address is the credential). The seats the provider was hired for (a reservation whose
 * charge is still pending is not a hire yet), from 60 days ago onward, at most 500: a feed is
 * polled about hourly by every subscribed device, so its size does not grow with the history.
 *
 * A canceled hire stays in the feed as `STATUS:CANCELLED` rather than disappearing: calendar
 * apps drop an event missing from a feed silently, while a cancelled one is shown struck
 * through, so the provider sees that the shift is off (docs/decisions.md "Calendar feeds").
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { AppContext } from '../../../../context'
import { calendarFeeds, facilities, providers, shiftGroups, shifts, users } from '../../../../db/schema'
import { NotFoundError } from '../../../../errors'
import { oneLineAddress } from '../../../organizations'
import { hashFeedToken } from './feed-token'
import { icsDocument, type CalendarShift } from './ics-document'

export const FEED_DAYS_BACK = 60
export const FEED_MOST_EVENTS = 500
const DAY = 86_400_000
/** SEQUENCE counts seconds since this instant, so it fits RFC 5545's integer until 2088. */
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1)

const dollars = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\.00$/, '')}`

export async function renderCalendarFeed({ ctx, token }: { ctx: AppContext; token: string }): Promise<string> {
  const bare = token.replace(/\.ics$/i, '')
  const db = ctx.db.read
  // A deleted or disabled account's feed is closed with it.
  const feed = /^[A-Za-z0-9_-]{20,100}$/.test(bare)
    ? await db
        .select({ providerId: calendarFeeds.providerId })
        .from(calendarFeeds)
        .innerJoin(providers, eq(providers.id, calendarFeeds.providerId))
        .innerJoin(users, eq(users.id, providers.userId))
        .where(and(eq(calendarFeeds.tokenHash, hashFeedToken(bare)), isNull(users.deletedAt), eq(users.isDisabled, false)))
        .get()
    : undefined
  if (!feed) throw new NotFoundError('calendar')
  const now = ctx.clock.now()
  const rows = await db
    .select({ shift: shifts, group: shiftGroups, facility: facilities })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .where(
      and(
        eq(shifts.providerId, feed.providerId),
        inArray(shifts.status, ['FILLED', 'COMPLETED', 'CANCELED']),
        isNotNull(shifts.hiredAt),
        gte(shiftGroups.endsAt, new Date(now.getTime() - FEED_DAYS_BACK * DAY)),
      ),
    )
    .orderBy(asc(shiftGroups.startsAt), asc(shifts.id))
    .limit(FEED_MOST_EVENTS)
  const events: CalendarShift[] = rows.map(({ shift, group, facility }) => {
    const canceled = shift.status === 'CANCELED'
    const lastModified = new Date(Math.max(shift.updatedAt.getTime(), group.updatedAt.getTime()))
    const description = [
      `${group.title} at ${facility.name}`,
      `Rate: ${dollars(group.rateCents)}/hour`,
      group.lunchBreakMinutes > 0 ? `Lunch break: ${group.lunchBreakMinutes} minutes (${group.isLunchBreakPaid ? 'paid' : 'unpaid'})` : null,
      group.locationType === 'REMOTE' ? 'Remote shift' : null,
      facility.phone ? `Pharmacy phone: ${facility.phone}` : null,
      canceled ? `Canceled${shift.cancellationReason ? `: ${shift.cancellationReason}` : ''}` : null,
    ]
    return {
      uid: `shift-${shift.id}@shiftwell`,
      // A cancellation in the same second as the hire still reads as a newer version.
      sequence: Math.max(0, Math.floor((lastModified.getTime() - SEQUENCE_EPOCH) / 1000)) + (canceled ? 1 : 0),
      lastModified,
      title: `${canceled ? 'Canceled: ' : ''}${group.title} — ${facility.name}`,
      description: description.filter((line) => line !== null).join('\n'),
      location: oneLineAddress(facility),
      geo: { lat: facility.latitude, lon: facility.longitude },
      timeZone: facility.timeZone,
      startsAt: group.startsAt,
      endsAt: group.endsAt,
      canceled,
    }
  })
  return icsDocument(events, { calendarName: 'Shiftwell shifts', now })
}
