import { afterAll, describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { notificationJobs, outboxMessages, realtimeEvents } from '../../db/schema'
import { makeFacility, makeMember, signUpOrganization, signUpProvider, teamToken } from '../../test/factories'
import { makeJob, makeJobApplication } from '../../test/factories/careers-chat'
import { startTestServer } from '../../test/harness'
import { openRealtimeSocket, until } from '../../test/realtime-socket'
import { realtimeHubOf } from '../../realtime'
import { deliverDueNotifications } from '../notifications'

const server = await startTestServer()

const F = '/api/careers/facility/conversations'
const P = '/api/careers/provider/conversations'

/** An organization with a job at its facility, a provider who applied to it. */
async function applied() {
  const org = await signUpOrganization(server)
  const provider = await signUpProvider(server)
  const job = await makeJob(server, { organizationId: org.organizationId, facilityId: org.facilityId })
  await makeJobApplication(server, { jobId: job.id, providerId: provider.providerId })
  return { org, provider, job }
}

/** …and the thread between them, opened by the organization. */
async function thread() {
  const parties = await applied()
  const res = await server.call('POST', F, { token: parties.org.token, body: { providerId: parties.provider.providerId, jobId: parties.job.id } })
  expect(res.status).toBe(201)
  return { ...parties, conversationId: res.body.conversationId as string }
}

const send = (side: 'facility' | 'provider', token: string, conversationId: string, content: string, extra: Record<string, unknown> = {}) =>
  server.call('POST', `${side === 'facility' ? F : P}/${conversationId}/messages`, { token, body: { content, ...extra } })

const unread = async (side: 'facility' | 'provider', token: string) => (await server.call('GET', `${side === 'facility' ? F : P}/unread-count`, { token })).body

describe('careers chat: opening a thread', () => {
  test('401 without a token on every call; the other kind of user and the admin panel get 403', async () => {
    for (const [method, path] of [
      ['GET', F],
      ['POST', F],
      ['GET', `${F}/unread-count`],
      ['GET', `${F}/x`],
      ['PUT', `${F}/x/read`],
      ['POST', `${F}/x/messages`],
      ['GET', P],
      ['POST', P],
      ['GET', `${P}/unread-count`],
      ['GET', `${P}/x`],
      ['PUT', `${P}/x/read`],
      ['POST', `${P}/x/messages`],
    ] as const) {
      const res = await server.call(method, path, { body: method === 'GET' ? undefined : {} })
      expect(res.status).toBe(401)
      expect(typeof res.body.message).toBe('string')
    }
    const { org, provider } = await applied()
    expect((await server.call('GET', F, { token: provider.token })).status).toBe(403)
    expect((await server.call('GET', P, { token: org.token })).status).toBe(403)
    expect((await server.call('GET', P, { token: await teamToken(server) })).status).toBe(403)
  })

  test('the organization opens the thread with an applicant (201), again gives the same thread (200), and the provider finds it by job or organization', async () => {
    const { org, provider, job } = await applied()
    const first = await server.call('POST', F, { token: org.token, body: { providerId: provider.providerId, jobId: job.id } })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      providerId: provider.providerId,
      organizationId: org.organizationId,
      jobId: job.id,
      jobTitle: job.title,
      lastMessage: null,
      unreadCount: 0,
      lastMessageAt: null,
    })
    expect(first.body.providerName).toBeString()
    expect(new Date(first.body.createdAt).toISOString()).toBe(first.body.createdAt)
    const again = await server.call('POST', F, { token: org.token, body: { providerId: provider.providerId } })
    expect(again.status).toBe(200)
    expect(again.body.conversationId).toBe(first.body.conversationId)
    const byJob = await server.call('POST', P, { token: provider.token, body: { jobId: job.id } })
    expect(byJob.status).toBe(200)
    expect(byJob.body.conversationId).toBe(first.body.conversationId)
    const byOrganization = await server.call('POST', P, { token: provider.token, body: { organizationId: org.organizationId } })
    expect(byOrganization.status).toBe(200)
    expect(byOrganization.body.conversationId).toBe(first.body.conversationId)
  })

  test('the provider may open it first (201), without the organization having written', async () => {
    const { org, provider, job } = await applied()
    const res = await server.call('POST', P, { token: provider.token, body: { jobId: job.id } })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ organizationId: org.organizationId, jobId: job.id, organizationName: expect.any(String) })
  })

  test('no application: 404 from either side, whatever the ids', async () => {
    const org = await signUpOrganization(server)
    const job = await makeJob(server, { organizationId: org.organizationId, facilityId: org.facilityId })
    const stranger = await signUpProvider(server)
    const a = await server.call('POST', F, { token: org.token, body: { providerId: stranger.providerId } })
    expect(a.status).toBe(404)
    expect(a.body.message).toBe('You can message a provider once they apply to one of your jobs')
    expect((await server.call('POST', F, { token: org.token, body: { providerId: stranger.providerId, jobId: job.id } })).status).toBe(404)
    expect((await server.call('POST', F, { token: org.token, body: { providerId: 'nobody' } })).status).toBe(404)
    const b = await server.call('POST', P, { token: stranger.token, body: { jobId: job.id } })
    expect(b.status).toBe(404)
    expect(b.body.message).toBe('You can message an organization once you apply to one of its jobs')
    expect((await server.call('POST', P, { token: stranger.token, body: { organizationId: org.organizationId } })).body.message).toBe(b.body.message)
    expect((await server.call('POST', P, { token: stranger.token, body: { jobId: 'no-such-job' } })).body.message).toBe(b.body.message)
    // Applied to another job of the organization, not this one: the organization may still write, naming no job.
    const other = await makeJob(server, { organizationId: org.organizationId, facilityId: org.facilityId })
    await makeJobApplication(server, { jobId: other.id, providerId: stranger.providerId })
    expect((await server.call('POST', F, { token: org.token, body: { providerId: stranger.providerId, jobId: job.id } })).status).toBe(404)
    expect((await server.call('POST', F, { token: org.token, body: { providerId: stranger.providerId } })).status).toBe(201)
  })

  test('an applicant of a free post stays blurred: the organization cannot message them until the post is paid', async () => {
    const org = await signUpOrganization(server)
    const provider = await signUpProvider(server)
    const free = await makeJob(server, { organizationId: org.organizationId, facilityId: org.facilityId, applicantsBlurred: true })
    await makeJobApplication(server, { jobId: free.id, providerId: provider.providerId })
    const refused = await server.call('POST', F, { token: org.token, body: { providerId: provider.providerId, jobId: free.id } })
    expect(refused.status).toBe(404)
    expect((await server.call('POST', F, { token: org.token, body: { providerId: provider.providerId } })).status).toBe(404)
    // The provider may still write to the organization they applied to.
    expect((await server.call('POST', P, { token: provider.token, body: { jobId: free.id } })).status).toBe(201)
  })

  test("another organization cannot open a thread with this organization's applicant; a job and another organization's id do not mix", async () => {
    const { provider, job } = await applied()
    const other = await signUpOrganization(server)
    expect((await server.call('POST', F, { token: other.token, body: { providerId: provider.providerId } })).status).toBe(404)
    expect((await server.call('POST', F, { token: other.token, body: { providerId: provider.providerId, jobId: job.id } })).status).toBe(404)
    expect((await server.call('POST', P, { token: provider.token, body: { jobId: job.id, organizationId: other.organizationId } })).status).toBe(404)
  })

  test('validation: 400 with the field', async () => {
    const { org, provider } = await applied()
    const none = await server.call('POST', P, { token: provider.token, body: {} })
    expect(none.status).toBe(400)
    expect(none.body).toEqual({ message: 'jobId or organizationId is required', errors: [{ field: 'jobId', message: 'jobId or organizationId is required' }] })
    const noProvider = await server.call('POST', F, { token: org.token, body: {} })
    expect(noProvider.status).toBe(400)
    expect(noProvider.body.message).toBe('providerId is required')
    expect(noProvider.body.errors[0].field).toBe('providerId')
  })
})

describe('careers chat: messages', () => {
  test('fields of spec 000 §3; 201; content trimmed, required and at most 2000 characters', async () => {
    const { org, conversationId } = await thread()
    const sent = await send('facility', org.token, conversationId, '  Are you free for an interview on Tuesday?  ')
    expect(sent.status).toBe(201)
    expect(sent.body).toEqual({
      messageId: expect.any(String),
      conversationId,
      content: 'Are you free for an interview on Tuesday?',
      sentByProvider: false,
      sentByFacility: true,
      readByProvider: false,
      readByFacility: true,
      createdAt: expect.any(String),
    })
    for (const content of ['', '   ']) {
      const empty = await send('facility', org.token, conversationId, content)
      expect(empty.status).toBe(400)
      expect(empty.body.message).toBe('Message content is required')
      expect(empty.body.errors[0].field).toBe('content')
    }
    const long = await send('facility', org.token, conversationId, 'x'.repeat(2001))
    expect(long.status).toBe(400)
    expect(long.body.message).toBe('A message can be at most 2000 characters')
    expect((await send('facility', org.token, conversationId, 'x'.repeat(2000))).status).toBe(201)
    const missing = await server.call('POST', `${F}/${conversationId}/messages`, { token: org.token, body: {} })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Message content is required')
  })

  test('the thread with its messages, newest first, cursor pages; limit 1–50', async () => {
    const { org, provider, conversationId } = await thread()
    for (let i = 0; i < 5; i++) {
      server.clock.advance(1000)
      expect((await send(i % 2 ? 'facility' : 'provider', i % 2 ? org.token : provider.token, conversationId, `m${i}`)).status).toBe(201)
    }
    const page1 = await server.call('GET', `${P}/${conversationId}?limit=2`, { token: provider.token })
    expect(page1.status).toBe(200)
    expect(page1.body).toMatchObject({ conversationId, lastMessage: { content: 'm4' }, unreadCount: 2 })
    expect(page1.body.messages.map((m: any) => m.content)).toEqual(['m4', 'm3'])
    const page2 = await server.call('GET', `${P}/${conversationId}?limit=2&cursor=${page1.body.nextCursor}`, { token: provider.token })
    expect(page2.body.messages.map((m: any) => m.content)).toEqual(['m2', 'm1'])
    const page3 = await server.call('GET', `${P}/${conversationId}?limit=2&cursor=${page2.body.nextCursor}`, { token: provider.token })
    expect(page3.body.messages.map((m: any) => m.content)).toEqual(['m0'])
    expect(page3.body.nextCursor).toBeNull()
    const all = await server.call('GET', `${F}/${conversationId}`, { token: org.token })
    expect(all.body.messages).toHaveLength(5)
    expect(all.body.nextCursor).toBeNull()
    expect(all.body.unreadCount).toBe(3)
    for (const limit of ['0', '51', '2.5', 'x']) {
      const bad = await server.call('GET', `${F}/${conversationId}?limit=${limit}`, { token: org.token })
      expect(bad.status).toBe(400)
      expect(bad.body.errors[0].field).toBe('limit')
    }
    expect((await server.call('GET', `${F}/${conversationId}?limit=50`, { token: org.token })).status).toBe(200)
    const badCursor = await server.call('GET', `${F}/${conversationId}?cursor=%25%25`, { token: org.token })
    expect(badCursor.status).toBe(400)
    expect(badCursor.body.message).toBe('cursor is not valid')
  })

  test('a message sent twice with the same clientMessageId is stored once (201, then 200 with the same message)', async () => {
    const { org, provider, conversationId } = await thread()
    const a = await send('provider', provider.token, conversationId, 'written offline', { clientMessageId: 'c-1' })
    const b = await send('provider', provider.token, conversationId, 'written offline', { clientMessageId: 'c-1' })
    expect(a.status).toBe(201)
    expect(b.status).toBe(200)
    expect(b.body).toEqual(a.body)
    const other = await send('provider', provider.token, conversationId, 'another', { clientMessageId: 'c-2' })
    expect(other.status).toBe(201)
    const list = await server.call('GET', `${F}/${conversationId}`, { token: org.token })
    expect(list.body.messages.map((m: any) => m.content)).toEqual(['another', 'written offline'])
    expect(await unread('facility', org.token)).toEqual({ count: 2, conversations: 1 })
  })

  test('sending is rate limited (429 after 30 a minute)', async () => {
    const { org, conversationId } = await thread()
    let last = 0
    for (let i = 0; i < 31; i++) last = (await send('facility', org.token, conversationId, `burst ${i}`)).status
    expect(last).toBe(429)
  })
})

describe('careers chat: unread counts and read marks', () => {
  test('both ways: counts per thread and in total, PUT …/read resets the caller side only and marks the messages', async () => {
    const { org, provider, conversationId } = await thread()
    for (const text of ['one', 'two', 'three']) {
      server.clock.advance(1000)
      await send('provider', provider.token, conversationId, text)
    }
    server.clock.advance(1000)
    await send('facility', org.token, conversationId, 'reply')
    expect(await unread('facility', org.token)).toEqual({ count: 3, conversations: 1 })
    expect(await unread('provider', provider.token)).toEqual({ count: 1, conversations: 1 })

    const facilityList = await server.call('GET', F, { token: org.token })
    expect(facilityList.status).toBe(200)
    expect(facilityList.body.pagination).toMatchObject({ page: 1, pageSize: 20, totalItems: 1, totalPages: 1, hasNextPage: false })
    expect(facilityList.body.data[0]).toMatchObject({ conversationId, unreadCount: 3, lastMessage: { content: 'reply', sentByFacility: true, sentByProvider: false } })
    const providerList = await server.call('GET', P, { token: provider.token })
    expect(providerList.body.data[0]).toMatchObject({ conversationId, unreadCount: 1 })

    const read = await server.call('PUT', `${F}/${conversationId}/read`, { token: org.token })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ conversationId, unreadCount: 0 })
    expect(await unread('facility', org.token)).toEqual({ count: 0, conversations: 0 })
    expect(await unread('provider', provider.token)).toEqual({ count: 1, conversations: 1 })
    const seen = await server.call('GET', `${P}/${conversationId}`, { token: provider.token })
    expect(seen.body.messages.map((m: any) => [m.content, m.readByFacility, m.readByProvider])).toEqual([
      ['reply', true, false],
      ['three', true, true],
      ['two', true, true],
      ['one', true, true],
    ])
    // Marking again changes nothing.
    expect((await server.call('PUT', `${F}/${conversationId}/read`, { token: org.token })).body.unreadCount).toBe(0)
    const providerRead = await server.call('PUT', `${P}/${conversationId}/read`, { token: provider.token })
    expect(providerRead.status).toBe(200)
    expect(providerRead.body.unreadCount).toBe(0)
    expect(await unread('provider', provider.token)).toEqual({ count: 0, conversations: 0 })
  })

  test('the inbox is paged and newest activity first; the total counts every thread', async () => {
    const org = await signUpOrganization(server)
    const job = await makeJob(server, { organizationId: org.organizationId, facilityId: org.facilityId })
    const ids: string[] = []
    const people = []
    for (let i = 0; i < 3; i++) {
      const provider = await signUpProvider(server)
      people.push(provider)
      await makeJobApplication(server, { jobId: job.id, providerId: provider.providerId })
      ids.push((await server.call('POST', F, { token: org.token, body: { providerId: provider.providerId } })).body.conversationId)
    }
    // The oldest thread gets the newest message.
    server.clock.advance(1000)
    await send('provider', people[0]!.token, ids[0]!, 'still interested')
    const page1 = await server.call('GET', `${F}?pageSize=2`, { token: org.token })
    expect(page1.body.data.map((c: any) => c.conversationId)).toEqual([ids[0], ids[2]])
    expect(page1.body.pagination).toMatchObject({ page: 1, pageSize: 2, totalItems: 3, totalPages: 2, hasNextPage: true })
    const page2 = await server.call('GET', `${F}?pageSize=2&page=2`, { token: org.token })
    expect(page2.body.data.map((c: any) => c.conversationId)).toEqual([ids[1]])
    const bad = await server.call('GET', `${F}?page=0`, { token: org.token })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Page number must be greater than or equal to 1')
    expect(await unread('facility', org.token)).toEqual({ count: 1, conversations: 1 })
  })
})

describe('careers chat: who takes part', () => {
  test('another organization, another provider: 404 on every conversation id, and their lists stay empty', async () => {
    const { org, provider, conversationId } = await thread()
    await send('provider', provider.token, conversationId, 'hello')
    const otherOrg = await signUpOrganization(server)
    const otherProvider = await signUpProvider(server)
    for (const [token, base] of [
      [otherOrg.token, F],
      [otherProvider.token, P],
    ] as const) {
      for (const [method, path, body] of [
        ['GET', `${base}/${conversationId}`, undefined],
        ['PUT', `${base}/${conversationId}/read`, undefined],
        ['POST', `${base}/${conversationId}/messages`, { content: 'hi' }],
      ] as const) {
        const res = await server.call(method, path, { token, body })
        expect(res.status).toBe(404)
        expect(res.body.message).toBe('Conversation not found')
        const unknown = await server.call(method, path.replace(conversationId, crypto.randomUUID()), { token, body })
        expect(unknown.status).toBe(404)
        expect(unknown.body.message).toBe(res.body.message)
      }
      expect((await server.call('GET', base, { token })).body.data).toEqual([])
    }
    expect(await unread('facility', otherOrg.token)).toEqual({ count: 0, conversations: 0 })
    // Nothing changed for the parties.
    expect(await unread('facility', org.token)).toEqual({ count: 1, conversations: 1 })
  })

  test("any member of the organization takes part; a MEMBER limited to other facilities does not see a thread about this facility's job", async () => {
    const { org, provider, conversationId } = await thread()
    await send('provider', provider.token, conversationId, 'hello')
    const admin = await makeMember(server, { organizationId: org.organizationId, role: 'ADMIN' })
    const here = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [org.facilityId] })
    const elsewhere = await makeFacility(server, { organizationId: org.organizationId })
    const away = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [elsewhere.id] })
    for (const member of [admin, here]) {
      expect((await server.call('GET', `${F}/${conversationId}`, { token: member.token })).status).toBe(200)
      expect(await unread('facility', member.token)).toEqual({ count: 1, conversations: 1 })
    }
    expect((await send('facility', here.token, conversationId, 'from the store manager')).status).toBe(201)
    expect((await server.call('GET', `${F}/${conversationId}`, { token: away.token })).status).toBe(404)
    expect((await send('facility', away.token, conversationId, 'hi')).status).toBe(404)
    expect((await server.call('GET', F, { token: away.token })).body.data).toEqual([])
    expect(await unread('facility', away.token)).toEqual({ count: 0, conversations: 0 })
    expect((await server.call('POST', F, { token: away.token, body: { providerId: provider.providerId } })).status).toBe(404)
  })
})

describe('careers chat: real time and notices', () => {
  const eventsOf = async (userId: string) =>
    (await server.ctx.db.read.select().from(realtimeEvents).where(eq(realtimeEvents.userId, userId))).map((r) => JSON.parse(r.payload)).filter((e) => e.type.startsWith('careers.'))

  test("a new message is a realtime event for the recipient (and the sender's other screens); a read receipt for the writer; nobody else hears", async () => {
    const { org, provider, conversationId } = await thread()
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER' })
    const stranger = await signUpProvider(server)
    const sent = await send('facility', org.token, conversationId, 'We would love to meet you')
    const toProvider = await eventsOf(provider.userId)
    expect(toProvider).toEqual([{ type: 'careers.message.new', conversationId, message: sent.body }])
    expect(await eventsOf(member.userId)).toHaveLength(1)
    expect(await eventsOf(org.userId)).toHaveLength(1)
    await server.call('PUT', `${P}/${conversationId}/read`, { token: provider.token })
    const toOrg = await eventsOf(org.userId)
    expect(toOrg[1]).toEqual({ type: 'careers.message.read', conversationId, readBy: 'provider', upTo: sent.body.messageId })
    // A read with nothing new to mark tells nobody.
    await server.call('PUT', `${P}/${conversationId}/read`, { token: provider.token })
    expect(await eventsOf(org.userId)).toHaveLength(2)
    expect(await eventsOf(stranger.userId)).toEqual([])
  })

  test('an unread message is e-mailed and pushed after the grace period, once per window; read in time, nothing is sent', async () => {
    const { org, provider, conversationId } = await thread()
    await send('facility', org.token, conversationId, 'Can you come in Thursday at 10?')
    await send('facility', org.token, conversationId, 'Or Friday?')
    const jobs = await server.ctx.db.read.select().from(notificationJobs).where(and(eq(notificationJobs.event, 'CAREERS_NEW_MESSAGE'), eq(notificationJobs.providerId, provider.providerId)))
    expect(jobs).toHaveLength(1)
    server.clock.advance(3 * 60_000)
    await deliverDueNotifications(server.ctx)
    const mail = await server.ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.to, provider.email))
    const email = mail.find((m) => m.channel === 'EMAIL')
    expect(email?.subject).toStartWith('New careers message from')
    expect(email?.text).toContain('Can you come in Thursday at 10?')
    expect(mail.some((m) => m.channel === 'PUSH')).toBe(true)

    // The organization's side, read on a screen before the grace period ends: skipped.
    await send('provider', provider.token, conversationId, 'Thursday works')
    await server.call('PUT', `${F}/${conversationId}/read`, { token: org.token })
    server.clock.advance(3 * 60_000)
    await deliverDueNotifications(server.ctx)
    const skipped = await server.ctx.db.read.select().from(notificationJobs).where(and(eq(notificationJobs.event, 'CAREERS_NEW_MESSAGE'), eq(notificationJobs.facilityId, org.facilityId)))
    expect(skipped.map((j) => j.status)).toEqual(['SKIPPED'])
    expect((await server.ctx.db.read.select().from(outboxMessages).where(and(eq(outboxMessages.to, org.email), eq(outboxMessages.channel, 'EMAIL')))).length).toBe(0)
  })

  test('a provider who turned careers e-mails off gets the push, not the e-mail', async () => {
    const { org, provider, conversationId } = await thread()
    const off = await server.call('PUT', '/api/user-preferences', { token: provider.token, body: { careersEmailOptIn: false } })
    expect(off.status).toBeLessThan(300)
    await send('facility', org.token, conversationId, 'Following up on your application')
    server.clock.advance(3 * 60_000)
    await deliverDueNotifications(server.ctx)
    const mail = await server.ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.to, provider.email))
    expect(mail.filter((m) => m.channel === 'EMAIL' && m.subject?.startsWith('New careers message'))).toEqual([])
    expect(mail.some((m) => m.channel === 'PUSH')).toBe(true)
  })
})

describe('careers chat: open sockets', () => {
  const listening = server.app.listen({ port: 0, hostname: '127.0.0.1' })
  const port = listening.server!.port
  afterAll(async () => {
    realtimeHubOf(server.ctx).stop()
    await listening.stop()
  })

  async function openSocket(token: string) {
    const ticket = await server.call('GET', '/api/user/create-ticket', { token })
    return openRealtimeSocket(port, ticket.body.token)
  }

  test("the provider's message reaches the organization's open screen live, and the read receipt reaches the provider's", async () => {
    const { org, provider, conversationId } = await thread()
    const orgTab = await openSocket(org.token)
    const providerTab = await openSocket(provider.token)
    const sent = await send('provider', provider.token, conversationId, 'Is the position still open?')
    expect(await until(() => orgTab.events.some((e) => e.type === 'careers.message.new'))).toBe(true)
    expect(orgTab.events.find((e) => e.type === 'careers.message.new')).toEqual({ type: 'careers.message.new', conversationId, message: sent.body })
    await server.call('PUT', `${F}/${conversationId}/read`, { token: org.token })
    expect(await until(() => providerTab.events.some((e) => e.type === 'careers.message.read'))).toBe(true)
    expect(providerTab.events.find((e) => e.type === 'careers.message.read')).toEqual({ type: 'careers.message.read', conversationId, readBy: 'facility', upTo: sent.body.messageId })
    for (const tab of [orgTab, providerTab]) tab.ws.close()
    expect(await until(() => realtimeHubOf(server.ctx).openSockets === 0)).toBe(true)
  })
})
