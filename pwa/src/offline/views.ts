/** Live views of the queue, the last sync time and flushing, for the hooks in `hooks.ts`. */
import { offlineDb } from './db'
import { createLiveView, type LiveView } from './live'
import { LAST_SYNCED_KEY, toPublic } from './outbox'
import { outbox } from './runtime'
import type { OutboxItem } from './types'

const EMPTY_OUTBOX: OutboxItem[] = []

export const outboxView = createLiveView<OutboxItem[]>(async () => (await offlineDb().outbox.orderBy('id').toArray()).map(toPublic), EMPTY_OUTBOX)

export const lastSyncedView = createLiveView<number | null>(async () => {
  const row = await offlineDb().meta.get(LAST_SYNCED_KEY)
  return typeof row?.value === 'number' ? row.value : null
}, null)

export const flushingView: LiveView<boolean> = {
  subscribe: (onChange) => outbox().onFlushingChange(onChange),
  get: () => outbox().isFlushing(),
}
