/**
 * The provider screens' one doorway to the offline engine: cached reads of shifts, queued
 * writes and the outbox. Screens import from here so they never depend on the engine's layout.
 */
export { dismissFailed, enqueue, onOperationDone, useCachedQuery, useOutbox, usePendingFor, useSyncStatus } from '../../offline'
export type { OperationName, OutboxItem } from '../../offline'
