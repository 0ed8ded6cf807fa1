/**
 * Test data for ratings, reputation, licenses and facility–provider relations: people through
 * the sign-up API (so they are real), shifts and applications straight into the database (so a
 * test can have a completed shift without going through hiring and payment).
 */
import { eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { TeamRole, OrganizationRole } from '../../../shared/enums'
import * as schema from '../../db/schema'
import type { ApplicationStatus, AttendanceStatus, ShiftStatus } from '../../db/schema/shifts'
import { facilitySignUp, providerSignUp } from '../../test/factories'
import { TEST_ADMIN, type TestServer } from '../../test/harness'
import { createSession } from '../../sessions'

const HOUR = 3_600_000
let counter = 0
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`

export interface OrganizationFixture {
  token: string
  organizationId: string
  facilityId: string
  userId: string
}

export async function newOrganization(server: TestServer, overrides: Record<string, unknown> = {}): Promise<OrganizationFixture> {
  const res = await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp(overrides) })
  if (res.status !== 201) throw new Error(`facility sign-up failed: ${res.status} ${res.text}`)
  return { token: res.body.token, organizationId: res.body.organizationId, facilityId: res.body.id, userId: res.body.userId }
}

/** A second facility of an organization, copying the first one's place. */
export async function addFacility(server: TestServer, organizationId: string, name = `Branch ${unique()}`): Promise<string> {
  return server.ctx.db.write(async (tx) => {
    const first = await tx.select().from(schema.facilities).where(eq(schema.facilities.organizationId, organizationId)).get()
    const { id: _id, ...place } = first!
    const [row] = await tx.insert(schema.facilities).values({ ...place, name }).returning({ id: schema.facilities.id })
    return row!.id
  })
}

/** A signed-in member of an organization; a MEMBER with `facilityIds` is limited to them. */
export async function addMember(server: TestServer, organizationId: string, role: OrganizationRole, facilityIds: string[] = []): Promise<string> {
  return server.ctx.db.write(async (tx) => {
    const [user] = await tx
      .insert(schema.users)
      .values({ email: `member-${unique()}@pharmacy.test`, passwordHash: 'not-used', userType: 'FACILITY', firstName: 'Sam', lastName: 'Reyes' })
      .returning({ id: schema.users.id })
    const [member] = await tx.insert(schema.organizationMembers).values({ organizationId, userId: user!.id, role }).returning({ id: schema.organizationMembers.id })
    for (const facilityId of facilityIds) await tx.insert(schema.organizationMemberFacilities).values({ memberId: member!.id, facilityId })
    return createSession(server.ctx, tx, { userId: user!.id })
  })
}

export interface ProviderFixture {
  token: string
  providerId: string
  userId: string
}

export async function newProvider(server: TestServer, overrides: Parameters<typeof providerSignUp>[0] = {}): Promise<ProviderFixture> {
  const res = await server.call('POST', '/api/sign-up/provider', { body: providerSignUp(overrides) })
  if (res.status !== 201) throw new Error(`provider sign-up failed: ${res.status} ${res.text}`)
  return { token: res.body.token, providerId: res.body.providerId, userId: res.body.userId }
}

/** The bootstrap ADMIN's token, or a new team member of another role. */
export async function teamToken(server: TestServer, role: TeamRole = 'ADMIN'): Promise<string> {
  if (role === 'ADMIN') return (await server.call('POST', '/api/admin/login', { body: TEST_ADMIN })).body.token
  return server.ctx.db.write(async (tx) => {
    const [member] = await tx
      .insert(schema.teamMembers)
      .values({ email: `team-${unique()}@marketplace.test`, passwordHash: 'not-used', firstName: 'Pat', lastName: 'Quinn', role })
      .returning({ id: schema.teamMembers.id })
    return createSession(server.ctx, tx, { teamMemberId: member!.id })
  })
}

export interface ShiftOptions {
  facilityId: string
  providerId?: string | null
  status?: ShiftStatus
  attendanceStatus?: AttendanceStatus
  /** Start of the shift; default two days ago (by the server's clock). */
  startsAt?: Date
  hours?: number
  title?: string
}

/** A one-seat shift group at a facility, hired and completed by default. */
export async function insertShift(server: TestServer, options: ShiftOptions): Promise<{ shiftGroupId: string; shiftId: string }> {
  const status = options.status ?? 'COMPLETED'
  const startsAt = options.startsAt ?? new Date(server.clock.now().getTime() - 48 * HOUR)
  const endsAt = new Date(startsAt.getTime() + (options.hours ?? 8) * HOUR)
  const providerId = options.providerId === undefined ? null : options.providerId
  return server.ctx.db.write(async (tx) => {
    const facility = (await tx.select().from(schema.facilities).where(eq(schema.facilities.id, options.facilityId)).get())!
    const hhmm = (d: Date) => d.toISOString().slice(11, 16)
    const [group] = await tx
      .insert(schema.shiftGroups)
      .values({
        organizationId: facility.organizationId,
        facilityId: facility.id,
        postId: uuidv7(),
        title: options.title ?? 'Staff pharmacist',
        description: 'Cover the pharmacy counter: verification, counselling and immunizations.',
        providerType: 'PHARMACIST',
        locationType: 'ON_SITE',
        rateCents: 6500,
        percentageFee: 25,
        date: startsAt.toISOString().slice(0, 10),
        startTime: hhmm(startsAt),
        endTime: hhmm(endsAt),
        startsAt,
        endsAt,
        quantity: 1,
        filledCount: providerId && status !== 'OPEN' && status !== 'CANCELED' ? 1 : 0,
        status: status === 'OPEN' ? 'OPEN' : 'CLOSED',
        state: facility.state,
        city: facility.city,
        zipCode: facility.zipCode,
        latitude: facility.latitude,
        longitude: facility.longitude,
        timeZone: facility.timeZone,
      })
      .returning({ id: schema.shiftGroups.id })
    const [shift] = await tx
      .insert(schema.shifts)
      .values({
        shiftGroupId: group!.id,
        organizationId: facility.organizationId,
        facilityId: facility.id,
        seat: 1,
        status,
        providerId,
        hiredAt: providerId ? new Date(startsAt.getTime() - 72 * HOUR) : null,
        attendanceStatus: options.attendanceStatus ?? (status === 'COMPLETED' ? 'CONFIRMED' : 'PENDING'),
        completedAt: status === 'COMPLETED' ? new Date(endsAt.getTime() + HOUR) : null,
      })
      .returning({ id: schema.shifts.id })
    return { shiftGroupId: group!.id, shiftId: shift!.id }
  })
}

/** An application of a provider to a shift group. */
export async function insertApplication(
  server: TestServer,
  { shiftGroupId, providerId, status = 'PENDING', isHired = false }: { shiftGroupId: string; providerId: string; status?: ApplicationStatus; isHired?: boolean },
): Promise<string> {
  const [row] = await server.ctx.db.write((tx) =>
    tx.insert(schema.applications).values({ shiftGroupId, providerId, status, isHired }).returning({ id: schema.applications.id }),
  )
  return row!.id
}

/** An open shift at the facility with the provider's pending application: the provider is then "known" to the facility. */
export async function applyTo(server: TestServer, facilityId: string, providerId: string, status: ApplicationStatus = 'PENDING') {
  const { shiftGroupId } = await insertShift(server, { facilityId, status: 'OPEN', startsAt: new Date(server.clock.now().getTime() + 96 * HOUR) })
  const applicationId = await insertApplication(server, { shiftGroupId, providerId, status })
  return { shiftGroupId, applicationId }
}

export const allCategories = <T extends readonly string[]>(categories: T, score: number) => categories.map((category) => ({ category, score }))
