/**
 * The app secret: APP_SECRET when given; otherwise generated on first start and kept beside the
 * database file (`app-secret`, readable by the owner only), so tokens survive restarts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { ConfigError, type Config } from './config'
import type { Database } from './db/client'

export function resolveAppSecret(config: Config, db: Database): string {
  if (config.appSecret) return config.appSecret
  if (db.driver === 'libsql' && db.directory === null && db.location !== ':memory:') {
    throw new ConfigError('APP_SECRET is required with a libSQL server database: every server sharing it must sign with the same secret')
  }
  if (db.directory === null) return randomBytes(32).toString('base64url') // a throwaway database
  const path = join(db.directory, 'app-secret')
  if (existsSync(path)) {
    const secret = readFileSync(path, 'utf8').trim()
    if (secret.length >= 32) return secret
  }
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(path, `${secret}\n`, { mode: 0o600 })
  return secret
}
