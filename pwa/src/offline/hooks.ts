/**
 * What the UI reads about the queue and the connection. The hooks live outside the engine
 * chunk: until it has loaded they read as empty (as a live query does before its first answer),
 * then follow the engine's live views.
 */
import { useMemo, useSyncExternalStore } from 'react'
import { useOnline } from '../lib/connectivity'
import { loadEngine } from './load-engine'
import type { LiveView } from './live'
import type { OutboxItem } from './types'

type Engine = Awaited<ReturnType<typeof loadEngine>>

const EMPTY: OutboxItem[] = []

/** A view of the engine usable before the engine has loaded. */
function lazyView<T>(pick: (engine: Engine) => LiveView<T>, initial: T): LiveView<T> {
  let view: LiveView<T> | null = null
  return {
    subscribe(onChange) {
      let active = true
      let unsubscribe: (() => void) | null = null
      void loadEngine().then((engine) => {
        if (!active) return
        view = pick(engine)
        unsubscribe = view.subscribe(onChange)
        onChange()
      })
      return () => {
        active = false
        unsubscribe?.()
      }
    },
    get: () => (view ? view.get() : initial),
  }
}

const outboxView = lazyView((e) => e.outboxView, EMPTY)
const lastSyncedView = lazyView((e) => e.lastSyncedView, null)
const flushingView = lazyView((e) => e.flushingView, false)

function useView<T>(view: LiveView<T>): T {
  return useSyncExternalStore(view.subscribe, view.get, view.get)
}

/** Everything not yet accepted by the server, oldest first; `failed` items wait for dismissal. */
export function useOutbox(): { items: OutboxItem[]; pending: OutboxItem[]; failed: OutboxItem[] } {
  const items = useView(outboxView)
  return useMemo(() => ({ items, pending: items.filter((i) => i.status !== 'failed'), failed: items.filter((i) => i.status === 'failed') }), [items])
}

/**
 * The queued items concerning one record (pending, sending and failed): a screen shows
 * "pending" beside it, or the server's message when `status` is `failed`.
 */
export function usePendingFor(relatedId: string | undefined): OutboxItem[] {
  const items = useView(outboxView)
  return useMemo(() => (relatedId === undefined ? EMPTY : items.filter((i) => i.relatedId === relatedId)), [items, relatedId])
}

export function useSyncStatus(): { online: boolean; lastSyncedAt: number | null; pendingCount: number; failedCount: number; flushing: boolean } {
  const online = useOnline()
  const flushing = useView(flushingView)
  const lastSyncedAt = useView(lastSyncedView)
  const { pending, failed } = useOutbox()
  return { online, lastSyncedAt, pendingCount: pending.length, failedCount: failed.length, flushing }
}
