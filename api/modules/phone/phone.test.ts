import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { callSessions, providers, shifts, users } from '../../db/schema'
import { sandboxSigningToken, twilioSignature } from '../../integrations/telephony'
import { makeApplication, makeMember, makeShift, makeFacility, signUpOrganization, signUpProvider } from '../../test/factories'
import { startTestServer } from '../../test/harness'

const server = await startTestServer()
const token = sandboxSigningToken(server.ctx.secret)
let sids = 0

/** Twilio's form POST, signed over the public URL as Twilio signs it. */
function twilio(path: string, params: Record<string, string>, signature?: string) {
  const url = `${server.ctx.config.publicUrl}${path}`
  const body = new URLSearchParams(params).toString()
  return server.app.handle(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature ?? twilioSignature(token, url, params) },
      body,
    }),
  )
}

const text = (from: string, body: string, sid = `SM${++sids}`) => twilio('/api/twilio/webhook', { From: from, Body: body, MessageSid: sid })

/** A provider with a distinct phone number, hired for a shift at a new facility three days out. */
async function hired(phone: string) {
  const org = await signUpOrganization(server)
  const provider = await signUpProvider(server)
  await server.ctx.db.write((tx) => tx.update(providers).set({ phoneNumber: phone }).where(eq(providers.id, provider.providerId)))
  const shift = await makeShift(server, { facilityId: org.facilityId, daysFromNow: 3, providerId: provider.providerId })
  await makeApplication(server, { providerId: provider.providerId, shiftGroupId: shift.shiftGroupId, isHired: true })
  return { org, provider, ...shift }
}

describe('texts from providers (POST /twilio/webhook)', () => {
  test('a bad or missing signature is refused with 400 and an error; nothing changes', async () => {
    const { shiftId } = await hired('(512) 555-0141')
    const forged = await twilio('/api/twilio/webhook', { From: '+15125550141', Body: 'YES', MessageSid: 'SMforged' }, 'bm90IGEgc2lnbmF0dXJl')
    expect(forged.status).toBe(400)
    expect(((await forged.json()) as { error: string }).error).toBe('The request is not signed by Twilio')
    const seat = await server.ctx.db.read.select().from(shifts).where(eq(shifts.id, shiftId)).get()
    expect(seat!.providerWillAttendShift).toBe(false)
  })

  test('YES confirms attendance of the next shift; a replay answers the same and changes nothing', async () => {
    const { shiftId } = await hired('512-555-0142')
    const res = await text('+15125550142', ' yes ', 'SMyes1')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/xml')
    const twiml = await res.text()
    expect(twiml).toContain('<Message>Thanks! You are confirmed for')
    const seat = await server.ctx.db.read.select().from(shifts).where(eq(shifts.id, shiftId)).get()
    expect(seat!.providerWillAttendShift).toBe(true)
    const confirmedAt = seat!.providerConfirmedAt
    server.clock.advance(60_000)
    const replay = await text('+15125550142', ' yes ', 'SMyes1')
    expect(await replay.text()).toBe(twiml)
    expect((await server.ctx.db.read.select().from(shifts).where(eq(shifts.id, shiftId)).get())!.providerConfirmedAt).toEqual(confirmedAt)
  })

  test('STOP and START switch texts off and on', async () => {
    const { provider } = await hired('5125550143')
    expect(await (await text('+15125550143', 'STOP')).text()).toContain('no longer receive text messages')
    expect((await server.ctx.db.read.select().from(users).where(eq(users.id, provider.userId)).get())!.smsOptIn).toBe(false)
    const prefs = await server.call('GET', `/api/user-preferences?email=${encodeURIComponent(provider.email)}`, { token: provider.token })
    expect(prefs.body).toMatchObject({ marketplaceSmsOptIn: false, careersSmsOptIn: false, agentSmsOptIn: false })
    await text('+15125550143', 'start')
    expect((await server.ctx.db.read.select().from(users).where(eq(users.id, provider.userId)).get())!.smsOptIn).toBe(true)
    expect((await server.call('GET', `/api/user-preferences?email=${encodeURIComponent(provider.email)}`, { token: provider.token })).body).toMatchObject({ marketplaceSmsOptIn: true })
  })

  test("any other text lands in the conversation with the next shift's facility, once even when replayed; NO tells the facility", async () => {
    const { org } = await hired('+1 512 555 0144')
    expect(await (await text('+15125550144', 'Running 10 minutes late', 'SMlate')).text()).toContain('Sent to')
    await text('+15125550144', 'Running 10 minutes late', 'SMlate')
    await text('+15125550144', 'no')
    const inbox = await server.call('GET', '/api/facility/messages', { token: org.token })
    const conversationId = inbox.body.data[0].conversationId
    const messages = await server.call('GET', `/api/conversations/${conversationId}/get-messages`, { token: org.token })
    expect(messages.body.data.map((m: any) => m.content)).toEqual([expect.stringContaining('(By text) I cannot make it to'), 'Running 10 minutes late'])
    expect(messages.body.data.every((m: any) => m.sentByProvider)).toBe(true)
  })

  test('an unknown number answers 404 as text; a text without From is 400', async () => {
    const res = await text('+15125559999', 'hello')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('text/plain')
    const bad = await twilio('/api/twilio/webhook', { Body: 'hi', MessageSid: 'SMx' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'From and MessageSid are required', message: 'From and MessageSid are required' })
  })
})

describe('masked calls', () => {
  test('initiate-call places a call to the facility user; /twilio/dial bridges to the provider from the platform number', async () => {
    const { org, provider } = await hired('(512) 555-0145')
    const res = await server.call('POST', '/api/facility/initiate-call', { token: org.token, body: { providerId: provider.providerId } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'queued', maskedNumber: '+15125550100' })
    expect(JSON.stringify(res.body)).not.toContain('0145')
    const session = await server.ctx.db.read.select().from(callSessions).where(eq(callSessions.providerId, provider.providerId)).get()
    const dial = await twilio(`/api/twilio/dial?recipient=${session!.id}`, { CallSid: res.body.callSid, Digits: '', name: 'Dana' })
    expect(dial.status).toBe(200)
    const twiml = await dial.text()
    expect(twiml).toContain('<Say>Connecting you to Dana.</Say>')
    expect(twiml).toContain('<Dial callerId="+15125550100" timeLimit="3600"><Number>+15125550145</Number></Dial>')
    // Unsigned: refused. Expired: told so.
    expect((await twilio(`/api/twilio/dial?recipient=${session!.id}`, { CallSid: 'CA1' }, 'x')).status).toBe(400)
    server.clock.advance(16 * 60_000)
    expect(await (await twilio(`/api/twilio/dial?recipient=${session!.id}`, { CallSid: 'CA1' })).text()).toContain('This call has expired')
    expect((await twilio('/api/twilio/dial?recipient=nope', { CallSid: 'CA1' })).status).toBe(404)
  })

  test('a provider outside the facility’s shifts, another organization, or a member of another facility: 404', async () => {
    const { org, provider } = await hired('(512) 555-0146')
    const stranger = await signUpProvider(server)
    expect((await server.call('POST', '/api/facility/initiate-call', { token: org.token, body: { providerId: stranger.providerId } })).status).toBe(404)
    const other = await signUpOrganization(server)
    expect((await server.call('POST', '/api/facility/initiate-call', { token: other.token, body: { providerId: provider.providerId } })).status).toBe(404)
    const elsewhere = await makeFacility(server, { organizationId: org.organizationId })
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [elsewhere.id] })
    expect((await server.call('POST', '/api/facility/initiate-call', { token: member.token, body: { providerId: provider.providerId } })).status).toBe(404)
    expect((await server.call('POST', '/api/facility/initiate-call', { token: provider.token, body: { providerId: provider.providerId } })).status).toBe(403)
    expect((await server.call('POST', '/api/facility/initiate-call', { body: { providerId: provider.providerId } })).status).toBe(401)
  })

  test('a caller without a phone number is told to add one', async () => {
    const { org, provider } = await hired('(512) 555-0147')
    await server.ctx.db.write((tx) => tx.update(users).set({ personalPhone: null }).where(and(eq(users.id, org.userId))))
    const res = await server.call('POST', '/api/facility/initiate-call', { token: org.token, body: { providerId: provider.providerId } })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Add your phone number to your account to place calls')
  })
})
