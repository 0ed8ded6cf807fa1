/**
 * The offline layer's public surface: queue writes as named operations, read through a cache
 * that survives a lost connection, keep form drafts, and show what is pending or failed.
 * Rules of this folder: README.md.
 */
export type { OperationName, OutboxItem } from './types'
export { enqueue, dismissFailed, onOperationDone, startSync, clearOfflineData, flushOutbox } from './runtime'
export { useOutbox, usePendingFor, useSyncStatus } from './hooks'
export { useCachedQuery, cachedQueryKey } from './cached-query'
export { useDraft } from './draft'
