/**
 * Migration 0038 on a database that already has jobs: the published ones get their search row
 * and their words (in posting order); drafts do not. On both drivers.
 */
import { afterAll, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../db/client'
import { migrate } from '../../db/migrate'
import { MIGRATIONS } from '../../db/migrations.gen'
import { testDriver } from '../../test/harness'

const db = await openDatabase({ url: ':memory:', driver: testDriver() })
afterAll(() => db.close())

test('migrating a database with jobs indexes the published ones, oldest posting first', async () => {
  const before = MIGRATIONS.findIndex((m) => m.tag === '0038_careers_job_search')
  expect(before).toBeGreaterThan(0)
  await migrate(db, MIGRATIONS.slice(0, before))
  const now = Date.now()
  await db.write(async (tx) => {
    await tx.run(sql`insert into organizations (id, name, current_percentage_fee, own_referral_code, created_at, updated_at) values ('org-1', 'Gulf Coast Pharmacy', 25, 'GULF-7K2Q', ${now}, ${now})`)
    const job = (id: string, title: string, status: string, postedAt: number | null) =>
      tx.run(sql`insert into jobs (id, organization_id, title, description, status, state, hourly_pay_cents, posted_at, created_at, updated_at)
        values (${id}, 'org-1', ${title}, 'Hospital oncology team', ${status}, 'TX', 6500, ${postedAt}, ${now}, ${now})`)
    await job('job-newer', 'Clinical Pharmacist', 'PUBLISHED', now - 1000)
    await job('job-older', 'Staff Pharmacist', 'PUBLISHED', now - 5000)
    await job('job-draft', 'Draft Pharmacist', 'DRAFT', null)
  })
  await migrate(db)
  const rows = await db.read.all<{ job_id: string; state: string; hourly_pay_cents: number }>(sql`select job_id, state, hourly_pay_cents from job_search_keys order by id`)
  expect(rows).toEqual([
    { job_id: 'job-older', state: 'TX', hourly_pay_cents: 6500 },
    { job_id: 'job-newer', state: 'TX', hourly_pay_cents: 6500 },
  ])
  const found = await db.read.all<{ job_id: string }>(sql`select k.job_id from job_search s join job_search_keys k on k.id = s.rowid where job_search match '"oncology"' order by s.rowid desc`)
  expect(found.map((r) => r.job_id)).toEqual(['job-newer', 'job-older'])
  // Deleting a published job takes its row and words with it.
  await db.write((tx) => tx.run(sql`delete from jobs where id = 'job-newer'`))
  expect(await db.read.all(sql`select rowid from job_search where job_search match '"clinical"'`)).toEqual([])
  expect((await db.read.all<{ n: number }>(sql`select count(*) as n from job_search_keys`))[0]!.n).toBe(1)
})
