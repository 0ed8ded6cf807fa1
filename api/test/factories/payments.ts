/**
 * Payments: charges written straight to the database, and calls that work on either payment
 * adapter (the sandbox, or the Stripe adapter on its local double): attach a card, send a signed
 * webhook, follow an onboarding link.
 */
import { eq } from 'drizzle-orm'
import { charges, shifts } from '../../db/schema'
import { sandboxWebhookSecret } from '../../integrations/payments/sandbox'
import { signStripePayload } from '../../integrations/payments/webhook-signature'
import type { TestServer } from '../harness'
import { unique } from './internal'

/** A charge for the seat, in the given state, recorded as the seat's charge. */
export async function makeCharge(server: TestServer, options: { shiftId: string; status: 'PENDING' | 'SUCCEEDED' | 'FAILED'; amountCents: number; paymentMethodId?: string }) {
  const seat = (await server.ctx.db.read.select().from(shifts).where(eq(shifts.id, options.shiftId)).get())!
  const now = server.clock.now()
  return server.ctx.db.write(async (tx) => {
    const [row] = await tx
      .insert(charges)
      .values({
        organizationId: seat.organizationId,
        facilityId: seat.facilityId,
        shiftId: seat.id,
        paymentMethodId: options.paymentMethodId ?? 'pm-test',
        amountCents: options.amountCents,
        status: options.status,
        idempotencyKey: `charge-${unique()}`,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    await tx.update(shifts).set({ chargeId: row!.id, updatedAt: now }).where(eq(shifts.id, seat.id))
    return row!
  })
}

/**
 * `POST /api/payment-method/attach-card` as the facility user holding `token`, for `facilityId`,
 * with the processor's test token `card` (default `tok_visa`); answers the response.
 */
export function attachCard(server: TestServer, options: { token: string; facilityId: string; card?: string }) {
  return server.call('POST', '/api/payment-method/attach-card', { token: options.token, body: { token: options.card ?? 'tok_visa', facilityId: options.facilityId } })
}

/** The webhook signing secret of whichever adapter the server runs. */
export function webhookSecretOf(server: TestServer): string {
  return server.ctx.config.stripe?.webhookSecret ?? sandboxWebhookSecret(server.ctx.secret)
}

/** A processor event to `POST /api/stripe/webhook`, signed with the server's secret unless given another. */
export async function sendWebhook(server: TestServer, event: { id: string; type: string; object: Record<string, unknown> }, secret = webhookSecretOf(server)) {
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
