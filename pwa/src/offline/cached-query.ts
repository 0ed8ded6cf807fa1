/**
 * Reads that survive a lost connection: network first with a 4 s timeout, then the last answer
 * stored in Dexie under the screen's key (`isFromCache` says so). Only network trouble and
 * server faults fall back; a 4xx is the server's real answer and is shown as an error.
 *
 * These requests carry `x-offline-store: dexie` so the service worker's NetworkFirst rule leaves
 * them alone: Dexie is their cache, and a stale copy from the worker would look fresh here.
 */
import { API_BASE, ApiError, OFFLINE_MESSAGE, SERVER_FAULT_MESSAGE } from '../lib/api'
import { userSession } from '../lib/session'
import { offlineDb, type OfflineDb } from './db'
import { LAST_SYNCED_KEY } from './outbox'

export const NETWORK_TIMEOUT_MS = 4_000
export const OFFLINE_STORE_HEADER = 'x-offline-store'
const MAX_CACHED_ANSWERS = 300

export interface CachedResult<T> {
  data: T
  isFromCache: boolean
  syncedAt: number
}

async function fetchFresh<T>(path: string, signal: AbortSignal, timeoutMs: number): Promise<T> {
  const controller = new AbortController()
  const abort = () => controller.abort()
  signal.addEventListener('abort', abort)
  const timer = setTimeout(abort, timeoutMs)
  const headers: Record<string, string> = { Accept: 'application/json', [OFFLINE_STORE_HEADER]: 'dexie' }
  const token = userSession.get()?.token
  if (token) headers.Authorization = `Bearer ${token}`
  try {
    let response: Response
    let text: string
    try {
      response = await fetch(API_BASE + (path.startsWith('/') ? path : `/${path}`), {
        headers,
        signal: controller.signal,
        credentials: 'same-origin',
      })
      text = await response.text()
    } catch (error) {
      if (signal.aborted) throw error
      throw new ApiError(0, OFFLINE_MESSAGE)
    }
    let data: unknown = undefined
    try {
      data = text ? JSON.parse(text) : undefined
    } catch {
      data = undefined
    }
    if (response.ok) return data as T
    if (response.status >= 500) throw new ApiError(response.status, SERVER_FAULT_MESSAGE)
    const message = (data as { message?: unknown } | undefined)?.message
    throw new ApiError(response.status, typeof message === 'string' && message ? message : 'Something went wrong. Please try again.')
  } finally {
    clearTimeout(timer)
    signal.removeEventListener('abort', abort)
  }
}

/** Network first (within `timeoutMs`), else the stored answer; exported for its unit test. */
export async function loadCached<T>(
  key: string,
  path: string,
  signal: AbortSignal,
  { db = offlineDb(), timeoutMs = NETWORK_TIMEOUT_MS }: { db?: OfflineDb; timeoutMs?: number } = {},
): Promise<CachedResult<T>> {
  const fromCache = async (cause: ApiError): Promise<CachedResult<T>> => {
    const cached = await db.answers.get(key)
    if (!cached) throw cause
    return { data: cached.data as T, isFromCache: true, syncedAt: cached.syncedAt }
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return fromCache(new ApiError(0, OFFLINE_MESSAGE))
  try {
    const data = await fetchFresh<T>(path, signal, timeoutMs)
    const syncedAt = Date.now()
    await db.transaction('rw', db.answers, db.meta, async () => {
      await db.answers.put({ key, path, data, syncedAt })
      await db.meta.put({ key: LAST_SYNCED_KEY, value: syncedAt })
      // Every filter combination is its own key: keep the most recent ones, not all of them.
      const excess = (await db.answers.count()) - MAX_CACHED_ANSWERS
      if (excess > 0) await db.answers.orderBy('syncedAt').limit(excess).delete()
    })
    return { data, isFromCache: false, syncedAt }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) return fromCache(error)
    throw error
  }
}
