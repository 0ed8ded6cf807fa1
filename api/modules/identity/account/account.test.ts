import { describe, expect, test } from 'bun:test'
import { signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()

describe('GET /api/user', () => {
  test('has the seed fields of "Current user"', async () => {
    const p = await signUpProvider(server)
    const res = await server.call('GET', '/api/user?isMobile=true', { token: p.token })
    expect(res.status).toBe(200)
    for (const field of ['userId', 'name', 'email', 'personalPhone', 'image', 'userType', 'providerId', 'role', 'hasBackgroundCheckCleared', 'expoPushToken', 'hasCompletedTour', 'preferredApp']) {
      expect(res.body).toHaveProperty(field)
    }
  })
})

describe('/api/account', () => {
  test('reads and updates names, phone and preferences', async () => {
    const p = await signUpProvider(server)
    const res = await server.call('PUT', '/api/account', { token: p.token, body: { firstName: 'Jim', phone: '(737) 555-0199', preferredApp: 'CAREERS' } })
    expect(res.status).toBe(200)
    expect(res.body.account).toMatchObject({ firstName: 'Jim', lastName: 'Carter', phone: '(737) 555-0199', preferredApp: 'CAREERS' })
    expect(res.body.token).toBeUndefined()
    expect((await server.call('GET', '/api/account', { token: p.token })).body.firstName).toBe('Jim')
  })

  test('validates with the seed messages', async () => {
    const p = await signUpProvider(server)
    expect((await server.call('PUT', '/api/account', { token: p.token, body: { firstName: '' } })).body.message).toBe('First Name is required')
    expect((await server.call('PUT', '/api/account', { token: p.token, body: { phone: '1111111111' } })).body.message).toBe('Phone number must be a valid US phone number')
  })

  test('changing the password needs the current one and ends every earlier session', async () => {
    const p = await signUpProvider(server)
    const second = (await server.call('POST', '/api/auth/login', { body: { email: p.email, password: p.password } })).body.token
    const missing = await server.call('PUT', '/api/account', { token: p.token, body: { newPassword: 'N3w-password' } })
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual([{ field: 'currentPassword', message: 'Current password is required' }])
    const wrong = await server.call('PUT', '/api/account', { token: p.token, body: { currentPassword: 'nope-nope', newPassword: 'N3w-password' } })
    expect(wrong.status).toBe(400)
    const ok = await server.call('PUT', '/api/account', { token: p.token, body: { currentPassword: p.password, newPassword: 'N3w-password' } })
    expect(ok.status).toBe(200)
    expect((await server.call('GET', '/api/user', { token: p.token })).status).toBe(401)
    expect((await server.call('GET', '/api/user', { token: second })).status).toBe(401)
    expect((await server.call('GET', '/api/user', { token: ok.body.token })).status).toBe(200)
    expect((await server.call('POST', '/api/auth/login', { body: { email: p.email, password: 'N3w-password' } })).status).toBe(200)
  })

  test('complete-tour', async () => {
    const p = await signUpProvider(server)
    expect((await server.call('PUT', '/api/account/complete-tour', { token: p.token })).status).toBe(204)
    expect((await server.call('GET', '/api/user', { token: p.token })).body.hasCompletedTour).toBe(true)
  })
})
