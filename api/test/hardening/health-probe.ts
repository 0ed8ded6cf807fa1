/**
 * A worker that asks `/api/health` at a steady pace while the fuzzer (or the crash test) loads
 * the server, on its own thread so the load generator's work never delays a probe. Started with
 * `{origin, intervalMs, slowMs}`; answers `{probes, slow: [{at, ms}]}` when sent `'stop'`.
 */
declare const self: Worker
export {}

let running = true
let probes = 0
const slow: { at: number; ms: number }[] = []

self.onmessage = async (event: MessageEvent) => {
  if (event.data === 'stop') {
    running = false
    postMessage({ probes, slow })
    return
  }
  const { origin, intervalMs, slowMs } = event.data as { origin: string; intervalMs: number; slowMs: number }
  const started = performance.now()
  while (running) {
    const t0 = performance.now()
    // A fresh connection each time: a stalled server cannot hide behind a kept-alive one.
    const ok = await fetch(`${origin}/api/health`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(15_000) })
      .then((r) => r.ok)
      .catch(() => false)
    const ms = performance.now() - t0
    probes++
    if (!ok || ms > slowMs) slow.push({ at: Math.round(t0 - started), ms: ok ? ms : Math.max(ms, slowMs + 1) })
    await Bun.sleep(Math.max(0, intervalMs - ms))
  }
}
