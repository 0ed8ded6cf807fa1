/**
 * Files kept to open offline (file-cache.ts): the network first and kept, the device's copy when
 * the network fails, only for the session that kept it, expired after 7 days, bounded in count and
 * size (the oldest dropped), gone with the cache at sign-out. The Cache API is a small in-memory
 * stand-in (Bun has none).
 */
import { afterEach, beforeEach, describe, expect, setSystemTime, test } from 'bun:test'
import { FILE_CACHE, FILE_CACHE_LIMITS, forgetKeptFiles, keepFile, keptFile, openKeptFile } from './file-cache'

class MemoryCache {
  entries = new Map<string, { body: ArrayBuffer; headers: [string, string][] }>()
  private url = (key: RequestInfo | URL) => (typeof key === 'string' ? key : key instanceof URL ? key.href : key.url)
  async match(key: RequestInfo | URL) {
    const hit = this.entries.get(this.url(key))
    return hit ? new Response(hit.body.slice(0), { headers: hit.headers }) : undefined
  }
  async put(key: RequestInfo | URL, response: Response) {
    this.entries.set(this.url(key), { body: await response.arrayBuffer(), headers: [...response.headers.entries()] })
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url))
  }
  async delete(key: RequestInfo | URL) {
    return this.entries.delete(this.url(key))
  }
}
const stores = new Map<string, MemoryCache>()
const memoryCaches = {
  async open(name: string) {
    if (!stores.has(name)) stores.set(name, new MemoryCache())
    return stores.get(name)!
  },
  async delete(name: string) {
    return stores.delete(name)
  },
  async keys() {
    return [...stores.keys()]
  },
}

const pdf = (text: string) => new Blob([`%PDF-${text}`], { type: 'application/pdf' })
const down = () => Promise.reject(new Error('Failed to fetch'))
const NOT_KEPT = 'not kept'

beforeEach(() => {
  stores.clear()
  Object.assign(globalThis, { caches: memoryCaches, location: { origin: 'http://localhost' } })
})
afterEach(() => setSystemTime())

describe('files kept to open offline', () => {
  test('the network answer is kept; without a network the kept copy opens; never kept → the message', async () => {
    expect(await (await openKeptFile('packet/1', 'token-a', async () => pdf('one'), NOT_KEPT)).text()).toBe('%PDF-one')
    expect(await (await openKeptFile('packet/1', 'token-a', down, NOT_KEPT)).text()).toBe('%PDF-one')
    await expect(openKeptFile('packet/2', 'token-a', down, NOT_KEPT)).rejects.toThrow(NOT_KEPT)
  })

  test('only the session that kept a file reads it; a new copy replaces the old one', async () => {
    await keepFile('file/1', pdf('a'), 'token-a')
    expect(await keptFile('file/1', 'token-b')).toBeNull()
    expect(await keptFile('file/1', null)).toBeNull()
    await keepFile('file/1', pdf('b'), 'token-a')
    expect(await (await keptFile('file/1', 'token-a'))!.text()).toBe('%PDF-b')
  })

  test('expires after 7 days', async () => {
    setSystemTime(new Date('2026-11-01T08:00:00Z'))
    await keepFile('file/1', pdf('a'), 'token-a')
    setSystemTime(new Date(Date.parse('2026-11-01T08:00:00Z') + FILE_CACHE_LIMITS.maxAgeMs - 1000))
    expect(await keptFile('file/1', 'token-a')).not.toBeNull()
    setSystemTime(new Date(Date.parse('2026-11-01T08:00:00Z') + FILE_CACHE_LIMITS.maxAgeMs + 1000))
    expect(await keptFile('file/1', 'token-a')).toBeNull()
  })

  test('bounded: at most 40 files and 30 MB, the oldest dropped; a file over 10 MB is not kept', async () => {
    let now = Date.parse('2026-11-01T08:00:00Z')
    for (let i = 0; i < FILE_CACHE_LIMITS.maxEntries + 3; i++) {
      setSystemTime(new Date((now += 1000)))
      await keepFile(`file/${i}`, pdf(String(i)), 'token-a')
    }
    const cache = stores.get(FILE_CACHE)!
    expect(cache.entries.size).toBe(FILE_CACHE_LIMITS.maxEntries)
    expect(await keptFile('file/0', 'token-a')).toBeNull()
    expect(await keptFile(`file/${FILE_CACHE_LIMITS.maxEntries + 2}`, 'token-a')).not.toBeNull()

    stores.clear()
    const nineMb = () => new Blob([new Uint8Array(9 * 1024 * 1024)], { type: 'application/pdf' })
    for (let i = 0; i < 4; i++) {
      setSystemTime(new Date((now += 1000)))
      await keepFile(`big/${i}`, nineMb(), 'token-a')
    }
    // 4 × 9 MB is past 30 MB: the oldest goes.
    expect(await keptFile('big/0', 'token-a')).toBeNull()
    expect(await keptFile('big/3', 'token-a')).not.toBeNull()
    await keepFile('huge', new Blob([new Uint8Array(FILE_CACHE_LIMITS.maxEntryBytes + 1)]), 'token-a')
    expect(await keptFile('huge', 'token-a')).toBeNull()
  })

  test('sign-out forgets them', async () => {
    await keepFile('file/1', pdf('a'), 'token-a')
    await forgetKeptFiles()
    expect(await memoryCaches.keys()).not.toContain(FILE_CACHE)
    expect(await keptFile('file/1', 'token-a')).toBeNull()
  })
})
