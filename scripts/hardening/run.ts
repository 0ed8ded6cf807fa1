/**
 * `npm run hardening`: the full versions of the project's own attack and load tests (issue 17
 * §5), one after the other, with their figures at the end and in scripts/hardening/results.md:
 *
 *   1. the authorization matrix (api/test/hardening/authorization-matrix.test.ts), on both
 *      database drivers;
 *   2. the schema-driven fuzzer, 10,000 requests (api/test/hardening/fuzz.test.ts);
 *   3. kill -9 of SERVER_PROCESSES=2 during writes, 30 rounds (api/test/hardening/crash.test.ts);
 *   4. the soak: 30 minutes at 300 req/s against dist/marketplace (scripts/hardening/soak.ts).
 *
 * Usage: bun scripts/hardening/run.ts [--only matrix,fuzz,crash,soak] [--fuzz-requests 10000]
 *        [--fuzz-seed N] [--crash-rounds 30] [--soak-minutes 30] [--soak-rate 300] [--soak-db PATH]
 *        [--soak-scale 1]
 * The soak needs the single binary (`node_modules/.bin/bun scripts/build.ts`); without it, it
 * runs the source and says so. Exits 1 when any part failed.
 */
import { execSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const argv = process.argv.slice(2)
const flag = (name: string) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? argv[i + 1] : undefined
}
const only = new Set((flag('only') ?? 'matrix,fuzz,crash,soak').split(','))
const FUZZ_REQUESTS = flag('fuzz-requests') ?? '10000'
const FUZZ_SEED = flag('fuzz-seed') ?? String(Math.floor(Math.random() * 2 ** 31))
const CRASH_ROUNDS = flag('crash-rounds') ?? '30'
const SOAK_MINUTES = flag('soak-minutes') ?? '30'
const SOAK_RATE = flag('soak-rate') ?? '300'
const bun = join(root, 'node_modules/.bin/bun')

interface Part {
  name: string
  ok: boolean
  seconds: number
  figures: string[]
}
const parts: Part[] = []

/** Runs a command with its output shown; answers the output and the exit code. */
async function run(cmd: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string; seconds: number }> {
  const started = performance.now()
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
  return { code: await proc.exited, output, seconds: (performance.now() - started) / 1000 }
}

const lineOf = (output: string, re: RegExp) => output.split('\n').find((l) => re.test(l))?.trim()

const bunTest = (file: string, env: Record<string, string>) => run([bun, 'test', '--timeout', '20000', file], env)

if (only.has('matrix')) {
  for (const driver of ['bun-sqlite', 'libsql']) {
    console.log(`\n━━ Authorization matrix (${driver})`)
    const result = await bunTest('api/test/hardening/authorization-matrix.test.ts', driver === 'libsql' ? { DATABASE_DRIVER: 'libsql' } : {})
    const summary = lineOf(result.output, /^authorization matrix: /)
    parts.push({ name: `authorization matrix (${driver})`, ok: result.code === 0, seconds: result.seconds, figures: [summary?.replace(/ excluded \(.*$/, ' excluded') ?? 'no summary printed'] })
  }
}

if (only.has('fuzz')) {
  console.log(`\n━━ Fuzzer: ${FUZZ_REQUESTS} requests, seed ${FUZZ_SEED}`)
  const result = await bunTest('api/test/hardening/fuzz.test.ts', { FUZZ_REQUESTS, FUZZ_SEED })
  const figures = [/^fuzz: seed/, /^statuses: /, /^violations: /].map((re) => lineOf(result.output, re) ?? '')
  const groups = result.output.split('\n').filter((l) => /^ {2}\d+× /.test(l)).map((l) => l.trim())
  parts.push({ name: 'fuzzer', ok: result.code === 0, seconds: result.seconds, figures: [...figures.filter(Boolean), ...groups.map((g) => `  ${g}`)] })
}

if (only.has('crash')) {
  console.log(`\n━━ Crash: kill -9 of SERVER_PROCESSES=2 during writes, ${CRASH_ROUNDS} rounds`)
  const result = await bunTest('api/test/hardening/crash.test.ts', { CRASH_ROUNDS })
  const firstWrites = [...result.output.matchAll(/first write acknowledged (\d+) ms/g)].map((m) => Number(m[1]))
  const figures = [lineOf(result.output, /^crash: /) ?? 'no summary printed']
  if (firstWrites.length) figures.push(`first write after each restart acknowledged in ${Math.min(...firstWrites)}–${Math.max(...firstWrites)} ms (median ${firstWrites.sort((a, b) => a - b)[Math.floor(firstWrites.length / 2)]} ms)`)
  parts.push({ name: 'crash', ok: result.code === 0, seconds: result.seconds, figures })
}

if (only.has('soak')) {
  console.log(`\n━━ Soak: ${SOAK_MINUTES} min at ${SOAK_RATE} req/s`)
  const args = ['--minutes', SOAK_MINUTES, '--rate', SOAK_RATE]
  if (flag('soak-db')) args.push('--db', flag('soak-db')!)
  if (flag('soak-scale')) args.push('--scale', flag('soak-scale')!)
  const result = await run([bun, 'scripts/hardening/soak.ts', ...args])
  const verdicts = result.output.split('\n').filter((l) => /^\[soak\] (ok {2}|FAIL) /.test(l)).map((l) => l.replace('[soak] ', ''))
  const server = lineOf(result.output, /^\[soak\] \d+ × /)?.replace('[soak] ', '')
  parts.push({ name: 'soak', ok: result.code === 0, seconds: result.seconds, figures: [...(server ? [server] : []), ...(verdicts.length ? verdicts : ['no verdict printed'])] })
}

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim() + (execSync('git status --porcelain api shared migrations', { cwd: root }).toString().trim() ? ' (+ uncommitted changes in api/shared)' : '')
  } catch {
    return 'unknown'
  }
})()
const header = `${new Date().toISOString()}, git ${commit}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load after ${loadavg().map((l) => l.toFixed(2)).join(' ')}`
const text = [`# Hardening run`, '', `Made by \`npm run hardening\` (scripts/hardening/run.ts): ${header}.`, '', ...parts.flatMap((p) => [`## ${p.name}: ${p.ok ? 'passed' : '**failed**'} (${Math.round(p.seconds)} s)`, '', ...p.figures.map((f) => `    ${f}`), ''])].join('\n')
writeFileSync(join(root, 'scripts/hardening/results.md'), `${text}\n`)
console.log(`\n${text}\nWrote scripts/hardening/results.md`)
process.exit(parts.every((p) => p.ok) ? 0 : 1)
