import { describe, expect, test } from 'bun:test'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ConfigError, loadConfig } from '../config'
import { directoryAssets } from '../static/assets'
import { startTestServer, type TestServer } from '../test/harness'
import { scratchDir } from '../lib/scratch-dir'

const dist = scratchDir('pwa-dist-')
mkdirSync(join(dist, 'assets'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shell</title><script type="module" src="/assets/index-abc123.js"></script>')
writeFileSync(join(dist, 'assets/index-abc123.js'), 'console.log(1)')
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
const assets = directoryAssets(dist)

const plain = await startTestServer({}, assets)
const https = await startTestServer({ publicUrl: 'https://shifts.example.com' }, assets)
const withCors = await startTestServer({ corsOrigins: ['https://partner.example'] }, assets)

/** Every kind of answer the server gives: API JSON, errors raised before and after routing, PWA files, the docs. */
const ANSWERS: Array<{ name: string; send: (server: TestServer) => ReturnType<TestServer['call']> }> = [
  { name: 'API JSON', send: (s) => s.call('GET', '/api/health') },
  { name: 'unknown API route (404)', send: (s) => s.call('GET', '/api/no/such/route') },
  { name: 'invalid body (400)', send: (s) => s.call('POST', '/api/auth/login', { body: { email: 1 } }) },
  { name: 'body over the limit (413, refused before routing)', send: (s) => s.call('POST', '/api/auth/login', { body: '{}', headers: { 'content-length': '2000000' } }) },
  { name: 'PWA shell', send: (s) => s.call('GET', '/') },
  { name: 'PWA app route', send: (s) => s.call('GET', '/provider/shifts') },
  { name: 'PWA asset', send: (s) => s.call('GET', '/assets/index-abc123.js') },
  { name: 'service worker', send: (s) => s.call('GET', '/sw.js') },
  { name: 'docs page', send: (s) => s.call('GET', '/api/docs') },
  { name: 'docs script', send: (s) => s.call('GET', '/api/docs/assets/swagger-ui-bundle.js') },
  { name: 'OpenAPI document', send: (s) => s.call('GET', '/api/docs/json') },
]

function directives(policy: string | null): Map<string, string[]> {
  return new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name!, values]))
}

describe('security headers', () => {
  test.each(ANSWERS.map((answer) => [answer.name, answer] as const))('%s carries the policy and the other headers', async (_, answer) => {
    const res = await answer.send(plain)
    const csp = directives(res.headers.get('content-security-policy'))
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    // Left out on purpose: it costs the first screen a process swap (security-headers.ts).
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull()
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
  })

  test('scripts run only from files of this server: no inline script, no eval, no other host', async () => {
    const csp = directives((await plain.call('GET', '/')).headers.get('content-security-policy'))
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('style-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('connect-src')).toEqual(["'self'"])
  })

  test('HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const overHttp = await plain.call('GET', '/api/health')
    expect(overHttp.headers.get('strict-transport-security')).toBeNull()
    expect(directives(overHttp.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(false)
    for (const path of ['/api/health', '/', '/api/docs']) {
      const overHttps = await https.call('GET', path)
      expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000')
      expect(directives(overHttps.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true)
    }
  })

  test('the docs page has no inline script or style, and every script it loads is served here as JavaScript', async () => {
    const page = await plain.call('GET', '/api/docs')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const scripts = [...page.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBe(2)
    for (const [, attributes, body] of scripts) {
      expect(body!.trim()).toBe('')
      const src = /\bsrc="([^"]+)"/.exec(attributes!)?.[1]
      expect(src).toStartWith('/api/docs/assets/')
      const file = await plain.call('GET', src!)
      expect({ src, status: file.status, type: file.headers.get('content-type') }).toEqual({ src, status: 200, type: 'text/javascript; charset=utf-8' })
    }
    expect(page.text).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i)
    const start = await plain.call('GET', '/api/docs/assets/start.js')
    expect(start.text).toContain("url: '/api/docs/json'")
  })

  test("the PWA's page has no inline script or style for the policy to refuse", () => {
    const html = readFileSync(resolve(import.meta.dir, '../../pwa/index.html'), 'utf8')
    for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/g)) expect(attributes).toMatch(/\bsrc="/)
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i)
  })
})

describe('CORS, closed by default', () => {
  test('another site is not told it may read an answer, and its preflight is refused with a message', async () => {
    const read = await plain.call('GET', '/api/states', { headers: { origin: 'https://evil.example' } })
    expect(read.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await plain.call('OPTIONS', '/api/auth/login', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.body.message).toContain('https://evil.example')
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull()
  })

  test("the PWA's own requests, which also carry an Origin, are answered as before", async () => {
    const res = await plain.call('POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'wrong-password-1' }, headers: { origin: 'http://localhost' } })
    expect(res.status).toBe(401)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('CORS, with CORS_ORIGINS', () => {
  test("a listed site's preflight is answered with what it may send", async () => {
    const preflight = await withCors.call('OPTIONS', '/api/auth/login', {
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('idempotency-key')
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    expect(preflight.headers.get('vary')).toBe('Origin')
    expect(preflight.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  test('a listed site may read answers, errors included; the request id is exposed to it', async () => {
    for (const path of ['/api/states', '/api/no/such/route']) {
      const res = await withCors.call('GET', path, { headers: { origin: 'https://partner.example' } })
      expect(res.headers.get('access-control-allow-origin')).toBe('https://partner.example')
      expect(res.headers.get('access-control-expose-headers')).toContain('x-request-id')
      expect(res.headers.get('vary')).toBe('Origin')
    }
  })

  test('a site not on the list is still refused', async () => {
    const read = await withCors.call('GET', '/api/states', { headers: { origin: 'https://partner.example.evil.test' } })
    expect(read.headers.get('access-control-allow-origin')).toBeNull()
    expect(read.headers.get('vary')).toBe('Origin')
    const preflight = await withCors.call('OPTIONS', '/api/states', { headers: { origin: 'http://partner.example', 'access-control-request-method': 'GET' } })
    expect(preflight.status).toBe(403)
  })

  test('CORS_ORIGINS takes exact origins separated by commas, and names a bad one', () => {
    expect(loadConfig({}).corsOrigins).toEqual([])
    expect(loadConfig({ CORS_ORIGINS: ' https://a.example , https://B.example:443/,http://localhost:5173' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
      'http://localhost:5173',
    ])
    for (const bad of ['*', 'https://a.example/app', 'a.example', 'ftp://a.example', 'https://a.example?x=1']) {
      expect(() => loadConfig({ CORS_ORIGINS: `https://ok.example,${bad}` })).toThrow(ConfigError)
      expect(() => loadConfig({ CORS_ORIGINS: bad })).toThrow(`CORS_ORIGINS must list origins like https://app.example.com separated by commas, got "${bad}"`)
    }
  })
})
