/**
 * Issue 18 §1 end to end: SERVER_PROCESSES=2, a burst of shift posts on new connections (so both
 * processes take some and the serve-only one passes its share on), and the first process's
 * private socket broken twice in the middle of it (`SIGUSR2` closes every connection at once and
 * opens it again). Every post answers 201, and each is made exactly once.
 */
import { afterAll, expect, test } from 'bun:test'
import { Database } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { facilitySignUp, shiftPostBody } from '../test/factories'

const dir = mkdtempSync(join(tmpdir(), 'marketplace-socket-kill-'))
const port = 20_000 + Math.floor(Math.random() * 20_000)
const origin = `http://127.0.0.1:${port}`
const primary = Bun.spawn([process.execPath, join(import.meta.dir, '..', 'main.ts'), '--port', String(port)], {
  env: { ...process.env, SERVER_PROCESSES: '2', QUIET: '1', DATABASE_URL: `file:${join(dir, 'db.sqlite')}` },
  stdio: ['ignore', 'ignore', 'ignore'],
})
afterAll(() => {
  primary.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

const fresh = { connection: 'close' }

test('a burst of writes while the first process socket is broken twice: 0 5xx, 0 lost, 0 made twice', async () => {
  // Both processes up: health asked on new connections until each has answered.
  const seen = new Set<number>()
  const deadline = Date.now() + 60_000
  while (seen.size < 2) {
    if (Date.now() > deadline) throw new Error(`not both processes answered (seen: ${[...seen].join(', ')})`)
    const health = await fetch(`${origin}/api/health`, { headers: fresh, keepalive: false }).then((r) => r.json() as Promise<{ process: number }>).catch(() => null)
    if (health) seen.add(health.process)
    await Bun.sleep(20)
  }
  const signUp = await fetch(`${origin}/api/sign-up/facility`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(facilitySignUp()) })
  expect(signUp.status).toBe(201)
  const facility = (await signUp.json()) as { id: string; token: string }

  const N = 240
  const post = (n: number) =>
    fetch(`${origin}/api/facility/shift`, {
      method: 'POST',
      keepalive: false,
      headers: { ...fresh, 'content-type': 'application/json', authorization: `Bearer ${facility.token}` },
      body: JSON.stringify(shiftPostBody(facility.id, { title: `Burst post ${n}` })),
    }).then((r) => r.status).catch(() => 0)
  const statuses: Promise<number>[] = []
  for (let n = 0; n < N; n++) {
    statuses.push(post(n))
    if (n === N / 3 || n === (2 * N) / 3) primary.kill('SIGUSR2')
    if (n % 8 === 7) await Bun.sleep(5)
  }
  const answered = await Promise.all(statuses)
  expect(answered.filter((s) => s !== 201)).toEqual([])

  const db = new Database(join(dir, 'db.sqlite'), { readonly: true })
  const rows = db.query<{ title: string; n: number }, [string]>('select title, count(*) as n from shift_groups where facility_id = ? group by title').all(facility.id)
  db.close()
  expect(rows.length).toBe(N)
  expect(rows.filter((r) => r.n !== 1)).toEqual([])
}, 120_000)
