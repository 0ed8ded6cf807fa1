/**
 * This process's open sockets, by user, and the reader that hands them the event log
 * (`realtime_events`). Each process reads the rows after the last it saw every 10 ms while it
 * has a socket open, so a message written through any process reaches every tab and device of
 * its recipient on any process; with no socket open the process reads nothing. The process that
 * wrote an event also reads at once after its transaction (`nudgeRealtimeHubs`), so its own
 * sockets do not wait for the next tick.
 */
import { asc, gt, sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import { realtimeEvents } from '../db/schema'

export interface RealtimeSocket {
  send(data: string): unknown
}

const POLL_EVERY_MS = 10
const READ_AT_MOST = 1000

export class RealtimeHub {
  private readonly sockets = new Map<string, Set<RealtimeSocket>>()
  private lastSeq = -1
  private timer: ReturnType<typeof setInterval> | null = null
  private reading = false
  private stopped = false

  constructor(private readonly ctx: AppContext) {}

  get openSockets(): number {
    let n = 0
    for (const set of this.sockets.values()) n += set.size
    return n
  }

  async add(userId: string, socket: RealtimeSocket): Promise<void> {
    if (this.stopped) return
    const set = this.sockets.get(userId) ?? new Set()
    set.add(socket)
    this.sockets.set(userId, set)
    if (!this.timer) {
      // From the log's end: what happened before the socket opened, the client reads over HTTP.
      if (this.lastSeq < 0) this.lastSeq = await this.logEnd()
      this.timer ??= setInterval(() => void this.read(), POLL_EVERY_MS)
      listening.add(this)
    }
  }

  remove(userId: string, socket: RealtimeSocket): void {
    const set = this.sockets.get(userId)
    if (!set) return
    set.delete(socket)
    if (!set.size) this.sockets.delete(userId)
    if (!this.sockets.size && this.timer) {
      clearInterval(this.timer)
      this.timer = null
      this.lastSeq = -1
      listening.delete(this)
    }
  }

  stop(): void {
    this.stopped = true
    listening.delete(this)
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    this.sockets.clear()
  }

  private async logEnd(): Promise<number> {
    const row = await this.ctx.db.read.select({ seq: sql<number | null>`max(${realtimeEvents.seq})` }).from(realtimeEvents).get()
    return row?.seq ?? 0
  }

  /** Hands every new row to the recipient's sockets here; other processes do the same for theirs. */
  async read(): Promise<void> {
    if (this.reading || this.stopped) return
    this.reading = true
    try {
      for (;;) {
        const rows = await this.ctx.db.read
          .select({ seq: realtimeEvents.seq, userId: realtimeEvents.userId, payload: realtimeEvents.payload })
          .from(realtimeEvents)
          .where(gt(realtimeEvents.seq, this.lastSeq))
          .orderBy(asc(realtimeEvents.seq))
          .limit(READ_AT_MOST)
        for (const row of rows) {
          this.lastSeq = row.seq
          for (const socket of this.sockets.get(row.userId) ?? []) {
            try {
              socket.send(row.payload)
            } catch {
              // A socket closing under us: its close handler removes it.
            }
          }
        }
        if (rows.length < READ_AT_MOST) break
      }
    } catch (error) {
      this.ctx.log.warn('reading the real-time event log failed', { error: error instanceof Error ? error.message : String(error) })
    } finally {
      this.reading = false
    }
  }
}

/** The hubs of this process with a socket open. */
const listening = new Set<RealtimeHub>()
let nudged = false

/**
 * Called as an event is written: once the writing transaction has committed (a timer's turn
 * later), this process's hubs read the log without waiting for their next tick. If the commit
 * is later still, the tick finds the row.
 */
export function nudgeRealtimeHubs(): void {
  if (nudged || !listening.size) return
  nudged = true
  setTimeout(() => {
    nudged = false
    for (const hub of listening) void hub.read()
  }, 1)
}

const hubs = new WeakMap<AppContext, RealtimeHub>()

/** One hub per server (per context): the socket route and the server's stop share it. */
export function realtimeHubOf(ctx: AppContext): RealtimeHub {
  let hub = hubs.get(ctx)
  if (!hub) hubs.set(ctx, (hub = new RealtimeHub(ctx)))
  return hub
}
