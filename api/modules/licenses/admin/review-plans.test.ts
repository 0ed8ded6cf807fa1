/**
 * The three review lists and their counts each read their own partial index, in its order, with
 * no sort and no scan of the licenses table (db/schema/providers.ts): a national marketplace
 * holds about a million licenses, of which a few hundred wait. Planned by SQLite itself on an
 * empty database of the real schema, as `db/query-plans.test.ts` plans the other lists.
 */
import { Database as BunDatabase } from 'bun:sqlite'
import { afterAll, expect, test } from 'bun:test'
import { count, sql } from 'drizzle-orm'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LICENSE_STATUSES, type LicenseStatus } from '../../../../shared/contracts/licenses'
import { openDatabase } from '../../../db/client'
import { migrate } from '../../../db/migrate'
import { licenses } from '../../../db/schema'
import { hasStatus } from '../verification-status'
import { orderFor } from './list-licenses-for-review'
import { selectForReview } from './queries'

const dir = mkdtempSync(join(tmpdir(), 'license-plans-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const path = join(dir, 'plans.db')
const db = await openDatabase({ url: `file:${path}`, driver: 'bun-sqlite' })
await migrate(db)

const INDEX: Record<LicenseStatus, string> = {
  PENDING: 'licenses_awaiting_decision_idx',
  VERIFIED: 'licenses_verified_decided_idx',
  REJECTED: 'licenses_rejected_decided_idx',
}

test('each status list and its count reads its own partial index, in order', () => {
  const statements = LICENSE_STATUSES.flatMap((status) => [
    { status, query: selectForReview(db.read, hasStatus(status)).orderBy(...orderFor([status])).limit(7).offset(14).toSQL() },
    { status, query: db.read.select({ n: count() }).from(licenses).where(sql`${licenses.deletedAt} IS NULL AND ${hasStatus(status)}`).toSQL() },
  ])
  const raw = new BunDatabase(path, { readonly: true })
  try {
    for (const { status, query } of statements) {
      const plan = (raw.query(`EXPLAIN QUERY PLAN ${query.sql}`).all(...(query.params as never[])) as { detail: string }[]).map((p) => p.detail)
      expect(plan[0]).toBe(`SCAN licenses USING INDEX ${INDEX[status]}`)
      expect(plan.join(' | ')).not.toContain('TEMP B-TREE')
    }
  } finally {
    raw.close()
  }
})
