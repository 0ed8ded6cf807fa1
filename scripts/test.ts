/**
 * `npm test`: type check, import boundaries, unit and API tests on both database drivers and on the
 * Stripe adapter, the file store's suites on a local S3 double, the single binary and its first-screen JavaScript budget, the end-to-end tests in Debian's
 * Chromium against that binary, and Lighthouse on the provider's browse page (phone). Ends with one line,
 * `tests: N passed, N failed`, and a non-zero exit when anything failed or did not run.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name: string) => join(root, 'node_modules/.bin', name)
let passed = 0
let failed = 0
const problems: string[] = []

function step(title: string) {
  console.log(`\n━━ ${title}`)
}

/** Runs a command with its output shown; returns its combined output and exit code. */
async function run(cmd: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  const proc = Bun.spawn(cmd, { cwd: root, env: { ...process.env, ...env }, stdout: 'pipe', stderr: 'pipe' })
  let output = ''
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder()
    const reader = stream.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      const text = decoder.decode(value, { stream: true })
      output += text
      sink.write(text)
    }
  }
  await Promise.all([pump(proc.stdout, process.stdout), pump(proc.stderr, process.stderr)])
  return { code: await proc.exited, output }
}

/** Counts from `bun test`'s closing lines (" 12 pass", " 0 fail"). */
function countBun(output: string, label: string, code: number) {
  const pass = Number(/^\s*(\d+) pass$/m.exec(output)?.[1] ?? 0)
  const fail = Number(/^\s*(\d+) fail$/m.exec(output)?.[1] ?? 0)
  passed += pass
  failed += fail
  if (pass === 0) problems.push(`${label}: no test ran`)
  if (code !== 0 && fail === 0) problems.push(`${label}: exited with ${code}`)
  if (fail) problems.push(`${label}: ${fail} failed`)
  // Named again at the end, so the closing lines alone say which test to look at.
  for (const name of failedBunTests(output)) problems.push(`  ${label}: ${name}`)
}

/** The names of the tests `bun test` reported as failed, each once, in the order they failed. */
function failedBunTests(output: string): string[] {
  return [...new Set([...output.matchAll(/^\(fail\) (.+)$/gm)].map((match) => match[1]!.trim()))]
}

/** The parts of Playwright's JSON report read here. */
interface PlaywrightSuite {
  suites?: PlaywrightSuite[]
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[]
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: PlaywrightSuite[]
}

/** Where each end-to-end test that failed lives, with its title. */
function failedSpecs(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => spec.tests.some((test) => test.status === 'unexpected')).map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...failedSpecs(suite.suites),
  ])
}

step('Type check')
const tsc = await run([bin('tsc'), '--noEmit', '-p', 'tsconfig.json'])
if (tsc.code !== 0) problems.push('type check failed')

step('Boundaries (what may import what: .dependency-cruiser.cjs)')
// Prints the violations grouped by rule when there is any; counts as one check.
const boundaries = await run([bin('bun'), 'scripts/lib/boundaries.ts'])
if (boundaries.code === 0) passed += 1
else {
  failed += 1
  problems.push('boundaries: imports break the module rules (listed under Boundaries; `npm run check:boundaries`)')
}

step('Unit and API tests (embedded SQLite)')
const unit = await run([bin('bun'), 'test', '--timeout', '20000', 'api', 'shared', 'scripts/lib', 'pwa/src'])
countBun(unit.output, 'unit and API tests (bun:sqlite)', unit.code)

step('API tests again on the libSQL driver (local file)')
const libsql = await run([bin('bun'), 'test', '--timeout', '20000', 'api'], { DATABASE_DRIVER: 'libsql' })
countBun(libsql.output, 'API tests (libSQL)', libsql.code)

step('API tests again with the Stripe adapter against its local double')
const stripe = await run([bin('bun'), 'test', '--timeout', '20000', 'api'], { PAYMENTS_ADAPTER: 'stripe-fake' })
countBun(stripe.output, 'API tests (Stripe adapter)', stripe.code)

step('File store tests again on an S3 bucket (the local S3 double)')
// The suites that put, stream, read and delete files, with every file in a bucket of `s3-fake.ts`.
const s3 = await run(
  [bin('bun'), 'test', '--timeout', '20000', 'api/integrations/storage', 'api/modules/files', 'api/modules/onboarding-forms/files', 'api/modules/resumes', 'api/modules/licenses', 'api/modules/providers/provider/certifications.test.ts'],
  { STORAGE_ADAPTER: 's3-fake' },
)
countBun(s3.output, 'file store tests (S3)', s3.code)

step('Build the PWA and the single binary')
const build = await run([bin('bun'), 'run', 'scripts/build.ts'])
if (build.code !== 0) problems.push('build failed')

step('First-screen JavaScript budget (landing + provider browse, gzip)')
if (build.code === 0) {
  const budget = await run([bin('bun'), 'scripts/js-budget.ts'])
  if (budget.code === 0) passed += 1
  else {
    failed += 1
    problems.push('first-screen JavaScript is over its budget')
  }
}

step('End-to-end tests in Chromium against dist/marketplace')
const chromium = '/usr/bin/chromium'
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian\'s package (apt-get install chromium)…')
    await run(['bash', '-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'])
  }
  if (!existsSync(chromium)) {
    console.error('Chromium is not installed. Install it with: sudo apt-get install -y chromium — then run npm test again.')
    problems.push('end-to-end tests did not run: Chromium is missing')
  }
}
if (existsSync(chromium) && build.code === 0) {
  const reportDir = mkdtempSync(join(tmpdir(), 'e2e-report-'))
  const report = join(reportDir, 'report.json')
  // The end-to-end server's database folder, made here so it is removed once the run is read.
  const databaseDir = mkdtempSync(join(tmpdir(), 'shiftwell-e2e-'))
  const e2e = await run([bin('playwright'), 'test', '--config', 'pwa/e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report, E2E_DB_DIR: databaseDir })
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightReport
    const stats = json.stats
    passed += stats.expected + stats.flaky
    failed += stats.unexpected
    if (stats.expected + stats.flaky === 0) problems.push('end-to-end: no test ran')
    if (stats.unexpected) problems.push(`end-to-end: ${stats.unexpected} failed`)
    for (const name of failedSpecs(json.suites)) problems.push(`  end-to-end: ${name}`)
    if (stats.skipped) problems.push(`end-to-end: ${stats.skipped} skipped`)
  } else {
    problems.push(`end-to-end tests did not report (exit ${e2e.code})`)
  }
  if (e2e.code !== 0 && !problems.some((p) => p.startsWith('end-to-end'))) problems.push(`end-to-end: exited with ${e2e.code}`)
  // Kept when a test failed: the server's database and log tell what it saw.
  if (e2e.code === 0) for (const dir of [reportDir, databaseDir]) rmSync(dir, { recursive: true, force: true })
  else console.log(`end-to-end database and report kept in ${databaseDir} and ${reportDir}`)
}

step('Lighthouse: provider browse page on a phone')
if (existsSync(chromium) && build.code === 0) {
  const results = join(root, 'test-results/lighthouse.json')
  rmSync(results, { force: true })
  const lighthouse = await run([bin('bun'), 'scripts/lighthouse.ts'])
  // Exit 2: it did not run at all (server, browser, timeout); 0/1: accessibility held or not.
  if (lighthouse.code === 2 || !existsSync(results)) {
    failed += 1
    problems.push(`Lighthouse did not run (exit ${lighthouse.code})`)
  } else {
    const scores = JSON.parse(readFileSync(results, 'utf8')) as { accessibility: number; thresholds: { accessibility: number } }
    // Accessibility is the check; the performance score is a recorded measurement (scripts/lighthouse.ts).
    if (scores.accessibility >= scores.thresholds.accessibility) passed += 1
    else {
      failed += 1
      problems.push(`Lighthouse accessibility ${scores.accessibility} is under ${scores.thresholds.accessibility}`)
    }
  }
} else {
  problems.push('Lighthouse did not run: no binary or no Chromium')
}

console.log('')
for (const problem of problems) console.log(`✗ ${problem}`)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(problems.length ? 1 : 0)
