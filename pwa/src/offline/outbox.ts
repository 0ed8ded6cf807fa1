/**
 * The outbox engine, free of React and of browser globals it cannot be handed, so the property
 * test drives it with fake-indexeddb, a model server and simulated tabs.
 *
 * Invariants:
 * - An item leaves the queue only when the server answered it: 2xx → delivered (listeners hear
 *   of it once, from whichever tab deleted it), 4xx → kept as `failed` with the server's words.
 * - The item id is the Idempotency-Key, so resending after a lost answer never applies twice.
 * - Strict FIFO: the oldest undelivered item goes first and nothing overtakes it while it backs
 *   off, because later operations may depend on it (post a shift, then hire on it).
 * - One tab drains at a time (Web Locks); without locks two tabs may send the same item, which
 *   the server's idempotency turns into one effect plus a replay or a retryable 409.
 */
import { uuidv7 } from 'uuidv7'
import type { OfflineDb } from './db'
import { toRequest } from './operations'
import { NetworkError, type SendResult, type Transport } from './transport'
import type { OperationName, OutboxItem, StoredOutboxItem } from './types'

const LOCK_NAME = 'shiftwell-outbox'
export const IN_FLIGHT_MESSAGE = 'A request with this Idempotency-Key is still being processed'
/** Key in the `meta` table: when an answer last came from the server. */
export const LAST_SYNCED_KEY = 'lastSyncedAt'

const BASE_DELAY_MS = 2_000
const MAX_DELAY_MS = 5 * 60_000

/** The part of `navigator.locks` the outbox needs. */
export interface LockManagerLike {
  request(name: string, callback: () => Promise<void>): Promise<void>
}

export interface OutboxDeps {
  db: OfflineDb
  transport: Transport
  /** `navigator.locks` when the browser has it; null falls back to one drain per tab. */
  locks?: LockManagerLike | null
  now?: () => number
  random?: () => number
  /** The token to send the item with, read when it is queued. */
  token?: () => string | undefined
  isOnline?: () => boolean
  /** Wakes the queue after a back-off; tests pass a no-op and call `flush` themselves. */
  setTimer?: (callback: () => void, ms: number) => () => void
}

export type DoneListener = (item: OutboxItem, response: unknown) => void

export interface Outbox {
  enqueue(op: OperationName, payload: unknown, meta: { label: string; relatedId?: string }): Promise<OutboxItem>
  /**
   * Sends what is due; resolves when this tab's drain ends (queue empty, backing off or offline).
   * `ignoreBackoff` tries the head at once: the connection just came back or someone asked.
   */
  flush(options?: { ignoreBackoff?: boolean }): Promise<void>
  dismissFailed(id: string): Promise<void>
  onDone(listener: DoneListener): () => void
  isFlushing(): boolean
  onFlushingChange(listener: () => void): () => void
}

/** Exponential back-off with jitter in [½, 1] of the step, capped. */
export function backoffDelay(attempts: number, random: () => number): number {
  const step = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(step * (0.5 + random() / 2))
}

const FALLBACK_MESSAGES: Record<number, string> = {
  400: 'Please check the details and try again.',
  401: 'Please sign in again.',
  403: "You don't have access to this.",
  404: "We couldn't find what you were looking for.",
  409: 'This conflicts with something that already exists.',
  422: "This can't be done right now.",
}

function messageOf(result: SendResult): string {
  const body = result.body as { message?: unknown } | undefined
  if (body && typeof body.message === 'string' && body.message.trim()) return body.message
  return FALLBACK_MESSAGES[result.status] ?? 'Something went wrong. Please try again.'
}

/** Worth sending again later: the server did not refuse the operation itself. */
export function isRetryable(result: SendResult): boolean {
  if (result.status >= 500 || result.status === 408 || result.status === 429) return true
  return result.status === 409 && messageOf(result) === IN_FLIGHT_MESSAGE
}

/** The public shape, without the stored token. */
export function toPublic(item: StoredOutboxItem): OutboxItem {
  const { token: _token, ...rest } = item
  return rest
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const { db, transport } = deps
  const now = deps.now ?? Date.now
  const random = deps.random ?? Math.random
  const isOnline = deps.isOnline ?? (() => true)
  const setTimer = deps.setTimer ?? ((callback, ms) => {
    const handle = setTimeout(callback, ms)
    return () => clearTimeout(handle)
  })
  const doneListeners = new Set<DoneListener>()
  const flushingListeners = new Set<() => void>()
  let running: Promise<void> | null = null
  let again = false
  let forceNext = false
  let cancelTimer: (() => void) | null = null
  let wakeAt = Infinity

  function setFlushing(next: Promise<void> | null) {
    running = next
    for (const listener of flushingListeners) listener()
  }

  function wakeIn(ms: number) {
    const at = now() + ms
    if (cancelTimer && at >= wakeAt) return
    cancelTimer?.()
    wakeAt = at
    cancelTimer = setTimer(() => {
      cancelTimer = null
      wakeAt = Infinity
      void flush()
    }, ms)
  }

  /**
   * Marks an item as being sent unless it was answered meanwhile. Transitions are
   * compare-and-set so that, without Web Locks, a tab can never revive an item another tab
   * already marked failed (two tabs would otherwise flip it back and forth forever).
   */
  function claim(id: string): Promise<boolean> {
    return db.transaction('rw', db.outbox, async () => {
      const current = await db.outbox.get(id)
      if (!current || current.status === 'failed') return false
      await db.outbox.update(id, { status: 'sending' })
      return true
    })
  }

  async function backOff(item: StoredOutboxItem): Promise<void> {
    const attempts = item.attempts + 1
    const delay = backoffDelay(attempts, random)
    await db.transaction('rw', db.outbox, async () => {
      const current = await db.outbox.get(item.id)
      if (current && current.status !== 'failed') {
        await db.outbox.update(item.id, { status: 'pending', attempts, nextAttemptAt: now() + delay })
      }
    })
    wakeIn(delay)
  }

  async function deliver(item: StoredOutboxItem, response: unknown): Promise<void> {
    // Get-and-delete in one transaction: when two tabs (no Web Locks) both got an answer, only
    // the one that removed the item tells the listeners.
    const removed = await db.transaction('rw', db.outbox, db.meta, async () => {
      const current = await db.outbox.get(item.id)
      if (!current) return false
      await db.outbox.delete(item.id)
      await db.meta.put({ key: LAST_SYNCED_KEY, value: now() })
      return true
    })
    if (!removed) return
    const delivered = toPublic(item)
    for (const listener of doneListeners) {
      try {
        listener(delivered, response)
      } catch (error) {
        console.error(error)
      }
    }
  }

  async function fail(item: StoredOutboxItem, status: number, message: string): Promise<void> {
    await db.transaction('rw', db.outbox, db.meta, async () => {
      // `update` on an item another tab delivered or the user cleared does nothing.
      await db.outbox.update(item.id, { status: 'failed', error: { status, message }, attempts: item.attempts + 1 })
      if (status > 0) await db.meta.put({ key: LAST_SYNCED_KEY, value: now() })
    })
  }

  /** Sends due items oldest first until the queue is empty or the head has to wait. */
  async function drain(ignoreBackoff: boolean): Promise<void> {
    for (;;) {
      if (!isOnline()) return
      // Inside the lock a `sending` item is one whose tab closed mid-send: send it again.
      const item = await db.outbox.orderBy('id').filter((i) => i.status !== 'failed').first()
      if (!item) return
      const wait = item.nextAttemptAt - now()
      if (wait > 0 && !ignoreBackoff) {
        wakeIn(wait)
        return
      }
      let request
      try {
        request = toRequest(item.op, item.payload)
      } catch (error) {
        await fail(item, 0, error instanceof Error ? error.message : 'This action could not be sent.')
        continue
      }
      if (!(await claim(item.id))) continue
      let result: SendResult
      try {
        result = await transport({ ...request, idempotencyKey: item.id, token: item.token })
      } catch (error) {
        if (!(error instanceof NetworkError)) console.error(error)
        await backOff(item)
        return
      }
      if (result.status >= 200 && result.status < 300) await deliver(item, result.body)
      else if (isRetryable(result)) {
        await backOff(item)
        return
      } else await fail(item, result.status, messageOf(result))
    }
  }

  function flush(options: { ignoreBackoff?: boolean } = {}): Promise<void> {
    // A call during a drain (something queued, the network back) asks for one more round.
    again = true
    if (options.ignoreBackoff) forceNext = true
    if (running) return running
    const run = (async () => {
      while (again) {
        again = false
        const force = forceNext
        forceNext = false
        const round = () => drain(force)
        try {
          await (deps.locks ? deps.locks.request(LOCK_NAME, round) : round())
        } catch (error) {
          console.error(error)
        }
      }
      // No await between the last check of `again` and this line, so no call is lost.
      setFlushing(null)
    })()
    setFlushing(run)
    return run
  }

  return {
    async enqueue(op, payload, meta) {
      const createdAt = now()
      const item: StoredOutboxItem = {
        id: uuidv7(),
        op,
        payload,
        label: meta.label,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: createdAt,
        createdAt,
      }
      if (meta.relatedId !== undefined) item.relatedId = meta.relatedId
      const token = deps.token?.()
      if (token) item.token = token
      await db.outbox.add(item)
      void flush()
      return toPublic(item)
    },
    flush,
    async dismissFailed(id) {
      await db.outbox.where('id').equals(id).and((i) => i.status === 'failed').delete()
    },
    onDone(listener) {
      doneListeners.add(listener)
      return () => doneListeners.delete(listener)
    },
    isFlushing: () => running !== null,
    onFlushingChange(listener) {
      flushingListeners.add(listener)
      return () => flushingListeners.delete(listener)
    },
  }
}
