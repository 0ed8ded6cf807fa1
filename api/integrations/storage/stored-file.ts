/** What every file store holds and does (file-storage.ts on disk, s3-storage.ts in a bucket). */
import type { StoredContentType } from './file-types'

export interface StoredFile {
  fileId: string
  ownerUserId: string
  purpose: string
  contentType: StoredContentType
  size: number
  filename: string
  uploadedAt: string
  /** A facility's picture or document: the facility it belongs to. */
  facilityId?: string
}

/**
 * A file's bytes: whole, or as chunks streamed from the request. A stream that throws (too large,
 * not the type it claimed) leaves nothing stored; the error reaches the caller.
 */
export type FileBody = Uint8Array | AsyncIterable<Uint8Array>

export interface FileStorage {
  /** Where the files are: a directory, or `s3://bucket/prefix`. */
  readonly root: string
  /**
   * Stores a new file, its `size` the bytes actually written; a second write of the same id is a
   * 409 (an upload URL is single-use). Streamed bodies are written as they arrive; `length`, when
   * the request declared it, lets a bucket take the stream as one PUT (the body must then be
   * exactly that long).
   */
  put(file: StoredFile, body: FileBody, length?: number): Promise<StoredFile>
  /** The file's metadata once fully uploaded, else null. */
  find(fileId: string): Promise<StoredFile | null>
  /** The file's bytes, or null (for the callers that read a file whole: photos, résumés). */
  read(fileId: string): Promise<{ file: StoredFile; bytes: Uint8Array<ArrayBuffer> } | null>
  /** The file's bytes as a stream (downloads), or null. */
  open(fileId: string): Promise<{ file: StoredFile; stream(): ReadableStream<Uint8Array<ArrayBuffer>> } | null>
  remove(fileId: string): Promise<void>
  /**
   * Up to `limit` complete files whose ids sort after `after` (null: from the first), in id
   * order; read as a stream of directory entries, so a large store is never listed whole.
   */
  listAfter(after: string | null, limit: number): Promise<StoredFile[]>
  /** Replaces a stored file's metadata (its shown name); the bytes never change. */
  rewriteMetadata(file: StoredFile): Promise<void>
}

/** File ids are ours (UUIDs); anything else never reaches the disk as a path. */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function isFileId(value: string): boolean {
  return FILE_ID.test(value)
}

