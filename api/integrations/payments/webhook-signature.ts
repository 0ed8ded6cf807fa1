/**
 * Stripe's webhook signature (`stripe-signature: t=…,v1=…`, HMAC-SHA256 over `t.body`), checked
 * with the SDK's own verifier. Under Bun the SDK is its web build, where only the async verifier
 * works. Both gateways use it: Stripe with STRIPE_WEBHOOK_SECRET, the sandbox with its own secret.
 */
import Stripe from 'stripe'
import { ValidationError } from '../../errors'
import type { ProcessorEvent } from './gateway'

/** Events older than this (by their signed timestamp) are refused, as Stripe recommends. */
const TOLERANCE_SECONDS = 300

export async function verifyStripeSignature(rawBody: string, signature: string | null, secret: string, now: Date): Promise<ProcessorEvent> {
  if (!signature) throw ValidationError.field('stripe-signature', 'The stripe-signature header is required')
  let event: { id?: unknown; type?: unknown; data?: { object?: unknown } }
  try {
    event = (await Stripe.webhooks.constructEventAsync(rawBody, signature, secret, TOLERANCE_SECONDS, undefined, now.getTime())) as never
  } catch {
    throw ValidationError.field('stripe-signature', 'The webhook signature is not valid')
  }
  if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object' || event.data.object === null) {
    throw ValidationError.field('body', 'The webhook body is not a Stripe event')
  }
  return { id: event.id, type: event.type, object: event.data.object as Record<string, unknown> }
}

/** Signs a payload like Stripe does, for tests and the local Stripe double. */
export function signStripePayload(payload: string, secret: string, now: Date): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp: Math.floor(now.getTime() / 1000) })
}
