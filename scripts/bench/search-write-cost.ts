/**
 * What the admin shift search's triggers (migration 0047) add to posting shifts: 20,000 groups
 * copied with new ids inside a transaction that is rolled back, with and without the triggers on
 * `shift_groups`, four runs each; prints the CPU per group. Run it on a copy of a migrated
 * benchmark database (nothing is kept, but it takes the write lock).
 *
 * Usage: bun scripts/bench/search-write-cost.ts DB
 */
import { Database } from 'bun:sqlite'
import { resolve } from 'node:path'

const dbPath = resolve(process.argv[2] ?? '')
if (!process.argv[2] || dbPath.startsWith('/work/bench/')) throw new Error('usage: bun scripts/bench/search-write-cost.ts DB (a copy, not /work/bench/)')
const db = new Database(dbPath)
db.exec('PRAGMA foreign_keys = OFF')
const cols = db.query<{ name: string }, []>('PRAGMA table_info(shift_groups)').all().map((c) => c.name)
const insert = `INSERT INTO shift_groups (${cols.join(', ')}) SELECT ${cols.map((c) => (c === 'id' ? `'w' || $run || '-' || id` : c)).join(', ')} FROM shift_groups WHERE rowid BETWEEN $from AND $from + 19999`
const triggers = db.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'admin_shift_search_group_%'").all()
if (!triggers.length) throw new Error('no admin_shift_search triggers: migrate the database first')
let run = 0
function once(withSearch: boolean): number {
  db.exec('BEGIN')
  if (!withSearch) for (const t of triggers) db.exec(`DROP TRIGGER ${t.name}`)
  const cpu = process.cpuUsage()
  db.query(insert).run({ $run: ++run, $from: 1 + run * 20000 })
  const used = process.cpuUsage(cpu)
  db.exec('ROLLBACK')
  return (used.user + used.system) / 1000
}
const results: Record<'with' | 'without', number[]> = { with: [], without: [] }
for (let i = 0; i < 4; i++) for (const withSearch of [true, false]) results[withSearch ? 'with' : 'without'].push(once(withSearch))
for (const [name, runs] of Object.entries(results)) {
  runs.sort((a, b) => a - b)
  console.log(`${name} the search triggers: CPU ms per 20,000 groups ${runs.map((x) => x.toFixed(0)).join(', ')}; median ${((runs[1]! + runs[2]!) / 2 / 20).toFixed(1)} µs a group`)
}
db.close()
