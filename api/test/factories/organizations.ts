/**
 * Organizations: more facilities and members than sign-up makes, credits, and the providers a
 * facility prefers or bans.
 */
import { eq } from 'drizzle-orm'
import type { OrganizationRole } from '../../../shared/enums'
import { bans, facilities, organizationMemberFacilities, organizationMembers, organizations, preferredProviders, users } from '../../db/schema'
import { locateAddress } from '../../integrations/geo/locate-address'
import type { TestServer } from '../harness'
import { passwordHash, PASSWORD, unique } from './internal'

/** Another facility of the organization, placed by its ZIP code like sign-up does (Dallas unless told). */
export async function makeFacility(server: TestServer, options: { organizationId: string; name?: string; zipCode?: string; state?: string; city?: string }) {
  const zipCode = options.zipCode ?? '75201'
  const state = options.state ?? 'TX'
  const location = locateAddress(zipCode, state)
  const now = server.clock.now()
  const [row] = await server.ctx.db.write((tx) =>
    tx
      .insert(facilities)
      .values({
        organizationId: options.organizationId,
        name: options.name ?? `Uptown Pharmacy ${unique()}`,
        streetAddress: '2100 Ross Ave',
        city: options.city ?? 'Dallas',
        state,
        zipCode,
        latitude: location.latitude,
        longitude: location.longitude,
        timeZone: location.timeZone,
        phone: '(214) 555-0148',
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  )
  return row!
}

export interface TestMember {
  token: string
  userId: string
  memberId: string
  email: string
}

/** A signed-in member of the organization (through `POST /api/auth/login`); a MEMBER limited to `facilityIds` when given. */
export async function makeMember(server: TestServer, options: { organizationId: string; role: OrganizationRole; facilityIds?: string[] }): Promise<TestMember> {
  const email = `member-${unique()}@pharmacy.test`
  const hash = await passwordHash()
  const now = server.clock.now()
  const { userId, memberId } = await server.ctx.db.write(async (tx) => {
    const [user] = await tx.insert(users).values({ email, passwordHash: hash, userType: 'FACILITY', firstName: 'Dana', lastName: 'Whitfield', createdAt: now, updatedAt: now }).returning({ id: users.id })
    const [member] = await tx.insert(organizationMembers).values({ organizationId: options.organizationId, userId: user!.id, role: options.role, createdAt: now }).returning({ id: organizationMembers.id })
    for (const facilityId of options.facilityIds ?? []) await tx.insert(organizationMemberFacilities).values({ memberId: member!.id, facilityId })
    return { userId: user!.id, memberId: member!.id }
  })
  const login = await server.call('POST', '/api/auth/login', { body: { email, password: PASSWORD } })
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`)
  return { token: login.body.token as string, userId, memberId, email }
}

export async function setCredits(server: TestServer, options: { organizationId: string; creditsInCents: number }) {
  await server.ctx.db.write((tx) => tx.update(organizations).set({ creditsInCents: options.creditsInCents }).where(eq(organizations.id, options.organizationId)))
}

export async function creditsOf(server: TestServer, organizationId: string): Promise<number> {
  const row = await server.ctx.db.read.select({ credits: organizations.creditsInCents }).from(organizations).where(eq(organizations.id, organizationId)).get()
  return row!.credits
}

/** The facility's preferred provider. */
export async function makePreferredProvider(server: TestServer, options: { facilityId: string; providerId: string }) {
  await server.ctx.db.write((tx) => tx.insert(preferredProviders).values({ facilityId: options.facilityId, providerId: options.providerId, createdAt: server.clock.now() }))
}

/** A ban of the provider at one facility, or across the organization (a HARD_BAN) without `facilityId`. */
export async function makeBan(server: TestServer, options: { organizationId: string; providerId: string; facilityId?: string | null }) {
  const facilityId = options.facilityId ?? null
  await server.ctx.db.write((tx) =>
    tx.insert(bans).values({ organizationId: options.organizationId, facilityId, providerId: options.providerId, kind: facilityId ? 'BAN' : 'HARD_BAN', reason: 'Repeated late arrivals', createdAt: server.clock.now() }),
  )
}
