import { afterEach, describe, expect, test } from 'bun:test'
import { Elysia } from 'elysia'
import { startEventLoopWatchdog, type EventLoopWatchdog, type Stall } from './event-loop-watchdog'

/** Holds the event loop: nothing else of this process runs meanwhile (as a slow synchronous query would). */
function blockFor(ms: number): void {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // busy on purpose
  }
}

function capturingLog() {
  const lines: { message: string; fields: Stall }[] = []
  return { lines, log: { warn: (message: string, fields?: Record<string, unknown>) => void lines.push({ message, fields: fields as unknown as Stall }) } }
}

let watchdog: EventLoopWatchdog | undefined
afterEach(() => watchdog?.stop())

describe('event-loop watchdog', () => {
  test('logs a stall over the threshold with the work that was running', async () => {
    const { lines, log } = capturingLog()
    watchdog = startEventLoopWatchdog({ log, thresholdMs: 100, intervalMs: 20 })
    await Bun.sleep(50)
    const done = watchdog.track('sweep: attendance')
    blockFor(250)
    done()
    await Bun.sleep(60)
    // (On a loaded machine the timer may also be late for other reasons: only the stall we made is checked.)
    const ours = lines.filter((l) => l.fields.running.some((r) => r.what === 'sweep: attendance'))
    expect(ours).toHaveLength(1)
    expect(ours[0]!.message).toBe('event loop stalled')
    expect(ours[0]!.fields.stalledMs).toBeGreaterThanOrEqual(200)
    expect(ours[0]!.fields.processCpuMs).toBeGreaterThan(0)
    expect(ours[0]!.fields.running).toEqual([{ what: 'sweep: attendance', ms: expect.any(Number), finished: true }])
    expect(ours[0]!.fields.running[0]!.ms).toBeGreaterThanOrEqual(240)
  })

  test('names the request that held the loop, by method and path without its query', async () => {
    const { lines, log } = capturingLog()
    watchdog = startEventLoopWatchdog({ log, thresholdMs: 100, intervalMs: 20 })
    const app = new Elysia()
      .get('/api/fast', () => ({ ok: true }))
      .get('/api/slow-list', () => {
        blockFor(200)
        return { ok: true }
      })
      .use(watchdog.requests)
    await Bun.sleep(50)
    expect((await app.handle(new Request('http://localhost/api/fast'))).status).toBe(200)
    await Bun.sleep(60)
    expect((await app.handle(new Request('http://localhost/api/slow-list?email=someone@example.com'))).status).toBe(200)
    await Bun.sleep(60)
    const ours = lines.filter((l) => l.fields.running.some((r) => r.what === 'GET /api/slow-list'))
    expect(ours).toHaveLength(1)
    expect(ours[0]!.fields.stalledMs).toBeGreaterThanOrEqual(150)
    // The fast request had ended before the stall began: it is not blamed.
    expect(lines.flatMap((l) => l.fields.running.map((r) => r.what))).not.toContain('GET /api/fast')
    expect(JSON.stringify(lines)).not.toContain('someone@example.com')
    expect(ours[0]!.fields.running.find((r) => r.what === 'GET /api/slow-list')!.ms).toBeGreaterThanOrEqual(190)
  })

  test('a short pause is not a stall, and a stopped watchdog says nothing', async () => {
    const { lines, log } = capturingLog()
    // A threshold well above the pause, so a loaded test machine's scheduling does not count.
    watchdog = startEventLoopWatchdog({ log, thresholdMs: 300, intervalMs: 20 })
    await Bun.sleep(30)
    blockFor(100)
    await Bun.sleep(60)
    expect(lines).toEqual([])
    watchdog.stop()
    blockFor(400)
    await Bun.sleep(60)
    expect(lines).toEqual([])
  })
})
