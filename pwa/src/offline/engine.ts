/**
 * The offline engine: Dexie, the outbox and its flushing, cached answers. It is its own chunk,
 * loaded through `load-engine.ts` right after start-up, so no screen waits for Dexie before it
 * can draw. Screens import `index.ts`, never this file.
 */
export { enqueue, dismissFailed, onOperationDone, startSync, clearOfflineData, flushOutbox } from './runtime'
export { loadCached } from './cached-query'
export { offlineDb } from './db'
export { outboxView, lastSyncedView, flushingView } from './views'
