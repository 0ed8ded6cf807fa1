/**
 * The thread a scheduled backup runs on (`backup-schedule.ts`): `VACUUM INTO` and the integrity
 * check hold the thread that runs them for as long as the copy takes — seconds on a large
 * database — and on the server's own thread no request would be answered meanwhile. One backup
 * per worker: it answers once and is ended.
 */
import { writeBackup, type BackupWritten } from './backup'

declare const self: Worker

/** What the server's thread asks for. */
export interface BackupRequest {
  databasePath: string
  targetPath: string
}

/** What the worker answers. */
export type BackupAnswer = ({ ok: true } & BackupWritten) | { ok: false; message: string }

self.onmessage = (event: MessageEvent<BackupRequest>) => {
  let answer: BackupAnswer
  try {
    answer = { ok: true, ...writeBackup(event.data.databasePath, event.data.targetPath) }
  } catch (error) {
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
  postMessage(answer)
}
