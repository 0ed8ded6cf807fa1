/**
 * A start on a database that already has the demo accounts prints how to sign in, like the start
 * that loaded them (issue 12 §9); a database without them prints nothing of the demo.
 */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { migrate } from '../db/migrate'
import { teamMembers, users } from '../db/schema'
import { silentLogger } from '../logger'
import { startServer } from '../server'
import { directoryAssets } from '../static/assets'
import { testDriver } from '../test/harness'
import { DEMO_PASSWORD } from './demo-people'

const dir = mkdtempSync(join(tmpdir(), 'marketplace-demo-start-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A database with these user and team e-mails in it, as a start finds it. */
async function databaseWith(name: string, userEmails: string[], teamEmails: string[] = []): Promise<string> {
  const url = `file:${join(dir, `${name}.sqlite`)}`
  const db = await openDatabase({ url, driver: testDriver() })
  await migrate(db)
  const now = new Date()
  await db.write(async (tx) => {
    for (const email of userEmails) await tx.insert(users).values({ email, passwordHash: 'x', userType: 'FACILITY', firstName: 'Maria', lastName: 'Lopez', createdAt: now, updatedAt: now })
    for (const email of teamEmails) await tx.insert(teamMembers).values({ email, passwordHash: 'x', firstName: 'Owen', lastName: 'Operations', role: 'OPERATIONS', createdAt: now, updatedAt: now })
  })
  await db.close()
  return url
}

/** Starts and stops the server on `url` with `--demo`, and answers what it printed. */
async function printedByStart(url: string): Promise<string> {
  const printed: string[] = []
  const write = process.stdout.write
  process.stdout.write = ((chunk: string | Uint8Array) => {
    printed.push(typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk))
    return true
  }) as typeof process.stdout.write
  try {
    const config = loadConfig({ DATABASE_URL: url, PORT: '0', DEMO: '1', QUIET: '1', ...(testDriver() === 'libsql' ? { DATABASE_DRIVER: 'libsql' } : {}) })
    const { stop } = await startServer({ config, log: silentLogger, assets: directoryAssets('/nonexistent') })
    await stop()
  } finally {
    process.stdout.write = write
  }
  return printed.join('')
}

test('a start on the demo data (not empty, so nothing is loaded) still prints the demo logins that are there', async () => {
  const url = await databaseWith('demo', ['owner@lonestar.demo', 'houston.manager@lonestar.demo'], ['ops@marketplace.demo'])
  const printed = await printedByStart(url)
  expect(printed).toContain('Sign in at http://localhost:')
  expect(printed).toContain('owner@lonestar.demo')
  expect(printed).toContain('houston.manager@lonestar.demo')
  expect(printed).toContain('ops@marketplace.demo')
  expect(printed).toContain(`password for every demo account: ${DEMO_PASSWORD}`)
  // Only accounts that are there: this database has no demo provider.
  expect(printed).not.toContain('pharmacist@provider.demo')
})

test('a database without the demo accounts prints no demo logins', async () => {
  const url = await databaseWith('real', ['owner@riverside-pharmacy.test'])
  const printed = await printedByStart(url)
  expect(printed).not.toContain('Sign in at')
  expect(printed).not.toContain(DEMO_PASSWORD)
})
