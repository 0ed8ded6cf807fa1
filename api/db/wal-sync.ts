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
 */
import { fdatasync, openSync, closeSync } from 'node:fs'

/** fdatasync on Bun's I/O threads: the calling thread goes on at once. */
function datasync(fd: number): Promise<void> {
  return new Promise((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve())))
}

export class WalSync {
  private fd: number | null = null
  /** The fsync under way, if any. */
  private inFlight: Promise<void> | null = null
  /** The fsync that starts when the one under way returns (commits made during it wait for it). */
  private next: Promise<void> | null = null

  /** `syncFile` is the fsync of an open file (tests pass one they control). */
  constructor(
    private readonly walPath: string,
    private readonly syncFile: (fd: number) => Promise<void> = datasync,
  ) {}

  /** Resolves once everything committed before this call is on disk. */
  afterCommit(): Promise<void> {
    if (!this.inFlight) return this.start()
    // The fsync under way may have started before this commit's pages were written.
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
    // Opened on first use: SQLite creates the log file with the first write.
    this.fd ??= openSync(this.walPath, 'r')
    const fd = this.fd
    const sync = this.syncFile(fd)
    this.inFlight = sync
    const clear = () => {
      if (this.inFlight === sync) this.inFlight = null
    }
    sync.then(clear, clear)
    return sync
  }
}
