/**
 * Sign-in throttling: too many failures for one e-mail, or from one address, inside a window
 * lock that key for a while (`429`). Kept in the database so it holds across restarts and
 * across server processes sharing a libSQL database.
 */
import { eq, inArray } from 'drizzle-orm'
import { TooManyRequestsError } from '../../errors'
import { loginThrottle } from '../../db/schema'
import { settings } from '../../settings'
import type { AppContext } from '../../context'

const MINUTE = 60_000

export function throttleKeys(scope: 'user' | 'team', email: string, ipAddress: string | null): { key: string; limit: number }[] {
  const keys: { key: string; limit: number }[] = [{ key: `${scope}:email:${email.toLowerCase()}`, limit: settings.auth.maxFailuresPerEmail }]
  if (ipAddress) keys.push({ key: `${scope}:ip:${ipAddress}`, limit: settings.auth.maxFailuresPerAddress })
  return keys
}

/** Throws 429 while any key is locked. */
export async function assertNotThrottled(ctx: AppContext, keys: { key: string }[]): Promise<void> {
  const now = ctx.clock.now().getTime()
  const rows = await ctx.db.read.select().from(loginThrottle).where(inArray(loginThrottle.key, keys.map((k) => k.key)))
  const lockedUntil = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0))
  if (lockedUntil > now) {
    const minutes = Math.ceil((lockedUntil - now) / MINUTE)
    throw new TooManyRequestsError(
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      Math.ceil((lockedUntil - now) / 1000),
    )
  }
}

export async function recordFailure(ctx: AppContext, keys: { key: string; limit: number }[]): Promise<void> {
  const now = ctx.clock.now()
  await ctx.db.write(async (tx) => {
    for (const { key, limit } of keys) {
      const row = await tx.select().from(loginThrottle).where(eq(loginThrottle.key, key)).get()
      const windowOpen = row && now.getTime() - row.windowStartedAt.getTime() < settings.auth.windowMinutes * MINUTE
      const failures = windowOpen ? row.failures + 1 : 1
      const lockedUntil = failures >= limit ? new Date(now.getTime() + settings.auth.lockMinutes * MINUTE) : null
      const values = { failures, windowStartedAt: windowOpen ? row.windowStartedAt : now, lockedUntil }
      if (row) await tx.update(loginThrottle).set(values).where(eq(loginThrottle.key, key))
      else await tx.insert(loginThrottle).values({ key, ...values })
    }
  })
}

/** A successful sign-in clears the e-mail's failures (the address keeps its count). */
export async function clearFailures(ctx: AppContext, keys: { key: string }[]): Promise<void> {
  const emailKeys = keys.filter((k) => k.key.includes(':email:')).map((k) => k.key)
  if (emailKeys.length) await ctx.db.write((tx) => tx.delete(loginThrottle).where(inArray(loginThrottle.key, emailKeys)))
}
