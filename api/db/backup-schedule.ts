/**
 * Scheduled snapshots (`BACKUP_DIR`, `BACKUP_EVERY`, `BACKUP_KEEP`), taken by the writing
 * process's scheduler (`scheduler.ts`).
 *
 * A snapshot is due when the newest one in `BACKUP_DIR` is `BACKUP_EVERY` old, read from the
 * names (`marketplace-<UTC time>.db`), so a restart neither repeats one nor skips one, and a
 * fresh install gets its first at the first tick. The copy runs on a worker thread
 * (`backup-worker.ts`) and the sweep returns at once: the scheduler's other sweeps (money, hires)
 * are not held for the minutes a large copy may take, and one snapshot at a time runs. Once a
 * snapshot is written, the oldest beyond `BACKUP_KEEP` are deleted: only files named as
 * snapshots, never anything else in the directory.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { AppContext } from '../context'
import { backupFileName } from './backup'
import type { BackupAnswer, BackupRequest } from './backup-worker'

/** A snapshot's name: `backupFileName`. */
const SNAPSHOT_NAME = /^marketplace-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.db$/
/** What a copy cut short (the process stopped) leaves: `backup.ts`'s temporary name, with its writer's pid. */
const PARTIAL_SNAPSHOT_NAME = /^\.marketplace-.*\.db\.partial-(\d+)-/

export interface ScheduledBackup {
  path: string
  bytes: number
  ms: number
  /** Older snapshots deleted to keep `BACKUP_KEEP`. */
  removed: string[]
}

const underWay = new WeakMap<AppContext, Promise<ScheduledBackup>>()

/** The scheduler's sweep: starts a snapshot when one is due and returns without waiting for it. */
export async function takeScheduledBackup(ctx: AppContext): Promise<void> {
  startScheduledBackup(ctx)?.then(
    (written) => ctx.log.info('backup written', { ...written }),
    (error) => ctx.log.error('scheduled backup failed', { error: error instanceof Error ? error.message : String(error) }),
  )
}

/** Starts a snapshot when one is due and none is under way; null otherwise. */
export function startScheduledBackup(ctx: AppContext): Promise<ScheduledBackup> | null {
  const schedule = ctx.config.backup
  if (!schedule || underWay.has(ctx) || ctx.db.directory === null) return null
  const now = ctx.clock.now()
  mkdirSync(schedule.dir, { recursive: true })
  const newest = snapshotsIn(schedule.dir).at(-1)
  if (newest && now.getTime() - timeOf(newest) < schedule.everyMs) return null
  removeAbandonedCopies(schedule.dir)
  const databasePath = ctx.db.location
  const job = copyOnWorker({ databasePath, targetPath: join(schedule.dir, backupFileName(now)) })
    .then((written) => ({ ...written, removed: keepNewest(schedule.dir, schedule.keep) }))
    .finally(() => underWay.delete(ctx))
  underWay.set(ctx, job)
  return job
}

function copyOnWorker(request: BackupRequest): Promise<Omit<ScheduledBackup, 'removed'>> {
  const worker = new Worker(new URL('./backup-worker.ts', import.meta.url).href)
  // A stopping server does not wait for a snapshot: the copy is abandoned under its temporary name.
  ;(worker as unknown as { unref(): void }).unref()
  return new Promise<Omit<ScheduledBackup, 'removed'>>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<BackupAnswer>) => {
      const answer = event.data
      if (answer.ok) resolve({ path: answer.path, bytes: answer.bytes, ms: answer.ms })
      else reject(new Error(answer.message))
    }
    worker.onerror = (event) => reject(new Error(event.message))
    worker.postMessage(request)
  }).finally(() => worker.terminate())
}

/** Snapshot names in `dir`, oldest first. */
function snapshotsIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => SNAPSHOT_NAME.test(name))
    .sort()
}

function timeOf(name: string): number {
  const [, day, hours, minutes, seconds] = SNAPSHOT_NAME.exec(name)!
  return Date.parse(`${day}T${hours}:${minutes}:${seconds}Z`)
}

/** Deletes all but the newest `keep` snapshots; answers the names deleted. */
function keepNewest(dir: string, keep: number): string[] {
  const old = snapshotsIn(dir).slice(0, -keep)
  for (const name of old) rmSync(join(dir, name), { force: true })
  return old
}

/** Temporary copies whose writer is gone (a server stopped mid-copy). */
function removeAbandonedCopies(dir: string): void {
  for (const name of readdirSync(dir)) {
    const pid = PARTIAL_SNAPSHOT_NAME.exec(name)?.[1]
    if (pid && !isAlive(Number(pid))) rmSync(join(dir, name), { force: true })
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM'
  }
}
