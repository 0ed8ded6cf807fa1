/**
 * The fuzzer's fast run (issue 17 §5): 1,000 requests from the OpenAPI document's contracts and
 * hostile inputs against a real listening server (see fuzz.ts for what is sent and checked).
 * `FUZZ_REQUESTS` sets the count (the long run, `npm run hardening`, sends 10,000), `FUZZ_SEED`
 * replays a run, `FUZZ_ONLY=3,17` sends only those requests of it. The seed is printed with
 * every failure.
 *
 * Runs once per `npm test`: only on its first pass (no DATABASE_DRIVER, no PAYMENTS_ADAPTER).
 * The server it starts is a separate process on its own database, whatever driver or payment
 * adapter the suite is on, so the libSQL and Stripe-adapter passes would repeat the same run.
 */
import { expect, test } from 'bun:test'
import { formatReport, runFuzz } from './fuzz'

const firstPass = !process.env.DATABASE_DRIVER && !process.env.PAYMENTS_ADAPTER
const requests = Number(process.env.FUZZ_REQUESTS ?? 1_000)
// A fixed seed in `npm test`, so a run fails or passes for the code it checks, never for the
// draw; the long run (`npm run hardening`) draws a new seed every time to explore.
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_261_123
const only = process.env.FUZZ_ONLY?.split(',').map(Number)
// About 25 ms a request on the busy 2-core machine: 1,000 requests in well under a minute.
const budgetMs = Number(process.env.FUZZ_BUDGET_SECONDS ?? Math.max(60, requests * 0.06)) * 1000

if (firstPass) {
  test(`fuzz: ${only ? `requests ${only.join(', ')}` : `${requests} requests`} over every operation — no 5xx, JSON {message} on every error, no answer or health check over 1 s`, async () => {
    const report = await runFuzz({ requests, seed, only, budgetMs })
    const text = formatReport(report)
    console.log(text)
    const problems = [
      ...(report.sent < report.planned ? [`only ${report.sent} of ${report.planned} requests were sent within ${budgetMs / 1000} s (FUZZ_SEED=${seed})`] : []),
      ...(report.slowHealth.length ? [`/api/health took over 1 s ${report.slowHealth.length} times while fuzzing (FUZZ_SEED=${seed})`] : []),
      ...report.violations.slice(0, 40).map((v) => `#${v.index} ${v.request.op} as ${v.request.caller} (${v.request.shape}): ${v.problem} (FUZZ_SEED=${seed} FUZZ_ONLY=${v.index})`),
      ...(report.violations.length > 40 ? [`… and ${report.violations.length - 40} more violations (listed by cause above)`] : []),
    ]
    expect(problems).toEqual([])
  }, budgetMs + 120_000)
}
