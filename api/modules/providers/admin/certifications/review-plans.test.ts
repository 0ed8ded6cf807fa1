/**
 * The certification queue's lists read their own partial index in the list's order, with no sort
 * and no scan of the certifications table (db/schema/profiles.ts): a national marketplace holds
 * about 1.5 million certifications, of which a few hundred wait. Planned by SQLite on an empty
 * database of the real schema, as licenses/admin/review-plans.test.ts plans the license queue.
 */
import { Database as BunDatabase } from 'bun:sqlite'
import { afterAll, expect, test } from 'bun:test'
import { asc, desc } from 'drizzle-orm'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../../../db/client'
import { migrate } from '../../../../db/migrate'
import { certifications } from '../../../../db/schema'
import { hasReviewStatus, selectForReview } from './queries'

const dir = mkdtempSync(join(tmpdir(), 'certification-plans-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const path = join(dir, 'plans.db')
const db = await openDatabase({ url: `file:${path}`, driver: 'bun-sqlite' })
await migrate(db)

test('the waiting list walks certifications_awaiting_review_idx; the decided ones certifications_reviewed_idx; no sort', () => {
  const statements = [
    { index: 'SCAN certifications USING INDEX certifications_awaiting_review_idx', query: selectForReview(db.read, hasReviewStatus('PENDING')).orderBy(asc(certifications.submittedAt), asc(certifications.id)).limit(7).toSQL() },
    ...(['VERIFIED', 'REJECTED'] as const).map((status) => ({
      index: 'SEARCH certifications USING INDEX certifications_reviewed_idx (review_status=?)',
      query: selectForReview(db.read, hasReviewStatus(status)).orderBy(desc(certifications.reviewedAt), desc(certifications.id)).limit(7).toSQL(),
    })),
  ]
  const raw = new BunDatabase(path, { readonly: true })
  try {
    for (const { index, query } of statements) {
      const plan = (raw.query(`EXPLAIN QUERY PLAN ${query.sql}`).all(...(query.params as never[])) as { detail: string }[]).map((p) => p.detail)
      expect(plan[0]).toBe(index)
      expect(plan.join(' | ')).not.toContain('TEMP B-TREE')
    }
  } finally {
    raw.close()
  }
})
