/** The client's address behind reverse proxies (`TRUST_PROXY`), and the throttle keyed by it. */
import { describe, expect, test } from 'bun:test'
import { startTestServer } from '../test/harness'
import { clientBehindProxies } from './client-address'

describe('clientBehindProxies', () => {
  test('no trusted proxy: the peer, whatever X-Forwarded-For says', () => {
    expect(clientBehindProxies('10.0.0.2', '203.0.113.9', 0)).toBe('10.0.0.2')
  })

  test('one proxy: the entry it appended, not what the client put before it', () => {
    expect(clientBehindProxies('10.0.0.2', '203.0.113.9', 1)).toBe('203.0.113.9')
    expect(clientBehindProxies('10.0.0.2', '1.2.3.4, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(clientBehindProxies('10.0.0.2', '2001:db8::1', 1)).toBe('2001:db8::1')
  })

  test('two proxies: the second entry from the right; a shorter chain gives its first', () => {
    expect(clientBehindProxies('10.0.0.2', '1.2.3.4, 203.0.113.9, 10.0.0.7', 2)).toBe('203.0.113.9')
    expect(clientBehindProxies('10.0.0.2', '203.0.113.9', 2)).toBe('203.0.113.9')
  })

  test('no header, an empty one or an entry that is not an address: the peer', () => {
    expect(clientBehindProxies('10.0.0.2', null, 1)).toBe('10.0.0.2')
    expect(clientBehindProxies('10.0.0.2', ' , ', 1)).toBe('10.0.0.2')
    expect(clientBehindProxies('10.0.0.2', 'unknown', 1)).toBe('10.0.0.2')
    expect(clientBehindProxies(null, '<script>', 1)).toBeNull()
  })
})

describe('sign-in throttling behind a proxy', () => {
  const wrongGuesses = (server: Awaited<ReturnType<typeof startTestServer>>, forwardedFor: string, n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        server.call('POST', '/api/auth/login', { body: { email: `nobody-${i}-${forwardedFor}@nowhere.test`, password: 'wrong-guess' }, address: '10.0.0.2', headers: { 'x-forwarded-for': forwardedFor } }),
      ),
    )

  test('TRUST_PROXY=1: each client behind the proxy has its own twenty failures', async () => {
    const server = await startTestServer({ trustProxyHops: 1 })
    expect(new Set((await wrongGuesses(server, '203.0.113.10', 20)).map((r) => r.status))).toEqual(new Set([401]))
    const next = await wrongGuesses(server, '203.0.113.10', 1)
    expect(next[0]!.status).toBe(429)
    // Another pharmacy behind the same proxy is not held by the first one's failures.
    expect((await wrongGuesses(server, '203.0.113.11', 1))[0]!.status).toBe(401)
  }, 60_000)

  test('without it, X-Forwarded-For changes nothing: the proxy is one address', async () => {
    const server = await startTestServer()
    expect(new Set((await wrongGuesses(server, '203.0.113.20', 20)).map((r) => r.status))).toEqual(new Set([401]))
    expect((await wrongGuesses(server, '203.0.113.21', 1))[0]!.status).toBe(429)
  }, 60_000)
})
