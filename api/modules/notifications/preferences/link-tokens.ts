/**
 * The token in every preferences and unsubscribe link: the user's id and an HMAC of it under a
 * key drawn from the app secret for this one purpose, so it opens nothing but this user's
 * notification preferences, and a token of another purpose (a realtime ticket, a signed file
 * URL) is never one of these. It does not lapse: an unsubscribe link in a year-old e-mail must
 * still work (RFC 8058), and it grants no more than the preferences page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AppContext } from '../../../context'

const PURPOSE = 'notification-preferences-links/v1'

function signature(secret: string, userId: string): string {
  const key = createHmac('sha256', secret).update(PURPOSE).digest()
  return createHmac('sha256', key).update(userId).digest('base64url')
}

export function preferencesToken(ctx: AppContext, userId: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${signature(ctx.secret, userId)}`
}

/** The user a token names, or null when it is forged or malformed. */
export function userOfPreferencesToken(ctx: AppContext, token: string): string | null {
  if (token.length > 300) return null
  const [encoded, given, ...rest] = token.split('.')
  if (!encoded || !given || rest.length || !/^[\w-]+$/.test(encoded)) return null
  const userId = Buffer.from(encoded, 'base64url').toString()
  if (!userId || Buffer.from(userId).toString('base64url') !== encoded) return null
  const expected = Buffer.from(signature(ctx.secret, userId))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? userId : null
}

/** The PWA's preferences page for this user, and the RFC 8058 one-click address for mail headers. */
export function unsubscribeUrlFor(ctx: AppContext, userId: string): { preferencesUrl: string; oneClickUrl: string } {
  const base = ctx.config.publicUrl.replace(/\/+$/, '')
  const token = encodeURIComponent(preferencesToken(ctx, userId))
  return { preferencesUrl: `${base}/preferences?token=${token}`, oneClickUrl: `${base}/api/unsubscribe-to-notifications?token=${token}` }
}

/** RFC 8058 headers of a regular e-mail: the one-click address, and that a POST of it unsubscribes. */
export function listUnsubscribeHeaders(ctx: AppContext, userId: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrlFor(ctx, userId).oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}
