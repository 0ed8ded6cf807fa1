/**
 * Network-first reads: a fresh answer is stored under its key; a lost connection, a timeout or
 * a server fault serves the stored copy marked `isFromCache`; a 4xx is the server's real answer.
 * The request never waits for the store (the engine chunk); only the fallback does.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach, describe, expect, test } from 'bun:test'
import { ApiError } from '../lib/api'
import { answerStore } from './answers'
import { loadCached, OFFLINE_STORE_HEADER, type AnswerStore } from './cached-query'
import { openOfflineDb, type OfflineDb } from './db'

const realFetch = globalThis.fetch
let n = 0
const freshDb = () => openOfflineDb(`cached-query-${++n}`, { indexedDB, IDBKeyRange })
const signal = () => new AbortController().signal
/** The options `loadCached` gets in the app, with the engine already loaded. */
const over = (db: OfflineDb, timeoutMs?: number) => {
  const store = answerStore(db)
  return { store: () => Promise.resolve(store), timeoutMs }
}

function answer(status: number, body: unknown) {
  globalThis.fetch = (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch
}

afterEach(() => {
  globalThis.fetch = realFetch
})

describe('loadCached', () => {
  test('stores a fresh answer and serves it when the network is gone', async () => {
    const db = freshDb()
    const options = over(db)
    let headers: Headers | undefined
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      headers = new Headers(init.headers)
      return new Response(JSON.stringify({ shifts: [1, 2] }), { status: 200 })
    }) as unknown as typeof fetch
    const fresh = await loadCached<{ shifts: number[] }>('browse', '/provider/shift/browse', signal(), options)
    expect(fresh).toMatchObject({ data: { shifts: [1, 2] }, isFromCache: false })
    // The service worker leaves these reads alone: Dexie is their cache.
    expect(headers?.get(OFFLINE_STORE_HEADER)).toBe('dexie')

    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    // The write is not awaited by the read that made it; the store applies it before this read.
    const cached = await loadCached<{ shifts: number[] }>('browse', '/provider/shift/browse', signal(), options)
    expect(cached).toEqual({ data: { shifts: [1, 2] }, isFromCache: true, syncedAt: fresh.syncedAt })
  })

  test('a network that does not answer in time falls back to the stored copy', async () => {
    const db = freshDb()
    await db.answers.put({ key: 'detail', path: '/provider/shift-group/g1', data: { title: 'Seen before' }, syncedAt: 42 })
    globalThis.fetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch
    const cached = await loadCached('detail', '/provider/shift-group/g1', signal(), over(db, 20))
    expect(cached).toEqual({ data: { title: 'Seen before' }, isFromCache: true, syncedAt: 42 })
  })

  test('a server fault serves the copy; with no copy the error is plain words', async () => {
    const db = freshDb()
    await db.answers.put({ key: 'mine', path: '/provider/shifts', data: [1], syncedAt: 7 })
    answer(503, { message: 'stack trace' })
    expect(await loadCached('mine', '/provider/shifts', signal(), over(db))).toMatchObject({ isFromCache: true, data: [1] })
    const error = await loadCached('other', '/provider/other', signal(), over(db)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(503)
    expect((error as ApiError).message).not.toContain('stack')
  })

  test("a 4xx is the server's answer, not a reason to show old data", async () => {
    const db = freshDb()
    await db.answers.put({ key: 'gone', path: '/provider/shift-group/g9', data: { title: 'Old' }, syncedAt: 1 })
    answer(404, { message: 'Shift group not found' })
    const error = await loadCached('gone', '/provider/shift-group/g9', signal(), over(db)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('Shift group not found')
  })

  test('answers from the network while the store is still loading, and stores once it arrives', async () => {
    const db = freshDb()
    let arrive: (store: AnswerStore) => void = () => undefined
    const engine = new Promise<AnswerStore>((resolve) => (arrive = resolve))
    let requested = 0
    globalThis.fetch = (async () => {
      requested += 1
      return new Response(JSON.stringify({ shifts: [3] }), { status: 200 })
    }) as unknown as typeof fetch
    const fresh = await loadCached<{ shifts: number[] }>('browse', '/provider/shift/browse', signal(), { store: () => engine })
    expect(requested).toBe(1)
    expect(fresh).toMatchObject({ data: { shifts: [3] }, isFromCache: false })
    expect(await db.answers.count()).toBe(0)

    arrive(answerStore(db))
    for (let i = 0; i < 50 && !(await db.answers.get('browse')); i++) await Bun.sleep(5)
    expect(await db.answers.get('browse')).toMatchObject({ data: { shifts: [3] }, syncedAt: fresh.syncedAt })
    expect((await db.meta.get('lastSyncedAt'))?.value).toBe(fresh.syncedAt)
  })

  test('the fallback waits for the store', async () => {
    const db = freshDb()
    await db.answers.put({ key: 'browse', path: '/provider/shift/browse', data: { shifts: [4] }, syncedAt: 9 })
    let arrive: (store: AnswerStore) => void = () => undefined
    const engine = new Promise<AnswerStore>((resolve) => (arrive = resolve))
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    const pending = loadCached('browse', '/provider/shift/browse', signal(), { store: () => engine })
    setTimeout(() => arrive(answerStore(db)), 10)
    expect(await pending).toEqual({ data: { shifts: [4] }, isFromCache: true, syncedAt: 9 })
  })
})
