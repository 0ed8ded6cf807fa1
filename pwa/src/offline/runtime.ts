/**
 * The app's one outbox: real fetch, Web Locks, the signed-in token, browser timers. Other tabs
 * hear about delivered operations over a BroadcastChannel, so every open screen can refresh.
 */
import { userSession } from '../lib/session'
import { offlineDb } from './db'
import { createOutbox, type DoneListener, type LockManagerLike, type Outbox } from './outbox'
import { fetchTransport } from './transport'
import type { OperationName, OutboxItem } from './types'

const CHANNEL_NAME = 'shiftwell-outbox'

function browserLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined' || !navigator.locks) return null
  return { request: async (name, callback) => { await navigator.locks.request(name, callback) } }
}

let instance: Outbox | null = null
let channel: BroadcastChannel | null = null
const listeners = new Set<DoneListener>()

function notify(item: OutboxItem, response: unknown) {
  for (const listener of listeners) {
    try {
      listener(item, response)
    } catch (error) {
      console.error(error)
    }
  }
}

export function outbox(): Outbox {
  if (instance) return instance
  instance = createOutbox({
    db: offlineDb(),
    transport: fetchTransport,
    locks: browserLocks(),
    token: () => userSession.get()?.token,
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  })
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL_NAME)
    channel.onmessage = (event: MessageEvent<{ item: OutboxItem; response: unknown }>) => {
      if (event.data?.item) notify(event.data.item, event.data.response)
    }
  }
  instance.onDone((item, response) => {
    notify(item, response)
    try {
      channel?.postMessage({ item, response })
    } catch {
      // An answer that cannot be cloned still reached this tab's listeners.
    }
  })
  return instance
}

export function enqueue(op: OperationName, payload: unknown, meta: { label: string; relatedId?: string }): Promise<OutboxItem> {
  requestPersistence()
  return outbox().enqueue(op, payload, meta)
}

export function dismissFailed(id: string): Promise<void> {
  return outbox().dismissFailed(id)
}

/** Screens invalidate their queries here when an operation they queued is accepted. */
export function onOperationDone(listener: (item: OutboxItem, response: unknown) => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Sends what is queued now, without waiting out a back-off: what `startSync` wires to start,
 * reconnects and the tab becoming visible, and what a "Send now" button calls.
 */
export function flushOutbox(): Promise<void> {
  return outbox().flush({ ignoreBackoff: true })
}

let persistenceAsked = false

/** Asks the browser not to evict the queue and the cached shifts under storage pressure. */
function requestPersistence(): void {
  if (persistenceAsked || typeof navigator === 'undefined') return
  persistenceAsked = true
  void navigator.storage?.persist?.().catch(() => false)
}

const STALE_CHUNK_RELOAD_KEY = 'shiftwell.staleChunkReloadAt'

/**
 * A tab still running the previous build can ask for a chunk that no longer exists: another tab
 * accepted the update and the new service worker dropped the old precache. Vite reports that as
 * `vite:preloadError`; reloading loads the new build (drafts and the queue live in Dexie, so
 * nothing typed is lost). At most once a minute, so a truly missing file cannot loop.
 */
function reloadOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY) || 0)
    if (Date.now() - last < 60_000) return
    sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, String(Date.now()))
    event.preventDefault()
    location.reload()
  })
}

let started = false

/** Once, from main.tsx: flush on start, on reconnect and when the tab becomes visible. */
export function startSync(): void {
  if (started || typeof window === 'undefined') return
  started = true
  // Asked only of signed-in people: some browsers prompt, and visitors have nothing to keep.
  if (userSession.get()) requestPersistence()
  reloadOnStaleChunk()
  window.addEventListener('online', () => void flushOutbox())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flushOutbox()
  })
  void flushOutbox()
}

/**
 * Forgets everything personal on this device: the queue, cached answers, drafts. Called at
 * sign-out so the next person on a shared device sees none of it.
 */
export async function clearOfflineData(): Promise<void> {
  const db = offlineDb()
  await db.transaction('rw', [db.outbox, db.answers, db.drafts, db.meta], async () => {
    await Promise.all([db.outbox.clear(), db.answers.clear(), db.drafts.clear(), db.meta.clear()])
  })
}
