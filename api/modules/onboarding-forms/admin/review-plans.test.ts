/**
 * The onboarding-form approval queue's lists read their own partial index in the list's order,
 * with no sort and no scan of the forms (one per facility: 60,000 at scale), as
 * licenses/admin/review-plans.test.ts plans the license queue.
 */
import { Database as BunDatabase } from 'bun:sqlite'
import { afterAll, expect, test } from 'bun:test'
import { asc, desc } from 'drizzle-orm'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../../db/client'
import { migrate } from '../../../db/migrate'
import { facilityOnboardingForms } from '../../../db/schema'
import { hasReviewStatus, selectFormsForReview } from './queries'

const dir = mkdtempSync(join(tmpdir(), 'ffm-plans-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const path = join(dir, 'plans.db')
const db = await openDatabase({ url: `file:${path}`, driver: 'bun-sqlite' })
await migrate(db)
const forms = facilityOnboardingForms

test('the waiting list walks facility_onboarding_forms_awaiting_idx; decided ones facility_onboarding_forms_reviewed_idx; no sort', () => {
  const statements = [
    { index: 'SCAN facility_onboarding_forms USING INDEX facility_onboarding_forms_awaiting_idx', query: selectFormsForReview(db.read, hasReviewStatus('PENDING')).orderBy(asc(forms.submittedAt), asc(forms.id)).limit(7).toSQL() },
    ...(['GENERATED', 'COMPLETED', 'REJECTED'] as const).map((status) => ({
      index: 'SEARCH facility_onboarding_forms USING INDEX facility_onboarding_forms_reviewed_idx (status=? AND reviewed_at>?)',
      query: selectFormsForReview(db.read, hasReviewStatus(status)).orderBy(desc(forms.reviewedAt), desc(forms.id)).limit(7).toSQL(),
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
