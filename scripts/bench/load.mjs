/**
 * One load phase against a server on this machine, run under Node (autocannon's home runtime)
 * in its own process so the load generator never shares an event loop with the server.
 *
 *   node scripts/bench/load.mjs <phase.json>   → prints one JSON result line on stdout
 *
 * phase.json: { origin, name, mode: 'autocannon' | 'open', connections, durationSeconds,
 *   overallRate?, amount?, timeoutSeconds?, requests: [{ method, path, headers, body? }],
 *   leadIn?: { seconds, requests } }
 *
 * - `autocannon`: autocannon with `overallRate` (or unlimited) over `connections` keep-alive
 *   connections. Each request takes the next entry of `requests`, so tokens and queries rotate.
 * - `open`: an open-loop generator: request i is due at start + i / overallRate whatever the
 *   server is doing (uniform arrivals), and its latency counts from when it was due, so a
 *   stalled server shows in the figures (no coordinated omission). With `leadIn`, the same
 *   arrivals start `seconds` earlier with `leadIn.requests`, and those answers are not counted:
 *   this process's own start (compiling its HTTP client, opening connections) is not the
 *   server's latency. The counted arrivals start as soon as the lead-in's answers are in.
 *
 * Latencies are recorded for every response (not only 2xx) and percentiles are exact.
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const autocannon = require('autocannon')

const phase = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const origin = new URL(phase.origin)
/** Answers not 2xx kept with their request, per phase (open-loop mode). */
const MAX_FAILURE_SAMPLES = 20
// Loopback only: this script must never load anything but a server on this machine.
if (!['127.0.0.1', 'localhost', '[::1]'].includes(origin.hostname)) throw new Error(`refusing to load ${origin.hostname}: loopback only`)

function percentile(sorted, p) {
  if (!sorted.length) return null
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

function summarize(latencies, statuses, errors, elapsedMs, extra = {}) {
  const sorted = Float64Array.from(latencies).sort()
  const completed = sorted.length
  const ok = Object.entries(statuses).reduce((n, [code, count]) => n + (code.startsWith('2') ? count : 0), 0)
  const cpu = process.cpuUsage()
  return {
    name: phase.name,
    mode: phase.mode,
    connections: phase.connections,
    targetRate: phase.overallRate ?? null,
    elapsedSeconds: elapsedMs / 1000,
    completed,
    ok,
    non2xx: completed - ok,
    errors,
    throughput: completed / (elapsedMs / 1000),
    latencyMs: {
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: completed ? sorted[completed - 1] : null,
      mean: completed ? sorted.reduce((a, b) => a + b, 0) / completed : null,
    },
    statuses,
    loadGeneratorCpuSeconds: (cpu.user + cpu.system) / 1e6,
    ...extra,
  }
}

async function runAutocannon() {
  const latencies = []
  const statuses = {}
  let next = 0
  const list = phase.requests
  const started = performance.now()
  const options = {
    url: phase.origin,
    connections: phase.connections,
    timeout: phase.timeoutSeconds ?? 10,
    requests: [
      {
        setupRequest: (request) => {
          const r = list[next++ % list.length]
          return { ...request, method: r.method, path: r.path, headers: r.headers, body: r.body }
        },
      },
    ],
  }
  if (phase.overallRate) {
    options.overallRate = phase.overallRate
    // Latencies are recorded here per response; autocannon's own correction (which assumes a
    // 1 ms interval between requests) only shapes its histogram, which is not used.
    options.ignoreCoordinatedOmission = true
  }
  if (phase.amount) options.amount = phase.amount
  else options.duration = phase.durationSeconds
  const instance = autocannon(options)
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime)
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
  })
  // `amount` runs have no duration of their own: bound them too, for a server that falls behind.
  const cap = phase.amount ? setTimeout(() => instance.stop(), (phase.durationSeconds + 10) * 1000) : null
  const result = await instance
  if (cap) clearTimeout(cap)
  const elapsed = performance.now() - started
  return summarize(latencies, statuses, result.errors + result.timeouts, elapsed, { timeouts: result.timeouts })
}

async function runOpenLoop() {
  // Sockets taken in turn ('fifo'), not the last one freed (Node's default 'lifo'): with lifo a
  // few sockets carry the load and the rest sit idle until the server closes them (30 s idle),
  // and a request sent on one as it closes is reset — a race browsers answer by sending again,
  // Node's agent by failing. In turn, no kept-alive socket sits idle that long at these rates.
  const agent = new http.Agent({ keepAlive: true, maxSockets: phase.connections, scheduling: 'fifo' })
  await openConnections(agent, phase.connections)
  const leadIn = phase.leadIn?.seconds ? await sendOpenLoop(agent, { ...phase, amount: undefined, durationSeconds: phase.leadIn.seconds, requests: phase.leadIn.requests }) : null
  const result = await sendOpenLoop(agent, phase)
  agent.destroy()
  return { ...result, leadInSent: leadIn?.sent ?? 0 }
}

/**
 * Opens every connection before the first timed request. The agent opens a socket only when no
 * free one is left, and at these rates two or three are enough: which server process the
 * kernel hands those few (`SO_REUSEPORT` hashes each connection) would decide each run's
 * figures, all on the first process (which makes writes itself) or most on a serve-only one
 * (which passes them on). With every connection open, both take their share in every run.
 */
async function openConnections(agent, count) {
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve) => {
          const req = http.request({ host: origin.hostname, port: origin.port, method: 'GET', path: '/api/health', agent, timeout: 10_000 }, (res) => {
            res.resume()
            res.on('end', resolve)
          })
          req.on('timeout', () => req.destroy(new Error('timeout')))
          req.on('error', resolve)
          req.end()
        }),
    ),
  )
}

async function sendOpenLoop(agent, phase) {
  const latencies = []
  const slowBySecond = []
  const statuses = {}
  const failures = []
  let errors = 0
  const list = phase.requests
  const total = phase.amount ?? Math.round(phase.overallRate * phase.durationSeconds)
  const interval = 1000 / phase.overallRate
  const started = performance.now()
  let sent = 0
  let done = 0
  const timeoutMs = (phase.timeoutSeconds ?? 10) * 1000

  const fire = (index, dueAt) => {
    const r = list[index % list.length]
    const req = http.request(
      { host: origin.hostname, port: origin.port, method: r.method, path: r.path, headers: r.headers, agent, timeout: timeoutMs },
      (res) => {
        res.resume()
        res.on('end', () => {
          const latency = performance.now() - dueAt
          latencies.push(latency)
          // Which seconds of the phase the slow answers (over 25 ms) were due in.
          if (latency > 25) slowBySecond[Math.floor((dueAt - started) / 1000)] = (slowBySecond[Math.floor((dueAt - started) / 1000)] ?? 0) + 1
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1
          done++
        })
        // The first answers that are not 2xx, with what was asked and what was said: a figure
        // of "7 × 404" is no help without them.
        if (res.statusCode >= 300 && failures.length < MAX_FAILURE_SAMPLES) {
          const sample = { method: r.method, path: r.path, status: res.statusCode, body: '' }
          failures.push(sample)
          res.on('data', (chunk) => {
            if (sample.body.length < 300) sample.body += String(chunk).slice(0, 300 - sample.body.length)
          })
        }
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error) => {
      errors++
      done++
      if (failures.length < MAX_FAILURE_SAMPLES) failures.push({ method: r.method, path: r.path, status: 0, body: `${error.code ?? ''} ${error.message}`.trim() })
    })
    if (r.body) req.end(r.body)
    else req.end()
  }

  // A server that cannot keep up would otherwise collect an unbounded backlog (and keep working
  // through it during the next phase): past two seconds of arrivals outstanding, stop sending.
  const maxOutstanding = Math.max(100, 2 * phase.overallRate)
  let saturatedAt = null
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now()
      while (sent < total && started + sent * interval <= now) {
        if (sent - done >= maxOutstanding) {
          saturatedAt = (now - started) / 1000
          return resolve()
        }
        fire(sent, started + sent * interval)
        sent++
      }
      if (sent < total) setTimeout(tick, Math.max(0, Math.min(1, started + sent * interval - performance.now())))
      else resolve()
    }
    tick()
  })
  const sendingMs = performance.now() - started
  // Wait for the stragglers, bounded by the request timeout.
  const deadline = performance.now() + timeoutMs + 1000
  while (done < sent && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5))
  const elapsed = performance.now() - started
  return summarize(latencies, statuses, errors + (sent - done), elapsed, {
    sent,
    failures,
    notSent: total - sent,
    saturatedAfterSeconds: saturatedAt,
    // Arrivals per second actually offered, and answers per second over the whole phase.
    offeredRate: sent / (sendingMs / 1000),
    slowBySecond: Array.from(slowBySecond, (n) => n ?? 0),
  })
}

const result = phase.mode === 'open' ? await runOpenLoop() : await runAutocannon()
process.stdout.write(`${JSON.stringify(result)}\n`)
