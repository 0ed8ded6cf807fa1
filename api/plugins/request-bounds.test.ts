/**
 * Bounded work per request (issue 17, request-bounds.ts): bodies nested 20,000 deep, bodies sent
 * in chunks past the limit, bodies of every shape up to the limit, numbers out of a list's range,
 * over-long addresses and over-large headers: each answered at once with a JSON `{message}`.
 *
 * A request's time is the fastest of three tries, each the smaller of its wall-clock time and
 * the CPU time this process spent on it: on an idle machine the first, on a 2-core machine busy
 * with other work the second, which is how long the request would hold the event loop. Before
 * these bounds the same bodies took seconds either way.
 * Bun's own limits on the request line and headers only exist on a real socket, so the last
 * block starts the server as `npm start` does (production mode) and talks to it over HTTP.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { settings } from '../settings'
import { providerSignUp, signUpOrganization, signUpProvider } from '../test/factories'
import { startTestServer } from '../test/harness'
import { BUN_HEADER_LIMIT_BYTES, brokenJsonBound } from './request-bounds'

const server = await startTestServer()
const provider = await signUpProvider(server)
const organization = await signUpOrganization(server)

const LIMIT_MS = 50

/** The request as sent, answered through the app (no socket): status, parsed body, time taken. */
async function send(method: string, path: string, init: { body?: BodyInit; token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  const started = performance.now()
  const cpu = process.cpuUsage()
  const response = await server.app.handle(new Request(`http://localhost${path}`, { method, headers, body: init.body, duplex: 'half' } as RequestInit))
  const text = await response.text()
  const used = process.cpuUsage(cpu)
  const ms = Math.min(performance.now() - started, (used.user + used.system) / 1000)
  return { status: response.status, text, body: text ? JSON.parse(text) : undefined, ms }
}

/** The fastest of `tries` sends (each a fresh request), with its answer. */
async function fastest(tries: number, sendOnce: () => ReturnType<typeof send>) {
  let best = await sendOnce()
  for (let i = 1; i < tries; i++) {
    const next = await sendOnce()
    if (next.ms < best.ms) best = next
  }
  return best
}

const nested = {
  /** 40 KB of `[` then `]`: depth 20,000. */
  arrays: '['.repeat(20_000) + ']'.repeat(20_000),
  /** `{"a":[` × 20,000 (160 KB), which overflowed the stack while the error was built. */
  objectsAndArrays: '{"a":['.repeat(20_000) + ']}'.repeat(20_000),
  /** Depth 20,000 below a field of an object body. */
  underAField: `{"email":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
}

/** An object nested `depth` levels (the body itself is level 1). */
const objectOfDepth = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1)

describe('nesting', () => {
  for (const [route, token] of [
    ['/api/sign-up/provider', undefined],
    ['/api/rate-facility', 'provider'],
  ] as const) {
    for (const [shape, body] of Object.entries(nested)) {
      test(`${route}${token ? ' signed in' : ''}: a body nested 20,000 levels deep (${shape}) is refused at once`, async () => {
        const res = await fastest(3, () => send('POST', route, { body, ...(token ? { token: provider.token } : {}) }))
        expect(res.status).toBe(400)
        expect(res.body.message).toBeString()
        expect(res.body.errors[0].field).toBe('body')
        expect(res.ms).toBeLessThan(LIMIT_MS)
      })
    }
  }

  test('a body nested to the limit reaches its contract; one level more is refused before parsing', async () => {
    const atLimit = await send('POST', '/api/sign-up/provider', { body: objectOfDepth(settings.maxJsonDepth) })
    expect(atLimit.status).toBe(400)
    expect(atLimit.body.errors.map((e: { field: string }) => e.field)).toContain('email')
    const over = await send('POST', '/api/sign-up/provider', { body: objectOfDepth(settings.maxJsonDepth + 1) })
    expect(over).toMatchObject({ status: 400, body: { message: `The request body is nested more than ${settings.maxJsonDepth} levels deep` } })
  })

  test('brackets, commas and escaped quotes inside strings are text, not structure', () => {
    const text = (value: unknown) => new TextEncoder().encode(JSON.stringify(value))
    expect(brokenJsonBound(text({ aboutMe: '['.repeat(100) + '{'.repeat(100) }), 32, 10)).toBeUndefined()
    expect(brokenJsonBound(text({ aboutMe: '"\\[['.repeat(100) }), 32, 10)).toBeUndefined()
    expect(brokenJsonBound(text({ aboutMe: ','.repeat(100) }), 32, 10)).toBeUndefined()
    // A string ending in a backslash closes where it should: the brackets after it count.
    expect(brokenJsonBound(new TextEncoder().encode(`{"a":"x\\\\","b":${'['.repeat(40)}${']'.repeat(40)}}`), 32, 100)).toBe('depth')
    expect(brokenJsonBound(text({ list: Array.from({ length: 11 }, () => 1) }), 32, 10)).toBe('values')
    expect(brokenJsonBound(text(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i]))), 32, 10)).toBe('values')
    expect(brokenJsonBound(text({ multibyte: 'ü€😀[[[' }), 1, 10)).toBeUndefined()
  })

  test('a shift post as large as its contract allows is within every bound', async () => {
    const slots = Array.from({ length: 10 }, (_, i) => ({ startTime: `${String(i + 8).padStart(2, '0')}:00`, endTime: `${String(i + 9).padStart(2, '0')}:00`, quantity: 50 }))
    const names = Array.from({ length: 50 }, (_, i) => `Name ${i}`)
    const body = {
      facilityId: organization.facilityId,
      title: 'Pharmacist',
      description: 'x'.repeat(2000),
      rate: 60,
      providerType: 'PHARMACIST',
      locationType: 'ON_SITE',
      software: names,
      specialties: names,
      languages: names,
      skills: names,
      shiftDays: Array.from({ length: 62 }, (_, i) => ({ date: `2030-01-${String((i % 28) + 1).padStart(2, '0')}`, timeSlots: slots })),
    }
    expect(brokenJsonBound(new TextEncoder().encode(JSON.stringify(body)), settings.maxJsonDepth, settings.maxJsonValues)).toBeUndefined()
  })
})

describe('size', () => {
  /** A body of `total` bytes in chunks of 64 KB, with no Content-Length; counts what was pulled. */
  function chunkedBody(total: number) {
    const chunk = new TextEncoder().encode(' '.repeat(65_536))
    const stream = { pulled: 0 }
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":"'))
      },
      pull(controller) {
        if (stream.pulled >= total) {
          controller.enqueue(new TextEncoder().encode('"}'))
          controller.close()
          return
        }
        stream.pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    return { body, stream }
  }

  test('a 5 MB body sent in chunks, with no Content-Length, is held to the same 1 MB limit', async () => {
    const { body, stream } = chunkedBody(5_000_000)
    const res = await send('POST', '/api/sign-up/provider', { body })
    expect(res.status).toBe(413)
    expect(res.body.message).toBe('The request body is larger than 1 MB')
    // Reading stopped at the limit: the rest was never asked for.
    expect(stream.pulled).toBeLessThan(settings.maxBodyBytes + 3 * 65_536)
  })

  test('a chunked body under the limit is read and parsed as usual', async () => {
    const text = JSON.stringify(providerSignUp())
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text)
        for (let i = 0; i < bytes.length; i += 100) controller.enqueue(bytes.slice(i, i + 100))
        controller.close()
      },
    })
    const res = await send('POST', '/api/sign-up/provider', { body })
    expect(res.status).toBe(201)
  })

  test('a declared length over the limit is refused before the body is read', async () => {
    const res = await send('POST', '/api/rate-facility', { body: '{}', headers: { 'content-length': String(settings.maxBodyBytes + 1) } })
    expect(res).toMatchObject({ status: 413, body: { message: 'The request body is larger than 1 MB' } })
  })

  test('a declared length within the limit does not let a longer body through', async () => {
    // Over a socket the server frames the body by its declared length; a request built in
    // process can carry more than it declares, and the one-go read checks what it got.
    const longer = JSON.stringify({ email: 'x'.repeat(settings.maxBodyBytes + 10) })
    const res = await send('POST', '/api/sign-up/provider', { body: longer, headers: { 'content-length': '100' } })
    expect(res).toMatchObject({ status: 413, body: { message: 'The request body is larger than 1 MB' } })
  })

  test('a body with its length declared is read and parsed as usual', async () => {
    const text = JSON.stringify(providerSignUp())
    const res = await send('POST', '/api/sign-up/provider', { body: text, headers: { 'content-length': String(Buffer.byteLength(text)) } })
    expect(res.status).toBe(201)
  })

  const MB = settings.maxBodyBytes
  const shapes: Record<string, string> = {
    'a flat array of 1 MB': `{"email":[${Array.from({ length: MB / 2 - 20 }, () => '1').join(',')}]}`,
    'a 1 MB array as the whole body': `[${Array.from({ length: MB / 2 - 1 }, () => '1').join(',')}]`,
    'a string of 1 MB': JSON.stringify({ email: 'x'.repeat(MB - 30) }),
    'a 1 MB string as the whole body': JSON.stringify('x'.repeat(MB - 10)),
    'an object of 50,000 keys': JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]))),
    'an object of 9,990 keys of 90 bytes (the most values allowed)': JSON.stringify(Object.fromEntries(Array.from({ length: 9_990 }, (_, i) => [`k${i}`, 'v'.repeat(90)]))),
    'an array of 9,990 strings of 90 bytes': JSON.stringify({ email: Array.from({ length: 9_990 }, () => 'v'.repeat(90)) }),
    'an array of 3,000 objects': JSON.stringify({ personalInformation: Array.from({ length: 3_000 }, () => ({ firstName: 1, lastName: [] })) }),
    'nesting to the limit': objectOfDepth(settings.maxJsonDepth),
    'a million escaped characters': JSON.stringify({ email: '"\\'.repeat(MB / 4 - 10) }),
  }
  for (const [shape, body] of Object.entries(shapes)) {
    test(`${shape}: answered within ${LIMIT_MS} ms, signed out and signed in, never echoing the input`, async () => {
      expect(body.length).toBeLessThanOrEqual(MB)
      for (const [route, token] of [
        ['/api/sign-up/provider', undefined],
        ['/api/sign-up/facility', undefined],
        ['/api/rate-facility', provider.token],
      ] as const) {
        const res = await fastest(3, () => send('POST', route, { body, ...(token ? { token } : {}) }))
        expect({ route, status: res.status }).toEqual({ route, status: 400 })
        expect(res.body.message).toBeString()
        expect(res.text.length).toBeLessThan(4_000)
        expect({ route, fast: res.ms < LIMIT_MS }).toEqual({ route, fast: true })
      }
    })
  }
})

describe('media types', () => {
  test('a body that is not JSON is refused with 415 and a message', async () => {
    for (const [type, body] of [
      ['text/plain', 'hello'],
      ['application/merge-patch+json', '{}'],
      ['Application/JSON', '{}'],
      ['application/x-www-form-urlencoded', 'email=a%40b.test&password=x'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.test\r\n--x--\r\n'],
    ]) {
      const res = await send('POST', '/api/sign-up/provider', { body, headers: { 'content-type': type! } })
      expect({ type, status: res.status, message: res.body.message }).toEqual({ type, status: 415, message: 'The request body must be JSON (Content-Type: application/json)' })
    }
  })

  test('JSON with a charset is JSON; malformed or empty JSON is a 400 with a message', async () => {
    expect((await send('POST', '/api/sign-up/provider', { body: JSON.stringify(providerSignUp()), headers: { 'content-type': 'application/json; charset=utf-8' } })).status).toBe(201)
    for (const body of ['{"email":', '{"a":1}}', '{"a":1} x', '']) {
      const res = await send('POST', '/api/sign-up/provider', { body })
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message: 'The request body is not valid JSON' })
    }
  })

  test('a keyed call (Idempotency-Key) has its body read by both the key check and the route', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() }
    const res = await send('POST', '/api/rate-facility', { body: JSON.stringify({ ratings: [] }), token: provider.token, headers })
    expect(res.status).toBe(400)
    expect(res.body.errors[0]).toEqual({ field: 'shiftId', message: 'Shift ID is required' })
    const nestedKeyed = await send('POST', '/api/rate-facility', { body: nested.objectsAndArrays, token: provider.token, headers: { 'idempotency-key': crypto.randomUUID() } })
    expect(nestedKeyed.status).toBe(400)
    expect(nestedKeyed.body.errors[0].field).toBe('body')
  })

  test('a call that takes no body still answers with none sent', async () => {
    const res = await server.app.handle(new Request('http://localhost/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${(await signUpProvider(server)).token}` } }))
    expect(res.status).toBeLessThan(300)
  })

  test('the API document offers every request body as a JSON object, the only kind the API reads', async () => {
    const doc = (await server.call('GET', '/api/docs/json')).body
    const problems: string[] = []
    for (const [path, item] of Object.entries<Record<string, { requestBody?: { content: Record<string, { schema: { type?: unknown; $ref?: string } }> } }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!operation.requestBody) continue
        const types = Object.keys(operation.requestBody.content)
        let schema = operation.requestBody.content['application/json']?.schema
        if (schema?.$ref) schema = doc.components.schemas[schema.$ref.split('/').pop()!]
        const kinds = [schema?.type].flat()
        if (types.join() !== 'application/json' || !kinds.includes('object') || kinds.some((k) => k !== 'object' && k !== 'null')) problems.push(`${method} ${path}: ${types.join()} ${JSON.stringify(kinds)}`)
      }
    }
    expect(problems).toEqual([])
  })
})

describe('numbers in the query', () => {
  const HUGE = '99999999999999999999'

  test('a page out of range is a 400 with the message, never a 500', async () => {
    for (const [path, token] of [
      ['/api/payment-methods/all', organization.token],
      ['/api/provider/shift/applied', provider.token],
      ['/api/get-facilities-unrated', provider.token],
      ['/api/facility/shifts/pending', organization.token],
      ['/api/provider/shift/browse', provider.token],
    ] as const) {
      const res = await server.call('GET', `${path}?page=${HUGE}`, { token })
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 400, message: 'Page number must be at most 1,000,000' })
      expect((await server.call('GET', `${path}?page=1000000`, { token })).status).toBe(200)
    }
    const owner = await server.call('GET', `/api/shifts/facility-owner?pageIndex=${HUGE}`, { token: organization.token })
    expect(owner).toMatchObject({ status: 400, body: { message: 'Page index must be at most 999,999' } })
    const rate = await server.call('GET', `/api/provider/shift/browse?hourlyRate=${HUGE}`, { token: provider.token })
    expect(rate).toMatchObject({ status: 400, body: { message: 'Hourly rate must be $1,000 an hour or less' } })
  })

  test('every numeric parameter in the API document has a minimum and a maximum', async () => {
    const doc = (await server.call('GET', '/api/docs/json')).body
    const unbounded: string[] = []
    for (const [path, item] of Object.entries<Record<string, { parameters?: { in: string; name: string; schema: Record<string, unknown> }[] }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const parameter of operation.parameters ?? []) {
          const schemas = [parameter.schema, ...((parameter.schema.anyOf as Record<string, unknown>[] | undefined) ?? [])]
          for (const schema of schemas) {
            if (schema.type !== 'number' && schema.type !== 'integer') continue
            const low = schema.minimum ?? schema.exclusiveMinimum
            const high = schema.maximum ?? schema.exclusiveMaximum
            if (low === undefined || high === undefined) unbounded.push(`${method} ${path} ${parameter.in} ${parameter.name}`)
          }
        }
      }
    }
    expect(unbounded).toEqual([])
  })
})

describe('a real server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'marketplace-bounds-'))
  let child: ReturnType<typeof Bun.spawn> | undefined
  let origin = ''

  beforeAll(async () => {
    // As `npm start` runs it: production mode (scripts/start.ts), the app's own plugins.
    child = Bun.spawn([process.execPath, join(import.meta.dir, '../main.ts'), '--port', '0'], {
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: `file:${join(dir, 'db.sqlite')}`, APP_SECRET: 'test-secret-that-is-at-least-32-characters' },
      stdout: 'pipe',
      stderr: 'inherit',
    })
    // The start line names the port taken; the log is drained for as long as the server runs.
    const reader = (child.stdout as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let log = ''
    const deadline = Date.now() + 60_000
    while (!origin) {
      if (Date.now() > deadline) throw new Error(`the server did not start: ${log.slice(0, 2000)}`)
      const { done, value } = await reader.read()
      if (done) throw new Error(`the server stopped: ${log.slice(0, 2000)}`)
      log += decoder.decode(value, { stream: true })
      const port = /"url":"http:\/\/localhost:(\d+)"/.exec(log)?.[1]
      if (port) origin = `http://127.0.0.1:${port}`
    }
    void (async () => {
      while (!(await reader.read()).done);
    })()
  }, 60_000)

  afterAll(async () => {
    child?.kill('SIGKILL')
    await child?.exited
    rmSync(dir, { recursive: true, force: true })
  })

  async function call(path: string, init: RequestInit = {}) {
    const started = performance.now()
    const response = await fetch(`${origin}${path}`, init)
    const text = await response.text()
    return { status: response.status, type: response.headers.get('content-type') ?? '', text, ms: performance.now() - started }
  }

  test('an address over 8 KB is a 414 with a JSON message', async () => {
    for (const length of [settings.maxUrlBytes + 1, 30_000]) {
      for (const path of ['/api/health?q=', '/api/provider/shift/browse?cities=', '/some/screen?q=']) {
        const res = await call(`${path}${'a'.repeat(length)}`)
        expect({ path, length, status: res.status, type: res.type }).toEqual({ path, length, status: 414, type: 'application/json; charset=utf-8' })
        expect(JSON.parse(res.text).message).toBe('The address is longer than 8 KB')
      }
    }
    expect((await call(`/api/health?q=${'a'.repeat(settings.maxUrlBytes - 100)}`)).status).toBe(200)
  })

  test('headers over 16 KB are a 431 with a JSON message, beyond Bun’s own 16 KB limit too', async () => {
    for (const size of [settings.maxHeaderBytes + 1, 20_000, 40_000, BUN_HEADER_LIMIT_BYTES - 1_000]) {
      const res = await call('/api/health', { headers: { 'x-padding': 'a'.repeat(size) } })
      expect({ size, status: res.status, type: res.type }).toEqual({ size, status: 431, type: 'application/json; charset=utf-8' })
      expect(JSON.parse(res.text).message).toBe('The request headers are larger than 16 KB')
    }
    // Split over many headers, counted together.
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`x-part-${i}`, 'a'.repeat(500)]))
    expect((await call('/api/health', { headers: many })).status).toBe(431)
    expect((await call('/api/health', { headers: { 'x-padding': 'a'.repeat(settings.maxHeaderBytes - 1_000) } })).status).toBe(200)
  })

  test('a 5 MB body sent in chunks over the socket is a 413 with a JSON message', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(65_536))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('{"email":"')),
      pull(controller) {
        if (sent >= 5_000_000) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const res = await call('/api/sign-up/provider', { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit)
    expect(res.status).toBe(413)
    expect(JSON.parse(res.text).message).toBe('The request body is larger than 1 MB')
  })

  test('bodies nested 20,000 deep are refused within 50 ms while /api/health keeps answering', async () => {
    const signedUp = await call('/api/sign-up/provider', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(providerSignUp()) })
    expect(signedUp.status).toBe(201)
    const token = JSON.parse(signedUp.text).token as string
    for (const body of Object.values(nested)) {
      for (const [path, headers] of [
        ['/api/sign-up/provider', {}],
        ['/api/rate-facility', { authorization: `Bearer ${token}` }],
      ] as const) {
        let best = Infinity
        for (let i = 0; i < 3; i++) {
          const [refused, health] = await Promise.all([call(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }), call('/api/health')])
          expect({ path, status: refused.status }).toEqual({ path, status: 400 })
          expect(health.status).toBe(200)
          best = Math.min(best, Math.max(refused.ms, health.ms))
        }
        expect({ path, fast: best < LIMIT_MS }).toEqual({ path, fast: true })
      }
    }
  })
})
