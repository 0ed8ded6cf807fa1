/**
 * The reusable rate limiter: "at most N uses of a key per window", for calls that cost the
 * platform or someone else something — a sign-up (an argon2 hash, an account), an e-mail or a
 * text message sent. Counted in the database (`rate_limit_windows`), inside one write
 * transaction, so it holds under concurrency and across processes: the (N+1)th of any number of
 * simultaneous calls is refused, never counted after the fact.
 *
 * A window is fixed: it opens with the first use and closes `windowMinutes` later; a refused call
 * is not counted and answers 429 with the minutes left and `Retry-After`.
 *
 * Sign-in has its own throttle (modules/identity/throttle.ts): it counts failures, gives a right
 * password its attempt back and locks for a while, which a plain count of uses does not do.
 */
import { inArray, lt } from 'drizzle-orm'
import type { AppContext } from '../context'
import { deleteInBatches } from '../db/delete-in-batches'
import { rateLimitWindows } from '../db/schema'
import { TooManyRequestsError } from '../errors'
import { settings } from '../settings'

const MINUTE = 60_000

export interface RateLimit {
  /** What is limited and for whom, e.g. `sign-up:address:203.0.113.7`. */
  key: string
  limit: number
  windowMinutes: number
  /** The 429's first sentence; "Please try again in N minutes." follows it. */
  message: string
}

/** "Please try again in N minutes." for a wait of `seconds`. */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/**
 * Counts one use of every limit, all or none, in one write: throws 429 (counting nothing) when
 * any of them is used up. Call it before the work it protects (before hashing, before sending).
 */
export async function consumeRateLimits(ctx: AppContext, limits: RateLimit[]): Promise<void> {
  if (!limits.length) return
  const now = ctx.clock.now()
  await ctx.db.write(async (tx) => {
    const rows = await tx.select().from(rateLimitWindows).where(inArray(rateLimitWindows.key, limits.map((l) => l.key)))
    const open = new Map(rows.filter((r) => r.resetsAt > now).map((r) => [r.key, r]))
    const next = limits.map((limit) => {
      const row = open.get(limit.key)
      return { limit, count: (row?.count ?? 0) + 1, resetsAt: row?.resetsAt ?? new Date(now.getTime() + limit.windowMinutes * MINUTE) }
    })
    const refused = next.filter((n) => n.count > n.limit.limit)
    if (refused.length) {
      // The longest wait decides when trying again can work; its message says which limit it is.
      const worst = refused.reduce((a, b) => (b.resetsAt > a.resetsAt ? b : a))
      const seconds = Math.ceil((worst.resetsAt.getTime() - now.getTime()) / 1000)
      throw new TooManyRequestsError(`${worst.limit.message} ${tryAgainIn(seconds)}`, seconds)
    }
    for (const { limit, count, resetsAt } of next) {
      await tx
        .insert(rateLimitWindows)
        .values({ key: limit.key, count, resetsAt })
        .onConflictDoUpdate({ target: rateLimitWindows.key, set: { count, resetsAt } })
    }
  })
}

/**
 * The one line before sending an e-mail or a text message (a reset link, an invitation, a code):
 * limits what one recipient receives and what one address can make the platform send. Count it
 * whether or not the recipient has an account, so a 429 says nothing about who has one.
 *
 *     await limitMessageSends(ctx, { channel: 'email', recipient: input.email, address: meta.ipAddress })
 */
export function limitMessageSends(
  ctx: AppContext,
  { channel, recipient, address }: { channel: 'email' | 'sms'; recipient: string; address: string | null | undefined },
): Promise<void> {
  const to = channel === 'email' ? recipient.trim().toLowerCase() : recipient.replace(/\D/g, '')
  const what = channel === 'email' ? 'e-mails' : 'text messages'
  return consumeRateLimits(ctx, [
    { key: `${channel}:to:${to}`, ...settings.rateLimits.messagesPerRecipient, message: `Too many ${what} were sent to ${channel === 'email' ? 'this address' : 'this number'}.` },
    ...(address ? [{ key: `${channel}:from:${addressBucket(address)}`, ...settings.rateLimits.messagesPerAddress, message: `Too many ${what} were requested from this network.` }] : []),
  ])
}

/** Scheduler sweep: closed windows count for nothing; the index on `resets_at` finds them. */
export async function forgetClosedRateLimitWindows(ctx: AppContext): Promise<void> {
  await deleteInBatches(ctx.db, rateLimitWindows, lt(rateLimitWindows.resetsAt, ctx.clock.now()))
}

/**
 * The address as limits count it. IPv4 as is (an IPv4-mapped IPv6 address as its IPv4); IPv6 by
 * its /64, since one subscriber is routed a whole /64 and a device picks a new address in it every
 * day (privacy addresses): per exact address, a limit would be one per guess, and a known address
 * would be forgotten by the next day.
 */
export function addressBucket(address: string): string {
  const a = address.trim().toLowerCase().replace(/%.*$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a)
  if (mapped) return mapped[1]!
  if (!a.includes(':')) return a
  const groups = ipv6Groups(a)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : a
}

/** The eight groups of an IPv6 address, without leading zeros; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  // An IPv4 tail (`64:ff9b::192.0.2.1`) is the last two groups.
  const v4 = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address)
  const text = v4 ? `${v4[1]}${((+v4[2]! << 8) | +v4[3]!).toString(16)}:${((+v4[4]! << 8) | +v4[5]!).toString(16)}` : address
  const halves = text.split('::')
  if (halves.length > 2) return null
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail]
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null
  return groups.map((g) => parseInt(g, 16).toString(16))
}
