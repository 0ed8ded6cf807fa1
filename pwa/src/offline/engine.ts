/**
 * The offline engine: Dexie, the outbox and its flushing, the store of cached answers. It is its
 * own chunk, loaded through `load-engine.ts` right after start-up. No screen waits for it to draw
 * or to fetch its data: reads go to the network at once and only write to (or, when the network
 * fails, read from) this store later. Screens import `index.ts`, never this file.
 */
export { enqueue, dismissFailed, onOperationDone, startSync, clearOfflineData, flushOutbox } from './runtime'
export { answers } from './answers'
export { offlineDb } from './db'
export { outboxView, lastSyncedView, flushingView } from './views'
