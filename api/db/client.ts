/**
 * The database behind every verb, on either driver:
 *
 * - embedded SQLite through `bun:sqlite` (default): one write connection and one read-only
 *   connection on the same WAL file. Writes are serialised in-process and run inside
 *   `BEGIN IMMEDIATE … COMMIT` on the write connection (several waiting writes share one
 *   commit, each after the first in its own savepoint: `GroupCommit`), so their callback may
 *   `await`; reads go to the other connection and never see a write's uncommitted rows.
 * - libSQL / Turso through `@libsql/client` for `libsql://`, `http(s)://`, `ws(s)://` URLs (or a
 *   local file when the driver is forced, which CI does to run the suite on both drivers).
 *
 * Verbs see one query surface, `Tx`, and always `await` it: bun:sqlite's synchronous results are
 * awaited like libSQL's promises.
 */
import { Database as BunDatabase } from 'bun:sqlite'
import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core'
import { drizzle as drizzleBun } from 'drizzle-orm/bun-sqlite'
import { AppError } from '../errors'
import { removeScratchDir, scratchDir } from '../lib/scratch-dir'
import * as schema from './schema'
import { startCheckpointer, type Checkpointer } from './wal-checkpointer'
import { WalSync } from './wal-sync'

export type Schema = typeof schema
/** The query surface of a read or a write transaction, whatever the driver. */
export type Tx = BaseSQLiteDatabase<'async', unknown, Schema>

export type DriverName = 'bun-sqlite' | 'libsql'

export interface Database {
  readonly driver: DriverName
  /** Where the data lives, for logs: a path or a URL without credentials. */
  readonly location: string
  /** Directory of a file database (where the app secret is kept), null for servers and temporary databases. */
  readonly directory: string | null
  /** Reads outside a write: committed data only. */
  readonly read: Tx
  /**
   * Where a short read made just after this process's own writes is cheapest, committed data
   * only as `read`: on bun:sqlite the writer's connection while no write of this process is
   * under way (its page cache survives its own commits; the reader's is emptied, and its memory
   * map dropped, by every commit of another connection), else `read`. Use it at once, in the
   * same turn: a statement runs to completion synchronously, so no write starts in between.
   */
  readNearWrites(): Tx
  /**
   * Runs `fn` in a write transaction (`BEGIN IMMEDIATE`), serialised with every other write of
   * this process. Re-entrant: a write inside a write joins the outer transaction.
   */
  write<T>(fn: (tx: Tx) => Promise<T> | T): Promise<T>
  /**
   * Runs `fn`, whose writes may each change a great many rows (the migrations), with the
   * writer's statement journals in temporary files: on bun:sqlite they are otherwise kept in
   * memory, which is right for a request's few pages and wrong for a rewrite of a large table.
   */
  withLargeWrites<T>(fn: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface OpenOptions {
  /** `DATABASE_URL` (api-contract "Configuration"). */
  url: string
  /** Force a driver; `libsql` on a `file:` URL runs the libSQL client on a local file. */
  driver?: DriverName
  /**
   * For the process that takes the writes of a busy server (embedded database only): the
   * write-ahead log is fsynced after each commit on Bun's I/O threads (`wal-sync.ts`) and
   * checkpointed by a worker thread (`wal-checkpointer.ts`) instead of inside COMMIT on the
   * thread that answers requests. Writes are acknowledged once durable either way.
   */
  backgroundIo?: boolean
  /** Where the database reports trouble it recovered from (the server's logger). */
  warn?: (message: string, fields?: Record<string, unknown>) => void
  /**
   * Told once when an fsync of the log failed (`backgroundIo` only): by then the database
   * refuses every write and has acknowledged none since. The server exits here; whatever else
   * this process still holds in memory may say a commit is done that the disk does not have.
   */
  onFatal?: (error: DatabaseFailedError) => void
  /** The fsync of the log file under `backgroundIo` (tests inject a failing one). */
  syncLogFile?: (fd: number) => Promise<void>
}

/**
 * 503 for every write after a failed fsync of the log: the database is not told apart from a
 * disk that lost what it was given, so nothing more is committed until the server restarts.
 */
export class DatabaseFailedError extends AppError {
  readonly status = 503
  constructor(readonly reason: Error) {
    super('The server stopped taking changes after a disk error and is restarting. Nothing of this request was saved; please try again in a moment.')
  }
}

/** A FIFO mutex: writes of this process never interleave. */
class WriteLock {
  private tail: Promise<void> = Promise.resolve()
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const previous = this.tail
    let release!: () => void
    this.tail = new Promise<void>((r) => (release = r))
    await previous
    try {
      return await fn()
    } finally {
      release()
    }
  }
}

function isRemoteUrl(url: string): boolean {
  return /^(libsql|https?|wss?):\/\//i.test(url)
}

/** `file:./data/x.db` or a bare path → absolute path; `:memory:` → null. */
export function filePathOf(url: string): string | null {
  if (url === ':memory:' || url === 'file::memory:') return null
  return resolve(url.replace(/^file:(\/\/)?/, ''))
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const driver: DriverName = options.driver ?? (isRemoteUrl(options.url) ? 'libsql' : 'bun-sqlite')
  if (isRemoteUrl(options.url) && driver !== 'libsql') throw new Error(`DATABASE_URL ${redact(options.url)} needs the libsql driver`)
  const path = isRemoteUrl(options.url) ? null : filePathOf(options.url)
  // `:memory:` is a throwaway file: two connections (read and write) need a shared file to
  // behave exactly as in production, and SQLite's shared-cache memory mode locks whole tables.
  const temporaryDir = !isRemoteUrl(options.url) && path === null ? scratchDir(`marketplace-${process.pid}-`) : null
  const filePath = path ?? (temporaryDir ? join(temporaryDir, 'db.sqlite') : null)
  if (filePath) mkdirSync(dirname(filePath), { recursive: true })

  const db = driver === 'bun-sqlite' ? openBunSqlite(filePath!, options) : await openLibsql(options.url, filePath)
  const location = filePath && !temporaryDir ? filePath : temporaryDir ? ':memory:' : redact(options.url)
  return {
    ...db,
    driver,
    location,
    directory: filePath && !temporaryDir ? dirname(filePath) : null,
    async close() {
      await db.close()
      if (temporaryDir) removeScratchDir(temporaryDir)
    },
  }
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@').replace(/([?&]authToken=)[^&]*/i, '$1***')
}

type DriverParts = Pick<Database, 'read' | 'readNearWrites' | 'write' | 'withLargeWrites'> & { close(): Promise<void> }

function openBunSqlite(filePath: string, options: OpenOptions): DriverParts {
  const backgroundIo = options.backgroundIo ?? false
  const warn = options.warn ?? (() => {})
  const writer = new BunDatabase(filePath, { create: true, strict: true })
  // Durable commits (FULL, or OFF with the fsync after COMMIT made by `WalSync` and checkpoints
  // that sync by `wal-checkpointer.ts`), WAL so readers never block the writer, a busy timeout
  // for other processes on the same file, foreign keys enforced, and a bounded WAL file.
  writer.exec('PRAGMA journal_mode = WAL')
  writer.exec(`PRAGMA synchronous = ${backgroundIo ? 'OFF' : 'FULL'}`)
  // No busy timeout on the writer: SQLite's would sleep inside the call and stall every request of
  // this process; `beginImmediate` waits for another process's write without blocking (below).
  writer.exec('PRAGMA busy_timeout = 0')
  writer.exec('PRAGMA foreign_keys = ON')
  writer.exec('PRAGMA journal_size_limit = 67108864')
  // The writer reads too (every check inside a write): the same mapped pages as the reader,
  // and a page cache that holds the B-tree pages a write walks (SQLite's default is 2 MB).
  writer.exec('PRAGMA mmap_size = 1073741824')
  writer.exec('PRAGMA cache_size = -65536')
  // Statement journals (the original of each page a statement or savepoint inside a transaction
  // changes, kept to undo it) in memory: SQLite's default spills one past 64 KiB into a temporary
  // file, and a hire's seat update or ledger rows pass that, which cost it ~35 writes to that
  // file. A request changes a bounded number of pages; migrations go back to files
  // (`withLargeWrites`).
  writer.exec('PRAGMA temp_store = MEMORY')
  const reader = new BunDatabase(filePath, { readonly: true, strict: true })
  reader.exec('PRAGMA busy_timeout = 5000')
  // Memory-mapped reads: large scans spend most of their time in pread otherwise.
  reader.exec('PRAGMA mmap_size = 1073741824')
  reader.exec('PRAGMA foreign_keys = ON')

  const writeDb = drizzleBun(withStatementCache(writer), { schema }) as unknown as Tx
  const readDb = drizzleBun(withStatementCache(reader), { schema }) as unknown as Tx
  const current = new AsyncLocalStorage<Tx>()
  const walSync = backgroundIo ? new WalSync(`${filePath}-wal`, ...(options.syncLogFile ? [options.syncLogFile] : [])) : null
  const checkpointer = backgroundIo
    ? startCheckpointer(filePath, writer, {
        onFailure: (reason) => warn('background checkpoints stopped; SQLite checkpoints on commit again', { reason }),
      })
    : null
  const commits = new GroupCommit(writer, writeDb, current, { checkpointer, walSync }, options.onFatal ?? (() => {}))

  return {
    read: readDb,
    readNearWrites: () => (commits.idle && !writer.inTransaction ? writeDb : readDb),
    write<T>(fn: (tx: Tx) => Promise<T> | T): Promise<T> {
      const outer = current.getStore()
      if (outer) return Promise.resolve(fn(outer))
      return commits.submit(fn)
    },
    async withLargeWrites<T>(fn: () => Promise<T>): Promise<T> {
      // Inside a write of its own, so no other write's transaction is open on the connection; the
      // setting holds from the next transaction (SQLite reads it as each one begins).
      const journalsIn = (store: 'FILE' | 'MEMORY') => commits.submit(() => writer.exec(`PRAGMA temp_store = ${store}`))
      await journalsIn('FILE')
      try {
        return await fn()
      } finally {
        await journalsIn('MEMORY')
      }
    },
    async close() {
      await walSync?.close()
      await checkpointer?.stop()
      reader.close()
      // The last connection to close checkpoints the log and deletes it: synced, at FULL.
      writer.exec('PRAGMA synchronous = FULL')
      writer.close()
    },
  }
}

interface PendingWrite {
  fn: (tx: Tx) => unknown
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** Most writes one commit carries. */
const MAX_GROUP = 64

/**
 * This process's writes, in arrival order, committed in groups: the writes waiting when a
 * transaction starts run one after another inside it, each after the first in its own savepoint
 * (a failing one rolls back alone; a failing first one rolls back the transaction, which holds
 * nothing else yet, and the others start a new one), and share its one COMMIT — one fsync
 * instead of one each. A caller hears of its write only once that COMMIT is durable (returned
 * under `synchronous = FULL`, or its fsync by `WalSync` returned, while the next group already
 * runs), so nothing is reported done before it is on disk; under light load a group is a single
 * write, as before.
 *
 * A failed fsync of the log (`WalSync`) fails its group, the group committed meanwhile and every
 * write after them: none is acknowledged, and `onFatal` is told once.
 */
class GroupCommit {
  private queue: PendingWrite[] = []
  private running = false
  /** Set by a failed fsync of the log: from then on every write is refused. */
  private failure: DatabaseFailedError | null = null

  /** No write queued or running: the writer's connection holds no open transaction of ours. */
  get idle(): boolean {
    return !this.running
  }

  constructor(
    private readonly writer: BunDatabase,
    private readonly tx: Tx,
    private readonly current: AsyncLocalStorage<Tx>,
    private readonly io: { checkpointer: Checkpointer | null; walSync: WalSync | null },
    private readonly onFatal: (error: DatabaseFailedError) => void,
  ) {}

  submit<T>(fn: (tx: Tx) => Promise<T> | T): Promise<T> {
    if (this.failure) return Promise.reject(this.failure)
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ fn, resolve: resolve as (value: unknown) => void, reject })
      if (this.running) return
      // The group starts after this turn of the event loop: requests read from the network in
      // the same turn reach their writes (their reads are synchronous) and share its commit.
      // Started at once, each write would run and commit alone before the next request is read.
      this.running = true
      setImmediate(() => void this.drain())
    })
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length) await this.runGroup(this.queue.splice(0, MAX_GROUP))
    } finally {
      this.running = false
    }
  }

  private async runGroup(group: PendingWrite[]): Promise<void> {
    const writer = this.writer
    if (this.failure) {
      for (const write of group) write.reject(this.failure)
      return
    }
    this.io.checkpointer?.beforeWrite()
    try {
      await beginImmediate(writer)
    } catch (error) {
      for (const write of group) write.reject(error)
      return
    }
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = []
    for (let i = 0; i < group.length; i++) {
      // The group's first write runs without a savepoint: a savepoint copies the original of every
      // page the write changes into a statement journal (~50 pages, most of a hire's I/O), and
      // the first write needs none of it — if it fails, the transaction holds nothing else and
      // is rolled back whole, and the writes after it go into the next group.
      const first = i === 0
      if (!first) writer.exec('SAVEPOINT write')
      try {
        const value = await this.current.run(this.tx, () => group[i]!.fn(this.tx))
        if (!first) writer.exec('RELEASE write')
        outcomes.push({ ok: true, value })
      } catch (error) {
        if (writer.inTransaction && !first) {
          writer.exec('ROLLBACK TO write')
          writer.exec('RELEASE write')
          outcomes.push({ ok: false, error })
          continue
        }
        // The first write failed (nothing else in the transaction), or SQLite ended the whole
        // transaction (a full disk, an I/O error) and the writes before this one are lost with
        // it: they fail, and the ones after it start a new group.
        if (writer.inTransaction) writer.exec('ROLLBACK')
        for (const write of group.slice(0, i + 1)) write.reject(error)
        this.queue.unshift(...group.slice(i + 1))
        return
      }
    }
    if (this.failure) {
      // The log failed while this group ran (a write awaited): nothing more is committed.
      writer.exec('ROLLBACK')
      for (const write of group) write.reject(this.failure)
      return
    }
    try {
      writer.exec('COMMIT')
    } catch (error) {
      if (writer.inTransaction) writer.exec('ROLLBACK')
      for (const write of group) write.reject(error)
      return
    }
    const report = () =>
      group.forEach((write, i) => {
        const outcome = outcomes[i]!
        if (outcome.ok) write.resolve(outcome.value)
        else write.reject(outcome.error)
      })
    // Not awaited: the next group runs while this one's fsync is under way.
    if (this.io.walSync) this.io.walSync.afterCommit().then(report, (error) => this.failed(error, group))
    else report()
  }

  /** A failed fsync of the log: this group, every write queued, and every write after, refused. */
  private failed(error: unknown, group: PendingWrite[]): void {
    const first = this.failure === null
    this.failure ??= new DatabaseFailedError(error instanceof Error ? error : new Error(String(error)))
    for (const write of [...group, ...this.queue.splice(0)]) write.reject(this.failure)
    if (first) this.onFatal(this.failure)
  }
}

/** How long a write waits for another process's write to finish before failing. */
const WRITE_WAIT_MS = 5000

function isBusy(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_BUSY_RECOVERY'
}

/**
 * `BEGIN IMMEDIATE`, waiting asynchronously while another process (SERVER_PROCESSES > 1, or a
 * tool on the same file) holds the write lock: short sleeps that grow to 2 ms, so this process
 * keeps answering reads meanwhile and a free lock is taken within a fraction of a millisecond.
 */
async function beginImmediate(connection: BunDatabase): Promise<void> {
  const deadline = performance.now() + WRITE_WAIT_MS
  for (let wait = 0.1; ; wait = Math.min(wait * 2, 2)) {
    try {
      connection.exec('BEGIN IMMEDIATE')
      return
    } catch (error) {
      if (!isBusy(error) || performance.now() > deadline) throw error
      await Bun.sleep(wait)
    }
  }
}

/** How many compiled statements each connection keeps (least recently used go first). */
const STATEMENT_CACHE_SIZE = 500

/**
 * The connection as drizzle sees it, with `prepare` answered from a bounded cache of compiled
 * statements keyed by their SQL text. drizzle compiles every query it runs; the same handful of
 * statements serve almost every request, and compiling costs several times what running an
 * indexed one does. A cached statement is safe to share: bun:sqlite runs each call to
 * completion synchronously, so no two uses of one statement ever overlap.
 */
function withStatementCache(connection: BunDatabase): BunDatabase {
  const statements = new Map<string, ReturnType<BunDatabase['prepare']>>()
  const prepare = (sql: string) => {
    let statement = statements.get(sql)
    if (statement) {
      statements.delete(sql)
    } else {
      statement = connection.prepare(sql)
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!)
    }
    statements.set(sql, statement)
    return statement
  }
  return new Proxy(connection, {
    get(target, property) {
      if (property === 'prepare') return prepare
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

async function openLibsql(url: string, filePath: string | null): Promise<DriverParts> {
  // Imported on demand: the embedded driver never loads libSQL's native module, and the remote
  // client is the fetch-based one, which the single binary can carry.
  let db: Tx
  let client: { execute(sql: string): Promise<unknown>; close(): void }
  if (filePath) {
    const [{ drizzle }, { createClient }] = await Promise.all([import('drizzle-orm/libsql'), import('@libsql/client')])
    const local = createClient({ url: `file:${filePath}` })
    client = local
    db = drizzle(local, { schema }) as unknown as Tx
  } else {
    const [{ drizzle }, { createClient }] = await Promise.all([import('drizzle-orm/libsql/web'), import('@libsql/client/web')])
    const remote = createClient({ url: url.split('?')[0]!, authToken: new URL(url).searchParams.get('authToken') ?? process.env.DATABASE_AUTH_TOKEN })
    client = remote
    db = drizzle(remote, { schema }) as unknown as Tx
  }
  if (filePath) {
    await client.execute('PRAGMA journal_mode = WAL')
    await client.execute('PRAGMA busy_timeout = 5000')
    await client.execute('PRAGMA foreign_keys = ON')
  }
  const lock = new WriteLock()
  const current = new AsyncLocalStorage<Tx>()
  return {
    read: db,
    readNearWrites: () => db,
    withLargeWrites: (fn) => fn(),
    write<T>(fn: (tx: Tx) => Promise<T> | T): Promise<T> {
      const outer = current.getStore()
      if (outer) return Promise.resolve(fn(outer))
      // libSQL's write transaction is `BEGIN IMMEDIATE` on its own connection; the client keeps
      // serving reads from another, which sees only committed rows.
      return lock.run(() => db.transaction((tx) => current.run(tx as unknown as Tx, async () => fn(tx as unknown as Tx))))
    },
    async close() {
      client.close()
    },
  }
}
