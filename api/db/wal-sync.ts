/**
 * The fsync of committed writes, off the thread that answers requests.
 *
 * Under `synchronous = FULL` every COMMIT fsyncs the write-ahead log before returning: ~0.3 ms
 * alone, several milliseconds when a checkpoint's fsync holds the disk, and the process answers
 * nothing meanwhile. The writing connection of a busy server commits under `synchronous = OFF`
 * instead and this class syncs the log file on Bun's I/O threads after each commit; the writes of
 * a group are reported done only once an fsync that started after their COMMIT has returned. A
 * write is acknowledged on the same terms as under FULL: its pages are on disk.
 *
 * OFF would also skip the syncs around checkpoints, which keep the database file whole after a
 * power cut: every checkpoint runs at FULL instead (the worker's connection, and the writer's own
 * at the hand-over, `wal-checkpointer.ts`), so the log, its header after a restart included, is
 * on disk before any page of it is copied, and the copies are on disk before the log restarts.
 *
 * What changes is only what other connections may read: a committed group is visible to reads
 * during its fsync (a fraction of a millisecond). After a power cut such a group is gone, as
 * under FULL a group whose COMMIT was under way would be; nobody was told it was done.
 *
 * A failed fsync is final. On Linux the kernel may drop the dirty pages it could not write and
 * mark them clean, so a later fsync can succeed with a hole in the log before it: frames after
 * the hole fail their checksum at recovery and every commit behind them is lost. So after one
 * failure nothing more is reported durable, not even commits whose own fsync would succeed;
 * the caller (`client.ts`) stops taking writes and the server exits for a restart, whose
 * recovery reads the log as it really is on disk (docs/decisions.md "Durability").
 *
 * The log's directory is synced too, once, when the log is first opened here: SQLite creates
 * the `-wal` file with the first connection, and without a sync of the directory its name (and
 * the database file's, when both were just created) may not survive a power cut.
 */
import { fdatasync, openSync, closeSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { dirname } from 'node:path'

/** fdatasync on Bun's I/O threads: the calling thread goes on at once. */
function datasync(fd: number): Promise<void> {
  return new Promise((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve())))
}

/** fsync of a directory: makes the names created in it durable. */
async function syncDirectory(path: string): Promise<void> {
  const directory = await open(path, 'r')
  try {
    await directory.sync()
  } finally {
    await directory.close()
  }
}

export class WalSync {
  private fd: number | null = null
  /** The fsync under way, if any. */
  private inFlight: Promise<void> | null = null
  /** The fsync that starts when the one under way returns (commits made during it wait for it). */
  private next: Promise<void> | null = null
  /** Why the first failed fsync failed; from then on every commit is reported failed. */
  private failure: Error | null = null

  /**
   * `syncFile` is the fsync of an open file and `syncDir` the fsync of a directory (tests pass
   * ones they control).
   */
  constructor(
    private readonly walPath: string,
    private readonly syncFile: (fd: number) => Promise<void> = datasync,
    private readonly syncDir: (path: string) => Promise<void> = syncDirectory,
  ) {}

  /** The failed fsync that stopped this log being synced, if any. */
  get failed(): Error | null {
    return this.failure
  }

  /**
   * Resolves once everything committed before this call is on disk; rejects when an fsync
   * failed, this one or any before it.
   */
  afterCommit(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure)
    if (!this.inFlight) return this.start()
    // The fsync under way may have started before this commit's pages were written. Should it
    // fail, the next one does not start (`start` refuses) and these commits fail with it.
    this.next ??= this.inFlight.then(
      () => this.startNext(),
      () => this.startNext(),
    )
    return this.next
  }

  /** After the fsyncs under way (their writes are reported done or failed first). */
  async close(): Promise<void> {
    await Promise.allSettled([this.inFlight, this.next])
    if (this.fd !== null) closeSync(this.fd)
    this.fd = null
  }

  private startNext(): Promise<void> {
    this.next = null
    return this.start()
  }

  private start(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure)
    let sync: Promise<void>
    if (this.fd === null) {
      // Opened on first use, once SQLite has created the log file; its name made durable with
      // the first fsync of its contents.
      try {
        this.fd = openSync(this.walPath, 'r')
      } catch (error) {
        return Promise.reject(this.recordFailure(error))
      }
      sync = Promise.all([this.syncFile(this.fd), this.syncDir(dirname(this.walPath))]).then(() => {})
    } else {
      sync = this.syncFile(this.fd)
    }
    sync = sync.catch((error: unknown) => {
      throw this.recordFailure(error)
    })
    this.inFlight = sync
    const clear = () => {
      if (this.inFlight === sync) this.inFlight = null
    }
    sync.then(clear, clear)
    return sync
  }

  /** The first failure is the one reported from then on. */
  private recordFailure(error: unknown): Error {
    this.failure ??= error instanceof Error ? error : new Error(String(error))
    return this.failure
  }
}
