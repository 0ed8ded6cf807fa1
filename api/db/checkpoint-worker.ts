/**
 * The WAL checkpointer's thread (see `wal-checkpointer.ts`): its own connection copies committed
 * pages from the log into the database file every few milliseconds, so the fsync of the database
 * file happens here and not inside a COMMIT on the thread that answers requests.
 *
 * Its messages are `ToWorker` and `FromWorker`; the hand-over of a long log goes through shared
 * memory instead (`handOver`), because the writer checks it before every transaction and a busy
 * event loop delivers messages late.
 */
import { Database } from 'bun:sqlite'
import { HANDED_OVER, type FromWorker, type ToWorker } from './wal-checkpointer'

declare const self: Worker

type Start = Extract<ToWorker, { type: 'start' }>

interface CheckpointResult {
  busy: number
  log: number
  checkpointed: number
}

let connection: Database | null = null
let timer: ReturnType<typeof setTimeout> | null = null
let settings: Start | null = null
/** Log length at which the next restart is asked for. */
let restartAt = 0
/** Log length when the last restart was asked for (a shorter log since means it restarted). */
let askedAt = 0

function fail(error: unknown): void {
  stop()
  postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies FromWorker)
}

function stop(): void {
  if (timer) clearTimeout(timer)
  timer = null
  connection?.close()
  connection = null
}

function schedule(): void {
  if (settings) timer = setTimeout(pass, settings.intervalMs)
}

function pass(): void {
  timer = null
  if (!connection || !settings) return
  if (Atomics.load(settings.handOver, 0) === HANDED_OVER) {
    schedule()
    return
  }
  let result: CheckpointResult
  try {
    // PASSIVE: copies what no reader still needs, never waits for readers or the writer.
    result = connection.query('PRAGMA wal_checkpoint(PASSIVE)').get() as CheckpointResult
  } catch (error) {
    fail(error)
    return
  }
  if (result.log < askedAt) restartAt = settings.restartFrames
  if (result.log >= restartAt && result.checkpointed === result.log) {
    // Everything is copied, but the writer keeps appending: only the writer, between two of its
    // transactions, can copy the last few pages and start the log over (SQLite restarts the log
    // at the first write after a complete checkpoint). Asked again only once the log has grown a
    // quarter more, in case a reader kept it from restarting.
    askedAt = result.log
    restartAt = result.log + Math.ceil(settings.restartFrames / 4)
    Atomics.store(settings.handOver, 0, HANDED_OVER)
  }
  schedule()
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data
  if (message.type === 'start') {
    try {
      settings = message
      restartAt = message.restartFrames
      connection = new Database(message.path)
      // A checkpoint under FULL syncs the log before copying and the database file after, as
      // SQLite's own automatic checkpoint does.
      connection.exec('PRAGMA synchronous = FULL')
      connection.exec('PRAGMA busy_timeout = 0')
      schedule()
    } catch (error) {
      fail(error)
    }
  } else {
    stop()
    postMessage({ type: 'stopped' } satisfies FromWorker)
  }
}
