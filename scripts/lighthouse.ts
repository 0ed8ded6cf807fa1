/**
 * Lighthouse on the provider's list of open shifts, on a phone: the single binary on a loopback
 * port with a fresh database, a signed-in provider with a license and open shifts to browse,
 * Debian's Chromium, Lighthouse's default mobile emulation and simulated throttling.
 *
 *   node_modules/.bin/bun run scripts/build.ts          (dist/marketplace first)
 *   node_modules/.bin/bun scripts/lighthouse.ts [--record]
 *
 * Accessibility ≥ 95 is a check (exit 1 when it misses). Performance (target ≥ 90) and best
 * practices are recorded figures: a speed score moves with the machine's load, so, like the
 * load benchmark's figures, it is measured and written down rather than failing the run. Scores go to test-results/lighthouse.json; `--record` also writes
 * docs/lighthouse.json and the table in README.md. `LIGHTHOUSE_PORT` picks the server's port
 * (otherwise a free one).
 *
 * The session is the provider's token in localStorage, so Lighthouse runs with
 * `disableStorageReset`; the script itself clears the service worker, its caches and IndexedDB
 * before each audit, so the page loads cold as on a first visit after signing in. Five audits,
 * the median performance run counts (scores move with the machine's load). Chromium may
 * resolve only 127.0.0.1, and nothing here downloads a browser.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { facilitySignUpBody, PASSWORD, providerSignUpBody, shiftPostBody, uniqueEmail } from '../pwa/e2e/support'

const root = fileURLToPath(new URL('..', import.meta.url))
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium'
export const THRESHOLDS = { performance: 90, accessibility: 95 } as const
/** Audits per check; the median performance run is the result. */
const RUNS = 5
const OVERALL_TIMEOUT_MS = 300_000
const RESULTS_FILE = join(root, 'test-results/lighthouse.json')

export interface LighthouseScores {
  date: string
  commit: string
  url: string
  performance: number
  accessibility: number
  bestPractices: number
  thresholds: typeof THRESHOLDS
  metrics: Record<string, string>
  failedAudits: { id: string; title: string; score: number | null }[]
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function waitForHealth(base: string, server: ChildProcess, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await Bun.sleep(150)
  }
  throw new Error('the server did not become healthy in 30 s')
}

async function call<T>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text.slice(0, 300)}`)
  return (text ? JSON.parse(text) : undefined) as T
}

/** A calendar date `days` after today, `YYYY-MM-DD` (far enough ahead to be open in every zone). */
function dateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/** Demo-like data: two pharmacies with open shifts over the coming weeks, a licensed pharmacist. */
async function seed(base: string): Promise<{ email: string }> {
  const pharmacies = [
    { body: facilitySignUpBody(uniqueEmail('facility')), titles: ['Staff pharmacist, weekday coverage', 'Relief pharmacist, busy community store'] },
    {
      body: {
        ...facilitySignUpBody(uniqueEmail('facility'), 'Priya', 'Shah'),
        facilityName: 'Lakeview Family Pharmacy',
        streetAddress: '2800 N Clark St',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60657',
        phoneNumber: '3125550176',
      },
      titles: ['Weekend pharmacist, immunizations', 'Evening pharmacist, retail'],
    },
  ]
  for (const [index, pharmacy] of pharmacies.entries()) {
    const { id: facilityId, token } = await call<{ id: string; token: string }>(base, 'POST', '/sign-up/facility', pharmacy.body)
    const { paymentMethodId } = await call<{ paymentMethodId: string }>(base, 'POST', '/payment-method/attach-card', { token: 'tok_visa', facilityId }, token)
    for (const [n, title] of pharmacy.titles.entries()) {
      const dates = [3, 5, 8].map((d) => dateIn(d + n * 2 + index))
      await call(base, 'POST', '/facility/shift', shiftPostBody(facilityId, title, dates, { paymentMethodId, rate: 62 + index * 4 + n * 3 }), token)
    }
  }
  const email = uniqueEmail('provider')
  const { userId } = await call<{ userId: string }>(base, 'POST', '/sign-up/provider', providerSignUpBody(email, 'Nadia', 'Park'))
  await call(base, 'PUT', `/testing/${userId}/licenses`, { states: ['NY', 'IL', 'TX'] })
  return { email }
}

function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
}

export async function runLighthouse(): Promise<LighthouseScores> {
  const port = Number(process.env.LIGHTHOUSE_PORT) || (await freePort())
  const base = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'shiftwell-lighthouse-'))
  let server: ChildProcess | null = null
  let chrome: LaunchedChrome | null = null
  let browser: Awaited<ReturnType<typeof chromium.connectOverCDP>> | null = null
  const cleanup = async () => {
    await browser?.close().catch(() => undefined)
    browser = null
    try {
      chrome?.kill()
    } catch {
      // already gone
    }
    chrome = null
    if (server && server.exitCode === null) server.kill('SIGTERM')
    server = null
    rmSync(dataDir, { recursive: true, force: true })
  }
  const onSignal = () => void cleanup().finally(() => process.exit(130))
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Lighthouse did not finish within ${OVERALL_TIMEOUT_MS / 1000} s`)), OVERALL_TIMEOUT_MS)
  })
  try {
    const work = async (): Promise<LighthouseScores> => {
      server = spawn(join(root, 'dist/marketplace'), [], {
        cwd: dataDir,
        env: { ...process.env, PORT: String(port), DATABASE_URL: `file:${join(dataDir, 'lighthouse.db')}`, ENABLE_TESTING_ROUTES: '1', QUIET: '1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      await waitForHealth(base, server)
      const { email } = await seed(base)

      chrome = await launch({
        chromePath: CHROMIUM,
        chromeFlags: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          // Nothing but the local server: every other host fails to resolve.
          '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
        ],
        logLevel: 'silent',
        connectionPollInterval: 250,
        maxConnectionRetries: 80,
      })

      // Sign in through the form, as a person would; the session lands in localStorage.
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`, { timeout: 30_000 })
      const signIn = await browser.contexts()[0]!.newPage()
      signIn.setDefaultTimeout(20_000)
      await signIn.goto(`${base}/sign-in`)
      await signIn.getByLabel('Email').fill(email)
      await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await signIn.getByRole('button', { name: 'Sign in' }).click()
      await signIn.waitForURL(/\/provider$/)
      await signIn.close()

      // Scores move with the machine's load (total blocking time most), so the audit runs
      // RUNS times from a cold start each and the median performance run is the result, as
      // Lighthouse's own guidance on variability recommends.
      const url = `${base}/provider/shifts`
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        // Cold start: keep localStorage (the session), drop the service worker, its caches and
        // the offline store the previous visit created.
        const page = await browser.contexts()[0]!.newPage()
        await page.goto(`${base}/sign-in`)
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Storage.clearDataForOrigin', {
          origin: base,
          storageTypes: 'cookies,indexeddb,service_workers,cache_storage,shader_cache,file_systems,websql',
        })
        await page.goto('about:blank')
        await page.close()
        const run = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: true,
          maxWaitForLoad: 45_000,
        })
        if (run) runs.push(run)
      }
      await browser.close().catch(() => undefined)
      browser = null
      runs.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0))
      const result = runs[Math.floor(runs.length / 2)]
      if (!result) throw new Error('Lighthouse returned no result')
      const { lhr } = result
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      if (!lhr.finalDisplayedUrl.includes('/provider/shifts'))
        throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not the browse page (signed out?)`)
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '—'
      const categories = ['performance', 'accessibility', 'best-practices']
      const failedAudits = categories.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id]!)
          .filter((audit) => audit.score !== null && audit.score < 0.9)
          .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score })),
      )
      return {
        date: new Date().toISOString().slice(0, 10),
        commit: gitCommit(),
        url: '/provider/shifts',
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        thresholds: THRESHOLDS,
        metrics: {
          firstContentfulPaint: metric('first-contentful-paint'),
          largestContentfulPaint: metric('largest-contentful-paint'),
          totalBlockingTime: metric('total-blocking-time'),
          cumulativeLayoutShift: metric('cumulative-layout-shift'),
          speedIndex: metric('speed-index'),
        },
        failedAudits,
      }
    }
    return await Promise.race([work(), timeout])
  } finally {
    clearTimeout(timer)
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    await cleanup()
  }
}

const README_START = '<!-- lighthouse:start -->'
const README_END = '<!-- lighthouse:end -->'

/** Writes docs/lighthouse.json and the README's table (newest first, last five runs). */
function record(scores: LighthouseScores) {
  const historyFile = join(root, 'docs/lighthouse.json')
  let history: LighthouseScores[] = []
  try {
    history = JSON.parse(readFileSync(historyFile, 'utf8')) as LighthouseScores[]
  } catch {
    history = []
  }
  history = [scores, ...history].slice(0, 5)
  writeFileSync(historyFile, `${JSON.stringify(history, null, 2)}\n`)
  const rows = history.map(
    (s) =>
      `| ${s.date} | \`${s.commit}\` | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.metrics.largestContentfulPaint} | ${s.metrics.totalBlockingTime} |`,
  )
  const table = [
    README_START,
    '| date | commit | performance (≥ 90) | accessibility (≥ 95) | best practices | LCP | TBT |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    README_END,
  ].join('\n')
  const readmePath = join(root, 'README.md')
  const readme = readFileSync(readmePath, 'utf8')
  const start = readme.indexOf(README_START)
  const end = readme.indexOf(README_END)
  if (start === -1 || end === -1) throw new Error(`README.md has no ${README_START} … ${README_END} section`)
  writeFileSync(readmePath, readme.slice(0, start) + table + readme.slice(end + README_END.length))
}

if (import.meta.main) {
  let scores: LighthouseScores
  try {
    scores = await runLighthouse()
  } catch (error) {
    console.error(`✗ Lighthouse did not run: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(2)
  }
  mkdirSync(join(root, 'test-results'), { recursive: true })
  writeFileSync(RESULTS_FILE, `${JSON.stringify(scores, null, 2)}\n`)
  if (process.argv.includes('--record')) record(scores)
  // Accessibility is a property of the page: a check. Performance is a speed figure that moves
  // with the machine's load (scripts/bench's rule: measured and recorded, never a timed test):
  // printed against its target, recorded with --record, and not a reason to fail the run.
  const accessible = scores.accessibility >= THRESHOLDS.accessibility
  console.log(`${accessible ? '✓' : '✗'} Lighthouse accessibility ${scores.accessibility} (needs ${THRESHOLDS.accessibility})`)
  const fast = scores.performance >= THRESHOLDS.performance
  console.log(`  Lighthouse performance ${scores.performance}, median of ${RUNS} (target ${THRESHOLDS.performance}: ${fast ? 'met' : 'missed'}; a measurement, not a check)`)
  console.log(
    `  best practices ${scores.bestPractices} (recorded) · ${Object.entries(scores.metrics)
      .map(([k, v]) => `${k} ${v}`)
      .join(' · ')}`,
  )
  for (const a of scores.failedAudits) console.log(`  · ${a.id}: ${a.title} (${a.score})`)
  console.log(`  → ${RESULTS_FILE}`)
  process.exit(accessible ? 0 : 1)
}
