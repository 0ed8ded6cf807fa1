/**
 * Whether the app can reach its server now: what the offline banner and the sync status show.
 *
 * `navigator.onLine` and its `online`/`offline` events are not enough alone: the flag says only
 * that some network is up (a dead Wi-Fi or a captive portal reads "online"), an event can fire
 * before the page listens, and a page reloaded with no connection may start with a stale flag
 * (pwa/e2e/pwa.spec.ts once missed the banner that way on a busy machine). So the app is offline
 * while either says so:
 *   - the browser: `navigator.onLine` is false (read at start and on each event);
 *   - the server: the last probe got no answer at all. A probe is `HEAD /api/health` with no
 *     cache; the service worker handles only GETs, so a probe always goes to the network.
 * A request of the app that got no answer (api.ts, the cached reads, the outbox) asks for a probe
 * rather than deciding: a slow answer or an aborted read is not a lost connection.
 *
 * Cheap: one probe at start, one on the `online` event, one when the tab comes back into view
 * (at most every 15 s), one after a request got no answer, and every 15 s while offline, so the
 * banner leaves by itself when the connection returns. Nothing while online and idle.
 */
import { useSyncExternalStore } from 'react'

export type ProbeResult = 'answered' | 'no-answer' | 'timed-out'

export interface ConnectivityEnv {
  navigatorOnline(): boolean
  probe(): Promise<ProbeResult>
  now(): number
  setTimer(callback: () => void, ms: number): unknown
  clearTimer(timer: unknown): void
  /** Where `online`/`offline` (window) and `visibilitychange`/`focus` are heard; absent in tests that drive them by hand. */
  listen?(onBrowserChange: () => void, onBackInView: () => void): void
}

export interface Connectivity {
  isOnline(): boolean
  subscribe(listener: () => void): () => void
  /** A request of the app got no answer: check whether the server is still there. */
  reportNoAnswer(): void
  /** The browser's flag changed (its `online`/`offline` events). */
  browserChanged(): void
  /** The tab is in view again. */
  backInView(): void
}

/** While offline, how often to look for the connection; also the least time between two probes on focus. */
export const RECHECK_MS = 15_000

export function createConnectivity(env: ConnectivityEnv): Connectivity {
  let browserOnline = env.navigatorOnline()
  let serverAnswers = true
  let started = false
  let probing = false
  let lastProbeAt = -Infinity
  let recheck: unknown = null
  const listeners = new Set<() => void>()

  const online = () => browserOnline && serverAnswers
  const update = (change: () => void) => {
    const before = online()
    change()
    if (online() !== before) for (const listener of listeners) listener()
    scheduleRecheck()
  }

  function scheduleRecheck() {
    if (recheck !== null) env.clearTimer(recheck)
    recheck = online() ? null : env.setTimer(() => {
      recheck = null
      void probe()
    }, RECHECK_MS)
  }

  async function probe() {
    if (probing) return
    probing = true
    lastProbeAt = env.now()
    let result: ProbeResult
    try {
      result = await env.probe()
    } catch {
      result = 'no-answer'
    } finally {
      probing = false
    }
    // A probe that took too long says nothing either way; the recheck tries again while offline.
    if (result === 'timed-out') return scheduleRecheck()
    update(() => {
      serverAnswers = result === 'answered'
      browserOnline = env.navigatorOnline()
    })
  }

  function start() {
    if (started) return
    started = true
    env.listen?.(
      () => connectivity.browserChanged(),
      () => connectivity.backInView(),
    )
    update(() => {
      browserOnline = env.navigatorOnline()
    })
    void probe()
  }

  const connectivity: Connectivity = {
    isOnline: online,
    subscribe(listener) {
      listeners.add(listener)
      start()
      return () => {
        listeners.delete(listener)
      }
    },
    reportNoAnswer() {
      void probe()
    },
    browserChanged() {
      update(() => {
        browserOnline = env.navigatorOnline()
      })
      // Back online by the browser's word: make sure the server answers too.
      if (browserOnline) void probe()
    },
    backInView() {
      if (env.now() - lastProbeAt >= RECHECK_MS) void probe()
    },
  }
  return connectivity
}

/** Longer than a slow phone network needs for an empty answer; a probe past it is inconclusive. */
const PROBE_TIMEOUT_MS = 10_000

async function probeServer(): Promise<ProbeResult> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS)
  try {
    await fetch('/api/health', { method: 'HEAD', cache: 'no-store', credentials: 'omit', signal: controller.signal })
    return 'answered'
  } catch {
    return controller.signal.aborted ? 'timed-out' : 'no-answer'
  } finally {
    clearTimeout(timer)
  }
}

function browserEnv(): ConnectivityEnv {
  return {
    navigatorOnline: () => navigator.onLine !== false,
    probe: probeServer,
    now: () => Date.now(),
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    listen(onBrowserChange, onBackInView) {
      window.addEventListener('online', onBrowserChange)
      window.addEventListener('offline', onBrowserChange)
      window.addEventListener('focus', onBackInView)
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') onBackInView()
      })
    },
  }
}

let instance: Connectivity | null = null

/** The app's one view of the connection (none outside a browser: always online there). */
export function connectivity(): Connectivity | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return null
  instance ??= createConnectivity(browserEnv())
  return instance
}

/** A request got no answer at all; called by every place that talks to the server. */
export function reportNoAnswer(): void {
  connectivity()?.reportNoAnswer()
}

const noSubscription = () => () => undefined

/** Re-renders when the app goes offline or comes back. */
export function useOnline(): boolean {
  const c = connectivity()
  return useSyncExternalStore(c ? c.subscribe : noSubscription, c ? c.isOnline : () => true, () => true)
}
