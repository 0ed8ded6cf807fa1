/**
 * The offline layer's public surface: queue writes as named operations, read through a cache
 * that survives a lost connection, keep form drafts, and show what is pending or failed.
 * Everything here is small; the engine (Dexie, the outbox) loads as its own chunk on first use
 * (`startSync` asks for it at start-up), so it never delays a screen's first paint.
 * Rules of this folder: README.md.
 */
import { loadEngine } from './load-engine'
import type { OperationName, OutboxItem } from './types'

export type { OperationName, OutboxItem } from './types'
export { useOutbox, usePendingFor, useSyncStatus } from './hooks'
export { useCachedQuery, cachedQueryKey } from './use-cached-query'
export { useDraft } from './draft'

export function enqueue(op: OperationName, payload: unknown, meta: { label: string; relatedId?: string }): Promise<OutboxItem> {
  return loadEngine().then((engine) => engine.enqueue(op, payload, meta))
}

export function dismissFailed(id: string): Promise<void> {
  return loadEngine().then((engine) => engine.dismissFailed(id))
}

/** Sends what is queued now, without waiting out a back-off ("Send now"). */
export function flushOutbox(): Promise<void> {
  return loadEngine().then((engine) => engine.flushOutbox())
}

/** Forgets everything personal on this device (sign-out, session ended). */
export function clearOfflineData(): Promise<void> {
  return loadEngine().then((engine) => engine.clearOfflineData())
}

/** Once, from main.tsx: loads the engine and flushes on start, on reconnect and on tab visible. */
export function startSync(): void {
  void loadEngine().then((engine) => engine.startSync())
}

/**
 * Screens invalidate their queries here when an operation they queued is accepted. The
 * listener is attached as soon as the engine loads, which is before anything queued can finish.
 */
export function onOperationDone(listener: (item: OutboxItem, response: unknown) => void): () => void {
  let active = true
  let off: (() => void) | null = null
  void loadEngine().then((engine) => {
    if (active) off = engine.onOperationDone(listener)
  })
  return () => {
    active = false
    off?.()
  }
}
