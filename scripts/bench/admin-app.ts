/**
 * The admin panel's API in this process, for the benches that time staff calls one request at a
 * time (admin-providers.ts, admin-shifts.ts, dashboard.ts): the database migrated first, then the
 * app over it with the staff admin bootstrapped and signed in.
 *
 * Load it with `await import('./admin-app')` after anything that must be in place before the
 * app's modules load (admin-shifts.ts times every statement from the first one prepared).
 */
import { createApp } from '../../api/app'
import { loadConfig } from '../../api/config'
import { systemClock } from '../../api/context'
import { openDatabase } from '../../api/db/client'
import { migrate } from '../../api/db/migrate'
import { createPaymentGateway } from '../../api/integrations/payments'
import { silentLogger } from '../../api/logger'
import { bootstrapAdmin } from '../../api/modules/team'
import { directoryAssets } from '../../api/static/assets'

const ADMIN = { email: 'bench-admin@marketplace.test', password: 'Bench-admin-pass-2026' }

/** Applies the migrations the database lacks; says how many, and how long they took. */
export async function migrateFirst(dbPath: string): Promise<void> {
  const setup = await openDatabase({ url: dbPath })
  const started = performance.now()
  const applied = await migrate(setup)
  await setup.close()
  if (applied) console.log(`Applied ${applied} migration(s) first, in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
}

/** The app over `dbPath` (already migrated), with a signed-in staff admin's `get`. */
export async function openAdminApp(dbPath: string, secret: string) {
  const config = loadConfig({ DATABASE_URL: dbPath, APP_SECRET: secret, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, QUIET: '1' }, {})
  const db = await openDatabase({ url: dbPath })
  const ctx = { db, clock: systemClock, config, secret, log: silentLogger, payments: createPaymentGateway(config, { db, clock: systemClock, secret }) }
  await bootstrapAdmin(ctx)
  const app = createApp(ctx, directoryAssets('/nonexistent'))
  const login = await app.handle(new Request('http://localhost/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) }))
  const { token } = (await login.json()) as { token?: string }
  if (!token) throw new Error(`admin login answered ${login.status}`)
  return {
    db,
    /** A GET as the staff admin. */
    get: (path: string) => app.handle(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } })),
  }
}

/** The p-th percentile of ascending `sorted`. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
