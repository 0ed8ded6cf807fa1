/**
 * Files a screen keeps on the device so they open offline once opened (the hired provider's
 * orientation packet PDF and the pharmacy's files, issue 13 §8–9). One Cache API cache, bounded:
 * each file at most 10 MB, at most 40 files and 30 MB in all, each kept 7 days (the oldest go
 * first). Every copy is stamped with a digest of the session's token and read back only by that
 * session, and the cache is deleted at sign-out with the other private caches (lib/session.ts).
 *
 * The network requests carry `x-offline-store`, so the service worker's NetworkFirst rule lets
 * them through instead of keeping a second copy in `api-data`.
 */
export const FILE_CACHE = 'offline-files'
export const FILE_CACHE_LIMITS = { maxEntryBytes: 10 * 1024 * 1024, maxTotalBytes: 30 * 1024 * 1024, maxEntries: 40, maxAgeMs: 7 * 24 * 60 * 60 * 1000 }

const OWNER = 'x-cache-owner'
const KEPT_AT = 'x-cached-at'
const SIZE = 'x-cached-size'

const available = () => typeof caches !== 'undefined' && typeof crypto !== 'undefined' && Boolean(crypto.subtle)
const keyOf = (key: string) => new URL(`/offline-files/${key}`, location.origin).href

async function ownerOf(token: string | null | undefined): Promise<string | null> {
  if (!token || !available()) return null
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The device's copy of `key` for this session, if kept and not expired. */
export async function keptFile(key: string, token: string | null | undefined): Promise<Blob | null> {
  const owner = await ownerOf(token)
  if (!owner) return null
  const cache = await caches.open(FILE_CACHE)
  const hit = await cache.match(keyOf(key))
  if (!hit) return null
  const keptAt = Number(hit.headers.get(KEPT_AT) ?? 0)
  if (hit.headers.get(OWNER) !== owner || Date.now() - keptAt > FILE_CACHE_LIMITS.maxAgeMs) {
    await cache.delete(keyOf(key))
    return null
  }
  return hit.blob()
}

/** Keeps `blob` as `key` for this session, then drops expired and oldest copies past the bounds. */
export async function keepFile(key: string, blob: Blob, token: string | null | undefined): Promise<void> {
  const owner = await ownerOf(token)
  if (!owner || blob.size > FILE_CACHE_LIMITS.maxEntryBytes) return
  const cache = await caches.open(FILE_CACHE)
  const headers = { 'content-type': blob.type || 'application/octet-stream', [OWNER]: owner, [KEPT_AT]: String(Date.now()), [SIZE]: String(blob.size) }
  await cache.put(keyOf(key), new Response(blob, { headers }))
  await trim(cache, owner)
}

async function trim(cache: Cache, owner: string): Promise<void> {
  const entries: { request: Request; keptAt: number; size: number }[] = []
  for (const request of await cache.keys()) {
    const hit = await cache.match(request)
    const keptAt = Number(hit?.headers.get(KEPT_AT) ?? 0)
    // Another session's copies and expired ones go at once.
    if (!hit || hit.headers.get(OWNER) !== owner || Date.now() - keptAt > FILE_CACHE_LIMITS.maxAgeMs) await cache.delete(request)
    else entries.push({ request, keptAt, size: Number(hit.headers.get(SIZE) ?? 0) })
  }
  entries.sort((a, b) => b.keptAt - a.keptAt)
  let total = 0
  for (const [index, entry] of entries.entries()) {
    total += entry.size
    if (index >= FILE_CACHE_LIMITS.maxEntries || total > FILE_CACHE_LIMITS.maxTotalBytes) await cache.delete(entry.request)
  }
}

/**
 * The file as the network gives it now (and kept for later), else the device's copy: `fetchFile`
 * answers the bytes or throws. Throws `offlineMessage` when neither is there.
 */
export async function openKeptFile(key: string, token: string | null | undefined, fetchFile: () => Promise<Blob>, offlineMessage: string): Promise<Blob> {
  if (!available()) return fetchFile()
  try {
    const blob = await fetchFile()
    await keepFile(key, blob, token).catch(() => undefined)
    return blob
  } catch (error) {
    const kept = await keptFile(key, token).catch(() => null)
    if (kept) return kept
    throw navigator.onLine ? error : new Error(offlineMessage)
  }
}

/** Deletes every kept file (sign-out). */
export function forgetKeptFiles(): Promise<boolean> {
  return available() ? caches.delete(FILE_CACHE) : Promise.resolve(false)
}
