import { describe, expect, test } from 'bun:test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Elysia } from 'elysia'
import { Type } from '@sinclair/typebox'
import { directoryAssets } from '../static/assets'
import { startTestServer } from '../test/harness'
import { errorsPlugin } from './errors'
import { pageQuery } from '../../shared/contracts/paging'
import { silentLogger } from '../logger'
import { scratchDir } from '../lib/scratch-dir'

const dist = scratchDir('pwa-dist-')
mkdirSync(join(dist, 'assets'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shell</title>')
writeFileSync(join(dist, 'assets/index-abc123.js'), 'console.log(1)')
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
const server = await startTestServer({}, directoryAssets(dist))

describe('errors', () => {
  test('unknown API routes answer JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const res = await server.call(method, '/api/no/such/route')
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(res.body.message).toBeString()
    }
  })

  test('an unexpected failure is 500 {message} with no stack or detail', async () => {
    const app = new Elysia().use(errorsPlugin(silentLogger)).get('/boom', () => {
      throw new Error('SQLITE_CONSTRAINT: secret detail at /srv/app.ts:12')
    })
    const res = await app.handle(new Request('http://localhost/boom'))
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ message: 'Internal server error' })
  })

  test('a body with thousands of wrong values is answered with the first few, quickly, without echoing it', async () => {
    const Strict = Type.Object({ name: Type.String() }, { additionalProperties: false })
    const app = new Elysia().use(errorsPlugin(silentLogger)).post('/strict', () => 'ok', { body: Strict })
    const body = JSON.stringify(Object.fromEntries(Array.from({ length: 9_000 }, (_, i) => [`unknown${i}`, 'x'.repeat(20)])))
    const started = performance.now()
    const res = await app.handle(new Request('http://localhost/strict', { method: 'POST', body, headers: { 'content-type': 'application/json' } }))
    const answer = await res.json()
    expect(res.status).toBe(400)
    expect(answer.errors.length).toBeGreaterThan(0)
    expect(answer.errors.length).toBeLessThanOrEqual(20)
    expect(JSON.stringify(answer).length).toBeLessThan(2_000)
    expect(performance.now() - started).toBeLessThan(500)
  })

  test('a body over the limit is refused with 413 before it is read', async () => {
    const body = JSON.stringify({ big: 'x'.repeat(1_100_000) })
    const res = await server.call('POST', '/api/sign-up/facility', { body, headers: { 'content-length': String(body.length), 'content-type': 'application/json' } })
    expect(res.status).toBe(413)
    expect(res.body.message).toContain('larger than')
  })

  test('a number out of range in the query names its parameter', async () => {
    const app = new Elysia().use(errorsPlugin(silentLogger)).get('/list', () => 'ok', { query: Type.Object(pageQuery()) })
    for (const [query, field, message] of [
      ['page=99999999999999999999', 'page', 'Page number must be at most 1,000,000'],
      ['page=2&pageSize=0', 'pageSize', 'Page size must be greater than or equal to 1'],
      ['pageSize=500', 'pageSize', 'Page size must be at most 100'],
    ]) {
      const res = await app.handle(new Request(`http://localhost/list?${query}`))
      expect({ query, status: res.status, body: await res.json() }).toEqual({ query, status: 400, body: { message, errors: [{ field, message }] } })
    }
  })

  test('every answer carries a request id', async () => {
    const res = await server.call('GET', '/api/health', { headers: { 'x-request-id': 'trace-123' } })
    expect(res.headers.get('x-request-id')).toBe('trace-123')
  })
})

describe('OpenAPI', () => {
  test('the document lists every API route with a tag, and the bearer scheme', async () => {
    const doc = (await server.call('GET', '/api/docs/json')).body
    expect(doc.openapi).toStartWith('3.')
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' })
    const paths = Object.keys(doc.paths)
    const declaredTags = new Set((doc.tags as { name: string }[]).map((tag) => tag.name))
    for (const path of ['/api/auth/login', '/api/admin/login', '/api/user', '/api/account', '/api/sign-up/provider', '/api/sign-up/facility', '/api/states', '/api/city-by-zip/{zip}', '/api/env/{version}', '/api/feature-flags', '/api/health']) {
      expect(paths).toContain(path)
    }
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, { tags?: string[]; summary?: string }>>)) {
      for (const [method, op] of Object.entries(ops)) {
        expect({ route: `${method} ${path}`, tagged: (op.tags?.length ?? 0) > 0, summarized: Boolean(op.summary) }).toEqual({ route: `${method} ${path}`, tagged: true, summarized: true })
        // A tag the document does not declare has no description and lands after the declared ones in the docs.
        for (const tag of op.tags ?? []) expect({ route: `${method} ${path}`, declared: declaredTags.has(tag) ? tag : undefined }).toEqual({ route: `${method} ${path}`, declared: tag })
      }
    }
    expect(doc.paths['/api/sign-up/provider'].post.requestBody).toBeDefined()
  })

  test('Swagger UI loads its script and styles from this server', async () => {
    const page = await server.call('GET', '/api/docs')
    expect(page.status).toBe(200)
    expect(page.text).toContain('/api/docs/assets/swagger-ui-bundle.js')
    expect(page.text).not.toContain('unpkg.com')
    expect(page.text).not.toContain('cdn.jsdelivr')
    const script = await server.call('GET', '/api/docs/assets/swagger-ui-bundle.js')
    expect(script.status).toBe(200)
    expect(script.text.length).toBeGreaterThan(100_000)
    expect((await server.call('GET', '/api/docs/assets/swagger-ui.css')).status).toBe(200)
  })
})

describe('PWA', () => {
  test('app routes get the shell; hashed assets are cached for a year; the service worker is not', async () => {
    const page = await server.call('GET', '/provider/shifts')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<title>Shell</title>')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    const asset = await server.call('GET', '/assets/index-abc123.js')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect(asset.headers.get('content-type')).toContain('javascript')
    expect((await server.call('GET', '/sw.js')).headers.get('cache-control')).toBe('no-cache')
  })
  test("a missing file is a 404, not the shell (an old build's chunk must fail loudly)", async () => {
    expect((await server.call('GET', '/assets/index-gone.js')).status).toBe(404)
  })
  test('paths cannot climb out of the build folder', async () => {
    expect((await server.call('GET', '/..%2f..%2fetc%2fpasswd')).text).not.toContain('root:')
  })
})
