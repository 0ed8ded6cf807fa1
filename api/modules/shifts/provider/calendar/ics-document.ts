/**
 * The iCalendar text of a provider's shifts, built with `ics`. Two things `ics` does not do are
 * added around it: times in the facility's own zone (`DTSTART;TZID=America/Chicago:…`, so a
 * shift stays at 9:00 in Dallas whatever zone the phone is in), and the `VTIMEZONE` each such
 * zone needs (RFC 5545 §3.6.5). `ics` passes a string date through as written, so each time is
 * given as `TZID=…:20261201T090000` and the `:` after the property name becomes a `;` here.
 */
import { createEvents, type EventAttributes } from 'ics'
import { utcToZoned } from '../../../../../shared/domain/zoned-time'

export interface CalendarShift {
  uid: string
  /** Never decreases between versions of one event, so calendar apps take the newer one. */
  sequence: number
  lastModified: Date
  title: string
  description: string
  location: string
  geo: { lat: number; lon: number } | null
  timeZone: string
  startsAt: Date
  endsAt: Date
  canceled: boolean
}

/** `2026-12-01` + `09:00` → `20261201T090000`. */
const compact = ({ date, time }: { date: string; time: string }) => `${date.replaceAll('-', '')}T${time.replace(':', '')}00`

const zoned = (instant: Date, timeZone: string) => `TZID=${timeZone}:${compact(utcToZoned(instant, timeZone))}`

function offsetOf(instant: Date, timeZone: string): number {
  const { date, time } = utcToZoned(instant, timeZone)
  const asUtc = Date.parse(`${date}T${time}:00Z`)
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000)
}

/** `-0500` */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`
}

/**
 * A zone's rules as a VTIMEZONE. Facilities are in US zones (their zone comes from a US ZIP
 * code): the offset in January is standard time; a zone whose July offset differs keeps
 * daylight time by the US rule since 2007 (second Sunday of March to the first Sunday of
 * November, at 02:00). Arizona, Hawaii and the territories have the one offset all year.
 */
export function vtimezone(timeZone: string, year: number): string[] {
  const standard = offsetOf(new Date(Date.UTC(year, 0, 15, 12)), timeZone)
  const daylight = offsetOf(new Date(Date.UTC(year, 6, 15, 12)), timeZone)
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`]
  if (standard === daylight) {
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offsetText(standard)}`, `TZOFFSETTO:${offsetText(standard)}`, 'END:STANDARD')
  } else {
    lines.push(
      'BEGIN:DAYLIGHT',
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      `TZOFFSETFROM:${offsetText(standard)}`,
      `TZOFFSETTO:${offsetText(daylight)}`,
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      `TZOFFSETFROM:${offsetText(daylight)}`,
      `TZOFFSETTO:${offsetText(standard)}`,
      'END:STANDARD',
    )
  }
  lines.push('END:VTIMEZONE')
  return lines
}

export function icsDocument(shifts: CalendarShift[], { calendarName, now }: { calendarName: string; now: Date }): string {
  const events: EventAttributes[] = shifts.map((shift) => ({
    uid: shift.uid,
    sequence: shift.sequence,
    lastModified: shift.lastModified.getTime(),
    title: shift.title,
    description: shift.description,
    location: shift.location,
    ...(shift.geo ? { geo: shift.geo } : {}),
    start: zoned(shift.startsAt, shift.timeZone),
    end: zoned(shift.endsAt, shift.timeZone),
    status: shift.canceled ? 'CANCELLED' : 'CONFIRMED',
    // A canceled shift stays visible, struck through in most apps, but no longer blocks the time.
    busyStatus: shift.canceled ? 'FREE' : 'BUSY',
    transp: shift.canceled ? 'TRANSPARENT' : 'OPAQUE',
  }))
  const { error, value } = createEvents(events, { calName: calendarName, productId: '-//Shiftwell//Provider shifts//EN' })
  if (error || !value) throw error ?? new Error('the calendar could not be built')
  const zones = [...new Set(shifts.map((s) => s.timeZone))].sort()
  const timezones = zones.flatMap((zone) => vtimezone(zone, now.getUTCFullYear()))
  const text = value.replace(/^(DTSTART|DTEND):TZID=/gm, '$1;TZID=')
  // The zones go before the first event; calendar apps re-read the feed about hourly.
  const header = ['REFRESH-INTERVAL;VALUE=DURATION:PT1H', ...timezones].join('\r\n')
  return text.replace(/^(?:BEGIN:VEVENT|END:VCALENDAR)\r$/m, (first) => `${header}\r\n${first}`)
}
