/**
 * One session lookup per request: the idempotency claim and the auth guard both ask for the
 * caller's session before the handler runs, and share one read (sessions.ts `findSessionOf`).
 */
import { describe, expect, test } from 'bun:test'
import { signUpProvider } from '../test/factories'
import { startTestServer } from '../test/harness'
import { findSessionOf } from './sessions'

const server = await startTestServer()
const provider = await signUpProvider(server)

describe('findSessionOf', () => {
  test('answers the same lookup for the same request and token, a new one for another request', async () => {
    const request = new Request('http://localhost/api/provider')
    const first = findSessionOf(server.ctx, request, provider.token)
    expect(findSessionOf(server.ctx, request, provider.token)).toBe(first)
    const session = await first
    expect(session?.userId).toBe(provider.userId)
    const another = findSessionOf(server.ctx, new Request('http://localhost/api/provider'), provider.token)
    expect(another).not.toBe(first)
    expect((await another)?.id).toBe(session!.id)
  })

  test('a token not signed in is no session, and another token on the same request is looked up on its own', async () => {
    const request = new Request('http://localhost/api/provider')
    expect(await findSessionOf(server.ctx, request, 'not-a-token')).toBeNull()
    expect((await findSessionOf(server.ctx, request, provider.token))?.userId).toBe(provider.userId)
  })
})
