/**
 * The device's copy of what the signed-in person has seen and what they queued. Everything here
 * is personal: `clearOfflineData()` wipes it at sign-out.
 */
import Dexie, { type EntityTable } from 'dexie'
import type { StoredOutboxItem } from './types'

/** One API answer as last received, by the screen's cache key. */
export interface CachedAnswer {
  key: string
  path: string
  data: unknown
  syncedAt: number
}

export interface Draft {
  formKey: string
  value: unknown
  updatedAt: number
}

export interface MetaRow {
  key: string
  value: unknown
}

export type OfflineDb = Dexie & {
  outbox: EntityTable<StoredOutboxItem, 'id'>
  answers: EntityTable<CachedAnswer, 'key'>
  drafts: EntityTable<Draft, 'formKey'>
  meta: EntityTable<MetaRow, 'key'>
}

const DB_NAME = 'shiftwell-offline'

/** `deps` lets tests hand in fake-indexeddb; the app uses the browser's IndexedDB. */
export function openOfflineDb(name = DB_NAME, deps?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }): OfflineDb {
  const db = (deps ? new Dexie(name, deps) : new Dexie(name)) as OfflineDb
  // Outbox ids are uuidv7, so ordering by the primary key is the order of queueing (FIFO).
  db.version(1).stores({
    outbox: 'id, status, relatedId',
    answers: 'key, syncedAt',
    drafts: 'formKey',
    meta: 'key',
  })
  return db
}

let shared: OfflineDb | null = null

/** The app's database, opened on first use. */
export function offlineDb(): OfflineDb {
  shared ??= openOfflineDb()
  return shared
}
