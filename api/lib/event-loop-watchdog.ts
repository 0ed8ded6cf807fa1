/**
 * A watchdog for the event loop (issue 17 §2): one thread answers every request of a process,
 * so anything that holds it — a slow query (bun:sqlite runs synchronously), a big JSON, a
 * synchronous hash — holds every other caller too. The watchdog logs each stall over
 * `thresholdMs` with what was running meanwhile, so a stall in production names its cause.
 *
 * How: a timer that measures its own lateness (it is due every `intervalMs`; when it runs late
 * by more than the threshold, nothing else could run either), and a small registry of the work
 * in progress — every request, from its arrival until its answer is made (`watchdog.requests`),
 * and whatever else calls `track`. A request that blocked the loop usually finishes inside the stall
 * it caused, before the timer can run, so the registry also keeps what finished during the
 * current interval: the log names every piece of work that was running at some moment of the
 * stall, longest first.
 */
import { Elysia } from 'elysia'
import type { Logger } from '../context'

export interface WatchdogOptions {
  log: Pick<Logger, 'warn'>
  /** A stall longer than this is logged (issue 17: 100 ms). */
  thresholdMs?: number
  /** How often the timer is due; a stall is measured to within this. */
  intervalMs?: number
}

export interface Stall {
  stalledMs: number
  /** CPU time of the whole process over the stall (its other threads too): near `stalledMs`, the loop was busy with our own work; far below, the process was waiting (CPU starvation, paging). */
  processCpuMs: number
  running: { what: string; ms: number; finished: boolean }[]
}

export interface EventLoopWatchdog {
  /** Registers work in progress; call the returned function when it is done. */
  track(what: string): () => void
  /** An Elysia plugin that tracks every request as `METHOD /path` (no query string: it may carry personal data). */
  readonly requests: ReturnType<typeof trackRequests>
  stop(): void
}

interface Work {
  what: string
  startedAt: number
  endedAt: number | null
}

/** Work still registered after this long is dropped: a request whose end was never reported (a dropped connection) must not be named in every later stall. */
const FORGET_AFTER_MS = 60_000
/** The most pieces of work one log line names. */
const NAMED_PER_STALL = 10

export function startEventLoopWatchdog({ log, thresholdMs = 100, intervalMs = 50 }: WatchdogOptions): EventLoopWatchdog {
  const work = new Set<Work>()
  const track = (what: string) => {
    const entry: Work = { what, startedAt: performance.now(), endedAt: null }
    work.add(entry)
    return () => {
      entry.endedAt = performance.now()
    }
  }

  let last = performance.now()
  let lastCpu = process.cpuUsage()
  const timer = setInterval(() => {
    const now = performance.now()
    const cpu = process.cpuUsage()
    const stalledMs = now - last - intervalMs
    if (stalledMs > thresholdMs) {
      const running = [...work]
        .filter((w) => w.startedAt <= now && (w.endedAt === null || w.endedAt >= last))
        .map((w) => ({ what: w.what, ms: Math.round((w.endedAt ?? now) - w.startedAt), finished: w.endedAt !== null }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, NAMED_PER_STALL)
      const stall: Stall = {
        stalledMs: Math.round(stalledMs),
        processCpuMs: Math.round((cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000),
        running,
      }
      log.warn('event loop stalled', { ...stall })
    }
    // What ended before this tick cannot have run during a later stall.
    for (const w of work) if ((w.endedAt !== null && w.endedAt < now) || now - w.startedAt > FORGET_AFTER_MS) work.delete(w)
    last = now
    lastCpu = cpu
  }, intervalMs)
  // The watchdog never keeps a process alive on its own.
  timer.unref()

  return {
    track,
    requests: trackRequests(track),
    stop() {
      clearInterval(timer)
      work.clear()
    },
  }
}

function trackRequests(track: EventLoopWatchdog['track']) {
  // Elysia's `wrap` surrounds its whole request handler (routing, hooks, errors), whenever the
  // plugin is added; an `onAfterResponse` hook would only reach routes declared after it.
  return new Elysia({ name: 'event-loop-watchdog' }).wrap(
    ((handle: (request: Request) => unknown) => (request: Request) => {
      const done = track(`${request.method} ${new URL(request.url).pathname}`)
      try {
        return Promise.resolve(handle(request)).finally(done)
      } catch (error) {
        done()
        throw error
      }
    }) as never,
  )
}
