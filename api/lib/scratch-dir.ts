/**
 * A directory under the system's temporary folder that lives as long as this process: removed
 * when it is let go (`remove`) or, at the latest, when the process exits. A throwaway database,
 * the local S3 double's bucket and the test suites' fixtures use one, so thousands of test runs
 * do not leave thousands of folders behind.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const live = new Set<string>()
let hooked = false

export function scratchDir(prefix: string): string {
  return removedAtExit(mkdtempSync(join(tmpdir(), prefix)))
}

/** `dir` (made now or later) removed when the process exits, as a `scratchDir` is. */
export function removedAtExit(dir: string): string {
  live.add(dir)
  if (!hooked) {
    hooked = true
    // 'exit' runs synchronous work only, which is all removing folders needs. `bun test` ends
    // without it: the test preload removes them after the last test instead.
    process.once('exit', removeScratchDirs)
  }
  return dir
}

/** Removes every directory `scratchDir` made that is still there. */
export function removeScratchDirs(): void {
  for (const dir of live) removeScratchDir(dir)
}

/** Removes a directory made by `scratchDir` now. */
export function removeScratchDir(dir: string): void {
  live.delete(dir)
  rmSync(dir, { recursive: true, force: true })
}
