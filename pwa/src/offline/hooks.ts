/** What the UI reads about the queue and the connection. */
import { useMemo, useSyncExternalStore } from 'react'
import { offlineDb } from './db'
import { createLiveView, useLiveView } from './live'
import { LAST_SYNCED_KEY, toPublic } from './outbox'
import { outbox } from './runtime'
import type { OutboxItem } from './types'

const EMPTY: OutboxItem[] = []

const outboxView = createLiveView<OutboxItem[]>(
  async () => (await offlineDb().outbox.orderBy('id').toArray()).map(toPublic),
  EMPTY,
)

const lastSyncedView = createLiveView<number | null>(async () => {
  const row = await offlineDb().meta.get(LAST_SYNCED_KEY)
  return typeof row?.value === 'number' ? row.value : null
}, null)

/** Everything not yet accepted by the server, oldest first; `failed` items wait for dismissal. */
export function useOutbox(): { items: OutboxItem[]; pending: OutboxItem[]; failed: OutboxItem[] } {
  const items = useLiveView(outboxView)
  return useMemo(
    () => ({ items, pending: items.filter((i) => i.status !== 'failed'), failed: items.filter((i) => i.status === 'failed') }),
    [items],
  )
}

/**
 * The queued items concerning one record (pending, sending and failed): a screen shows
 * "pending" beside it, or the server's message when `status` is `failed`.
 */
export function usePendingFor(relatedId: string | undefined): OutboxItem[] {
  const items = useLiveView(outboxView)
  return useMemo(() => (relatedId === undefined ? EMPTY : items.filter((i) => i.relatedId === relatedId)), [items, relatedId])
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

function subscribeFlushing(onChange: () => void): () => void {
  return outbox().onFlushingChange(onChange)
}

export function useSyncStatus(): { online: boolean; lastSyncedAt: number | null; pendingCount: number; failedCount: number; flushing: boolean } {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true)
  const flushing = useSyncExternalStore(subscribeFlushing, () => outbox().isFlushing(), () => false)
  const lastSyncedAt = useLiveView(lastSyncedView)
  const { pending, failed } = useOutbox()
  return { online, lastSyncedAt, pendingCount: pending.length, failedCount: failed.length, flushing }
}
