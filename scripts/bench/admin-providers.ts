/**
 * The admin panel's provider list search at US scale (spec 000 §7: `GET /admin-panel/providers`
 * with `searchString`): p50 and p99 of the server's wall and CPU time per request, through
 * `app.handle` in this process, one request at a time, for words of every kind: a provider's
 * full name (rare), a first name (a few thousand people), a last name, part of an e-mail, of a
 * phone number, a city, a word every provider's e-mail holds, two letters, and with a type and a
 * later page.
 *
 * It applies the migrations first (and so writes to the database): run it on a copy, never on
 * `/work/bench/base.db` or a database a benchmark uses.
 *
 * Usage: bun scripts/bench/admin-providers.ts DB [--runs 30] [--only NAME,NAME]
 */
import { Database as BunDatabase } from 'bun:sqlite'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { flagOf } from './common'

const argv = process.argv.slice(2)
const flag = (name: string) => flagOf(argv, name)
if (!argv[0] || argv[0].startsWith('--')) throw new Error('usage: bun scripts/bench/admin-providers.ts DB [--runs 30] [--only NAME,NAME]')
const dbPath = resolve(argv[0])
if (dbPath.startsWith('/work/bench/')) throw new Error(`${dbPath}: copy the benchmark database to /tmp first; this script writes to it`)
const RUNS = Number(flag('runs') ?? 30)
const ONLY = flag('only')

const { migrateFirst, openAdminApp, percentile } = await import('./admin-app')
await migrateFirst(dbPath)
const { db, get } = await openAdminApp(dbPath, 'bench-admin-providers-secret-that-is-at-least-32-characters')

// One provider of the seed, in the middle of the table: their name, e-mail, phone and city.
const reader = new BunDatabase(dbPath, { readonly: true })
const count = reader.query<{ n: number }, []>('SELECT count(*) AS n FROM providers').get()!.n
const one = reader
  .query<{ first: string; last: string; email: string; phone: string; city: string }, [number]>(
    'SELECT u.first_name AS first, u.last_name AS last, u.email, p.phone_number AS phone, p.city FROM providers p JOIN users u ON u.id = p.user_id LIMIT 1 OFFSET ?',
  )
  .get(Math.floor(count / 2))!
reader.close()
const domain = one.email.split('@')[1]!
const q = (search: string, extra = '') => `/api/admin-panel/providers?searchString=${encodeURIComponent(search)}${extra}`

const CALLS: [string, string][] = [
  [`a full name ("${one.first} ${one.last}")`, q(`${one.first} ${one.last}`)],
  [`a first name ("${one.first}")`, q(one.first)],
  [`a first name, pharmacists, page 3`, q(one.first, '&providerType=PHARMACIST&page=3')],
  [`a last name ("${one.last}")`, q(one.last)],
  [`part of an e-mail ("${one.email.split('@')[0]}")`, q(one.email.split('@')[0]!)],
  [`part of a phone number ("${one.phone.slice(1, 9)}")`, q(one.phone.slice(1, 9))],
  [`a city ("${one.city}")`, q(one.city)],
  ['no such word', q('zzqxv')],
  [`every provider's e-mail ("${domain}")`, q(domain)],
  [`two letters ("${one.first.slice(0, 2)}")`, q(one.first.slice(0, 2))],
  ['no search, page 1', '/api/admin-panel/providers'],
]

async function call(path: string): Promise<number> {
  const response = await get(path)
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { pagination: { totalItems: number } }).pagination.totalItems
}

const fmt = (ms: number) => ms.toFixed(1).padStart(7)
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')

console.log(`${count.toLocaleString('en-US')} providers; ${RUNS} requests per call, one at a time; load average ${load()}.\n`)
console.log('| search | totalItems | p50 ms | p99 ms | CPU p50 ms | CPU p99 ms | longest event-loop pause ms |')
console.log('|---|---:|---:|---:|---:|---:|---:|')
for (const [name, path] of CALLS) {
  if (ONLY && !ONLY.split(',').some((part) => name.includes(part))) continue
  let total = 0
  for (let i = 0; i < 2; i++) total = await call(path)
  const times: number[] = []
  const cpuTimes: number[] = []
  // A 1 ms ticker: the longest gap between its ticks is the longest the calls held the event loop.
  let lastTick = performance.now()
  let longestPause = 0
  const ticker = setInterval(() => {
    const now = performance.now()
    longestPause = Math.max(longestPause, now - lastTick)
    lastTick = now
  }, 1)
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    const cpuStarted = process.cpuUsage()
    total = await call(path)
    const cpu = process.cpuUsage(cpuStarted)
    times.push(performance.now() - started)
    cpuTimes.push((cpu.user + cpu.system) / 1000)
    // A call that never yields runs from start to end in microtasks: let the ticker see its gap.
    await new Promise((resolve) => setTimeout(resolve, 3))
  }
  clearInterval(ticker)
  times.sort((a, b) => a - b)
  cpuTimes.sort((a, b) => a - b)
  console.log(`| ${name} | ${total.toLocaleString('en-US')} | ${fmt(percentile(times, 50))} | ${fmt(percentile(times, 99))} | ${fmt(percentile(cpuTimes, 50))} | ${fmt(percentile(cpuTimes, 99))} | ${fmt(longestPause)} |`)
}
console.log(`\nLoad average after: ${load()}.`)
await db.close()
