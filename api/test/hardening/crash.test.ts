/**
 * kill -9 during a burst of acknowledged writes, 3 rounds (see crash.ts); `CRASH_ROUNDS` sets
 * the count (the long run, `npm run hardening`, does 30).
 *
 * Runs once per `npm test`: only on its first pass (no DATABASE_DRIVER, no PAYMENTS_ADAPTER).
 * It starts the server as deployed, on its own database file, so the libSQL and Stripe-adapter
 * passes would only repeat the same rounds.
 */
import { expect, test } from 'bun:test'
import { runCrashRounds } from './crash'

const firstPass = !process.env.DATABASE_DRIVER && !process.env.PAYMENTS_ADAPTER
const rounds = Number(process.env.CRASH_ROUNDS ?? 3)

if (firstPass) {
  test(`kill -9 of SERVER_PROCESSES=2 during writes, ${rounds} rounds: every acknowledged write survives, integrity_check ok`, async () => {
    const report = await runCrashRounds({ rounds, log: (line) => console.log(line) })
    console.log(`crash: ${report.rounds.length} rounds, ${report.acknowledged} acknowledged writes, ${report.lost.length} lost, integrity ${report.integrity.length ? report.integrity.join(' | ') : 'ok after every restart'}`)
    // Each round must have had writes in flight to prove anything.
    expect(report.rounds.filter((r) => r.acknowledged === 0).map((r) => `round ${r.round} acknowledged nothing before the kill`)).toEqual([])
    expect(report.lost).toEqual([])
    expect(report.integrity).toEqual([])
  }, 60_000 + rounds * 30_000)
}
