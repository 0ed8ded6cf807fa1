/**
 * The refusal of an application that overlaps a shift the provider is already hired for (domain
 * "Applications and hiring": 409). The words alone used to say only "at this time", so a
 * provider applying to several shifts could not tell which of their bookings was in the way:
 * the message names it (title, pharmacy, day and hours in the pharmacy's zone) and the body
 * carries it as `conflict` (shared/contracts/applications.ts `BookedShiftConflict`) for screens.
 * Read only on the refusal path, so the apply hot path pays nothing for it.
 */
import { eq } from 'drizzle-orm'
import type { BookedShiftConflict } from '../../../../shared/contracts/applications'
import type { Tx } from '../../../db/client'
import { facilities, shiftGroups, shifts } from '../../../db/schema'
import { ConflictError } from '../../../errors'

export const BOOKED_AT_THIS_TIME = 'You are already booked for a shift at this time'

/** "Sat, Mar 7, 8:00 AM – 4:30 PM CST", in the facility's zone. */
export function shiftWhen(startsAt: Date, endsAt: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(startsAt)
  const time = (at: Date, zone: boolean) =>
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', ...(zone ? { timeZoneName: 'short' as const } : {}) }).format(at)
  // ICU puts a narrow no-break space before AM/PM; plain spaces read the same everywhere.
  return `${day}, ${time(startsAt, false)} – ${time(endsAt, true)}`.replace(/\u202f/g, ' ')
}

/** The 409 naming the provider's booked shift `shiftId`. */
export async function bookedShiftConflict(tx: Tx, shiftId: string): Promise<ConflictError> {
  const row = await tx
    .select({ shiftId: shifts.id, group: shiftGroups, facilityName: facilities.name })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .where(eq(shifts.id, shiftId))
    .get()
  if (!row) return new ConflictError(BOOKED_AT_THIS_TIME)
  const { group } = row
  const conflict: BookedShiftConflict = {
    shiftId: row.shiftId,
    shiftGroupId: group.id,
    title: group.title,
    facilityName: row.facilityName,
    date: group.date,
    startTime: group.startTime,
    endTime: group.endTime,
    timeZone: group.timeZone,
  }
  const error = new ConflictError(`${BOOKED_AT_THIS_TIME}: ${group.title} at ${row.facilityName}, ${shiftWhen(group.startsAt, group.endsAt, group.timeZone)}`)
  Object.assign(error.extra, { conflict })
  return error
}
