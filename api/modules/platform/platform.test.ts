import { describe, expect, test } from 'bun:test'
import { FEATURE_FLAGS } from '../../../shared/enums'
import { featureFlags } from '../../db/schema'
import { providerSignUp } from '../../test/factories'
import { startTestServer } from '../../test/harness'

// The payment sandbox: `isInDemo` says no real money moves.
const server = await startTestServer({ minClientVersion: '2.3.0', publicUrl: 'https://rx.example.com', stripe: null })

test('GET /api/health once migrated', async () => {
  const res = await server.call('GET', '/api/health')
  expect(res.status).toBe(200)
  expect(res.body).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+$/), ready: expect.any(Boolean), process: 1 })
  // The call starts the browse index's load if nothing had; ready once it is in.
  let ready = res.body.ready as boolean
  for (let i = 0; i < 100 && !ready; i++) {
    await Bun.sleep(10)
    ready = (await server.call('GET', '/api/health')).body.ready
  }
  expect(ready).toBe(true)
})

describe('GET /api/env/{version}', () => {
  test('older clients must update; current ones need not', async () => {
    const old = await server.call('GET', '/api/env/2.2.9?isWeb=true')
    expect(old.status).toBe(200)
    expect(old.body).toMatchObject({ isInDemo: true, apiUrl: 'https://rx.example.com/api', needsToUpdate: true })
    expect(old.body.publicKey).toStartWith('pk_')
    expect(Object.keys(old.body.featureFlags).sort()).toEqual([...FEATURE_FLAGS].sort())
    expect((await server.call('GET', '/api/env/2.3.0')).body.needsToUpdate).toBe(false)
    expect((await server.call('GET', '/api/env/10.0.0')).body.needsToUpdate).toBe(false)
  })
  test('a malformed version is 400', async () => {
    expect((await server.call('GET', '/api/env/latest')).status).toBe(400)
  })
})

test('GET /api/feature-flags names every flag of spec 001 §1; a stored override wins', async () => {
  const before = (await server.call('GET', '/api/feature-flags')).body
  expect(Object.keys(before)).toHaveLength(15)
  await server.ctx.db.write((tx) => tx.insert(featureFlags).values({ key: 'facilityCancellationFees', enabled: !before.facilityCancellationFees, updatedAt: new Date() }))
  expect((await server.call('GET', '/api/feature-flags')).body.facilityCancellationFees).toBe(!before.facilityCancellationFees)
})

test('feature acknowledgment per user and version', async () => {
  const token = (await server.call('POST', '/api/sign-up/provider', { body: providerSignUp() })).body.token
  expect((await server.call('GET', '/api/feature-acknowledgment?version=2.4.0', { token })).body).toEqual({ version: '2.4.0', acknowledged: false, acknowledgedAt: null })
  const put = await server.call('PUT', '/api/feature-acknowledgment', { token, body: { version: '2.4.0' } })
  expect(put.body.acknowledged).toBe(true)
  expect((await server.call('PUT', '/api/feature-acknowledgment', { token, body: { version: '2.4.0' } })).status).toBe(200)
  expect((await server.call('GET', '/api/feature-acknowledgment?version=2.4.0', { token })).body.acknowledged).toBe(true)
  expect((await server.call('GET', '/api/feature-acknowledgment?version=2.5.0', { token })).body.acknowledged).toBe(false)
  expect((await server.call('GET', '/api/feature-acknowledgment', { token })).body.message).toBe('Version is required')
  expect((await server.call('GET', '/api/feature-acknowledgment?version=2.4.0')).status).toBe(401)
})

test('GET /api/help-center/tutorials-videos by user type', async () => {
  const all = (await server.call('GET', '/api/help-center/tutorials-videos')).body
  const providers = (await server.call('GET', '/api/help-center/tutorials-videos?userType=PROVIDER')).body
  expect(providers.length).toBeGreaterThan(0)
  expect(providers.every((v: { userType: string }) => v.userType === 'PROVIDER')).toBe(true)
  expect(all.length).toBeGreaterThan(providers.length)
  expect((await server.call('GET', '/api/help-center/tutorials-videos?userType=ROBOT')).status).toBe(400)
})
