import { afterAll, describe, expect, test } from 'bun:test'
import { makeApplication, makeFacility, makeMember, makeShift, signUpOrganization, signUpProvider } from '../../test/factories'
import { startTestServer } from '../../test/harness'
import { openRealtimeSocket, until } from '../../test/realtime-socket'
import { realtimeHubOf } from '../../realtime'

const server = await startTestServer()

/** A facility and a provider who share an application, and the conversation between them. */
async function pair() {
  const org = await signUpOrganization(server)
  const provider = await signUpProvider(server)
  await makeApplication(server, { providerId: provider.providerId, facilityId: org.facilityId })
  const res = await server.call('POST', '/api/conversations', { token: org.token, body: { facilityId: org.facilityId, providerId: provider.providerId } })
  expect(res.status).toBe(200)
  return { org, provider, conversationId: res.body.id as string }
}

const send = (token: string, conversationId: string, content: string, extra: Record<string, unknown> = {}) =>
  server.call('POST', `/api/conversations/${conversationId}/messages`, { token, body: { content, ...extra } })

describe('shift conversations', () => {
  test('401 without a token; a team member is refused', async () => {
    expect((await server.call('POST', '/api/conversations', { body: { facilityId: 'x' } })).status).toBe(401)
    expect((await server.call('GET', '/api/facility/messages')).status).toBe(401)
    expect((await server.call('GET', '/api/provider/messages/count')).status).toBe(401)
  })

  test('a facility and a provider who share an application open one thread, from either side', async () => {
    const { org, provider, conversationId } = await pair()
    const again = await server.call('POST', '/api/conversations', { token: provider.token, body: { facilityId: org.facilityId } })
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ id: conversationId, providerId: provider.providerId, facilityId: org.facilityId, lastMessageId: null })
  })

  test('no shared shift or application: 404, from either side; another tenant: 404', async () => {
    const org = await signUpOrganization(server)
    const stranger = await signUpProvider(server)
    const a = await server.call('POST', '/api/conversations', { token: org.token, body: { facilityId: org.facilityId, providerId: stranger.providerId } })
    expect(a.status).toBe(404)
    const b = await server.call('POST', '/api/conversations', { token: stranger.token, body: { facilityId: org.facilityId } })
    expect(b.status).toBe(404)
    const { conversationId, org: owner } = await pair()
    const other = await signUpOrganization(server)
    expect((await server.call('GET', `/api/conversations/${conversationId}/get-messages`, { token: other.token })).status).toBe(404)
    expect((await send(stranger.token, conversationId, 'hi')).status).toBe(404)
    expect((await send(other.token, conversationId, 'hi')).status).toBe(404)
    // Another organization cannot open a thread about this facility.
    expect((await server.call('POST', '/api/conversations', { token: other.token, body: { facilityId: owner.facilityId, providerId: stranger.providerId } })).status).toBe(404)
  })

  test('a hired shift is a relationship too', async () => {
    const org = await signUpOrganization(server)
    const provider = await signUpProvider(server)
    const { shiftGroupId } = await makeShift(server, { facilityId: org.facilityId, daysFromNow: 3, providerId: provider.providerId })
    await makeApplication(server, { providerId: provider.providerId, shiftGroupId, isHired: true })
    const res = await server.call('POST', '/api/conversations', { token: provider.token, body: { facilityId: org.facilityId } })
    expect(res.status).toBe(200)
    const sent = await send(provider.token, res.body.id, 'See you Thursday')
    expect(sent.body.hasUpcomingShift).toBe(true)
  })

  test('messages: fields of spec 000 §3, newest first, cursor pages, limit 1–50', async () => {
    const { org, provider, conversationId } = await pair()
    const first = await send(org.token, conversationId, '  Can you start at 8?  ')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      conversationId,
      content: 'Can you start at 8?',
      sentByFacility: true,
      sentByProvider: false,
      readByFacility: true,
      readByProvider: false,
      hasUpcomingShift: false,
      attachments: [],
    })
    expect(new Date(first.body.timeSent).toISOString()).toBe(first.body.timeSent)
    for (let i = 0; i < 4; i++) {
      server.clock.advance(1000)
      expect((await send(i % 2 ? org.token : provider.token, conversationId, `m${i}`)).status).toBe(200)
    }
    const page1 = await server.call('GET', `/api/conversations/${conversationId}/get-messages?limit=2`, { token: provider.token })
    expect(page1.status).toBe(200)
    expect(page1.body.data.map((m: any) => m.content)).toEqual(['m3', 'm2'])
    const page2 = await server.call('GET', `/api/conversations/${conversationId}/get-messages?limit=2&cursor=${page1.body.nextCursor}`, { token: provider.token })
    expect(page2.body.data.map((m: any) => m.content)).toEqual(['m1', 'm0'])
    const page3 = await server.call('GET', `/api/conversations/${conversationId}/get-messages?limit=2&cursor=${page2.body.nextCursor}`, { token: provider.token })
    expect(page3.body.data.map((m: any) => m.content)).toEqual(['Can you start at 8?'])
    expect(page3.body.nextCursor).toBeNull()
    const all = await server.call('GET', `/api/conversations/${conversationId}/get-messages`, { token: org.token })
    expect(all.body.data).toHaveLength(5)
    for (const limit of ['0', '51', '2.5', 'x']) {
      const bad = await server.call('GET', `/api/conversations/${conversationId}/get-messages?limit=${limit}`, { token: org.token })
      expect(bad.status).toBe(400)
    }
    expect((await server.call('GET', `/api/conversations/${conversationId}/get-messages?cursor=%%%`, { token: org.token })).status).toBe(400)
  })

  test('content is required and bounded', async () => {
    const { org, conversationId } = await pair()
    const empty = await send(org.token, conversationId, '   ')
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('Message content is required')
    expect((await send(org.token, conversationId, 'x'.repeat(4001))).status).toBe(400)
  })

  test('a message sent twice with its clientMessageId is stored once', async () => {
    const { provider, org, conversationId } = await pair()
    const a = await send(provider.token, conversationId, 'written offline', { clientMessageId: 'c-1' })
    const b = await send(provider.token, conversationId, 'written offline', { clientMessageId: 'c-1' })
    expect(b.body.id).toBe(a.body.id)
    const list = await server.call('GET', `/api/conversations/${conversationId}/get-messages`, { token: org.token })
    expect(list.body.data).toHaveLength(1)
    const count = await server.call('GET', '/api/facility/messages/count', { token: org.token })
    expect(count.body).toEqual({ count: 1 })
  })

  test('unread counts, mark-as-read (this one and the earlier ones), marking twice changes nothing', async () => {
    const { org, provider, conversationId } = await pair()
    const ids: string[] = []
    for (const text of ['one', 'two', 'three']) {
      server.clock.advance(1000)
      ids.push((await send(provider.token, conversationId, text)).body.id)
    }
    expect((await server.call('GET', '/api/facility/messages/count', { token: org.token })).body).toEqual({ count: 3 })
    expect((await server.call('GET', '/api/provider/messages/count', { token: provider.token })).body).toEqual({ count: 0 })
    const inbox = await server.call('GET', '/api/facility/messages', { token: org.token })
    expect(inbox.status).toBe(200)
    const item = inbox.body.data.find((c: any) => c.conversationId === conversationId)
    expect(item).toMatchObject({ providerId: provider.providerId, facilityId: org.facilityId, unreadCount: 3, lastMessage: { content: 'three' } })
    expect(inbox.body.pagination).toMatchObject({ page: 1, totalItems: 1 })

    const read = await server.call('POST', `/api/messages/${ids[1]}/mark-as-read`, { token: org.token })
    expect(read.status).toBe(200)
    expect(read.body.markedAsRead).toBe(2)
    expect((await server.call('GET', '/api/facility/messages/count', { token: org.token })).body).toEqual({ count: 1 })
    const again = await server.call('POST', `/api/messages/${ids[1]}/mark-as-read`, { token: org.token })
    expect(again.body.markedAsRead).toBe(0)
    expect((await server.call('GET', '/api/facility/messages/count', { token: org.token })).body).toEqual({ count: 1 })
    const list = await server.call('GET', `/api/conversations/${conversationId}/get-messages`, { token: provider.token })
    expect(list.body.data.map((m: any) => m.readByFacility)).toEqual([false, true, true])
    // The provider marking their own messages changes nothing; a stranger gets 404.
    expect((await server.call('POST', `/api/messages/${ids[2]}/mark-as-read`, { token: provider.token })).body.markedAsRead).toBe(0)
    const stranger = await signUpProvider(server)
    expect((await server.call('POST', `/api/messages/${ids[2]}/mark-as-read`, { token: stranger.token })).status).toBe(404)
    expect((await server.call('POST', '/api/messages/nope/mark-as-read', { token: org.token })).status).toBe(404)
  })

  test("a member limited to other facilities does not see this facility's threads", async () => {
    const { org, provider, conversationId } = await pair()
    const elsewhere = await makeFacility(server, { organizationId: org.organizationId })
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [elsewhere.id] })
    await send(provider.token, conversationId, 'hello')
    expect((await server.call('GET', `/api/conversations/${conversationId}/get-messages`, { token: member.token })).status).toBe(404)
    expect((await server.call('GET', '/api/facility/messages', { token: member.token })).body.data).toEqual([])
    expect((await server.call('GET', '/api/facility/messages/count', { token: member.token })).body).toEqual({ count: 0 })
    expect((await server.call('GET', `/api/facility/messages?facilityId=${org.facilityId}`, { token: member.token })).status).toBe(404)
  })

  test("the provider's inbox lists the facility with the last message", async () => {
    const { org, provider, conversationId } = await pair()
    await send(org.token, conversationId, 'Thanks for applying')
    const inbox = await server.call('GET', '/api/provider/messages', { token: provider.token })
    expect(inbox.status).toBe(200)
    expect(inbox.body.data).toHaveLength(1)
    expect(inbox.body.data[0]).toMatchObject({ conversationId, unreadCount: 1, facility: { id: org.facilityId }, lastMessage: { content: 'Thanks for applying' } })
    expect((await server.call('GET', '/api/provider/messages/count', { token: provider.token })).body).toEqual({ count: 1 })
  })

  test('sending is rate limited (429)', async () => {
    const { org, conversationId } = await pair()
    let last = 0
    for (let i = 0; i < 31; i++) last = (await send(org.token, conversationId, `burst ${i}`)).status
    expect(last).toBe(429)
  })
})

describe('real time', () => {
  const listening = server.app.listen({ port: 0, hostname: '127.0.0.1' })
  const port = listening.server!.port
  afterAll(async () => {
    realtimeHubOf(server.ctx).stop()
    await listening.stop()
  })

  async function openSocket(token: string) {
    const ticket = await server.call('GET', '/api/user/create-ticket', { token })
    expect(ticket.status).toBe(200)
    expect(ticket.body.expiresIn).toBe(60)
    return openRealtimeSocket(port, ticket.body.token)
  }

  test('a forged or missing ticket is refused before the upgrade', async () => {
    for (const q of ['', '?ticket=abc.def', '?ticket=']) {
      const res = await fetch(`http://127.0.0.1:${port}/api/realtime${q}`, { headers: { upgrade: 'websocket', connection: 'Upgrade', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-version': '13' } })
      expect(res.status).toBe(401)
    }
  })

  test('a lapsed ticket is refused', async () => {
    const p = await signUpProvider(server)
    const ticket = await server.call('GET', '/api/user/create-ticket', { token: p.token })
    server.clock.advance(61_000)
    const res = await fetch(`http://127.0.0.1:${port}/api/realtime?ticket=${encodeURIComponent(ticket.body.token)}`, { headers: { upgrade: 'websocket', connection: 'Upgrade', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', 'sec-websocket-version': '13' } })
    expect(res.status).toBe(401)
  })

  test("a facility's message reaches every open socket of the provider, and the read receipt reaches the facility; nobody else hears", async () => {
    const { org, provider, conversationId } = await pair()
    const tab1 = await openSocket(provider.token)
    const tab2 = await openSocket(provider.token)
    const facilityTab = await openSocket(org.token)
    const stranger = await openSocket((await signUpProvider(server)).token)
    const sent = await send(org.token, conversationId, 'Parking is behind the store')
    expect(await until(() => tab1.events.length > 0 && tab2.events.length > 0)).toBe(true)
    for (const tab of [tab1, tab2]) expect(tab.events[0]).toMatchObject({ type: 'message.new', conversationId, message: { id: sent.body.id, content: 'Parking is behind the store' } })
    await server.call('POST', `/api/messages/${sent.body.id}/mark-as-read`, { token: provider.token })
    expect(await until(() => facilityTab.events.some((e) => e.type === 'message.read'))).toBe(true)
    expect(facilityTab.events.find((e) => e.type === 'message.read')).toMatchObject({ conversationId, readBy: 'provider', upTo: sent.body.id })
    await Bun.sleep(100)
    expect(stranger.events).toEqual([])
    for (const s of [tab1, tab2, facilityTab, stranger]) s.ws.close()
    expect(await until(() => realtimeHubOf(server.ctx).openSockets === 0)).toBe(true)
  })
})

describe('attachments', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 31, 21, 196, 137])
  const attach = (token: string, messageId: string, body: Uint8Array | string, type = 'image/png', filename = 'parking.png') =>
    server.app.handle(
      new Request(`http://localhost/api/files/upload/messages/${messageId}?filename=${encodeURIComponent(filename)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        body: body as BodyInit,
      }),
    )

  test("the writer attaches a file; both sides see it with a working link; the other side cannot attach to it; five at most", async () => {
    const { org, provider, conversationId } = await pair()
    const sent = (await send(org.token, conversationId, 'Here is the parking map')).body
    const res = await attach(org.token, sent.id, PNG)
    expect(res.status).toBe(200)
    const message = (await res.json()) as any
    expect(message.attachments).toEqual([{ fileId: expect.any(String), filename: 'parking.png', mimeType: 'image/png', url: expect.stringContaining('/api/files/download/') }])
    const seen = await server.call('GET', `/api/conversations/${conversationId}/get-messages`, { token: provider.token })
    const link = new URL(seen.body.data[0].attachments[0].url)
    const download = await server.app.handle(new Request(`http://localhost${link.pathname}`))
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG)
    // The provider did not write it; a stranger does not see it.
    expect((await attach(provider.token, sent.id, PNG)).status).toBe(404)
    expect((await attach((await signUpProvider(server)).token, sent.id, PNG)).status).toBe(404)
    for (let i = 1; i < 5; i++) expect((await attach(org.token, sent.id, PNG)).status).toBe(200)
    const sixth = await attach(org.token, sent.id, PNG)
    expect(sixth.status).toBe(422)
    expect(((await sixth.json()) as any).message).toBe('A message can carry at most 5 files')
  })

  test('a file whose bytes are not what it claims, or of another type, is refused with 400', async () => {
    const { org, conversationId } = await pair()
    const sent = (await send(org.token, conversationId, 'see attached')).body
    const fake = await attach(org.token, sent.id, 'not really a png')
    expect(fake.status).toBe(400)
    expect(((await fake.json()) as any).message).toBe('File must be a PDF, JPEG, PNG or HEIC image')
    expect((await attach(org.token, sent.id, 'x', 'text/plain')).status).toBe(400)
    expect((await attach(org.token, sent.id, new Uint8Array())).status).toBe(400)
  })
})
