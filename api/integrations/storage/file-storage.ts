/**
 * Uploaded files on local disk: `files/` beside the database file, or a throwaway directory for
 * an in-memory database (tests, previews). Each file is two entries: `<fileId>.bin` (the bytes)
 * and `<fileId>.json` (who owns it, its type, size and name). The metadata is written last, by
 * rename, so a file "exists" only once its bytes are complete.
 *
 * With a libSQL server database there is no database directory; files then go to
 * `./data/files` of the working directory, which every server process must share.
 *
 * With `STORAGE_S3_BUCKET` set, files go to an S3-compatible bucket instead (s3-storage.ts),
 * behind the same `FileStorage` interface.
 */
import { mkdirSync } from 'node:fs'
import { open, opendir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { AppContext } from '../../context'
import type { Database } from '../../db/client'
import { ConflictError } from '../../errors'
import { removedAtExit } from '../../lib/scratch-dir'
import { s3FileStorage } from './s3-storage'
import { isFileId, type FileBody, type FileStorage, type StoredFile } from './stored-file'

export { isFileId, type FileBody, type FileStorage, type StoredFile }

export function localFileStorage(root: string): FileStorage {
  mkdirSync(root, { recursive: true })
  const bin = (id: string) => join(root, `${id}.bin`)
  const meta = (id: string) => join(root, `${id}.json`)

  async function find(fileId: string): Promise<StoredFile | null> {
    if (!isFileId(fileId)) return null
    try {
      return JSON.parse(await readFile(meta(fileId), 'utf8')) as StoredFile
    } catch {
      return null
    }
  }

  return {
    root,
    async put(file, body) {
      if (!isFileId(file.fileId)) throw new Error(`not a file id: ${file.fileId}`)
      let handle
      try {
        // Exclusive create: two uploads racing on one URL cannot both write.
        handle = await open(bin(file.fileId), 'wx', 0o600)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ConflictError('This file has already been uploaded')
        throw error
      }
      let size = 0
      try {
        if (body instanceof Uint8Array) {
          await handle.writeFile(body)
          size = body.byteLength
        } else {
          // Each chunk is on disk before the next is read from the request.
          for await (const chunk of body) {
            await handle.write(chunk)
            size += chunk.byteLength
          }
        }
        await handle.sync()
      } catch (error) {
        await handle.close()
        await rm(bin(file.fileId), { force: true })
        throw error
      }
      await handle.close()
      const stored = { ...file, size }
      const temp = `${meta(file.fileId)}.tmp`
      await writeFile(temp, JSON.stringify(stored), { mode: 0o600 })
      await rename(temp, meta(file.fileId))
      return stored
    },
    find,
    async read(fileId) {
      const file = await find(fileId)
      if (!file) return null
      return { file, bytes: new Uint8Array(await readFile(bin(fileId))) }
    },
    async open(fileId) {
      const file = await find(fileId)
      if (!file) return null
      return { file, stream: () => Bun.file(bin(fileId)).stream() as ReadableStream<Uint8Array<ArrayBuffer>> }
    },
    async listAfter(after, limit) {
      // Directory order is not id order: keep the `limit` smallest ids after `after` while streaming.
      const ids: string[] = []
      const dir = await opendir(root)
      for await (const entry of dir) {
        if (!entry.name.endsWith('.json')) continue
        const id = entry.name.slice(0, -'.json'.length)
        if (!isFileId(id) || (after !== null && id <= after)) continue
        if (ids.length === limit && id >= ids[limit - 1]!) continue
        ids.splice(sortedIndex(ids, id), 0, id)
        if (ids.length > limit) ids.pop()
      }
      const files = await Promise.all(ids.map(find))
      return files.filter((f): f is StoredFile => f !== null)
    },
    async rewriteMetadata(file) {
      if (!(await find(file.fileId))) throw new Error(`no such file: ${file.fileId}`)
      const temp = `${meta(file.fileId)}.tmp`
      await writeFile(temp, JSON.stringify(file), { mode: 0o600 })
      await rename(temp, meta(file.fileId))
    },
    async remove(fileId) {
      if (!isFileId(fileId)) return
      await rm(meta(fileId), { force: true })
      await rm(bin(fileId), { force: true })
    },
  }
}

/** Where `id` goes in the sorted `ids` (binary search). */
function sortedIndex(ids: string[], id: string): number {
  let low = 0
  let high = ids.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (ids[mid]! < id) low = mid + 1
    else high = mid
  }
  return low
}


/** Where a database's files live (see the header). */
export function storageRootFor(db: Pick<Database, 'directory' | 'location'>): string {
  if (db.directory) return join(db.directory, 'files')
  if (db.location === ':memory:') {
    // Made when the storage opens.
    return removedAtExit(join(tmpdir(), `marketplace-files-${process.pid}-${crypto.randomUUID()}`))
  }
  return resolve('data', 'files')
}

const byContext = new WeakMap<AppContext, FileStorage>()

/**
 * The storage of this server (one per context, so each test server has its own): the bucket
 * configured by `STORAGE_S3_*` (s3-storage.ts), else the local disk.
 */
export function storageFor(ctx: AppContext): FileStorage {
  let storage = byContext.get(ctx)
  if (!storage) {
    const s3 = ctx.config.storage
    storage = s3 ? s3FileStorage(s3) : localFileStorage(storageRootFor(ctx.db))
    byContext.set(ctx, storage)
  }
  return storage
}
