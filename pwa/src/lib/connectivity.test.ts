import { describe, expect, test } from 'bun:test'
import { createConnectivity, RECHECK_MS, type ProbeResult } from './connectivity'

/** A hand-driven browser: its flag, the server's answers to probes, a clock and its timers. */
function fakeBrowser({ online = true, answers = 'answered' as ProbeResult } = {}) {
  const state = { online, answers, now: 0, probes: 0 }
  const timers = new Map<number, { at: number; callback: () => void }>()
  let nextTimer = 1
  const c = createConnectivity({
    navigatorOnline: () => state.online,
    probe: async () => {
      state.probes += 1
      return state.answers
    },
    now: () => state.now,
    setTimer: (callback, ms) => {
      const id = nextTimer++
      timers.set(id, { at: state.now + ms, callback })
      return id
    },
    clearTimer: (id) => void timers.delete(id as number),
  })
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return {
    c,
    state,
    settle,
    async advance(ms: number) {
      state.now += ms
      for (const [id, timer] of [...timers]) {
        if (timer.at <= state.now) {
          timers.delete(id)
          timer.callback()
        }
      }
      await settle()
    },
  }
}

describe('connectivity', () => {
  test('starts from the browser’s flag: offline at once when it says so', () => {
    const { c } = fakeBrowser({ online: false })
    expect(c.isOnline()).toBe(false)
  })

  test('a browser that says online but whose server never answers reads offline after the first probe', async () => {
    const { c, state, settle } = fakeBrowser({ online: true, answers: 'no-answer' })
    const seen: boolean[] = []
    c.subscribe(() => seen.push(c.isOnline()))
    await settle()
    expect(state.probes).toBe(1)
    expect(c.isOnline()).toBe(false)
    expect(seen).toEqual([false])
  })

  test('while offline it looks again every 15 s and comes back online on its own, with no online event', async () => {
    const b = fakeBrowser({ online: true, answers: 'no-answer' })
    b.c.subscribe(() => undefined)
    await b.settle()
    expect(b.c.isOnline()).toBe(false)
    b.state.answers = 'answered'
    await b.advance(RECHECK_MS - 1)
    expect(b.c.isOnline()).toBe(false)
    await b.advance(1)
    expect(b.c.isOnline()).toBe(true)
    // Online and idle: no more probes.
    const probes = b.state.probes
    await b.advance(RECHECK_MS * 4)
    expect(b.state.probes).toBe(probes)
  })

  test('a missed offline event is caught when a request gets no answer', async () => {
    const b = fakeBrowser()
    b.c.subscribe(() => undefined)
    await b.settle()
    expect(b.c.isOnline()).toBe(true)
    b.state.answers = 'no-answer'
    b.c.reportNoAnswer()
    await b.settle()
    expect(b.c.isOnline()).toBe(false)
  })

  test('a request that failed while the server still answers (a slow read, a refused route) changes nothing', async () => {
    const b = fakeBrowser()
    b.c.subscribe(() => undefined)
    await b.settle()
    b.c.reportNoAnswer()
    await b.settle()
    expect(b.c.isOnline()).toBe(true)
  })

  test('a probe that times out says nothing either way', async () => {
    const b = fakeBrowser({ answers: 'timed-out' })
    b.c.subscribe(() => undefined)
    await b.settle()
    expect(b.c.isOnline()).toBe(true)
  })

  test('the browser’s offline event counts at once; its online event is checked with the server', async () => {
    const b = fakeBrowser()
    b.c.subscribe(() => undefined)
    await b.settle()
    b.state.online = false
    b.c.browserChanged()
    expect(b.c.isOnline()).toBe(false)
    b.state.online = true
    b.state.answers = 'no-answer'
    b.c.browserChanged()
    await b.settle()
    expect(b.c.isOnline()).toBe(false)
  })

  test('coming back into view probes, at most once every 15 s', async () => {
    const b = fakeBrowser()
    b.c.subscribe(() => undefined)
    await b.settle()
    expect(b.state.probes).toBe(1)
    b.c.backInView()
    await b.settle()
    expect(b.state.probes).toBe(1)
    await b.advance(RECHECK_MS)
    b.c.backInView()
    await b.settle()
    expect(b.state.probes).toBe(2)
  })
})
