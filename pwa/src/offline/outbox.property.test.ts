/**
 * The outbox against an in-process model of the server's idempotency rules
 * (api/plugins/idempotency): per-key stored answers, 409 while the first is still running,
 * 422 for a key reused on another call, and business rules that make a second application
 * visible (one application per provider and shift group, one rating per shift).
 *
 * Random runs mix queued operations, two tabs flushing at once, lost connections before and
 * after the server applied, duplicated deliveries, slow requests that time out while the
 * server keeps working, 5xx faults and clock jumps. Whatever happens, once the network heals:
 * every operation ran on the server exactly once, in the order it was queued; accepted ones
 * left the queue and were reported once; refused ones stay as `failed` with the server's words.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { openOfflineDb, type OfflineDb } from './db'
import { IN_FLIGHT_MESSAGE, backoffDelay, createOutbox, isRetryable, type LockManagerLike, type Outbox } from './outbox'
import { NetworkError, type SendRequest, type SendResult, type Transport } from './transport'
import type { OperationName, OutboxItem } from './types'

type Fault = 'ok' | 'dropBefore' | 'dropAfter' | 'server500' | 'slow' | 'duplicate'

interface KeyRecord {
  fingerprint: string
  answer: SendResult | null
}

/** The server: idempotency in front of a tiny marketplace. */
class ModelServer {
  readonly keys = new Map<string, KeyRecord>()
  /** Keys whose business handler ran, in the order it ran. */
  readonly ran: string[] = []
  readonly applications = new Set<string>()
  readonly ratings = new Set<string>()
  readonly filled = new Set<string>()
  private slow: { key: string; request: SendRequest }[] = []

  receive(request: SendRequest, finishLater = false): SendResult | null {
    const fingerprint = `${request.method} ${request.path} ${JSON.stringify(request.body ?? null)}`
    const existing = this.keys.get(request.idempotencyKey)
    if (existing) {
      if (existing.fingerprint !== fingerprint) return { status: 422, body: { message: 'This Idempotency-Key was already used for another request' } }
      if (!existing.answer) return { status: 409, body: { message: IN_FLIGHT_MESSAGE } }
      return existing.answer
    }
    const record: KeyRecord = { fingerprint, answer: null }
    this.keys.set(request.idempotencyKey, record)
    if (finishLater) {
      this.slow.push({ key: request.idempotencyKey, request })
      return null
    }
    record.answer = this.run(request)
    return record.answer
  }

  finishSlow(): void {
    for (const { key, request } of this.slow) this.keys.get(key)!.answer = this.run(request)
    this.slow = []
  }

  fill(group: string): void {
    this.filled.add(group)
  }

  private run(request: SendRequest): SendResult {
    this.ran.push(request.idempotencyKey)
    let m: RegExpExecArray | null
    if ((m = /^\/provider\/shift\/([^/]+)\/apply$/.exec(request.path))) {
      const group = m[1]!
      if (this.applications.has(group)) return { status: 422, body: { message: 'You have already applied to this shift' } }
      if (this.filled.has(group)) return { status: 422, body: { message: 'This shift has already been filled' } }
      this.applications.add(group)
      return { status: 201, body: { applicationId: `app-${group}` } }
    }
    if ((m = /^\/provider\/shift-group\/([^/]+)\/application\/cancel$/.exec(request.path))) {
      const group = m[1]!
      if (!this.applications.delete(group)) return { status: 404, body: { message: 'Application not found' } }
      return { status: 200, body: { canceled: group } }
    }
    if (request.path === '/rate-facility') {
      const shiftId = (request.body as { shiftId: string }).shiftId
      if (this.ratings.has(shiftId)) return { status: 409, body: { message: 'You already rated this shift' } }
      this.ratings.add(shiftId)
      return { status: 201, body: { rated: shiftId } }
    }
    return { status: 404, body: { message: 'Not found' } }
  }
}

/** The network between the tabs and the server, failing as the run dictates. */
function makeTransport(server: ModelServer, faults: Fault[], healed: { value: boolean }): { transport: Transport; sends: SendRequest[] } {
  const sends: SendRequest[] = []
  let next = 0
  const transport: Transport = async (request) => {
    sends.push(request)
    await Promise.resolve()
    const fault: Fault = healed.value ? 'ok' : (faults[next++ % Math.max(1, faults.length)] ?? 'ok')
    switch (fault) {
      case 'dropBefore':
        throw new NetworkError()
      case 'dropAfter':
        server.receive(request)
        throw new NetworkError()
      case 'server500':
        return { status: 503, body: { message: 'Service unavailable' } }
      case 'slow':
        // The client gives up while the server keeps working on it.
        server.receive(request, true)
        throw new NetworkError()
      case 'duplicate':
        server.receive(request)
        return server.receive(request)!
      default:
        return server.receive(request)!
    }
  }
  return { transport, sends }
}

/** Web Locks for tabs in one process: one holder at a time, in request order. */
function makeLocks(): LockManagerLike {
  let tail: Promise<void> = Promise.resolve()
  return {
    request(_name, callback) {
      const run = tail.then(callback)
      tail = run.catch(() => undefined)
      return run
    },
  }
}

type Step =
  | { kind: 'enqueue'; tab: number; op: 'apply' | 'cancel' | 'rate'; target: number }
  | { kind: 'flush'; tab: number; ignoreBackoff: boolean }
  | { kind: 'flushBoth' }
  | { kind: 'advance'; ms: number }
  | { kind: 'finishSlow' }
  | { kind: 'fill'; target: number }
  | { kind: 'reorderTabs' }

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('enqueue' as const), tab: fc.integer({ min: 0, max: 1 }), op: fc.constantFrom('apply' as const, 'cancel' as const, 'rate' as const), target: fc.integer({ min: 0, max: 2 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('flush' as const), tab: fc.integer({ min: 0, max: 1 }), ignoreBackoff: fc.boolean() }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'flushBoth' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 10 * 60_000 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'finishSlow' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fill' as const), target: fc.integer({ min: 0, max: 2 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reorderTabs' as const }) },
)

const faultArb = fc.array(fc.constantFrom<Fault>('ok', 'ok', 'dropBefore', 'dropAfter', 'server500', 'slow', 'duplicate'), { maxLength: 12 })

let dbCounter = 0

function toOperation(op: 'apply' | 'cancel' | 'rate', target: number): { name: OperationName; payload: unknown } {
  if (op === 'apply') return { name: 'shift.apply', payload: { shiftGroupId: `g${target}`, message: 'Available', expirationOptions: 'NEVER' } }
  if (op === 'cancel') return { name: 'application.cancel', payload: { shiftGroupId: `g${target}` } }
  return { name: 'rating.facility', payload: { shiftId: `s${target}`, ratings: { overall: 5 }, comment: 'Great team' } }
}

interface Run {
  server: ModelServer
  tabs: Outbox[]
  dbs: OfflineDb[]
  queued: OutboxItem[]
  done: { item: OutboxItem; response: unknown }[]
  sends: SendRequest[]
}

async function simulate(steps: Step[], faults: Fault[], withLocks: boolean): Promise<Run> {
  const name = `outbox-property-${++dbCounter}`
  const server = new ModelServer()
  const healed = { value: false }
  const { transport, sends } = makeTransport(server, faults, healed)
  const locks = withLocks ? makeLocks() : null
  let clock = 1_700_000_000_000
  let seed = 7
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647)
  const done: Run['done'] = []
  // Two tabs: two database connections and two outboxes, sharing the lock and the network.
  const dbs = [openOfflineDb(name, { indexedDB, IDBKeyRange }), openOfflineDb(name, { indexedDB, IDBKeyRange })]
  const tabs = dbs.map((db) =>
    createOutbox({ db, transport, locks, now: () => clock, random, token: () => 'token-a', setTimer: () => () => undefined }),
  )
  for (const tab of tabs) tab.onDone((item, response) => done.push({ item, response }))
  const queued: OutboxItem[] = []
  const background: Promise<void>[] = []

  for (const step of steps) {
    switch (step.kind) {
      case 'enqueue': {
        const { name: op, payload } = toOperation(step.op, step.target)
        queued.push(await tabs[step.tab]!.enqueue(op, payload, { label: `${op} ${step.target}`, relatedId: `g${step.target}` }))
        break
      }
      case 'flush':
        background.push(tabs[step.tab]!.flush({ ignoreBackoff: step.ignoreBackoff }))
        break
      case 'flushBoth':
        await Promise.all([tabs[0]!.flush(), tabs[1]!.flush()])
        break
      case 'advance':
        clock += step.ms
        break
      case 'finishSlow':
        server.finishSlow()
        break
      case 'fill':
        server.fill(`g${step.target}`)
        break
      case 'reorderTabs':
        tabs.reverse()
        break
    }
  }

  // The network heals: the server finishes what it was doing and the queue drains.
  await Promise.all(background)
  while (tabs.some((tab) => tab.isFlushing())) await new Promise((resolve) => setTimeout(resolve, 0))
  healed.value = true
  server.finishSlow()
  for (let round = 0; round < 40; round += 1) {
    clock += 60 * 60_000
    await Promise.all(tabs.map((tab) => tab.flush()))
    const left = await dbs[0]!.outbox.filter((i) => i.status !== 'failed').count()
    if (left === 0) break
  }
  return { server, tabs, dbs, queued, done, sends }
}

async function checkOutcome(run: Run, fifo: boolean): Promise<void> {
  const { server, queued, done, dbs } = run
  const ids = queued.map((q) => q.id)
  try {
    // Exactly once: every queued operation ran once on the server, and nothing else ran.
    expect([...server.ran].sort()).toEqual([...ids].sort())
    // In the order it was queued (one tab drains at a time).
    if (fifo) expect(server.ran).toEqual(ids)

    const left = await dbs[0]!.outbox.orderBy('id').toArray()
    expect(left.every((i) => i.status === 'failed')).toBe(true)
    const leftById = new Map(left.map((i) => [i.id, i]))
    for (const item of queued) {
      const answer = server.keys.get(item.id)?.answer
      expect(answer).toBeTruthy()
      const reports = done.filter((d) => d.item.id === item.id)
      if (answer!.status < 300) {
        // Accepted: out of the queue, reported once with the server's answer.
        expect(leftById.has(item.id)).toBe(false)
        expect(reports.length).toBe(1)
        expect(reports[0]!.response).toEqual(answer!.body)
      } else {
        // Refused: kept as failed with the server's words, never reported as done.
        expect(reports.length).toBe(0)
        const failed = leftById.get(item.id)
        expect(failed?.error).toEqual({ status: answer!.status, message: (answer!.body as { message: string }).message })
      }
    }
    expect(left.length).toBe(queued.filter((q) => server.keys.get(q.id)!.answer!.status >= 400).length)
    // The business rule held: at most one live application per shift group.
    expect(server.applications.size).toBeLessThanOrEqual(3)
  } finally {
    for (const db of dbs) db.close()
    await dbs[0]!.delete()
  }
}

describe('outbox', () => {
  test('applies each queued operation exactly once, in order, whatever the network does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 25 }), faultArb, async (steps, faults) => {
        await checkOutcome(await simulate(steps, faults, true), true)
      }),
      { numRuns: 200 },
    )
    // About a second on an idle machine; the margin is for loaded CI runners.
  }, 30_000)

  test('without Web Locks, two tabs sending the same item still apply it once and report it once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 20 }), faultArb, async (steps, faults) => {
        await checkOutcome(await simulate(steps, faults, false), false)
      }),
      { numRuns: 80 },
    )
  }, 30_000)

  test('the in-flight 409 retries; other 409s and 4xx are the server refusing', () => {
    expect(isRetryable({ status: 409, body: { message: IN_FLIGHT_MESSAGE } })).toBe(true)
    expect(isRetryable({ status: 409, body: { message: 'You already rated this shift' } })).toBe(false)
    expect(isRetryable({ status: 422, body: { message: 'This shift has already been filled' } })).toBe(false)
    expect(isRetryable({ status: 503, body: {} })).toBe(true)
  })

  test('back-off grows exponentially with jitter and stays capped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempts, r) => {
        const delay = backoffDelay(attempts, () => r)
        const step = Math.min(5 * 60_000, 2_000 * 2 ** (attempts - 1))
        expect(delay).toBeGreaterThanOrEqual(Math.floor(step / 2))
        expect(delay).toBeLessThanOrEqual(step)
      }),
    )
  })

  test('a head in back-off waits for its time, unless the connection just came back', async () => {
    const db = openOfflineDb(`outbox-backoff-${++dbCounter}`, { indexedDB, IDBKeyRange })
    let clock = 1_000
    let down = true
    const sent: string[] = []
    const outbox = createOutbox({
      db,
      now: () => clock,
      random: () => 1,
      setTimer: () => () => undefined,
      transport: async (request) => {
        sent.push(request.path)
        if (down) throw new NetworkError()
        return { status: 204, body: undefined }
      },
    })
    await outbox.enqueue('shiftGroup.close', { shiftGroupId: 'g1' }, { label: 'Stop taking applications' })
    await outbox.flush()
    const [item] = await db.outbox.toArray()
    expect(item).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: 1_000 + 2_000 })
    down = false
    await outbox.flush()
    expect(sent.length).toBe(1)
    await outbox.flush({ ignoreBackoff: true })
    expect(sent.length).toBe(2)
    expect(await db.outbox.count()).toBe(0)
    db.close()
    await db.delete()
  })

  test('every send carries its item id as the Idempotency-Key and the queuing token', async () => {
    const run = await simulate([{ kind: 'enqueue', tab: 0, op: 'apply', target: 1 }], ['dropAfter'], true)
    expect(run.sends.length).toBe(2)
    for (const send of run.sends) {
      expect(send.idempotencyKey).toBe(run.queued[0]!.id)
      expect(send.token).toBe('token-a')
      expect(send).toMatchObject({ method: 'POST', path: '/provider/shift/g1/apply', body: { message: 'Available', expirationOptions: 'NEVER' } })
    }
    await checkOutcome(run, true)
  })
})
