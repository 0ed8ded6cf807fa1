/**
 * Test data for the facility side: organizations and providers through the real sign-up calls,
 * and shift rows (groups, seats, applications, hires, ratings) inserted directly, with every
 * NOT NULL column filled the way the shift lifecycle fills it.
 */
import { eq, sql } from 'drizzle-orm'
import { seatPrice, slotMinutes } from '../../../../shared/domain/money'
import { addDays, todayIn, utcToZoned, zonedTimeToUtc } from '../../../../shared/domain/zoned-time'
import type { OrganizationRole } from '../../../../shared/enums'
import {
  applications,
  bans,
  charges,
  facilities,
  licenses,
  organizationMemberFacilities,
  organizationMembers,
  organizations,
  preferredProviders,
  providers,
  ratings,
  shiftGroups,
  shifts,
  users,
} from '../../../db/schema'
import { locateAddress } from '../../../integrations/geo/locate-address'
import { facilitySignUp, providerSignUp } from '../../../test/factories'
import type { TestServer } from '../../../test/harness'
import { hashPassword } from '../../identity/passwords'

let counter = 0
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`

export interface TestOrganization {
  token: string
  organizationId: string
  facilityId: string
  userId: string
}

export async function signUpOrganization(server: TestServer, overrides: Record<string, unknown> = {}): Promise<TestOrganization> {
  const res = await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp(overrides) })
  if (res.status !== 201) throw new Error(`facility sign-up failed: ${res.status} ${res.text}`)
  return { token: res.body.token, organizationId: res.body.organizationId, facilityId: res.body.id, userId: res.body.userId }
}

export interface TestProvider {
  token: string
  providerId: string
  userId: string
}

export async function signUpProvider(server: TestServer, overrides: Parameters<typeof providerSignUp>[0] = {}): Promise<TestProvider> {
  const res = await server.call('POST', '/api/sign-up/provider', { body: providerSignUp(overrides) })
  if (res.status !== 201) throw new Error(`provider sign-up failed: ${res.status} ${res.text}`)
  return { token: res.body.token, providerId: res.body.providerId, userId: res.body.userId }
}

/** Another facility of the organization, placed by its ZIP code like sign-up does. */
export async function addFacility(server: TestServer, organizationId: string, overrides: { name?: string; zipCode?: string; state?: string; city?: string } = {}) {
  const zipCode = overrides.zipCode ?? '75201'
  const state = overrides.state ?? 'TX'
  const location = locateAddress(zipCode, state)
  const [row] = await server.ctx.db.write((tx) =>
    tx
      .insert(facilities)
      .values({
        organizationId,
        name: overrides.name ?? `Uptown Pharmacy ${unique()}`,
        streetAddress: '2100 Ross Ave',
        city: overrides.city ?? 'Dallas',
        state,
        zipCode,
        latitude: location.latitude,
        longitude: location.longitude,
        timeZone: location.timeZone,
        phone: '(214) 555-0148',
      })
      .returning(),
  )
  return row!
}

/** A signed-in member of the organization; a MEMBER limited to `facilityIds` when given. */
export async function addMember(server: TestServer, organizationId: string, role: OrganizationRole, facilityIds: string[] = []) {
  const email = `member-${unique()}@pharmacy.test`
  const password = 'Str0ng-pass'
  const passwordHash = await hashPassword(password)
  const { userId, memberId } = await server.ctx.db.write(async (tx) => {
    const [user] = await tx.insert(users).values({ email, passwordHash, userType: 'FACILITY', firstName: 'Dana', lastName: 'Whitfield' }).returning({ id: users.id })
    const [member] = await tx.insert(organizationMembers).values({ organizationId, userId: user!.id, role }).returning({ id: organizationMembers.id })
    for (const facilityId of facilityIds) await tx.insert(organizationMemberFacilities).values({ memberId: member!.id, facilityId })
    return { userId: user!.id, memberId: member!.id }
  })
  const login = await server.call('POST', '/api/auth/login', { body: { email, password } })
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`)
  return { token: login.body.token as string, userId, memberId, email }
}

export interface GroupOptions {
  organizationId: string
  facilityId: string
  postId?: string
  title?: string
  /** Calendar days from today in the facility's zone (negative: in the past). */
  daysFromNow?: number
  /** Or an exact start; date and time of day follow in the facility's zone. */
  startsAt?: Date
  startTime?: string
  endTime?: string
  quantity?: number
  rateCents?: number
  percentageFee?: number
  lunchBreakMinutes?: number
  isLunchBreakPaid?: boolean
  status?: 'OPEN' | 'CLOSED' | 'CANCELED'
  providerType?: 'PHARMACIST' | 'TECHNICIAN' | 'INTERN'
  createdAt?: Date
  overrides?: Partial<typeof shiftGroups.$inferInsert>
}

/** A shift group with `quantity` open seats, as a post creates it. */
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
    date = addDays(todayIn(facility.timeZone, now), options.daysFromNow ?? 3)
  }
  const endTime = options.endTime ?? '17:30'
  const startsAt = zonedTimeToUtc(date, startTime, facility.timeZone)
  const endsAt = new Date(startsAt.getTime() + slotMinutes(startTime, endTime) * 60_000)
  const quantity = options.quantity ?? 1
  return server.ctx.db.write(async (tx) => {
    const [group] = await tx
      .insert(shiftGroups)
      .values({
        organizationId: options.organizationId,
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
      .values(Array.from({ length: quantity }, (_, i) => ({ shiftGroupId: group!.id, organizationId: options.organizationId, facilityId: facility.id, seat: i + 1 })))
      .returning({ id: shifts.id })
    return { group: group!, seatIds: seats.map((s) => s.id) }
  })
}

export interface ApplicationOptions {
  status?: 'PENDING' | 'CANCELED' | 'REJECTED' | 'SAVE_FOR_LATER'
  isHired?: boolean
  message?: string | null
  createdAt?: Date
  expiresAt?: Date | null
}

export async function makeApplication(server: TestServer, shiftGroupId: string, providerId: string, options: ApplicationOptions = {}) {
  const [row] = await server.ctx.db.write((tx) =>
    tx
      .insert(applications)
      .values({
        shiftGroupId,
        providerId,
        status: options.status ?? 'PENDING',
        isHired: options.isHired ?? false,
        message: options.message === undefined ? 'Happy to help out.' : options.message,
        expiresAt: options.expiresAt ?? null,
        createdAt: options.createdAt ?? server.clock.now(),
        updatedAt: options.createdAt ?? server.clock.now(),
      })
      .returning(),
  )
  return row!
}

/** Puts the provider on the seat, priced as the hire prices it. */
export async function hireOnSeat(
  server: TestServer,
  seatId: string,
  providerId: string,
  options: { status?: 'FILLED' | 'COMPLETED' | 'CANCELED'; attendanceStatus?: 'PENDING' | 'CONFIRMED' | 'ADJUSTED' | 'NO_SHOW' | 'AUTO_CONFIRMED'; providerWillAttendShift?: boolean; chargeId?: string | null; applicationId?: string } = {},
) {
  await server.ctx.db.write(async (tx) => {
    const seat = (await tx.select().from(shifts).where(eq(shifts.id, seatId)).get())!
    const group = (await tx.select().from(shiftGroups).where(eq(shiftGroups.id, seat.shiftGroupId)).get())!
    const price = seatPrice(group)
    const status = options.status ?? 'FILLED'
    await tx
      .update(shifts)
      .set({
        status,
        providerId,
        applicationId: options.applicationId ?? null,
        hiredAt: server.clock.now(),
        attendanceStatus: options.attendanceStatus ?? (status === 'COMPLETED' ? 'CONFIRMED' : 'PENDING'),
        providerWillAttendShift: options.providerWillAttendShift ?? false,
        providerEarningsCents: price.providerEarningsCents,
        shiftFeeCents: price.shiftFeeCents,
        creditsDeductedCents: 0,
        chargeId: options.chargeId ?? null,
        completedAt: status === 'COMPLETED' ? server.clock.now() : null,
      })
      .where(eq(shifts.id, seatId))
    if (status !== 'CANCELED') await tx.update(shiftGroups).set({ filledCount: sql`${shiftGroups.filledCount} + 1` }).where(eq(shiftGroups.id, group.id))
    if (options.applicationId) await tx.update(applications).set({ isHired: true }).where(eq(applications.id, options.applicationId))
  })
}

export async function makeCharge(server: TestServer, seatId: string, options: { status: 'PENDING' | 'SUCCEEDED' | 'FAILED'; amountCents: number; paymentMethodId?: string }) {
  const seat = (await server.ctx.db.read.select().from(shifts).where(eq(shifts.id, seatId)).get())!
  const [row] = await server.ctx.db.write((tx) =>
    tx
      .insert(charges)
      .values({
        organizationId: seat.organizationId,
        facilityId: seat.facilityId,
        shiftId: seat.id,
        paymentMethodId: options.paymentMethodId ?? 'pm-test',
        amountCents: options.amountCents,
        status: options.status,
        idempotencyKey: `charge-${unique()}`,
      })
      .returning(),
  )
  await server.ctx.db.write((tx) => tx.update(shifts).set({ chargeId: row!.id }).where(eq(shifts.id, seatId)))
  return row!
}

/** A facility's rating of the provider for a seat; `averageScore` is the mean of the scores. */
export async function rateProvider(server: TestServer, seatId: string, providerId: string, facilityId: string, scores: { category: string; score: number }[], createdAt?: Date) {
  const averageScore = scores.reduce((a, s) => a + s.score, 0) / scores.length
  await server.ctx.db.write((tx) =>
    tx.insert(ratings).values({ shiftId: seatId, raterKind: 'FACILITY', providerId, facilityId, scores, averageScore, createdAt: createdAt ?? server.clock.now() }),
  )
}

export async function verifyLicense(server: TestServer, providerId: string, state: string) {
  const provider = (await server.ctx.db.read.select().from(providers).where(eq(providers.id, providerId)).get())!
  await server.ctx.db.write((tx) =>
    tx.insert(licenses).values({
      providerId,
      state,
      licenseNumber: `${state}-${unique()}`.toUpperCase(),
      expirationDate: addDays(todayIn('America/New_York', server.clock.now()), 365),
      providerType: provider.providerType,
      isVerified: true,
      verifiedAt: server.clock.now(),
    }),
  )
}

export async function preferProvider(server: TestServer, facilityId: string, providerId: string) {
  await server.ctx.db.write((tx) => tx.insert(preferredProviders).values({ facilityId, providerId }))
}

export async function banProvider(server: TestServer, organizationId: string, providerId: string, facilityId: string | null) {
  await server.ctx.db.write((tx) => tx.insert(bans).values({ organizationId, facilityId, providerId, kind: facilityId ? 'BAN' : 'HARD_BAN', reason: 'Repeated late arrivals' }))
}

export async function shadowBanProvider(server: TestServer, providerId: string) {
  await server.ctx.db.write((tx) => tx.update(providers).set({ isShadowBanned: true }).where(eq(providers.id, providerId)))
}

export async function setCredits(server: TestServer, organizationId: string, creditsInCents: number) {
  await server.ctx.db.write((tx) => tx.update(organizations).set({ creditsInCents }).where(eq(organizations.id, organizationId)))
}
