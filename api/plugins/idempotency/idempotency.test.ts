import { describe, expect, test } from 'bun:test'
import { addDays, todayIn } from '../../../shared/domain/zoned-time'
import { facilitySignUp, providerSignUp } from '../../test/factories'
import { startTestServer } from '../../test/harness'
import { applications } from '../../db/schema'
import { eq } from 'drizzle-orm'
import { runScheduledWork } from '../../scheduler'
import { claimIdempotencyKey, recordIdempotentAnswer } from './records'

const server = await startTestServer()

async function openShift() {
  const f = (await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp() })).body
  const posted = await server.call('POST', '/api/facility/shift', {
    token: f.token,
    body: {
      facilityId: f.id,
      title: 'Weekend staff pharmacist',
      description: 'Verify prescriptions and counsel patients at a community pharmacy with a steady weekend volume.',
      rate: 65,
      providerType: 'PHARMACIST',
      locationType: 'ON_SITE',
      software: ['PioneerRx'],
      specialties: ['Retail/Community'],
      languages: ['English'],
      shiftDays: [{ date: addDays(todayIn('America/Chicago', server.clock.now()), 10), timeSlots: [{ startTime: '09:00', endTime: '17:00', quantity: 1 }] }],
    },
  })
  return posted.body.shiftGroups[0].shiftGroupId as string
}

async function pharmacist() {
  const p = (await server.call('POST', '/api/sign-up/provider', { body: providerSignUp() })).body
  await server.call('PUT', `/api/testing/${p.userId}/licenses`, { body: { states: ['TX'] } })
  return p as { token: string; providerId: string }
}

describe('Idempotency-Key', () => {
  test('a replay answers the stored answer and applies nothing twice', async () => {
    const groupId = await openShift()
    const p = await pharmacist()
    const headers = { 'idempotency-key': 'op-0001-apply' }
    const first = await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: p.token, headers, body: { message: 'On my way' } })
    expect(first.status).toBe(204)
    const replay = await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: p.token, headers, body: { message: 'On my way' } })
    expect(replay.status).toBe(204)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await server.ctx.db.read.select().from(applications).where(eq(applications.providerId, p.providerId))).toHaveLength(1)
    // Without the key, the same call is a second application: 409.
    expect((await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: p.token, body: {} })).status).toBe(409)
  })

  test('a 4xx answer is replayed as given; another call with the same key is 422', async () => {
    const p = await pharmacist()
    const headers = { 'idempotency-key': 'op-0002-missing' }
    const first = await server.call('POST', '/api/provider/shift/no-such-group/apply', { token: p.token, headers, body: {} })
    expect(first.status).toBe(404)
    const again = await server.call('POST', '/api/provider/shift/no-such-group/apply', { token: p.token, headers, body: {} })
    expect(again.status).toBe(404)
    expect(again.body).toEqual(first.body)
    expect((await server.call('POST', '/api/provider/shift/other/apply', { token: p.token, headers, body: {} })).status).toBe(422)
  })

  test('the same key with another body is 422 and applies nothing; the same body again is the replay', async () => {
    const groupId = await openShift()
    const p = await pharmacist()
    const headers = { 'idempotency-key': 'op-0005-fingerprint' }
    const path = `/api/provider/shift/${groupId}/apply`
    expect((await server.call('POST', path, { token: p.token, headers, body: { message: 'On my way' } })).status).toBe(204)
    const other = await server.call('POST', path, { token: p.token, headers, body: { message: 'Something else' } })
    expect(other.status).toBe(422)
    expect(other.body).toEqual({ message: 'This Idempotency-Key was already used with a different request' })
    expect(other.headers.get('idempotent-replayed')).toBeNull()
    // Another query string is another request too.
    expect((await server.call('POST', `${path}?again=1`, { token: p.token, headers, body: { message: 'On my way' } })).status).toBe(422)
    const replay = await server.call('POST', path, { token: p.token, headers, body: { message: 'On my way' } })
    expect(replay.status).toBe(204)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await server.ctx.db.read.select().from(applications).where(eq(applications.providerId, p.providerId))).toHaveLength(1)
  })

  test('sent together: the same body runs once (the others wait with 409 or get the replay); another body is 422', async () => {
    const groupId = await openShift()
    const p = await pharmacist()
    const headers = { 'idempotency-key': 'op-0006-together' }
    const path = `/api/provider/shift/${groupId}/apply`
    const same = await Promise.all(Array.from({ length: 6 }, () => server.call('POST', path, { token: p.token, headers, body: { message: 'Hi' } })))
    const ran = same.filter((r) => r.status === 204 && r.headers.get('idempotent-replayed') === null)
    expect(ran).toHaveLength(1)
    for (const r of same.filter((x) => x !== ran[0])) expect(r.status === 409 || r.headers.get('idempotent-replayed') === 'true').toBe(true)
    const mixed = await Promise.all(Array.from({ length: 4 }, (_, i) => server.call('POST', path, { token: p.token, headers, body: { message: `Hi ${i}` } })))
    expect(mixed.map((r) => r.status)).toEqual([422, 422, 422, 422])
    expect(await server.ctx.db.read.select().from(applications).where(eq(applications.providerId, p.providerId))).toHaveLength(1)
  })

  test('a 429 frees the key like a 5xx: trying again later runs', async () => {
    const p = await pharmacist()
    const request = () => new Request('http://localhost/api/provider/shift/x/apply', { method: 'POST', headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': 'op-0007-later' }, body: '{}' })
    const first = await claimIdempotencyKey(server.ctx, request(), '/api/provider/shift/x/apply')
    expect(first.kind).toBe('run')
    await recordIdempotentAnswer(server.ctx, (first as { recordId: string }).recordId, 429, { message: 'Too many tries. Please try again in 10 minutes.' })
    expect((await claimIdempotencyKey(server.ctx, request(), '/api/provider/shift/x/apply')).kind).toBe('run')
  })

  test('a keyed body larger than any call accepts is 413, streamed or not, and not read whole', async () => {
    const p = await pharmacist()
    const chunk = new Uint8Array(64 * 1024).fill(32)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 4 * 1_048_576) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const response = await server.app.handle(
      new Request('http://localhost/api/provider/shift/x/apply', {
        method: 'POST',
        headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': 'op-0008-huge', 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect((await response.json()).message).toBe('The request body is larger than 1 MB')
    expect(sent).toBeLessThan(2 * 1_048_576)
  })

  test("keys belong to their user: another user's same key runs on its own", async () => {
    const groupId = await openShift()
    const [a, b] = [await pharmacist(), await pharmacist()]
    const headers = { 'idempotency-key': 'op-0003-shared' }
    expect((await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: a.token, headers, body: {} })).status).toBe(204)
    const other = await server.call('POST', `/api/provider/shift/${groupId}/apply`, { token: b.token, headers, body: {} })
    expect(other.status).toBe(204)
    expect(other.headers.get('idempotent-replayed')).toBeNull()
  })

  test('a malformed key is 400; records are forgotten after a day', async () => {
    const p = await pharmacist()
    expect((await server.call('POST', '/api/provider/shift/x/apply', { token: p.token, headers: { 'idempotency-key': 'short' }, body: {} })).status).toBe(400)
    const headers = { 'idempotency-key': 'op-0004-expire' }
    await server.call('POST', '/api/provider/shift/gone/apply', { token: p.token, headers, body: {} })
    server.clock.advance(25 * 3_600_000)
    await runScheduledWork(server.ctx)
    const after = await server.call('POST', '/api/provider/shift/gone/apply', { token: p.token, headers, body: {} })
    expect(after.headers.get('idempotent-replayed')).toBeNull()
  })
})
