/**
 * Network-first reads: a fresh answer is stored under its key; a lost connection, a timeout or
 * a server fault serves the stored copy marked `isFromCache`; a 4xx is the server's real answer.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach, describe, expect, test } from 'bun:test'
import { ApiError } from '../lib/api'
import { loadCached, OFFLINE_STORE_HEADER } from './cached-query'
import { openOfflineDb } from './db'

const realFetch = globalThis.fetch
let n = 0
const freshDb = () => openOfflineDb(`cached-query-${++n}`, { indexedDB, IDBKeyRange })
const signal = () => new AbortController().signal

function answer(status: number, body: unknown) {
  globalThis.fetch = (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch
}

afterEach(() => {
  globalThis.fetch = realFetch
})

describe('loadCached', () => {
  test('stores a fresh answer and serves it when the network is gone', async () => {
    const db = freshDb()
    let headers: Headers | undefined
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      headers = new Headers(init.headers)
      return new Response(JSON.stringify({ shifts: [1, 2] }), { status: 200 })
    }) as unknown as typeof fetch
    const fresh = await loadCached<{ shifts: number[] }>('browse', '/provider/shift/browse', signal(), { db })
    expect(fresh).toMatchObject({ data: { shifts: [1, 2] }, isFromCache: false })
    // The service worker leaves these reads alone: Dexie is their cache.
    expect(headers?.get(OFFLINE_STORE_HEADER)).toBe('dexie')

    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    const cached = await loadCached<{ shifts: number[] }>('browse', '/provider/shift/browse', signal(), { db })
    expect(cached).toEqual({ data: { shifts: [1, 2] }, isFromCache: true, syncedAt: fresh.syncedAt })
  })

  test('a network that does not answer in time falls back to the stored copy', async () => {
    const db = freshDb()
    await db.answers.put({ key: 'detail', path: '/provider/shift-group/g1', data: { title: 'Seen before' }, syncedAt: 42 })
    globalThis.fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch
    const cached = await loadCached('detail', '/provider/shift-group/g1', signal(), { db, timeoutMs: 20 })
    expect(cached).toEqual({ data: { title: 'Seen before' }, isFromCache: true, syncedAt: 42 })
  })

  test('a server fault serves the copy; with no copy the error is plain words', async () => {
    const db = freshDb()
    await db.answers.put({ key: 'mine', path: '/provider/shifts', data: [1], syncedAt: 7 })
    answer(503, { message: 'stack trace' })
    expect(await loadCached('mine', '/provider/shifts', signal(), { db })).toMatchObject({ isFromCache: true, data: [1] })
    const error = await loadCached('other', '/provider/other', signal(), { db }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(503)
    expect((error as ApiError).message).not.toContain('stack')
  })

  test("a 4xx is the server's answer, not a reason to show old data", async () => {
    const db = freshDb()
    await db.answers.put({ key: 'gone', path: '/provider/shift-group/g9', data: { title: 'Old' }, syncedAt: 1 })
    answer(404, { message: 'Shift group not found' })
    const error = await loadCached('gone', '/provider/shift-group/g9', signal(), { db }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('Shift group not found')
  })
})
