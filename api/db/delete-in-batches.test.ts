import { afterAll, expect, test } from 'bun:test'
import { like, sql } from 'drizzle-orm'
import { openDatabase, type Database } from './client'
import { deleteInBatches } from './delete-in-batches'
import { migrate } from './migrate'
import { parentOrganizations } from './schema'
import { testDriver } from '../test/harness'

const db = await openDatabase({ url: ':memory:', driver: testDriver() })
afterAll(() => db.close())
await migrate(db)

test(`deletes every matching row, a batch per write, and nothing else (${testDriver()})`, async () => {
  await db.write((tx) =>
    tx.insert(parentOrganizations).values([
      ...Array.from({ length: 11 }, (_, i) => ({ name: `Forget ${i}` })),
      ...Array.from({ length: 3 }, (_, i) => ({ name: `Keep ${i}` })),
    ]),
  )
  let writes = 0
  const counting: Database = { ...db, write: (fn) => (writes++, db.write(fn)) }

  expect(await deleteInBatches(counting, parentOrganizations, like(parentOrganizations.name, 'Forget %'), 4)).toBe(11)
  // 4 + 4 + 3: the short batch shows nothing is left.
  expect(writes).toBe(3)
  const left = await db.read.all<{ name: string }>(sql`SELECT name FROM parent_organizations WHERE name LIKE 'Forget %' OR name LIKE 'Keep %' ORDER BY name`)
  expect(left.map((r) => r.name)).toEqual(['Keep 0', 'Keep 1', 'Keep 2'])
  expect(await deleteInBatches(counting, parentOrganizations, like(parentOrganizations.name, 'Forget %'), 4)).toBe(0)
})
