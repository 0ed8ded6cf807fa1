/**
 * Test support for the payments suites: tenants, members limited to facilities, hired shifts
 * written straight to the database (the shift lifecycle has its own suites), and helpers that
 * work on either payment adapter (the sandbox or the Stripe adapter on its local double).
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { facilities, organizationMemberFacilities, organizationMembers, organizations, shiftGroups, shifts, users } from '../../db/schema'
import { sandboxWebhookSecret } from '../../integrations/payments/sandbox'
import { signStripePayload } from '../../integrations/payments/webhook-signature'
import { facilitySignUp, providerSignUp } from '../../test/factories'
import type { TestServer } from '../../test/harness'
import { createSession } from '../../sessions'

export interface Tenant {
  token: string
  organizationId: string
  facilityId: string
  userId: string
}

export async function newTenant(server: TestServer, overrides: Record<string, unknown> = {}): Promise<Tenant> {
  const res = await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp(overrides) })
  if (res.status !== 201) throw new Error(`facility sign-up failed: ${res.status} ${res.text}`)
  return { token: res.body.token, organizationId: res.body.organizationId, facilityId: res.body.id, userId: res.body.userId }
}

export async function newProvider(server: TestServer): Promise<{ token: string; providerId: string; userId: string }> {
  const res = await server.call('POST', '/api/sign-up/provider', { body: providerSignUp() })
  if (res.status !== 201) throw new Error(`provider sign-up failed: ${res.status} ${res.text}`)
  return { token: res.body.token, providerId: res.body.providerId, userId: res.body.userId }
}

/** Another facility of the organization. */
export async function addFacility(ctx: AppContext, organizationId: string, name = 'Eastside Pharmacy'): Promise<string> {
  return ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    const [row] = await tx
      .insert(facilities)
      .values({ organizationId, name, streetAddress: '9 Main St', city: 'Austin', state: 'TX', zipCode: '78701', latitude: 30.27, longitude: -97.74, timeZone: 'America/Chicago', createdAt: now, updatedAt: now })
      .returning({ id: facilities.id })
    return row!.id
  })
}

/** A member of the organization, limited to `facilityIds` when given; answers their token. */
export async function addMember(ctx: AppContext, organizationId: string, role: 'OWNER' | 'ADMIN' | 'MEMBER', facilityIds: string[] = []): Promise<string> {
  return ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    const [user] = await tx
      .insert(users)
      .values({ email: `member-${crypto.randomUUID()}@pharmacy.test`, passwordHash: 'not-used', userType: 'FACILITY', firstName: 'Sam', lastName: 'Lee', createdAt: now, updatedAt: now })
      .returning({ id: users.id })
    const [member] = await tx.insert(organizationMembers).values({ organizationId, userId: user!.id, role, createdAt: now }).returning({ id: organizationMembers.id })
    for (const facilityId of facilityIds) await tx.insert(organizationMemberFacilities).values({ memberId: member!.id, facilityId })
    return createSession(ctx, tx, { userId: user!.id })
  })
}

export async function setCredits(ctx: AppContext, organizationId: string, cents: number): Promise<void> {
  await ctx.db.write((tx) => tx.update(organizations).set({ creditsInCents: cents }).where(eq(organizations.id, organizationId)))
}

export async function creditsOf(ctx: AppContext, organizationId: string): Promise<number> {
  const row = await ctx.db.read.select({ credits: organizations.creditsInCents }).from(organizations).where(eq(organizations.id, organizationId)).get()
  return row!.credits
}

/** A one-seat shift group with the seat hired by `providerId` (or open). */
export async function insertShift(
  ctx: AppContext,
  input: { organizationId: string; facilityId: string; providerId?: string | null; title?: string; date?: string; paymentMethodId?: string | null; isAutoHireEnabled?: boolean; status?: 'OPEN' | 'CLOSED' | 'CANCELED' },
): Promise<{ shiftGroupId: string; shiftId: string }> {
  return ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    const date = input.date ?? '2031-03-14'
    const startsAt = new Date(`${date}T15:00:00.000Z`)
    const [group] = await tx
      .insert(shiftGroups)
      .values({
        organizationId: input.organizationId,
        facilityId: input.facilityId,
        postId: crypto.randomUUID(),
        title: input.title ?? 'Pharmacist — retail counter',
        description: 'Fill prescriptions, counsel patients and give immunizations at a busy retail counter.',
        providerType: 'PHARMACIST',
        locationType: 'ON_SITE',
        rateCents: 6000,
        percentageFee: 25,
        date,
        startTime: '09:00',
        endTime: '17:00',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 8 * 3_600_000),
        quantity: 1,
        filledCount: input.providerId ? 1 : 0,
        status: input.status ?? 'OPEN',
        isAutoHireEnabled: input.isAutoHireEnabled ?? false,
        paymentMethodId: input.paymentMethodId ?? null,
        state: 'TX',
        city: 'Austin',
        zipCode: '78701',
        latitude: 30.27,
        longitude: -97.74,
        timeZone: 'America/Chicago',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: shiftGroups.id })
    const [seat] = await tx
      .insert(shifts)
      .values({
        shiftGroupId: group!.id,
        organizationId: input.organizationId,
        facilityId: input.facilityId,
        seat: 1,
        status: input.providerId ? 'FILLED' : 'OPEN',
        providerId: input.providerId ?? null,
        hiredAt: input.providerId ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: shifts.id })
    return { shiftGroupId: group!.id, shiftId: seat!.id }
  })
}

export async function attachCard(server: TestServer, tenant: Tenant, token = 'tok_visa', facilityId = tenant.facilityId) {
  return server.call('POST', '/api/payment-method/attach-card', { token: tenant.token, body: { token, facilityId } })
}

/** The webhook signing secret of whichever adapter the server runs. */
export function webhookSecretOf(ctx: AppContext): string {
  return ctx.config.stripe?.webhookSecret ?? sandboxWebhookSecret(ctx.secret)
}

export async function sendWebhook(server: TestServer, event: { id: string; type: string; object: Record<string, unknown> }, secret = webhookSecretOf(server.ctx)) {
  const payload = JSON.stringify({ id: event.id, object: 'event', type: event.type, created: Math.floor(server.clock.now().getTime() / 1000), data: { object: event.object } }, null, 2)
  const signature = await signStripePayload(payload, secret, server.clock.now())
  return server.call('POST', '/api/stripe/webhook', { body: payload, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } })
}

/** Follows an onboarding link like the provider's browser: the sandbox's page, or the Stripe double's. */
export async function visitOnboardingLink(server: TestServer, url: string): Promise<{ status: number; location: string | null }> {
  if (url.startsWith(server.ctx.config.publicUrl)) {
    const res = await server.call('GET', url.slice(server.ctx.config.publicUrl.length))
    return { status: res.status, location: res.headers.get('location') }
  }
  const res = await fetch(url, { redirect: 'manual' })
  return { status: res.status, location: res.headers.get('location') }
}

