/**
 * Shifts written straight to the database, every NOT NULL column filled the way the shift
 * lifecycle fills it (the lifecycle has its own suites): groups of seats, one-seat shifts, hires
 * priced as the hire prices them, applications and ratings.
 *
 * Times follow the facility's zone, as a post does: a group starts `daysFromNow` calendar days
 * from today (default 3), on a `date`, or at an exact `startsAt`; it runs `startTime`–`endTime`
 * (default 09:00–17:30), or `hours` from its start.
 */
import { eq, sql } from 'drizzle-orm'
import { seatPrice, slotMinutes } from '../../../shared/domain/money'
import { addDays, todayIn, utcToZoned, zonedTimeToUtc } from '../../../shared/domain/zoned-time'
import { applications, facilities, ratings, shiftGroups, shifts } from '../../db/schema'
import type { ApplicationStatus, AttendanceStatus } from '../../db/schema/shifts'
import type { TestServer } from '../harness'
import { unique } from './internal'

const HOUR = 3_600_000

export interface GroupOptions {
  facilityId: string
  postId?: string
  title?: string
  /** Calendar days from today in the facility's zone (negative: in the past). */
  daysFromNow?: number
  /** Or a calendar date in the facility's zone. */
  date?: string
  /** Or an exact start; date and time of day follow in the facility's zone. */
  startsAt?: Date
  startTime?: string
  endTime?: string
  /** Instead of `endTime`: the length from the start (default 8.5). */
  hours?: number
  quantity?: number
  rateCents?: number
  percentageFee?: number
  lunchBreakMinutes?: number
  isLunchBreakPaid?: boolean
  /** The group's status (its seats are open until hired). */
  status?: 'OPEN' | 'CLOSED' | 'CANCELED'
  providerType?: 'PHARMACIST' | 'TECHNICIAN' | 'INTERN'
  createdAt?: Date
  overrides?: Partial<typeof shiftGroups.$inferInsert>
}

/** `HH:MM` plus minutes, around the clock. */
function laterTime(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number]
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/** A shift group of the facility's organization with `quantity` open seats, as a post creates it. */
export async function makeShiftGroup(server: TestServer, options: GroupOptions) {
  const facility = (await server.ctx.db.read.select().from(facilities).where(eq(facilities.id, options.facilityId)).get())!
  const now = server.clock.now()
  let date: string
  let startTime = options.startTime ?? '09:00'
  if (options.startsAt) {
    const zoned = utcToZoned(options.startsAt, facility.timeZone)
    date = zoned.date
    startTime = zoned.time
  } else {
    date = options.date ?? addDays(todayIn(facility.timeZone, now), options.daysFromNow ?? 3)
  }
  const endTime = options.endTime ?? laterTime(startTime, (options.hours ?? 8.5) * 60)
  const startsAt = zonedTimeToUtc(date, startTime, facility.timeZone)
  const endsAt = new Date(startsAt.getTime() + slotMinutes(startTime, endTime) * 60_000)
  const quantity = options.quantity ?? 1
  return server.ctx.db.write(async (tx) => {
    const [group] = await tx
      .insert(shiftGroups)
      .values({
        organizationId: facility.organizationId,
        facilityId: facility.id,
        postId: options.postId ?? `post-${unique()}`,
        title: options.title ?? 'Staff pharmacist, weekday',
        description: 'Cover the pharmacy counter: verification, counseling and immunizations for a busy community store.',
        providerType: options.providerType ?? 'PHARMACIST',
        locationType: 'ON_SITE',
        rateCents: options.rateCents ?? 6000,
        percentageFee: options.percentageFee ?? 25,
        date,
        startTime,
        endTime,
        startsAt,
        endsAt,
        lunchBreakMinutes: options.lunchBreakMinutes ?? 0,
        isLunchBreakPaid: options.isLunchBreakPaid ?? false,
        softwares: ['PioneerRx'],
        specialties: ['Retail/Community'],
        languages: ['English'],
        skills: [],
        providerNeedsLicenseOnTheShiftState: true,
        quantity,
        status: options.status ?? 'OPEN',
        state: facility.state,
        city: facility.city,
        zipCode: facility.zipCode,
        latitude: facility.latitude,
        longitude: facility.longitude,
        timeZone: facility.timeZone,
        createdAt: options.createdAt ?? now,
        updatedAt: options.createdAt ?? now,
        ...options.overrides,
      })
      .returning()
    const seats = await tx
      .insert(shifts)
      .values(Array.from({ length: quantity }, (_, i) => ({ shiftGroupId: group!.id, organizationId: facility.organizationId, facilityId: facility.id, seat: i + 1, createdAt: options.createdAt ?? now, updatedAt: options.createdAt ?? now })))
      .returning({ id: shifts.id })
    return { group: group!, seatIds: seats.map((s) => s.id) }
  })
}

export interface HireOptions {
  seatId: string
  providerId: string
  /** The seat's status once hired: FILLED (default), COMPLETED (worked) or CANCELED. */
  status?: 'FILLED' | 'COMPLETED' | 'CANCELED'
  attendanceStatus?: AttendanceStatus
  providerWillAttendShift?: boolean
  chargeId?: string | null
  applicationId?: string
}

/**
 * Puts the provider on the seat, priced as the hire prices it. Hired now, or three days before
 * the start of a shift already begun; a COMPLETED seat was completed an hour after its end.
 */
export async function hireOnSeat(server: TestServer, options: HireOptions) {
  const now = server.clock.now()
  await server.ctx.db.write(async (tx) => {
    const seat = (await tx.select().from(shifts).where(eq(shifts.id, options.seatId)).get())!
    const group = (await tx.select().from(shiftGroups).where(eq(shiftGroups.id, seat.shiftGroupId)).get())!
    const price = seatPrice(group)
    const status = options.status ?? 'FILLED'
    const completedAt = new Date(Math.min(group.endsAt.getTime() + HOUR, now.getTime()))
    await tx
      .update(shifts)
      .set({
        status,
        providerId: options.providerId,
        applicationId: options.applicationId ?? null,
        hiredAt: group.startsAt > now ? now : new Date(group.startsAt.getTime() - 72 * HOUR),
        attendanceStatus: options.attendanceStatus ?? (status === 'COMPLETED' ? 'CONFIRMED' : 'PENDING'),
        providerWillAttendShift: options.providerWillAttendShift ?? false,
        providerEarningsCents: price.providerEarningsCents,
        shiftFeeCents: price.shiftFeeCents,
        creditsDeductedCents: 0,
        chargeId: options.chargeId ?? null,
        completedAt: status === 'COMPLETED' ? completedAt : null,
        updatedAt: now,
      })
      .where(eq(shifts.id, options.seatId))
    if (status !== 'CANCELED') await tx.update(shiftGroups).set({ filledCount: sql`${shiftGroups.filledCount} + 1`, updatedAt: now }).where(eq(shiftGroups.id, group.id))
    if (options.applicationId) await tx.update(applications).set({ isHired: true }).where(eq(applications.id, options.applicationId))
  })
}

export interface ShiftOptions extends Omit<GroupOptions, 'quantity'> {
  /** Hired by this provider (the seat is open without one). */
  providerId?: string | null
  /** The hired seat's status (default FILLED). */
  seatStatus?: HireOptions['status']
  attendanceStatus?: AttendanceStatus
}

/** A one-seat shift group; its seat hired by `providerId` when given. */
export async function makeShift(server: TestServer, options: ShiftOptions) {
  const { providerId, seatStatus, attendanceStatus, ...group } = options
  const made = await makeShiftGroup(server, { ...group, quantity: 1 })
  const shiftId = made.seatIds[0]!
  if (providerId) await hireOnSeat(server, { seatId: shiftId, providerId, status: seatStatus, attendanceStatus })
  return { group: made.group, shiftGroupId: made.group.id, shiftId }
}

/** A shift the provider worked: started two days ago (unless `startsAt` says otherwise), its seat COMPLETED. */
export function makeCompletedShift(server: TestServer, options: Omit<ShiftOptions, 'providerId' | 'seatStatus'> & { providerId: string }) {
  return makeShift(server, { startsAt: new Date(server.clock.now().getTime() - 48 * HOUR), ...options, seatStatus: 'COMPLETED' })
}

export interface ApplicationOptions {
  providerId: string
  /** The group applied to; without it, a new open group at `facilityId` four days from now. */
  shiftGroupId?: string
  facilityId?: string
  status?: ApplicationStatus
  isHired?: boolean
  message?: string | null
  createdAt?: Date
  expiresAt?: Date | null
}

/** The provider's application to a shift group. */
export async function makeApplication(server: TestServer, options: ApplicationOptions) {
  let shiftGroupId = options.shiftGroupId
  if (!shiftGroupId) {
    if (!options.facilityId) throw new Error('makeApplication needs a shiftGroupId or a facilityId')
    shiftGroupId = (await makeShiftGroup(server, { facilityId: options.facilityId, daysFromNow: 4 })).group.id
  }
  const createdAt = options.createdAt ?? server.clock.now()
  const [row] = await server.ctx.db.write((tx) =>
    tx
      .insert(applications)
      .values({
        shiftGroupId,
        providerId: options.providerId,
        status: options.status ?? 'PENDING',
        isHired: options.isHired ?? false,
        message: options.message === undefined ? 'Happy to help out.' : options.message,
        expiresAt: options.expiresAt ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning(),
  )
  return row!
}

/** A facility's rating of the provider for a seat; `averageScore` is the mean of the scores. */
export async function makeProviderRating(
  server: TestServer,
  options: { shiftId: string; providerId: string; facilityId: string; scores: { category: string; score: number }[]; createdAt?: Date },
) {
  const averageScore = options.scores.reduce((a, s) => a + s.score, 0) / options.scores.length
  const [row] = await server.ctx.db.write((tx) =>
    tx
      .insert(ratings)
      .values({
        shiftId: options.shiftId,
        raterKind: 'FACILITY',
        providerId: options.providerId,
        facilityId: options.facilityId,
        scores: options.scores,
        averageScore,
        createdAt: options.createdAt ?? server.clock.now(),
      })
      .returning(),
  )
  return row!
}
