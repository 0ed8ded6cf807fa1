/**
 * Files nobody uses are removed a day after their upload (issue "People and paperwork" §1): a
 * photo that failed its check, a scan uploaded but never attached to a license, a résumé read
 * for its fields but not kept. A day's grace lets an upload finish its journey (the app uploads,
 * then attaches). A facility's documents are kept while the facility exists: nothing else refers
 * to them.
 *
 * The store is walked as a stream of directory entries, a bounded number per pass and at most
 * once an hour, resuming after the last file seen, so a store of millions of files never holds
 * the event loop or the memory.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { facilities } from '../../db/schema'
import { storageFor, type StoredFile } from '../../integrations/storage/file-storage'
import { FACILITY_DOCUMENT_PURPOSE } from '../../integrations/storage/file-types'
import { fileInUseBy } from './file-uses'

export const UNUSED_FILE_SWEEP = {
  /** How long an unused file is kept after its upload. */
  graceMs: 24 * 60 * 60_000,
  /** Files looked at per pass. */
  batch: 500,
  everyMs: 60 * 60_000,
} as const

const progress = new WeakMap<AppContext, { lastRunAt: number; after: string | null }>()

export async function sweepUnusedFiles(ctx: AppContext, { force = false } = {}): Promise<{ removed: string[]; looked: number }> {
  const now = ctx.clock.now().getTime()
  const state = progress.get(ctx) ?? { lastRunAt: -Infinity, after: null }
  if (!force && now - state.lastRunAt < UNUSED_FILE_SWEEP.everyMs) return { removed: [], looked: 0 }
  state.lastRunAt = now
  progress.set(ctx, state)

  const storage = storageFor(ctx)
  const page = await storage.listAfter(state.after, UNUSED_FILE_SWEEP.batch)
  // A short page is the end of the store: the next pass starts again from the beginning.
  state.after = page.length < UNUSED_FILE_SWEEP.batch ? null : page[page.length - 1]!.fileId
  const removed: string[] = []
  for (const file of page) {
    if (now - Date.parse(file.uploadedAt) < UNUSED_FILE_SWEEP.graceMs) continue
    if (await isKept(ctx, file)) continue
    await storage.remove(file.fileId)
    removed.push(file.fileId)
  }
  if (removed.length) ctx.log.info('removed unused files', { count: removed.length })
  return { removed, looked: page.length }
}

async function isKept(ctx: AppContext, file: StoredFile): Promise<boolean> {
  if (file.purpose === FACILITY_DOCUMENT_PURPOSE) {
    if (!file.facilityId) return false
    const facility = await ctx.db.read.select({ id: facilities.id }).from(facilities).where(and(eq(facilities.id, file.facilityId), isNull(facilities.deletedAt))).get()
    return facility !== undefined
  }
  return (await fileInUseBy(ctx, file)) !== null
}
