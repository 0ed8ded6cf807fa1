/** Invitations by e-mail link (api-contract "Accounts by e-mail link"), followed through the outbox. */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { teamMembers, users } from '../../../db/schema'
import { signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'
import { emailDeliveriesSettled, deliverEmail } from '../../notifications'
import { INVITATION_LINK_MESSAGES } from './accept-invitation'
import { INVITATION_TTL_MS, issueInvitation, type Invitee } from './issue-invitation'

const server = await startTestServer()
const publicUrl = server.ctx.config.publicUrl

const accept = (token: string, password: string) => server.call('POST', '/api/auth/accept-invitation', { body: { token, password } })

async function invite(invitee: Invitee, email: string) {
  const queued = await server.ctx.db.write((tx) => issueInvitation(server.ctx, tx, invitee, { email, firstName: 'Dana', invitedBy: 'Sam Ortiz', joining: 'Main Street Pharmacy' }))
  deliverEmail(server.ctx, queued)
  await emailDeliveriesSettled()
  const res = await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(email)}`)
  const mail = (res.body.data as { subject: string; text: string; links: string[] }[])[0]!
  const link = mail.links.find((l) => l.startsWith(`${publicUrl}/accept-invitation?token=`))
  expect(link).toBeDefined()
  return { mail, token: new URL(link!).searchParams.get('token')! }
}

async function newTeamMember(email: string) {
  const [row] = await server.ctx.db.write((tx) =>
    tx.insert(teamMembers).values({ email, passwordHash: 'x', firstName: 'Dana', lastName: 'Reyes', role: 'OPERATIONS' }).returning({ id: teamMembers.id }),
  )
  return row!.id
}

describe('an invited team member', () => {
  test('gets an e-mail with a seven-day link; choosing a password signs them in to the admin panel', async () => {
    const email = 'dana.ops@marketplace.test'
    const teamMemberId = await newTeamMember(email)
    const { mail, token } = await invite({ teamMemberId }, email)
    expect(mail.subject).toBe('Sam Ortiz invited you to Main Street Pharmacy on Shiftwell')
    expect(mail.text).toContain('seven days')
    expect(mail.text).toContain(`${publicUrl}/admin/sign-in`)

    const res = await accept(token, 'Chosen-pass-2026')
    expect(res.status).toBe(200)
    expect((await server.call('GET', '/api/admin-panel/user', { token: res.body.token })).body).toMatchObject({ email })
    expect((await server.call('POST', '/api/admin/login', { body: { email, password: 'Chosen-pass-2026' } })).status).toBe(200)
  })

  test('a link works once', async () => {
    const email = 'once@marketplace.test'
    const { token } = await invite({ teamMemberId: await newTeamMember(email) }, email)
    expect((await accept(token, 'Chosen-pass-2026')).status).toBe(200)
    const again = await accept(token, 'Other-pass-2026')
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(INVITATION_LINK_MESSAGES.used)
  })
})

describe('an invited colleague', () => {
  test('sets their password and is signed in as that user; the old password no longer works', async () => {
    const p = await signUpProvider(server)
    const { token } = await invite({ userId: p.userId }, p.email)
    const res = await accept(token, 'Colleague-pass-2026')
    expect(res.status).toBe(200)
    expect((await server.call('GET', '/api/user', { token: res.body.token })).body).toMatchObject({ email: p.email })
    expect((await server.call('GET', '/api/user', { token: p.token })).status).toBe(401)
    expect((await server.call('POST', '/api/auth/login', { body: { email: p.email, password: p.password } })).status).toBe(401)
  })

  test('after seven days the link has expired', async () => {
    const p = await signUpProvider(server)
    const { token } = await invite({ userId: p.userId }, p.email)
    server.clock.advance(INVITATION_TTL_MS + 1000)
    const res = await accept(token, 'Colleague-pass-2026')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ message: INVITATION_LINK_MESSAGES.expired, errors: [{ field: 'token', message: INVITATION_LINK_MESSAGES.expired }] })
  })

  test('a disabled account cannot accept', async () => {
    const p = await signUpProvider(server)
    const { token } = await invite({ userId: p.userId }, p.email)
    await server.ctx.db.write((tx) => tx.update(users).set({ isDisabled: true }).where(eq(users.id, p.userId)))
    expect((await accept(token, 'Colleague-pass-2026')).body.message).toBe(INVITATION_LINK_MESSAGES.unknown)
  })
})

describe('links are kept apart', () => {
  test('an invitation token is not a reset token, nor the other way round', async () => {
    const p = await signUpProvider(server)
    const { token } = await invite({ userId: p.userId }, p.email)
    const asReset = await server.call('POST', '/api/auth/reset-password', { body: { token, password: 'Other-pass-2026' } })
    expect(asReset.status).toBe(400)
    expect((await server.call('POST', '/api/auth/forgot-password', { body: { email: p.email } })).status).toBe(204)
    await emailDeliveriesSettled()
    const mails = (await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(p.email)}`)).body.data as { links: string[] }[]
    const resetToken = new URL(mails.flatMap((m) => m.links).find((l) => l.includes('/reset-password?token='))!).searchParams.get('token')!
    expect((await accept(resetToken, 'Other-pass-2026')).body.message).toBe(INVITATION_LINK_MESSAGES.unknown)
    // The invitation still works after the refused attempts.
    expect((await accept(token, 'Colleague-pass-2026')).status).toBe(200)
  })

  test('an unknown token and a missing password are 400s with their messages', async () => {
    const res = await accept('not-a-token', 'Colleague-pass-2026')
    expect(res.body).toMatchObject({ message: INVITATION_LINK_MESSAGES.unknown })
    const noToken = await server.call('POST', '/api/auth/accept-invitation', { body: { password: 'Colleague-pass-2026' } })
    expect(noToken.status).toBe(400)
    expect(noToken.body.message).toBe('The invitation link is missing its token')
  })
})
