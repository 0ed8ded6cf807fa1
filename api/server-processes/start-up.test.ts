/**
 * Start-up with SERVER_PROCESSES=2 on a seeded database (issue 18 §2): browse requests sent from
 * the first moment the port answers, while each process loads its browse index, all answer 200
 * in time, and `/api/health`, asked on a new connection each time, says when each process is
 * fully ready.
 */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowseCaller } from '../../scripts/bench/common'

const dir = mkdtempSync(join(tmpdir(), 'marketplace-start-up-'))
const dbPath = join(dir, 'db.sqlite')
let server: ReturnType<typeof Bun.spawn> | null = null
afterAll(() => {
  server?.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

test('browse requests sent while the processes load their indexes all answer 200; health says when each is ready', async () => {
  // 2,000 organizations' worth of a national seed at 5 %: ~15,000 open groups, ~37,000 providers.
  const seeded = Bun.spawn([process.execPath, join(import.meta.dir, '../../scripts/bench/seed-us-scale.ts'), dbPath, '--scale', '0.05'], { stdout: 'ignore', stderr: 'inherit' })
  expect(await seeded.exited).toBe(0)
  const secrets = JSON.parse(readFileSync(join(dir, 'bench-secrets.json'), 'utf8')) as { appSecret: string; browseCallers: BrowseCaller[] }

  const port = 20_000 + Math.floor(Math.random() * 20_000)
  const origin = `http://127.0.0.1:${port}`
  server = Bun.spawn([process.execPath, join(import.meta.dir, '..', 'main.ts'), '--port', String(port)], {
    env: { ...process.env, SERVER_PROCESSES: '2', QUIET: '1', APP_SECRET: secrets.appSecret, DATABASE_URL: `file:${dbPath}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  })

  // A new connection per request, so the kernel spreads them over both processes.
  const fresh = { headers: { connection: 'close' }, keepalive: false }
  const browses: { status: number; ms: number; state: boolean }[] = []
  const readySeen = new Map<number, boolean[]>()
  let stop = false
  const browseLoop = async (worker: number) => {
    for (let i = worker; !stop; i += 4) {
      const caller = secrets.browseCallers[i % secrets.browseCallers.length]!
      // Mostly one state (the provider's), now and then the whole country (waits for the whole index).
      const wholeCountry = i % 10 === 0
      const query = wholeCountry ? 'sortBy=soonestAvailable' : `states=${caller.state}&sortBy=${['soonestAvailable', 'closestToMe', 'highestPay', 'mostRelevant'][i % 4]}`
      const started = performance.now()
      const status = await fetch(`${origin}/api/provider/shift/browse?${query}`, { ...fresh, headers: { ...fresh.headers, authorization: `Bearer ${caller.token}` } })
        .then(async (r) => (await r.arrayBuffer(), r.status))
        .catch(() => 0)
      // Before the port opens a request is refused (0): not a dropped request, nothing was sent.
      if (status !== 0 || browses.length) browses.push({ status, ms: performance.now() - started, state: !wholeCountry })
      if (status === 0 && !browses.length) await Bun.sleep(20)
    }
  }
  const loops = [0, 1, 2, 3].map(browseLoop)

  const deadline = Date.now() + 90_000
  const bothReady = () => [1, 2].every((n) => readySeen.get(n)?.at(-1) === true)
  while (!bothReady()) {
    if (Date.now() > deadline) throw new Error(`not both processes ready: ${JSON.stringify([...readySeen])}`)
    const health = await fetch(`${origin}/api/health`, fresh).then((r) => r.json() as Promise<{ ready: boolean; process: number }>).catch(() => null)
    if (health) readySeen.set(health.process, [...(readySeen.get(health.process) ?? []), health.ready])
    await Bun.sleep(25)
  }
  // A little more once both are ready, then stop.
  const settled = browses.length
  while (browses.length < settled + 20) await Bun.sleep(20)
  stop = true
  await Promise.all(loops)

  expect(browses.length).toBeGreaterThan(20)
  expect(browses.filter((b) => b.status !== 200)).toEqual([])
  // Far inside every timeout (Bun closes a connection silent for 30 s): a browse of one state
  // does not wait for the whole index.
  expect(Math.max(...browses.map((b) => b.ms))).toBeLessThan(10_000)
  expect([...readySeen.keys()].sort()).toEqual([1, 2])
  // The loads were caught in the act: some process said "not ready" while browses went on
  // (15,000 groups take a few hundred milliseconds to load; health is asked every 25 ms).
  expect([...readySeen.values()].some((seen) => seen[0] === false)).toBe(true)
}, 150_000)
