/**
 * The offline layer's public surface for screens: queue an action and wait for it, read through
 * a cache that survives a lost connection, keep form drafts, and show what is pending or failed.
 * Everything here is small; the engine (Dexie, the outbox) loads as its own chunk (main.tsx
 * asks `commands.ts` to start it), so it never delays a screen's first paint. Query options for
 * cached reads come from `cached-query-options.ts` directly: route loaders import them with the
 * app's entry, which must not pull these hooks in. Rules of this folder: README.md.
 */
export type { OperationName, OperationPayload, OperationResult, OutboxItem } from './types'
export { isOperation } from './types'
export { dismissFailed, enqueue, flushOutbox, clearOfflineData, onOperationDone } from './commands'
export { useOutbox, usePendingFor, useSyncStatus } from './hooks'
export { useCachedQuery, type CachedQueryState } from './use-cached-query'
export { useQueuedAction, WAITING_MESSAGE, type QueuedOutcome, type QueuedState } from './use-queued-action'
export { useDraftState } from './draft'
