/**
 * People: pharmacies and providers through the real sign-up calls (so every row sign-up writes is
 * there), admin-panel staff, and what is known of a provider (licenses, a shadow ban).
 */
import { eq } from 'drizzle-orm'
import { addDays, todayIn } from '../../../shared/domain/zoned-time'
import type { TeamRole } from '../../../shared/enums'
import { licenses, providers, teamMembers } from '../../db/schema'
import { TEST_ADMIN, type TestServer } from '../harness'
import { facilitySignUp, providerSignUp, type ProviderSignUpOverrides } from './bodies'
import { passwordHash, PASSWORD, unique } from './internal'

export interface TestOrganization {
  token: string
  organizationId: string
  /** The facility sign-up creates. */
  facilityId: string
  userId: string
  email: string
  password: string
}

/** A pharmacy signed up through `POST /api/sign-up/facility`: its owner's token, organization and first facility. */
export async function signUpOrganization(server: TestServer, overrides: Record<string, unknown> = {}): Promise<TestOrganization> {
  const body = facilitySignUp(overrides)
  const res = await server.call('POST', '/api/sign-up/facility', { body })
  if (res.status !== 201) throw new Error(`facility sign-up failed: ${res.status} ${res.text}`)
  return { token: res.body.token, organizationId: res.body.organizationId, facilityId: res.body.id, userId: res.body.userId, email: body.email, password: body.password }
}

export interface TestProvider {
  token: string
  providerId: string
  userId: string
  email: string
  password: string
}

/** A provider signed up through `POST /api/sign-up/provider` (with its unverified sign-up license). */
export async function signUpProvider(server: TestServer, overrides: ProviderSignUpOverrides = {}): Promise<TestProvider> {
  const body = providerSignUp(overrides)
  const res = await server.call('POST', '/api/sign-up/provider', { body })
  if (res.status !== 201) throw new Error(`provider sign-up failed: ${res.status} ${res.text}`)
  return { token: res.body.token, providerId: res.body.providerId, userId: res.body.userId, email: body.email, password: body.password }
}

/** A signed-in admin-panel token: the bootstrap ADMIN's, or a new team member's of another role. */
export async function teamToken(server: TestServer, role: TeamRole = 'ADMIN'): Promise<string> {
  const credentials = role === 'ADMIN' ? TEST_ADMIN : { email: `team-${unique()}@marketplace.test`, password: PASSWORD }
  if (role !== 'ADMIN') {
    const hash = await passwordHash()
    const now = server.clock.now()
    await server.ctx.db.write((tx) =>
      tx.insert(teamMembers).values({ email: credentials.email, passwordHash: hash, firstName: 'Pat', lastName: 'Quinn', role, createdAt: now, updatedAt: now }),
    )
  }
  const res = await server.call('POST', '/api/admin/login', { body: credentials })
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.text}`)
  return res.body.token
}

/** A license of the provider in `state`, verified unless told otherwise, expiring in a year. */
export async function makeLicense(server: TestServer, options: { providerId: string; state: string; isVerified?: boolean }) {
  const provider = (await server.ctx.db.read.select().from(providers).where(eq(providers.id, options.providerId)).get())!
  const isVerified = options.isVerified ?? true
  const now = server.clock.now()
  const [row] = await server.ctx.db.write((tx) =>
    tx
      .insert(licenses)
      .values({
        providerId: options.providerId,
        state: options.state,
        licenseNumber: `${options.state}-${unique()}`.toUpperCase(),
        expirationDate: addDays(todayIn('America/New_York', now), 365),
        providerType: provider.providerType,
        isVerified,
        verifiedAt: isVerified ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  )
  return row!
}

/** Hides the provider from facilities (their applications no longer count). */
export async function shadowBanProvider(server: TestServer, options: { providerId: string }) {
  await server.ctx.db.write((tx) => tx.update(providers).set({ isShadowBanned: true }).where(eq(providers.id, options.providerId)))
}
