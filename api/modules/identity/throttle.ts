/**
 * Sign-in throttling: five wrong passwords per e-mail and twenty per address inside 15 minutes,
 * then that key is locked for 15 minutes (`429` with Retry-After). Kept in the database so it
 * holds across restarts and across the server's processes.
 *
 * Atomic: an attempt is reserved in one write transaction BEFORE its password is checked, and
 * a key never has more attempts being checked than it has failures left (`failures + in_flight`
 * stays within the limit). A wrong password then becomes a failure (the one that uses the key up
 * locks it); a right one gives its reservation back. Checking, verifying and recording as three
 * steps let thirty simultaneous guesses all pass the check while the first argon2 was still
 * running; now five are checked and the others wait for them: when those five fail, the key is
 * locked and the others get 429. Right passwords sent together (one office signing in at nine,
 * a test suite on 127.0.0.1) only wait a moment: each success frees its place at once. Writes
 * are serialised across processes (`BEGIN IMMEDIATE`; serve-only processes pass every write on
 * to the first), so the count is one count.
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
import { deleteInBatches } from '../../db/delete-in-batches'
import { addressBucket, tryAgainIn } from '../../lib/rate-limits'
import { settings } from '../../settings'
import type { AppContext } from '../../context'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** How long an attempt waits for the attempts ahead of it to be checked before it gives up (429). */
const MAX_WAIT_MS = 10_000
/** Another process's attempts settle unannounced: a waiting attempt looks again this often. */
const POLL_MS = 200

/** Who is signing in: the marketplace's users, or the admin panel's team. */
export type SignInScope = 'user' | 'team'

interface ThrottleKey {
  key: string
  limit: number
}

/** An attempt reserved by `reserveSignInAttempt`: settled as a failure, or as a success. */
export interface SignInAttempt {
  /** The e-mail's key (shared, or this known address's own): cleared by a success. */
  email: ThrottleKey
  /** The address's key: a success gives its place back and keeps its failures. */
  address: ThrottleKey | null
  /** The address as counted (IPv6 by its /64), remembered for the account on success. */
  addressBucket: string | null
}

/** `user:<id>` or `team:<id>`: whose addresses `known_sign_in_addresses` lists. */
export function signInAccount(scope: SignInScope, id: string): string {
  return `${scope}:${id}`
}

/**
 * Reserves a place for this attempt's password check on the e-mail and the address; waits while
 * their places are all taken by attempts still being checked, and throws 429 (reserving nothing)
 * once either key is used up. `account` is the account the e-mail names, if any, so that an
 * address it signed in from before is counted on its own.
 */
export async function reserveSignInAttempt(
  ctx: AppContext,
  { scope, email, account, ipAddress }: { scope: SignInScope; email: string; account: string | null; ipAddress: string | null },
): Promise<SignInAttempt> {
  const bucket = ipAddress ? addressBucket(ipAddress) : null
  // Real time spent waiting (timers), not the clock the rules read.
  const giveUpAt = performance.now() + MAX_WAIT_MS
  for (;;) {
    const outcome = await tryToReserve(ctx, scope, email, account, bucket)
    if ('email' in outcome) return outcome
    if (performance.now() >= giveUpAt) throw new TooManyRequestsError(`Too many sign-in attempts at once. ${tryAgainIn(60)}`, 60)
    await settlementOf(outcome.busy, Math.min(POLL_MS, giveUpAt - performance.now()))
  }
}

async function tryToReserve(ctx: AppContext, scope: SignInScope, email: string, account: string | null, bucket: string | null): Promise<SignInAttempt | { busy: string[] }> {
  const now = ctx.clock.now()
  return ctx.db.write(async (tx) => {
    const known = account && bucket ? await isKnownAddress(tx, account, bucket, now) : false
    const attempt: SignInAttempt = {
      email: { key: known ? `${scope}:email:${email}:from:${bucket}` : `${scope}:email:${email}`, limit: settings.auth.maxFailuresPerEmail },
      address: bucket ? { key: `${scope}:ip:${bucket}`, limit: settings.auth.maxFailuresPerAddress } : null,
      addressBucket: bucket,
    }
    const keys = attempt.address ? [attempt.email, attempt.address] : [attempt.email]
    const rows = new Map((await tx.select().from(loginThrottle).where(inArray(loginThrottle.key, keys.map((k) => k.key)))).map((r) => [r.key, r]))
    // A window that has run out starts again from nothing, in-flight places included: an attempt
    // is checked in seconds, so a place held that long was left by a process that stopped.
    const counts = keys.map(({ key, limit }) => {
      const row = rows.get(key)
      const open = row !== undefined && now.getTime() - row.windowStartedAt.getTime() < settings.auth.windowMinutes * MINUTE
      return { key, limit, row, open, failures: open ? row.failures : 0, inFlight: open ? row.inFlight : 0 }
    })
    const lockedUntil = Math.max(0, ...counts.map((c) => c.row?.lockedUntil?.getTime() ?? 0))
    if (lockedUntil > now.getTime()) {
      const seconds = Math.ceil((lockedUntil - now.getTime()) / 1000)
      throw new TooManyRequestsError(`Too many failed sign-in attempts. ${tryAgainIn(seconds)}`, seconds)
    }
    // Used up by failures alone (a lock shorter than the window has lapsed): wait for the window.
    const spent = counts.find((c) => c.failures >= c.limit)
    if (spent) {
      const seconds = Math.ceil((spent.row!.windowStartedAt.getTime() + settings.auth.windowMinutes * MINUTE - now.getTime()) / 1000)
      throw new TooManyRequestsError(`Too many failed sign-in attempts. ${tryAgainIn(seconds)}`, seconds)
    }
    const busy = counts.filter((c) => c.failures + c.inFlight >= c.limit)
    if (busy.length) return { busy: busy.map((c) => c.key) }
    for (const { key, row, open, failures, inFlight } of counts) {
      const values = { failures, inFlight: inFlight + 1, windowStartedAt: open ? row!.windowStartedAt : now, lockedUntil: null }
      if (row) await tx.update(loginThrottle).set(values).where(eq(loginThrottle.key, key))
      else await tx.insert(loginThrottle).values({ key, ...values })
    }
    return attempt
  })
}

/**
 * Checks the password of a reserved attempt: anything but a right password — a wrong one, or a
 * check that throws — is recorded as a failure, so no place stays taken.
 */
export async function checkReservedAttempt(ctx: AppContext, attempt: SignInAttempt, check: () => Promise<boolean>): Promise<boolean> {
  let ok = false
  try {
    ok = await check()
  } finally {
    if (!ok) await recordFailedSignIn(ctx, attempt)
  }
  return ok
}

/** A wrong password (or a disabled account): the attempt's place becomes a failure; the last one locks the key. */
export async function recordFailedSignIn(ctx: AppContext, attempt: SignInAttempt): Promise<void> {
  const now = ctx.clock.now()
  const lockedUntil = new Date(now.getTime() + settings.auth.lockMinutes * MINUTE)
  await ctx.db.write(async (tx) => {
    for (const { key, limit } of attempt.address ? [attempt.email, attempt.address] : [attempt.email]) {
      await tx
        .update(loginThrottle)
        .set({
          failures: sql`${loginThrottle.failures} + 1`,
          inFlight: sql`max(${loginThrottle.inFlight} - 1, 0)`,
          lockedUntil: sql`case when ${loginThrottle.failures} + 1 >= ${limit} then ${lockedUntil.getTime()} else ${loginThrottle.lockedUntil} end`,
        })
        .where(eq(loginThrottle.key, key))
    }
  })
  announceSettlement(attempt)
}

/**
 * In the successful sign-in's write: the e-mail's failures are forgotten (the ones this attempt
 * was counted with: guesses from elsewhere keep their lock when the owner signs in from a known
 * address), the address gets its place back (its failures stay), and the address becomes known
 * to the account.
 */
export async function settleSuccessfulSignIn(tx: Tx, now: Date, attempt: SignInAttempt, account: string): Promise<void> {
  await tx
    .update(loginThrottle)
    .set({ failures: 0, inFlight: sql`max(${loginThrottle.inFlight} - 1, 0)`, lockedUntil: null })
    .where(eq(loginThrottle.key, attempt.email.key))
  if (attempt.address) {
    await tx
      .update(loginThrottle)
      .set({ inFlight: sql`max(${loginThrottle.inFlight} - 1, 0)` })
      .where(eq(loginThrottle.key, attempt.address.key))
  }
  if (attempt.addressBucket) await rememberAddress(tx, account, attempt.addressBucket, now)
  // Waiters look again with a write of their own, which runs after this one (writes are serialised).
  announceSettlement(attempt)
}

/** Attempts of this process waiting for a place on a key, woken when an attempt on it settles. */
const waiting = new Map<string, Set<() => void>>()

function settlementOf(keys: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer)
      for (const key of keys) waiting.get(key)?.delete(wake)
      resolve()
    }
    const timer = setTimeout(wake, Math.max(0, timeoutMs))
    for (const key of keys) {
      if (!waiting.has(key)) waiting.set(key, new Set())
      waiting.get(key)!.add(wake)
    }
  })
}

function announceSettlement(attempt: SignInAttempt): void {
  for (const { key } of attempt.address ? [attempt.email, attempt.address] : [attempt.email]) {
    const waiters = waiting.get(key)
    if (!waiters) continue
    waiting.delete(key)
    for (const wake of waiters) wake()
  }
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

/** Rows deleted per write by the sweep below: each batch is a short write. */
const SWEEP_BATCH = 1000

/**
 * Forgets windows that are over and hold no lock (the scheduler, every 30 s): a row starts again
 * from nothing once its window has run out anyway (`tryToReserve`), and an attempt being checked
 * has a window that started when it was reserved, so nothing counted is lost.
 */
export async function forgetSpentSignInWindows(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now().getTime()
  const windowStartedBefore = now - settings.auth.windowMinutes * MINUTE
  return deleteInBatches(
    ctx.db,
    loginThrottle,
    sql`${loginThrottle.windowStartedAt} < ${windowStartedBefore} and (${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} <= ${now})`,
    SWEEP_BATCH,
  )
}
