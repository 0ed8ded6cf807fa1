/**
 * The server's VAPID keys (RFC 8292), kept like the app secret (api/secret.ts): from
 * `VAPID_PUBLIC_KEY` + `VAPID_PRIVATE_KEY` when given; otherwise generated on first start and
 * kept beside the database file (`vapid-keys.json`, readable by the owner only), so browsers'
 * subscriptions, made with the public key, keep working across restarts. A throwaway database
 * gets throwaway keys. A libSQL server shared by several servers has no file beside it and
 * every server must sign with the same keys: without the variables, web push is off there
 * (null; the server says so once at start).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import webpush from 'web-push'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { VapidKeys } from './web-push'

export const VAPID_KEYS_FILE = 'vapid-keys.json'

function readKeys(path: string): VapidKeys | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<VapidKeys>
    if (typeof parsed.publicKey === 'string' && typeof parsed.privateKey === 'string' && parsed.publicKey.length > 80 && parsed.privateKey.length > 40) {
      return { publicKey: parsed.publicKey, privateKey: parsed.privateKey }
    }
  } catch {}
  return null
}

export function resolveVapidKeys(config: Config, db: Pick<Database, 'driver' | 'directory' | 'location'>, generate: () => VapidKeys = webpush.generateVAPIDKeys): VapidKeys | null {
  if (config.push.vapid) return config.push.vapid
  if (db.driver === 'libsql' && db.directory === null && db.location !== ':memory:') return null
  if (db.directory === null) return generate() // a throwaway database
  const path = join(db.directory, VAPID_KEYS_FILE)
  if (existsSync(path)) {
    const kept = readKeys(path)
    if (kept) return kept
  }
  const keys = generate()
  try {
    // `wx`: another process starting at the same moment may have written first; theirs is kept.
    writeFileSync(path, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: existsSync(path) ? 'w' : 'wx' })
  } catch {
    const kept = readKeys(path)
    if (kept) return kept
    throw new Error(`the VAPID keys could not be written to ${path}`)
  }
  return keys
}
