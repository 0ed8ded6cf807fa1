/** The write/read contract of both drivers (the suite runs once per driver in CI). */
import { afterAll, describe, expect, test } from 'bun:test'
import { rmSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { openDatabase } from './client'
import { migrate } from './migrate'
import { parentOrganizations } from './schema'
import { testDriver } from '../test/harness'

const db = await openDatabase({ url: ':memory:', driver: testDriver() })
afterAll(() => db.close())
await migrate(db)

describe(`database (${testDriver()})`, () => {
  test('migrations are recorded and applied once', async () => {
    expect(await migrate(db)).toBe(0)
    const rows = await db.read.all<{ hash: string }>(sql`SELECT hash FROM __drizzle_migrations`)
    expect(rows.length).toBeGreaterThan(0)
  })

  test('a failing write rolls back all of its work', async () => {
    await expect(
      db.write(async (tx) => {
        await tx.insert(parentOrganizations).values({ name: 'Rolled back Health' })
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    expect(await db.read.select().from(parentOrganizations).where(eq(parentOrganizations.name, 'Rolled back Health'))).toEqual([])
  })

  test('reads outside a write never see its uncommitted rows', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const writing = db.write(async (tx) => {
      await tx.insert(parentOrganizations).values({ name: 'Pending Health' })
      await gate
    })
    await Bun.sleep(20)
    expect(await db.read.select().from(parentOrganizations).where(eq(parentOrganizations.name, 'Pending Health'))).toEqual([])
    release()
    await writing
    expect(await db.read.select().from(parentOrganizations).where(eq(parentOrganizations.name, 'Pending Health'))).toHaveLength(1)
  })

  test('reads near writes see committed rows only: the connection of the writes only while it is idle', async () => {
    const named = (name: string) => db.readNearWrites().select().from(parentOrganizations).where(eq(parentOrganizations.name, name))
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const writing = db.write(async (tx) => {
      await tx.insert(parentOrganizations).values({ name: 'Near Pending Health' })
      await gate
    })
    await Bun.sleep(20)
    expect(db.readNearWrites()).toBe(db.read)
    expect(await named('Near Pending Health')).toEqual([])
    release()
    await writing
    expect(await named('Near Pending Health')).toHaveLength(1)
    if (testDriver() === 'bun-sqlite') expect(db.readNearWrites()).not.toBe(db.read)
  })

  test('writes never interleave, even when they await inside', async () => {
    const log: string[] = []
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        db.write(async (tx) => {
          log.push(`${name}:start`)
          await tx.insert(parentOrganizations).values({ name: `Serial ${name}` })
          await Bun.sleep(5)
          log.push(`${name}:end`)
        }),
      ),
    )
    expect(log).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end'])
  })

  test('a write inside a write joins it', async () => {
    await db.write(async (tx) => {
      await tx.insert(parentOrganizations).values({ name: 'Outer Health' })
      await db.write((inner) => inner.insert(parentOrganizations).values({ name: 'Inner Health' }))
    })
    const names = (await db.read.select().from(parentOrganizations)).map((r) => r.name)
    expect(names).toContain('Outer Health')
    expect(names).toContain('Inner Health')
  })

  test('writes that share a commit: a failing one rolls back alone, first or not, and the others commit', async () => {
    const names = async (prefix: string) => (await db.read.select().from(parentOrganizations)).map((r) => r.name).filter((n) => n.startsWith(prefix)).sort()
    for (const failing of [0, 1, 2]) {
      const prefix = `Group ${failing} `
      // Started in the same turn: on bun:sqlite they run in one transaction (GroupCommit).
      const outcomes = await Promise.allSettled(
        [0, 1, 2].map((i) =>
          db.write(async (tx) => {
            await tx.insert(parentOrganizations).values({ name: `${prefix}${i}` })
            if (i === failing) throw new Error(`write ${i} fails`)
            return i
          }),
        ),
      )
      expect(outcomes.map((o) => o.status)).toEqual([0, 1, 2].map((i) => (i === failing ? 'rejected' : 'fulfilled')))
      expect(await names(prefix)).toEqual([0, 1, 2].filter((i) => i !== failing).map((i) => `${prefix}${i}`))
    }
  })

  test('foreign keys are enforced', async () => {
    await expect(
      db.write((tx) => tx.run(sql`INSERT INTO organization_members (id, organization_id, user_id, role, created_at) VALUES ('m1', 'missing-org', 'missing-user', 'OWNER', 0)`)),
    ).rejects.toThrow()
  })
})

test('the embedded driver runs WAL with durable commits on a file', async () => {
  if (testDriver() !== 'bun-sqlite') return expect(testDriver()).toBe('libsql')
  const { Database } = await import('bun:sqlite')
  const { mkdtempSync } = await import('node:fs')
  const dir = mkdtempSync(`${(await import('node:os')).tmpdir()}/wal-`)
  const fileDb = await openDatabase({ url: `file:${dir}/x.db` })
  await migrate(fileDb)
  const probe = new Database(`${dir}/x.db`, { readonly: true })
  expect((probe.query('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode).toBe('wal')
  probe.close()
  expect(fileDb.directory).toBe(dir)
  await fileDb.close()
  rmSync(dir, { recursive: true, force: true })
})

test('the embedded writer keeps statement journals in memory, and in files while migrating', async () => {
  if (testDriver() !== 'bun-sqlite') return expect(testDriver()).toBe('libsql')
  const tempStore = () => db.write(async (tx) => (await tx.all<{ temp_store: number }>(sql`PRAGMA temp_store`))[0]!.temp_store)
  const FILE = 1
  const MEMORY = 2
  expect(await tempStore()).toBe(MEMORY)
  expect(await db.withLargeWrites(tempStore)).toBe(FILE)
  expect(await tempStore()).toBe(MEMORY)
  // Back to memory when the large writes fail too.
  await expect(db.withLargeWrites(() => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed')
  expect(await tempStore()).toBe(MEMORY)
})
