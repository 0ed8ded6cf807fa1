/** `PUT /api/account/password` (api-contract "Accounts by e-mail link"), and the throttle on the current password. */
import { describe, expect, test } from 'bun:test'
import { signUpOrganization, signUpProvider, teamToken } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'
import { WRONG_CURRENT_PASSWORD } from './check-current-password'

const server = await startTestServer()

let nextAddress = 0
const newAddress = () => `203.0.113.${++nextAddress}`
const change = (token: string, body: unknown, address?: string) => server.call('PUT', '/api/account/password', { token, body, address })
const logIn = (email: string, password: string, address?: string) => server.call('POST', '/api/auth/login', { body: { email, password }, address })

describe('changing my password', () => {
  test('204: this session stays signed in, every other one ends, the new password signs in', async () => {
    const p = await signUpProvider(server)
    const laptop = (await logIn(p.email, p.password)).body.token
    const res = await change(p.token, { currentPassword: p.password, newPassword: 'Changed-pass-1' })
    expect(res.status).toBe(204)
    expect(res.text).toBe('')
    expect((await server.call('GET', '/api/user', { token: p.token })).status).toBe(200)
    expect((await server.call('GET', '/api/user', { token: laptop })).status).toBe(401)
    expect((await logIn(p.email, p.password)).status).toBe(401)
    expect((await logIn(p.email, 'Changed-pass-1')).status).toBe(200)
  })

  test('a facility user too', async () => {
    const o = await signUpOrganization(server)
    expect((await change(o.token, { currentPassword: o.password, newPassword: 'Changed-pass-2' })).status).toBe(204)
    expect((await logIn(o.email, 'Changed-pass-2')).status).toBe(200)
  })

  test('a wrong current password is a 400 on currentPassword; nothing changes', async () => {
    const p = await signUpProvider(server)
    const res = await change(p.token, { currentPassword: 'not-my-password', newPassword: 'Changed-pass-3' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message: WRONG_CURRENT_PASSWORD, errors: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }] })
    expect((await server.call('GET', '/api/user', { token: p.token })).status).toBe(200)
    expect((await logIn(p.email, p.password)).status).toBe(200)
  })

  test('the rules of sign-up, with their messages', async () => {
    const p = await signUpProvider(server)
    const short = await change(p.token, { currentPassword: p.password, newPassword: 'short' })
    expect(short.status).toBe(400)
    expect(short.body.errors).toEqual([{ field: 'newPassword', message: 'Password must be at least 8 characters' }])
    expect((await change(p.token, { newPassword: 'Changed-pass-4' })).body.message).toBe('Current password is required')
    const same = await change(p.token, { currentPassword: p.password, newPassword: p.password })
    expect(same.status).toBe(400)
    expect(same.body.errors).toEqual([{ field: 'newPassword', message: 'The new password must be different from the current one' }])
  })

  test('who may: 401 without a token, 403 for an admin-panel token', async () => {
    expect((await change('', { currentPassword: 'x', newPassword: 'Changed-pass-5' })).status).toBe(401)
    expect((await change(await teamToken(server), { currentPassword: 'x', newPassword: 'Changed-pass-5' })).status).toBe(403)
  })
})

describe('the current password cannot be guessed through a session', () => {
  test('five wrong answers, then 429 — the right password and sign-in too', async () => {
    const p = await signUpProvider(server)
    const address = newAddress()
    for (let i = 0; i < 5; i++) expect((await change(p.token, { currentPassword: `guess-${i}-pass`, newPassword: 'Changed-pass-6' }, address)).status).toBe(400)
    const locked = await change(p.token, { currentPassword: p.password, newPassword: 'Changed-pass-6' }, address)
    expect(locked.status).toBe(429)
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.')
    expect((await logIn(p.email, p.password, address)).status).toBe(429)
    server.clock.advance(16 * 60_000)
    expect((await change(p.token, { currentPassword: p.password, newPassword: 'Changed-pass-6' }, address)).status).toBe(204)
  })

  test('PUT /account with a password is held by the same throttle', async () => {
    const p = await signUpProvider(server)
    const address = newAddress()
    for (let i = 0; i < 5; i++) {
      const res = await server.call('PUT', '/api/account', { token: p.token, body: { currentPassword: `guess-${i}-pass`, newPassword: 'Changed-pass-7' }, address })
      expect(res.status).toBe(400)
    }
    const locked = await server.call('PUT', '/api/account', { token: p.token, body: { currentPassword: p.password, newPassword: 'Changed-pass-7' }, address })
    expect(locked.status).toBe(429)
  })

  test('a right answer gives its attempt back: four typos, a change, four more typos are still 400', async () => {
    const p = await signUpProvider(server)
    const address = newAddress()
    for (let i = 0; i < 4; i++) expect((await change(p.token, { currentPassword: `typo-${i}-pass`, newPassword: 'Changed-pass-8' }, address)).status).toBe(400)
    expect((await change(p.token, { currentPassword: p.password, newPassword: 'Changed-pass-8' }, address)).status).toBe(204)
    for (let i = 0; i < 4; i++) expect((await change(p.token, { currentPassword: `typo-again-${i}`, newPassword: 'Changed-pass-9' }, address)).status).toBe(400)
  })
})
