/**
 * `marketplace backup PATH` and `marketplace restore PATH` (the binary, or `bun api/main.ts …`):
 * the database is the one the server would open (`DATABASE_URL`, or `--database URL`).
 * Answers the exit status: 0 done, 1 failed, 2 not asked properly or not possible here.
 */
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigError, loadConfig, parseArgs } from '../config'
import { backupFileName, writeBackup } from './backup'
import { restoreBackup } from './backup-restore'
import { filePathOf } from './client'

export type BackupCommand = 'backup' | 'restore'

const USAGE: Record<BackupCommand, string> = {
  backup: 'Usage: marketplace backup PATH [--database URL]  (PATH a new file, or a directory for marketplace-<time>.db)',
  restore: 'Usage: marketplace restore PATH [--database URL]  (PATH a backup file; the server must be stopped)',
}

const LIBSQL_SERVER =
  'is a libSQL server: back it up with that service\'s own tools instead (Turso keeps point-in-time backups; `turso db shell NAME .dump > marketplace.sql` writes a copy). See README "Backups".'

export async function runBackupCommand(command: BackupCommand, argv: string[]): Promise<number> {
  const path = argv[0]
  let databaseUrl: string
  try {
    if (!path || path.startsWith('-')) throw new ConfigError(USAGE[command])
    const args = parseArgs(argv.slice(1))
    databaseUrl = loadConfig(process.env, args).databaseUrl
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    process.stderr.write(`${error.message}\n`)
    return 2
  }
  const databasePath = /^(libsql|https?|wss?):\/\//i.test(databaseUrl) ? undefined : filePathOf(databaseUrl)
  if (databasePath === undefined) {
    process.stderr.write(`DATABASE_URL ${LIBSQL_SERVER}\n`)
    return 2
  }
  if (databasePath === null) {
    process.stderr.write('DATABASE_URL is :memory:, a throwaway database: there is nothing to back up or restore.\n')
    return 2
  }
  try {
    if (command === 'backup') {
      const at = new Date()
      const target = existsSync(path) && statSync(path).isDirectory() ? join(path, backupFileName(at)) : path
      const written = writeBackup(databasePath, target)
      process.stdout.write(`Backup written: ${written.path} (${megabytes(written.bytes)}, ${written.ms} ms), the database ${databasePath} as of ${at.toISOString()}.\n`)
    } else {
      const { setAside } = restoreBackup(path, databasePath, new Date())
      process.stdout.write(`Restored ${databasePath} from ${path}.${setAside ? ` The database it replaced is kept at ${setAside}.` : ''}\n`)
    }
    return 0
  } catch (error) {
    const verb = command === 'backup' ? 'Backup' : 'Restore'
    process.stderr.write(`${verb} failed: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`
}
