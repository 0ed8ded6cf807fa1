/**
 * The short-lived ticket that opens a user's real-time socket (`GET /user/create-ticket`, spec 000
 * §7). A browser cannot put a bearer token on a WebSocket upgrade, and a session token in a URL
 * would land in logs; the ticket is signed with the app secret, names one user, and lapses after
 * a minute, so one seen in a log is useless by the time anyone reads it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AppContext } from '../context'

export const TICKET_LIFETIME_SECONDS = 60

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`realtime-ticket:${payload}`).digest('base64url')

export function issueRealtimeTicket(ctx: AppContext, userId: string): { token: string; expiresIn: number } {
  const payload = Buffer.from(`${userId}.${ctx.clock.now().getTime() + TICKET_LIFETIME_SECONDS * 1000}`).toString('base64url')
  return { token: `${payload}.${sign(ctx.secret, payload)}`, expiresIn: TICKET_LIFETIME_SECONDS }
}

/** The user the ticket names, or null when it is forged, malformed or lapsed. */
export function userOfRealtimeTicket(ctx: AppContext, token: string | undefined): string | null {
  if (!token || token.length > 300) return null
  const [payload, signature, ...rest] = token.split('.')
  if (!payload || !signature || rest.length) return null
  const expected = Buffer.from(sign(ctx.secret, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const [userId, expiresAt] = Buffer.from(payload, 'base64url').toString().split('.')
  if (!userId || !expiresAt || Number(expiresAt) < ctx.clock.now().getTime()) return null
  return userId
}
