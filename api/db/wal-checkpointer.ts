/**
 * Checkpoints of the write-ahead log, taken off the thread that answers requests.
 *
 * SQLite's automatic checkpoint runs inside the COMMIT that pushes the log past 1,000 pages: it
 * copies them into the database file and fsyncs it, 10–25 ms at 300 hires a second, during which
 * this process answers nothing (and an fsync of the log queued behind the big one waits too).
 * Here the writer's automatic checkpoint is off and a worker thread copies the log every few
 * milliseconds instead, each time a small slice, so its fsyncs stay short.
 *
 * A log only starts over (instead of growing) at a write that finds it completely copied, and a
 * checkpointer beside a busy writer is always a few pages behind. So when the log is long and
 * the worker has caught up, it pauses and hands over: before its next transaction the writer
 * copies the last few pages itself (a checkpoint of a handful of pages), and that transaction
 * restarts the log.
 */
import type { Database as BunDatabase } from 'bun:sqlite'

export interface CheckpointerOptions {
  /** Told when the worker fails; the writer's own automatic checkpoint is back on by then. */
  onFailure?: (message: string) => void
}

export interface Checkpointer {
  /**
   * Called by the writer before each write transaction: when the worker has handed over a long
   * log, copies the pages committed since its last pass, so this transaction restarts the log.
   */
  beforeWrite(): void
  stop(): Promise<void>
}

/** What the writer's thread tells the worker (checkpoint-worker.ts). */
export type ToWorker =
  | { type: 'start'; path: string; intervalMs: number; restartFrames: number; handOver: Int32Array }
  | { type: 'stop' }
/** What the worker tells the writer's thread; the hand-over itself goes through `handOver`. */
export type FromWorker = { type: 'stopped' } | { type: 'failed'; message: string }

/** `handOver[0]`: the worker checkpoints… */
export const WORKER_CHECKPOINTS = 0
/** …or waits for the writer to copy the last pages and restart the log. */
export const HANDED_OVER = 1
/** How often the worker copies the log, in milliseconds. */
const INTERVAL_MS = 5
/** Log length (pages, ~16 MB) past which the log is started over. */
export const RESTART_FRAMES = 4000
/** SQLite's default automatic checkpoint, restored if the worker fails. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000

export function startCheckpointer(path: string, writer: BunDatabase, options: CheckpointerOptions = {}): Checkpointer {
  writer.exec('PRAGMA wal_autocheckpoint = 0')
  const handOver = new Int32Array(new SharedArrayBuffer(4))
  const worker = new Worker(new URL('./checkpoint-worker.ts', import.meta.url).href)
  let stopped: (() => void) | null = null
  let running = true
  /** Why the worker failed, until the writer has taken its checkpoints back. */
  let failure: string | null = null

  const fail = (message: string) => {
    if (!running) return
    running = false
    failure = message
    worker.terminate()
  }

  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    if (event.data.type === 'stopped') stopped?.()
    else fail(event.data.message)
  }
  worker.onerror = (event) => fail(event.message)
  // The worker alone does not keep the process alive.
  ;(worker as unknown as { unref(): void }).unref()
  const start: ToWorker = { type: 'start', path, intervalMs: INTERVAL_MS, restartFrames: RESTART_FRAMES, handOver }
  worker.postMessage(start)

  return {
    beforeWrite() {
      if (failure !== null) {
        // Outside a transaction, where the sync level may change: SQLite checkpoints inside
        // COMMIT again, syncing as it does by default.
        writer.exec('PRAGMA synchronous = FULL')
        writer.exec(`PRAGMA wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`)
        options.onFailure?.(failure)
        failure = null
        return
      }
      if (!running || Atomics.load(handOver, 0) !== HANDED_OVER) return
      try {
        checkpointDurably(writer)
      } catch {
        // Not copied now (an I/O error the write will meet and report): the worker goes on and
        // hands the log over again once it has grown.
      }
      Atomics.store(handOver, 0, WORKER_CHECKPOINTS)
    },
    stop() {
      if (!running) return Promise.resolve()
      running = false
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timeout)
          worker.terminate()
          resolve()
        }
        // A worker that cannot answer (it failed as it stopped) is ended anyway.
        const timeout = setTimeout(done, 1000)
        stopped = done
        worker.postMessage({ type: 'stop' } satisfies ToWorker)
      })
    },
  }
}

/**
 * A checkpoint on the writer that syncs the log before copying it and the database file after,
 * whatever level the writer commits at: the log starts over at the next write, overwriting pages
 * whose only other copy must then be on disk.
 */
function checkpointDurably(writer: BunDatabase): void {
  const { synchronous } = writer.query('PRAGMA synchronous').get() as { synchronous: number }
  writer.exec('PRAGMA synchronous = FULL')
  try {
    writer.query('PRAGMA wal_checkpoint(PASSIVE)').get()
  } finally {
    writer.exec(`PRAGMA synchronous = ${synchronous}`)
  }
}
