/**
 * What the preferences change in the mail the platform sends: a regular e-mail carries the RFC
 * 8058 `List-Unsubscribe` headers (in the outbox and on the wire), a security message carries
 * none, and the notification center asks the preferences before each channel.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { inAppNotifications, outboxMessages } from '../../../db/schema'
import { startFakeSmtpServer } from '../../../integrations/mail/smtp-fake'
import { attachCard, makeApplication, makeShift, signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'
import { deliverDueNotifications, deliverEmail, emailDeliveriesSettled, queueEmail, unsubscribeUrlFor } from '..'

const HOUR = 3_600_000
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

describe('List-Unsubscribe headers', async () => {
  const smtp = startFakeSmtpServer()
  afterAll(() => smtp.stop())
  const server = await startTestServer({ mail: { smtpUrl: smtp.url(), from: 'no-reply@shiftwell.test', logLinks: false } })

  test('a regular e-mail to a user carries List-Unsubscribe (the one-click address) and List-Unsubscribe-Post; a security one none', async () => {
    const p = await signUpProvider(server)
    const [regular, security] = await server.ctx.db.write(async (tx) => [
      await queueEmail(server.ctx, tx, { to: p.email, subject: 'Shifts near you', text: 'New shifts this week.', unsubscribeUserId: p.userId }),
      await queueEmail(server.ctx, tx, { to: p.email, subject: 'Your password was changed', text: 'If this was not you, reset it.' }),
    ])
    const rowOf = (id: string) => server.ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.id, id)).get()
    const { oneClickUrl } = unsubscribeUrlFor(server.ctx, p.userId)
    expect((await rowOf(regular!.id))!.headers).toEqual({ 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect((await rowOf(security!.id))!.headers).toEqual({})

    deliverEmail(server.ctx, regular!, security!)
    await emailDeliveriesSettled()
    const sent = (subject: string) => smtp.received.find((m) => m.data.includes(`Subject: ${subject}`))!.data.replace(/\r\n[ \t]+/g, ' ')
    expect(sent('Shifts near you')).toContain(`List-Unsubscribe: <${oneClickUrl}>`)
    expect(sent('Shifts near you')).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(sent('Your password was changed')).not.toContain('List-Unsubscribe')

    // The mail client's button: a form POST to the header's address.
    const url = new URL(oneClickUrl)
    const res = await server.call('POST', url.pathname + url.search, { body: 'List-Unsubscribe=One-Click', headers: FORM })
    expect(res.status).toBe(200)
    expect((await server.call('GET', '/api/user-preferences', { token: p.token })).body.marketplaceEmailOptIn).toBe(false)
  })
})

describe('the notification center follows the preferences', async () => {
  const server = await startTestServer()
  const sweep = () => deliverDueNotifications({ ...server.ctx })
  const outbox = (to: string, channel: 'EMAIL' | 'PUSH') => server.ctx.db.read.select().from(outboxMessages).where(and(eq(outboxMessages.to, to), eq(outboxMessages.channel, channel)))

  async function hire(provider: { providerId: string }) {
    const org = await signUpOrganization(server)
    const card = await attachCard(server, { token: org.token, facilityId: org.facilityId })
    const { shiftGroupId } = await makeShift(server, { facilityId: org.facilityId, startsAt: new Date(server.clock.now().getTime() + 72 * HOUR) })
    await makeApplication(server, { providerId: provider.providerId, shiftGroupId })
    const res = await server.call('POST', `/api/facility/shift/${shiftGroupId}/hire`, { token: org.token, body: { applicantId: provider.providerId, paymentMethodId: card.body.paymentMethodId } })
    expect(res.status).toBeLessThan(300)
  }

  test("the hire e-mail carries the provider's List-Unsubscribe header", async () => {
    const p = await signUpProvider(server)
    await hire(p)
    await sweep()
    const [mail] = await outbox(p.email, 'EMAIL')
    expect(mail!.subject).toBe("You're hired")
    expect(mail!.headers['List-Unsubscribe']).toBe(`<${unsubscribeUrlFor(server.ctx, p.userId).oneClickUrl}>`)
  })

  test('a paused provider gets no e-mail and no push, only the in-app notice; an e-mail opt-out stops e-mail only', async () => {
    const paused = await signUpProvider(server)
    expect((await server.call('PUT', '/api/user-preferences/pause-account', { token: paused.token })).status).toBe(200)
    await hire(paused)
    await sweep()
    expect(await outbox(paused.email, 'EMAIL')).toHaveLength(0)
    expect(await outbox(paused.email, 'PUSH')).toHaveLength(0)
    expect(await server.ctx.db.read.select().from(inAppNotifications).where(eq(inAppNotifications.userId, paused.userId))).toHaveLength(1)

    const optedOut = await signUpProvider(server)
    await server.call('PUT', '/api/user-preferences', { token: optedOut.token, body: { marketplaceEmailOptIn: false } })
    await hire(optedOut)
    await sweep()
    expect(await outbox(optedOut.email, 'EMAIL')).toHaveLength(0)
    expect((await outbox(optedOut.email, 'PUSH')).map((m) => m.subject)).toEqual(["You're hired"])
  })
})
