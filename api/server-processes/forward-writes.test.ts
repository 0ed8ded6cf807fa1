/**
 * The hand-off of writes between processes (issue 18 §1): a serve-only process's handler and the
 * first process's writer socket, in one process, with the socket killed and restarted under them.
 */
import { afterEach, expect, test } from 'bun:test'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { serveOnlyHandler, serveWriterSocket, UNAVAILABLE_MESSAGE, type WriterSocket } from '.'

const client = { requestIP: () => ({ address: '203.0.113.9', family: 'IPv4' as const, port: 5000 }) }
const open: WriterSocket[] = []
afterEach(() => {
  for (const socket of open.splice(0)) socket.stop()
})

/** A first process whose write takes `ms` and counts how often each numbered write was made. */
function firstProcess(ms: () => number) {
  const made = new Map<number, number>()
  let inside = 0
  let mostInside = 0
  const addresses = new Set<string | null>()
  const socket = serveWriterSocket(async (request) => {
    inside++
    mostInside = Math.max(mostInside, inside)
    try {
      const { n } = (await request.json()) as { n: number }
      addresses.add(request.headers.get('x-marketplace-client-address'))
      await Bun.sleep(ms())
      made.set(n, (made.get(n) ?? 0) + 1)
      return Response.json({ n }, { status: 201 })
    } finally {
      inside--
    }
  }, 1_048_576)
  open.push(socket)
  return { socket, made, addresses, mostInside: () => mostInside }
}

const write = (n: number) => new Request('http://localhost/api/facility/shift', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n }) })

test('a burst of writes while the first process socket is killed and restarted twice: 0 5xx, 0 lost, 0 made twice', async () => {
  const first = firstProcess(() => 2 + Math.random() * 15)
  let resends = 0
  const failures: unknown[] = []
  const handle = serveOnlyHandler(() => new Response('read'), (error) => failures.push(error), { socketPath: first.socket.path, onResend: () => resends++ })
  const N = 600
  const answers = Array.from({ length: N }, async (_, n) => {
    await Bun.sleep(n / 4) // 4 writes a millisecond, for 150 ms
    const response = await handle(write(n), client)
    return { n, status: response.status, body: (await response.json()) as { n: number } }
  })
  await Bun.sleep(30)
  await first.socket.restart(40) // every connection reset at once, then refused for 40 ms
  await Bun.sleep(40)
  await first.socket.restart()
  const results = await Promise.all(answers)

  expect(failures).toEqual([])
  expect(results.filter((r) => r.status !== 201)).toEqual([])
  expect(results.every((r) => r.body.n === r.n)).toBe(true)
  expect(first.made.size).toBe(N)
  expect([...first.made.values()].filter((times) => times !== 1)).toEqual([])
  // The kills did land: writes were resent, and the first process kept answers to give again.
  expect(resends).toBeGreaterThan(0)
  expect(first.socket.keptAnswers).toBe(N)
  expect([...first.addresses]).toEqual(['203.0.113.9'])
}, 30_000)

test('a write being made when its connection breaks is made once, and its resend gets its answer', async () => {
  const first = firstProcess(() => 150)
  let resends = 0
  const handle = serveOnlyHandler(() => new Response('read'), () => {}, { socketPath: first.socket.path, onResend: () => resends++ })
  const answering = handle(write(7), client)
  await Bun.sleep(40) // the write is inside the first process, 110 ms from done
  await first.socket.restart(20)
  const response = await answering
  expect(response.status).toBe(201)
  expect(await response.json()).toEqual({ n: 7 })
  expect(resends).toBeGreaterThan(0)
  expect(first.made.get(7)).toBe(1)
})

test('writes wait their turn beyond the in-flight limit instead of opening more connections', async () => {
  const first = firstProcess(() => 10)
  const handle = serveOnlyHandler(() => new Response('read'), () => {}, { socketPath: first.socket.path, maxInFlight: 4 })
  const statuses = await Promise.all(Array.from({ length: 40 }, (_, n) => Promise.resolve(handle(write(n), client)).then((r) => r.status)))
  expect(statuses).toEqual(Array.from({ length: 40 }, () => 201))
  expect(first.mostInside()).toBe(4)
  expect(first.made.size).toBe(40)
})

test('a first process gone past the retry window answers 503 with a message, never an HTML error page; reads stay here', async () => {
  const failures: string[] = []
  const handle = serveOnlyHandler(
    () => new Response('read'),
    (_error, request) => failures.push(`${request.method} ${new URL(request.url).pathname}`),
    { socketPath: join(tmpdir(), `nobody-listens-${crypto.randomUUID()}.sock`), retryForMs: 300 },
  )
  const started = performance.now()
  const res = await handle(new Request('http://localhost/api/auth/login', { method: 'POST', body: '{}' }), client)
  expect(performance.now() - started).toBeGreaterThanOrEqual(300)
  expect(res.status).toBe(503)
  expect(res.headers.get('retry-after')).toBe('1')
  expect(((await res.json()) as { message: string }).message).toBe(UNAVAILABLE_MESSAGE)
  expect(UNAVAILABLE_MESSAGE).toBe('The server could not complete this request. Please try again in a moment.')
  expect(failures).toEqual(['POST /api/auth/login'])
  expect(await (await handle(new Request('http://localhost/api/health'), client)).text()).toBe('read')
})
