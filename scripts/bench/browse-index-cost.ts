/**
 * What one process's browse index costs at US scale (issue 18 §3): the time to load it and the
 * private memory it holds, measured in a process of its own on a seeded database.
 *
 * Usage: bun scripts/bench/browse-index-cost.ts [db-path] [--runs 3]
 * Prints, per run, the load time, the open groups loaded and the process's own memory (anonymous
 * pages of /proc/self/smaps_rollup) before the load, right after it and after a full garbage
 * collection, with the JavaScript heap's size and the database pages mapped.
 */
import { readFileSync } from 'node:fs'
import { openDatabase } from '../../api/db/client'
import { openGroupsIndexOf } from '../../api/browse-index'
import { dbPathFrom } from './common'

const argv = process.argv.slice(2)
const runsAt = argv.indexOf('--runs')
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3
const dbPath = dbPathFrom(argv[0])

/**
 * The process's own memory: anonymous pages (the JavaScript heap, SQLite's page cache, malloc).
 * Pages of the database file mapped by SQLite's `mmap_size` count as private while no other
 * process maps them, but they are the kernel's page cache of the file, shared by every process
 * that reads it: reported apart.
 */
function memoryMiB(): { own: number; fileMapped: number } {
  const rollup = readFileSync('/proc/self/smaps_rollup', 'utf8')
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0)
  const own = kb('Anonymous')
  return { own: Math.round(own / 1024), fileMapped: Math.round((kb('Rss') - own) / 1024) }
}
const heapMiB = () => Math.round(require('bun:jsc').heapSize() / 1024 ** 2)

if (argv.includes('--child')) {
  const db = await openDatabase({ url: dbPath, warn: () => {} })
  Bun.gc(true)
  const before = memoryMiB()
  const started = performance.now()
  const index = openGroupsIndexOf(db)
  await index.catchUp(db.read, new Date())
  const loadMs = performance.now() - started
  const loaded = memoryMiB()
  Bun.gc(true)
  await Bun.sleep(200)
  Bun.gc(true)
  const collected = memoryMiB()
  console.log(JSON.stringify({ loadMs: Math.round(loadMs), groups: index.size, ownBeforeMiB: before.own, ownLoadedMiB: loaded.own, ownAfterGcMiB: collected.own, heapMiB: heapMiB(), fileMappedMiB: collected.fileMapped }))
  await db.close()
  process.exit(0)
}

const results: Record<string, number>[] = []
for (let run = 1; run <= runs; run++) {
  const child = Bun.spawnSync([process.execPath, import.meta.path, dbPath, '--child'], { stderr: 'inherit' })
  const result = JSON.parse(child.stdout.toString().trim().split('\n').pop()!) as Record<string, number>
  results.push(result)
  console.log(`run ${run}: ${JSON.stringify(result)}`)
}
const median = (key: string) => results.map((r) => r[key]!).sort((a, b) => a - b)[Math.floor(results.length / 2)]
console.log(`median of ${runs}: load ${median('loadMs')} ms, ${median('groups')} groups; the process's own memory ${median('ownBeforeMiB')} → ${median('ownLoadedMiB')} MiB, ${median('ownAfterGcMiB')} MiB after a full collection (JavaScript heap ${median('heapMiB')} MiB); database pages mapped (shared page cache) ${median('fileMappedMiB')} MiB`)
