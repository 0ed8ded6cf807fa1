/**
 * Sign-in throttling: five attempts per e-mail and twenty per address inside 15 minutes, then
 * that key is locked for 15 minutes (`429` with Retry-After). Kept in the database so it holds
 * across restarts and across the server's processes.
 *
 * Atomic: an attempt is reserved — counted, or refused once a key is used up — in one write
 * transaction BEFORE its password is checked, and given back when the password was right
 * (`settleSuccessfulSignIn`). Checking, verifying and recording as three steps let thirty
 * simultaneous guesses all pass the check before the first failure was recorded; reserving
 * first, the sixth of thirty simultaneous guesses for one e-mail already finds five counted.
 * Writes are serialised across processes (`BEGIN IMMEDIATE`; serve-only processes pass every
 * write on to the first), so the count is one count.
 *
 * A lock-out the attacker cannot aim at the owner (docs/decisions.md "Sign-in lock-out the owner
 * walks past"): from an address the account signed in from before (`known_sign_in_addresses`,
 * within `knownAddressDays`) an attempt is not held by the e-mail's shared count, which anyone
 * can use up, but by a count of its own for that e-mail and address (the same five), beside the
 * address's twenty.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { TooManyRequestsError } from '../../errors'
import { knownSignInAddresses, loginThrottle } from '../../db/schema'
import type { Tx } from '../../db/client'
import { addressBucket, tryAgainIn } from '../../lib/rate-limits'
import { settings } from '../../settings'
import type { AppContext } from '../../context'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** Who is signing in: the marketplace's users, or the admin panel's team. */
export type SignInScope = 'user' | 'team'

/** An attempt counted by `reserveSignInAttempt`, to be settled if its password was right. */
export interface SignInAttempt {
  /** The e-mail's key (shared, or this known address's own): cleared by a success. */
  emailKey: string
  /** The address's key: a success gives its one attempt back. */
  addressKey: string | null
  /** The address as counted (IPv6 by its /64), remembered for the account on success. */
  address: string | null
}

/** `user:<id>` or `team:<id>`: whose addresses `known_sign_in_addresses` lists. */
export function signInAccount(scope: SignInScope, id: string): string {
  return `${scope}:${id}`
}

/**
 * Counts this attempt against the e-mail and the address, or throws 429 (counting nothing) while
 * either is locked. `account` is the account the e-mail names, if any, so that an address it
 * signed in from before is counted on its own.
 */
export async function reserveSignInAttempt(
  ctx: AppContext,
  { scope, email, account, ipAddress }: { scope: SignInScope; email: string; account: string | null; ipAddress: string | null },
): Promise<SignInAttempt> {
  const address = ipAddress ? addressBucket(ipAddress) : null
  const now = ctx.clock.now()
  return ctx.db.write(async (tx) => {
    const known = account && address ? await isKnownAddress(tx, account, address, now) : false
    const emailKey = known ? `${scope}:email:${email}:from:${address}` : `${scope}:email:${email}`
    const addressKey = address ? `${scope}:ip:${address}` : null
    const keys = [
      { key: emailKey, limit: settings.auth.maxFailuresPerEmail },
      ...(addressKey ? [{ key: addressKey, limit: settings.auth.maxFailuresPerAddress }] : []),
    ]
    const rows = new Map((await tx.select().from(loginThrottle).where(inArray(loginThrottle.key, keys.map((k) => k.key)))).map((r) => [r.key, r]))
    const lockedUntil = Math.max(0, ...[...rows.values()].map((r) => r.lockedUntil?.getTime() ?? 0))
    if (lockedUntil > now.getTime()) {
      const seconds = Math.ceil((lockedUntil - now.getTime()) / 1000)
      throw new TooManyRequestsError(`Too many failed sign-in attempts. ${tryAgainIn(seconds)}`, seconds)
    }
    for (const { key, limit } of keys) {
      const row = rows.get(key)
      const windowOpen = row && now.getTime() - row.windowStartedAt.getTime() < settings.auth.windowMinutes * MINUTE
      const failures = windowOpen ? row.failures + 1 : 1
      // The attempt that uses the key up locks it, so none after it reaches a password check.
      const values = {
        failures,
        windowStartedAt: windowOpen ? row.windowStartedAt : now,
        lockedUntil: failures >= limit ? new Date(now.getTime() + settings.auth.lockMinutes * MINUTE) : null,
      }
      if (row) await tx.update(loginThrottle).set(values).where(eq(loginThrottle.key, key))
      else await tx.insert(loginThrottle).values({ key, ...values })
    }
    return { emailKey, addressKey, address }
  })
}

/**
 * In the successful sign-in's write: the e-mail's failures are forgotten (the ones this attempt
 * was counted with: guesses from elsewhere keep their lock when the owner signs in from a known
 * address), the address gets its attempt back (and its lock, if this attempt set it), and the
 * address becomes known to the account.
 */
export async function settleSuccessfulSignIn(tx: Tx, now: Date, attempt: SignInAttempt, account: string): Promise<void> {
  await tx.delete(loginThrottle).where(eq(loginThrottle.key, attempt.emailKey))
  if (attempt.addressKey) {
    await tx
      .update(loginThrottle)
      .set({
        failures: sql`max(${loginThrottle.failures} - 1, 0)`,
        lockedUntil: sql`case when ${loginThrottle.failures} - 1 < ${settings.auth.maxFailuresPerAddress} then null else ${loginThrottle.lockedUntil} end`,
      })
      .where(eq(loginThrottle.key, attempt.addressKey))
  }
  if (attempt.address) await rememberAddress(tx, account, attempt.address, now)
}

/**
 * Records that `account` signed in (or signed up) from this address, and forgets its addresses
 * unused for `knownAddressDays`, so each account keeps a short list.
 */
export async function rememberSignInAddress(tx: Tx, account: string, ipAddress: string | null | undefined, now: Date): Promise<void> {
  if (ipAddress) await rememberAddress(tx, account, addressBucket(ipAddress), now)
}

async function rememberAddress(tx: Tx, account: string, address: string, now: Date): Promise<void> {
  await tx
    .insert(knownSignInAddresses)
    .values({ account, address, lastSignedInAt: now })
    .onConflictDoUpdate({ target: [knownSignInAddresses.account, knownSignInAddresses.address], set: { lastSignedInAt: now } })
  await tx
    .delete(knownSignInAddresses)
    .where(and(eq(knownSignInAddresses.account, account), lt(knownSignInAddresses.lastSignedInAt, new Date(now.getTime() - settings.auth.knownAddressDays * DAY))))
}

async function isKnownAddress(tx: Tx, account: string, address: string, now: Date): Promise<boolean> {
  const row = await tx
    .select({ lastSignedInAt: knownSignInAddresses.lastSignedInAt })
    .from(knownSignInAddresses)
    .where(and(eq(knownSignInAddresses.account, account), eq(knownSignInAddresses.address, address)))
    .get()
  return row !== undefined && now.getTime() - row.lastSignedInAt.getTime() < settings.auth.knownAddressDays * DAY
}
