/**
 * `marketplace restore PATH`: the database file replaced by a backup, with the server stopped.
 *
 * Refused while anything has the database open. The test is SQLite's own lock, not a pid file:
 * every connection to a WAL database holds a shared lock on the file for as long as it is open,
 * so an exclusive lock is granted only when no process (a server, its serve-only processes, a
 * backup under way, an `sqlite3` shell) has it open — on this machine, whatever left it behind.
 *
 * The backup is checked first (`PRAGMA integrity_check`, and the migrations table that every
 * marketplace database has); the database it replaces is not deleted but set aside beside it
 * (`….replaced-<time>`), with its log checkpointed into it, so a restore of the wrong file is
 * undone by another restore. The backup is copied (never moved: it stays a backup) under a
 * temporary name, fsynced, renamed over the database, and the directory fsynced; the old `-wal`
 * and `-shm` go, or SQLite would replay the old log onto the restored file.
 */
import { Database } from 'bun:sqlite'
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { BackupError, fsyncPath } from './backup'

export interface Restored {
  /** Where the database that was replaced now is; null when there was none. */
  setAside: string | null
}

export function restoreBackup(backupPath: string, databasePath: string, at: Date): Restored {
  checkBackup(backupPath)
  mkdirSync(dirname(databasePath), { recursive: true })
  const partial = join(dirname(databasePath), `.${basename(databasePath)}.restoring-${process.pid}`)
  try {
    // Copied first, so the database is missing from its place only between two renames.
    copyFileSync(backupPath, partial)
    fsyncPath(partial)
    const setAside = existsSync(databasePath) ? setAsideUnused(databasePath, at) : null
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${databasePath}${suffix}`, { force: true })
    renameSync(partial, databasePath)
    fsyncPath(dirname(databasePath))
    return { setAside }
  } finally {
    rmSync(partial, { force: true })
  }
}

function checkBackup(backupPath: string): void {
  if (!existsSync(backupPath)) throw new BackupError(`there is no backup at ${backupPath}`)
  let backup: Database
  try {
    backup = new Database(backupPath, { readonly: true })
  } catch (error) {
    throw new BackupError(`${backupPath} is not a database (${error instanceof Error ? error.message : String(error)})`)
  }
  try {
    let problems: string[]
    try {
      problems = (backup.query('PRAGMA integrity_check').all() as { integrity_check: string }[]).map((row) => row.integrity_check)
    } catch (error) {
      throw new BackupError(`${backupPath} is not a database (${error instanceof Error ? error.message : String(error)})`)
    }
    if (problems.join() !== 'ok') throw new BackupError(`${backupPath} failed its integrity check, nothing was changed: ${problems.slice(0, 3).join('; ')}`)
    const migrations = backup.query(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'`).get()
    if (!migrations) throw new BackupError(`${backupPath} is an SQLite database but not a marketplace backup (it has no migrations table)`)
  } finally {
    backup.close()
  }
}

/**
 * Renames the database aside once nothing has it open: its log checkpointed into it under an
 * exclusive lock, so the file set aside holds everything that was committed.
 */
function setAsideUnused(databasePath: string, at: Date): string {
  const current = new Database(databasePath, { readwrite: true })
  try {
    current.exec('PRAGMA busy_timeout = 0')
    try {
      // Before the first read: the connection then asks for an exclusive lock on the file, which
      // any other open connection's shared lock refuses.
      current.exec('PRAGMA locking_mode = EXCLUSIVE')
      current.exec('BEGIN EXCLUSIVE')
      current.exec('COMMIT')
    } catch (error) {
      if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
        throw new BackupError(`the database at ${databasePath} is open in a running server (or another program); stop it first, nothing was changed`)
      }
      throw error
    }
    current.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  } finally {
    current.close()
  }
  const setAside = `${databasePath}.replaced-${at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-')}`
  renameSync(databasePath, setAside)
  return setAside
}
