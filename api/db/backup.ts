/**
 * An online copy of the embedded database, consistent and whole, taken while the server serves.
 *
 * `VACUUM INTO` on a read-only connection of its own: one read transaction, so the copy is the
 * database as of one instant (every write acknowledged before it is in, none after it), and in
 * WAL mode the server's writes go on meanwhile. The copy is one self-contained file (no `-wal`),
 * its indexes rebuilt from the rows, so a damaged index in the source is not copied. bun:sqlite
 * has no binding of SQLite's backup API; `VACUUM INTO` needs none and writes no page twice.
 *
 * The copy is written under a hidden temporary name beside the target, checked
 * (`PRAGMA integrity_check`), fsynced, then renamed and its directory fsynced: a backup that has
 * its name is complete, checked and on disk; a crash leaves at most a `.….partial-…` file.
 *
 * Synchronous: the CLI calls it directly; the server calls it on a worker thread
 * (`backup-worker.ts`), since the copy holds the thread that runs it for as long as it takes.
 */
import { Database } from 'bun:sqlite'
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

/** A problem the person running the backup can act on: the message says what. */
export class BackupError extends Error {}

export interface BackupWritten {
  path: string
  bytes: number
  ms: number
}

/** `marketplace-2026-01-31T06-00-00Z.db`: sorts by time, no characters a file system refuses. */
export function backupFileName(at: Date): string {
  return `marketplace-${at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-')}.db`
}

export function writeBackup(databasePath: string, targetPath: string): BackupWritten {
  const started = performance.now()
  if (!existsSync(databasePath)) throw new BackupError(`there is no database at ${databasePath}`)
  if (existsSync(targetPath)) throw new BackupError(`${targetPath} already exists; name a new file or a directory`)
  if (!existsSync(dirname(targetPath))) throw new BackupError(`the directory ${dirname(targetPath)} does not exist`)
  const partial = join(dirname(targetPath), `.${basename(targetPath)}.partial-${process.pid}-${crypto.randomUUID().slice(0, 8)}`)
  try {
    const source = new Database(databasePath, { readonly: true })
    try {
      // The server's writer may hold the write lock; a read transaction never waits for it in
      // WAL mode, only for a recovery or a log restart under way.
      source.exec('PRAGMA busy_timeout = 5000')
      source.query('VACUUM INTO ?').run(partial)
    } finally {
      source.close()
    }
    const copy = new Database(partial, { readonly: true })
    try {
      const problems = (copy.query('PRAGMA integrity_check').all() as { integrity_check: string }[]).map((row) => row.integrity_check)
      if (problems.join() !== 'ok') throw new BackupError(`the copy failed its integrity check: ${problems.slice(0, 3).join('; ')}`)
    } finally {
      copy.close()
    }
    fsyncPath(partial)
    renameSync(partial, targetPath)
    fsyncPath(dirname(targetPath))
  } catch (error) {
    rmSync(partial, { force: true })
    throw error
  }
  return { path: targetPath, bytes: statSync(targetPath).size, ms: Math.round(performance.now() - started) }
}

/** fsync of a file's contents, or of a directory's names. */
export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}
