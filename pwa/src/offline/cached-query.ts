/**
 * Reads that survive a lost connection: network first with a 4 s timeout, then the last answer
 * stored in Dexie under the screen's key (`isFromCache` says so). Only network trouble and
 * server faults fall back; a 4xx is the server's real answer and is shown as an error.
 *
 * This file stays out of the engine chunk and never waits for it on the way to the network:
 * the request starts at once, the answer is shown as soon as it arrives, and it is written to
 * Dexie once the engine is there (`store()` resolves). Only the fallback — offline, a timeout,
 * a server fault — waits for the engine, since the stored copy lives in it. So the first
 * screen's data does not queue behind Dexie's download (pwa/e2e/first-screen.spec.ts).
 *
 * These requests carry `x-offline-store: dexie` so the service worker's NetworkFirst rule leaves
 * them alone: Dexie is their cache, and a stale copy from the worker would look fresh here.
 */
import { API_BASE, ApiError, OFFLINE_MESSAGE, SERVER_FAULT_MESSAGE } from '../lib/api'
import { reportNoAnswer } from '../lib/connectivity'
import { userSession } from '../lib/session'

const NETWORK_TIMEOUT_MS = 4_000
export const OFFLINE_STORE_HEADER = 'x-offline-store'

export interface CachedResult<T> {
  data: T
  isFromCache: boolean
  syncedAt: number
}

export interface StoredAnswer {
  data: unknown
  syncedAt: number
}

/** Where answers are kept (the engine's `answers`, Dexie); `put` also records the sync time. */
export interface AnswerStore {
  get(key: string): Promise<StoredAnswer | undefined>
  put(key: string, path: string, data: unknown, syncedAt: number): Promise<void>
}

async function fetchFresh<T>(path: string, token: string | undefined, signal: AbortSignal, timeoutMs: number): Promise<T> {
  const controller = new AbortController()
  const abort = () => controller.abort()
  signal.addEventListener('abort', abort)
  const timer = setTimeout(abort, timeoutMs)
  const headers: Record<string, string> = { Accept: 'application/json', [OFFLINE_STORE_HEADER]: 'dexie' }
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
      reportNoAnswer()
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

/**
 * Network first (within `timeoutMs`), else the stored answer. `store` is asked for only to
 * write a fresh answer (not awaited) or to read the fallback (awaited).
 */
export async function loadCached<T>(
  key: string,
  path: string,
  signal: AbortSignal,
  { store, timeoutMs = NETWORK_TIMEOUT_MS }: { store: () => Promise<AnswerStore>; timeoutMs?: number },
): Promise<CachedResult<T>> {
  const fromCache = async (cause: ApiError): Promise<CachedResult<T>> => {
    const cached = await (await store()).get(key)
    if (!cached) throw cause
    return { data: cached.data as T, isFromCache: true, syncedAt: cached.syncedAt }
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return fromCache(new ApiError(0, OFFLINE_MESSAGE))
  const token = userSession.get()?.token
  let data: T
  try {
    data = await fetchFresh<T>(path, token, signal, timeoutMs)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) return fromCache(error)
    throw error
  }
  const syncedAt = Date.now()
  void store()
    .then((answers) => {
      // Someone who signed out (or in as someone else) meanwhile must not find this on the device.
      if (userSession.get()?.token === token) return answers.put(key, path, data, syncedAt)
    })
    .catch((error: unknown) => console.error(error))
  return { data, isFromCache: false, syncedAt }
}
