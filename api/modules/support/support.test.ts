import { afterAll, describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { auditEvents, outboxMessages, supportConversations, supportMessages, transfers, realtimeEvents } from '../../db/schema'
import { makeFacility, makeMember, makeShift, makeShiftGroup, signUpOrganization, signUpProvider, teamToken } from '../../test/factories'
import { startTestServer } from '../../test/harness'
import { realtimeHubOf } from '../../realtime'
import { openRealtimeSocket, until as waitUntil } from '../../test/realtime-socket'
import { HANDED_TO_PERSON, NO_MATCH_ANSWER } from './engine/engine'
import { HELP_ARTICLES } from './engine/help-center'
import { TOO_MANY_SUPPORT_MESSAGES } from './user/send-support-message'

const server = await startTestServer()
const admin = await teamToken(server, 'ADMIN')
const operations = await teamToken(server, 'OPERATIONS')
const support = await teamToken(server, 'SUPPORT')

const article = (id: string) => HELP_ARTICLES.find((a) => a.id === id)!
const send = (token: string, content: unknown) => server.call('POST', '/api/support-agent/messages', { token, body: { content } })
const mine = (token: string, query = '') => server.call('GET', `/api/support-agent/messages${query}`, { token })
const escalate = (token: string) => server.call('POST', '/api/support-agent/escalate', { token })
const histories = (token: string, query = '') => server.call('GET', `/api/admin-panel/support-agent/chat-histories${query}`, { token })
const chatOf = (token: string, userId: string, query = '') => server.call('GET', `/api/admin-panel/support-agent/chat-histories/messages/${userId}${query}`, { token })
const setEscalation = (token: string, userId: string, body: unknown) => server.call('PUT', `/api/admin-panel/support-agent/chat-histories/escalate/${userId}`, { token, body })
const reply = (token: string, userId: string, content: unknown) => server.call('POST', `/api/admin-panel/support-agent/chat-histories/${userId}/messages`, { token, body: { content } })
const storedMessages = async (userId: string) => {
  const conversation = await server.ctx.db.read.select().from(supportConversations).where(eq(supportConversations.userId, userId)).get()
  if (!conversation) return []
  return server.ctx.db.read.select().from(supportMessages).where(eq(supportMessages.conversationId, conversation.id)).orderBy(supportMessages.timeSent, supportMessages.id)
}

/** Letters only, unique per call: names refuse digits, and a search must find only this test's users. */
function uniqueLetters(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => String.fromCharCode(97 + (b % 26))).join('')
}

describe('who may call', () => {
  test('no token: 401 on every call', async () => {
    const p = await signUpProvider(server)
    const calls = [
      server.call('GET', '/api/support-agent/messages'),
      server.call('POST', '/api/support-agent/messages', { body: { content: 'hi' } }),
      server.call('POST', '/api/support-agent/escalate'),
      server.call('GET', '/api/admin-panel/support-agent/chat-histories'),
      server.call('GET', `/api/admin-panel/support-agent/chat-histories/messages/${p.userId}`),
      server.call('PUT', `/api/admin-panel/support-agent/chat-histories/escalate/${p.userId}`, { body: { isEscalationEnabled: true } }),
      server.call('POST', `/api/admin-panel/support-agent/chat-histories/${p.userId}/messages`, { body: { content: 'hi' } }),
    ]
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401)
  })

  test('team members are refused the user calls (403); providers and facility users the admin calls (403)', async () => {
    const p = await signUpProvider(server)
    const org = await signUpOrganization(server)
    for (const token of [admin, support]) {
      expect((await mine(token)).status).toBe(403)
      expect((await send(token, 'hello')).status).toBe(403)
      expect((await escalate(token)).status).toBe(403)
    }
    for (const token of [p.token, org.token]) {
      expect((await histories(token)).status).toBe(403)
      expect((await chatOf(token, p.userId)).status).toBe(403)
      expect((await setEscalation(token, p.userId, { isEscalationEnabled: true })).status).toBe(403)
      expect((await reply(token, p.userId, 'hi')).status).toBe(403)
    }
    expect(await storedMessages(p.userId)).toEqual([])
  })

  test('ADMIN, OPERATIONS and SUPPORT may read, take over and answer', async () => {
    const p = await signUpProvider(server)
    for (const token of [admin, operations, support]) {
      expect((await histories(token)).status).toBe(200)
      expect((await chatOf(token, p.userId)).status).toBe(200)
      expect((await setEscalation(token, p.userId, { isEscalationEnabled: true })).status).toBe(200)
      expect((await reply(token, p.userId, 'Hello from the team')).status).toBe(201)
    }
    expect((await storedMessages(p.userId)).map((m) => m.sentBy)).toEqual(['SUPPORT', 'SUPPORT', 'SUPPORT'])
  })

  test("the user calls act on the caller's own conversation only", async () => {
    const a = await signUpProvider(server)
    const b = await signUpProvider(server)
    await send(a.token, 'How do background checks work?')
    const seenByB = await mine(b.token)
    expect(seenByB.status).toBe(200)
    expect(seenByB.body).toMatchObject({ data: [], conversation: null, pagination: { totalItems: 0 } })
    // B escalating and writing touches only B's conversation.
    await escalate(b.token)
    await send(b.token, 'still there?')
    const ofA = await mine(a.token)
    expect(ofA.body.conversation.isEscalationEnabled).toBe(false)
    expect(ofA.body.data).toHaveLength(2)
    expect(JSON.stringify(ofA.body)).not.toContain('still there?')
    expect(ofA.body.conversation.user.userId).toBe(a.userId)
  })
})

describe('the assistant', () => {
  test('answers a provider from the best help-center article, and stores both messages trimmed', async () => {
    const p = await signUpProvider(server)
    const res = await send(p.token, '   How do I get paid through Stripe?  ')
    expect(res.status).toBe(201)
    const [question, answer] = res.body.messages
    expect(question).toMatchObject({ content: 'How do I get paid through Stripe?', sentBy: 'USER' })
    expect(answer.sentBy).toBe('LLM')
    expect(answer.content).toContain(article('payouts').title)
    expect(answer.content).toContain(article('payouts').body)
    expect(res.body.conversation).toMatchObject({ isEscalationEnabled: false, lastMessage: { sentBy: 'LLM', content: answer.content }, user: { userId: p.userId, email: p.email, name: 'James Carter', userType: 'provider' } })
    const stored = await storedMessages(p.userId)
    expect(stored.map((m) => [m.sentBy, m.articleId])).toEqual([['USER', null], ['LLM', 'payouts']])
    expect(stored[0]!.content).toBe('How do I get paid through Stripe?')
  })

  test.each([
    ['How do I apply to a shift?', 'apply-to-shifts'],
    ['what happens if I cancel', 'cancel-shift'],
    ['my license was rejected, how does verification work', 'licenses'],
    ['how long does a background check take', 'background-checks'],
    ['how are ratings calculated', 'ratings'],
    ['I forgot my password', 'account'],
  ])('a provider asking %p gets %p', async (question, id) => {
    const p = await signUpProvider(server)
    const res = await send(p.token, question)
    expect(res.body.messages[1].content).toContain(article(id).body)
  })

  test.each([
    ['How do I hire an applicant?', 'hire-providers'],
    ['what fees do you charge', 'fees-and-pricing'],
    ['how do I confirm attendance after the shift', 'attendance'],
    ['my card was declined', 'payment-methods'],
  ])('a facility user asking %p gets %p', async (question, id) => {
    const org = await signUpOrganization(server)
    const res = await send(org.token, question)
    expect(res.body.messages[1].content).toContain(article(id).body)
  })

  test("an article written for the other side is not offered: a facility user asking about Stripe payouts doesn't get the provider's", async () => {
    const org = await signUpOrganization(server)
    await send(org.token, 'stripe payout')
    const [, answer] = await storedMessages(org.userId)
    expect(answer!.articleId).not.toBe('payouts')
    expect(answer!.content).not.toContain(article('payouts').body)
  })

  test('says so honestly when nothing matches, and offers a person', async () => {
    const p = await signUpProvider(server)
    const res = await send(p.token, 'Which parking garage is closest to the stadium?')
    expect(res.body.messages[1]).toMatchObject({ sentBy: 'LLM', content: NO_MATCH_ANSWER })
    expect(NO_MATCH_ANSWER).toContain('talk to a human')
    expect((await storedMessages(p.userId))[1]!.articleId).toBeNull()
  })

  test('a greeting alone is greeted; a greeting with a question answers the question', async () => {
    const p = await signUpProvider(server)
    expect((await send(p.token, 'Hello!')).body.messages[1].content).toStartWith('Hello James!')
    expect((await send(p.token, 'hi, how do I cancel?')).body.messages[1].content).toContain(article('cancel-shift').body)
  })

  test("tells a provider their next hired shift and their last payout, and only theirs", async () => {
    const org = await signUpOrganization(server)
    const p = await signUpProvider(server)
    const other = await signUpProvider(server)
    expect((await send(p.token, 'When is my next shift?')).body.messages[1].content).toBe(
      'You have no upcoming hired shift. Browse open shifts under Shifts and apply to the ones that suit you.',
    )
    expect((await send(p.token, 'what was my last payout')).body.messages[1].content).toStartWith('You have no payouts yet.')

    const later = await makeShift(server, { facilityId: org.facilityId, providerId: p.providerId, daysFromNow: 9, title: 'Later shift title' })
    const sooner = await makeShift(server, { facilityId: org.facilityId, providerId: p.providerId, daysFromNow: 5, title: 'Sooner shift title', startTime: '07:00', endTime: '15:00' })
    await makeShift(server, { facilityId: org.facilityId, providerId: other.providerId, daysFromNow: 1, title: 'Someone else shift' })
    await makeShift(server, { facilityId: org.facilityId, providerId: p.providerId, daysFromNow: -3, title: 'Past shift title' })
    const next = (await send(p.token, 'When is my next shift?')).body.messages[1].content as string
    expect(next).toContain('"Sooner shift title" at Riverside Community Pharmacy')
    expect(next).toContain(`on ${sooner.group.date}, 07:00–15:00`)
    expect(later.group.date > sooner.group.date).toBe(true)

    const now = server.clock.now()
    await server.ctx.db.write(async (tx) => {
      await tx.insert(transfers).values({ providerId: p.providerId, kind: 'SHIFT', amountCents: 12_345, status: 'completed', idempotencyKey: `t-${crypto.randomUUID()}`, createdAt: new Date(now.getTime() - 86_400_000) })
      await tx.insert(transfers).values({ providerId: p.providerId, kind: 'BONUS', amountCents: 5_000, status: 'processing', idempotencyKey: `t-${crypto.randomUUID()}`, createdAt: now })
      await tx.insert(transfers).values({ providerId: other.providerId, kind: 'SHIFT', amountCents: 99_999, status: 'completed', idempotencyKey: `t-${crypto.randomUUID()}`, createdAt: new Date(now.getTime() + 1000) })
    })
    const payout = (await send(p.token, 'what was my last payout')).body.messages[1].content as string
    expect(payout).toStartWith(`Your last payout was $50.00 for a bonus, on ${now.toISOString().slice(0, 10)}. Its status is processing`)
    expect(payout).not.toContain('999.99')
  })

  test("tells a facility user their next shift and how many are open, within the facilities they may see", async () => {
    const org = await signUpOrganization(server)
    const second = await makeFacility(server, { organizationId: org.organizationId, name: 'Second Street Pharmacy' })
    const p = await signUpProvider(server)
    expect((await send(org.token, 'how many open shifts do I have')).body.messages[1].content).toBe('You have no open shifts waiting for a provider right now.')
    expect((await send(org.token, 'what is my next shift')).body.messages[1].content).toBe('You have no upcoming shift posted. Post one from Shifts › Post a shift.')

    const first = await makeShiftGroup(server, { facilityId: org.facilityId, daysFromNow: 4, quantity: 2, title: 'First facility group' })
    await makeShiftGroup(server, { facilityId: second.id, daysFromNow: 2, title: 'Second facility group' })
    await makeShift(server, { facilityId: org.facilityId, daysFromNow: 6, providerId: p.providerId }) // filled: not open
    await makeShiftGroup(server, { facilityId: org.facilityId, daysFromNow: 3, status: 'CANCELED' })
    await makeShiftGroup(server, { facilityId: org.facilityId, daysFromNow: -2 }) // started: not upcoming
    const stranger = await signUpOrganization(server)
    await makeShiftGroup(server, { facilityId: stranger.facilityId, daysFromNow: 1 })

    expect((await send(org.token, 'how many open shifts do I have')).body.messages[1].content).toStartWith('You have 2 upcoming shifts still open')
    expect((await send(org.token, 'what is my next shift')).body.messages[1].content).toStartWith('Your next shift is "Second facility group" at Second Street Pharmacy')

    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [org.facilityId] })
    expect((await send(member.token, 'how many open shifts do I have')).body.messages[1].content).toStartWith('You have 1 upcoming shift still open')
    const next = (await send(member.token, 'what is my next shift')).body.messages[1].content as string
    expect(next).toStartWith(`Your next shift is "First facility group" at Riverside Community Pharmacy on ${first.group.date}`)
    expect(next).toContain('with 0 of 2 providers hired')
  })
})

describe('asking for a person', () => {
  test('"talk to a human" hands the conversation over; the assistant says so once, then stays quiet', async () => {
    const p = await signUpProvider(server)
    const res = await send(p.token, 'Can I talk to a human please?')
    expect(res.status).toBe(201)
    expect(res.body.messages.map((m: { sentBy: string }) => m.sentBy)).toEqual(['USER', 'LLM'])
    expect(res.body.messages[1].content).toBe(HANDED_TO_PERSON)
    expect(res.body.conversation.isEscalationEnabled).toBe(true)

    const after = await send(p.token, 'How do I apply to a shift?')
    expect(after.body.messages.map((m: { sentBy: string }) => m.sentBy)).toEqual(['USER'])
    expect(after.body.conversation).toMatchObject({ isEscalationEnabled: true, lastMessage: { sentBy: 'USER', content: 'How do I apply to a shift?' } })
    expect((await storedMessages(p.userId)).map((m) => m.sentBy)).toEqual(['USER', 'LLM', 'USER'])
  })

  test('the escalate call does the same, before any message too, and asking again changes nothing', async () => {
    const p = await signUpProvider(server)
    const first = await escalate(p.token)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ isEscalationEnabled: true, lastMessage: { sentBy: 'LLM', content: HANDED_TO_PERSON }, user: { userId: p.userId } })
    const again = await escalate(p.token)
    expect(again.body).toEqual(first.body)
    expect((await storedMessages(p.userId)).map((m) => m.sentBy)).toEqual(['LLM'])
    expect((await send(p.token, 'what fees are there')).body.messages).toHaveLength(1)
  })

  test('a person mentioned in a question is not a request for one', async () => {
    const p = await signUpProvider(server)
    const res = await send(p.token, 'A person at the pharmacy asked me to cancel, what happens?')
    expect(res.body.conversation.isEscalationEnabled).toBe(false)
    expect(res.body.messages[1].content).toContain(article('cancel-shift').body)
  })
})

describe('bounds', () => {
  test('content is 1–4000 characters, not blank, stored trimmed', async () => {
    const p = await signUpProvider(server)
    for (const blank of ['', '   \n\t ']) {
      const res = await send(p.token, blank)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('Message is required')
    }
    const missing = await server.call('POST', '/api/support-agent/messages', { token: p.token, body: {} })
    expect(missing).toMatchObject({ status: 400, body: { message: 'Message is required' } })
    const long = await send(p.token, 'x'.repeat(4001))
    expect(long).toMatchObject({ status: 400, body: { message: 'Message is too long' } })
    expect(await storedMessages(p.userId)).toEqual([])
    const longest = await send(p.token, 'y'.repeat(4000))
    expect(longest.status).toBe(201)
    expect(longest.body.messages[0].content).toHaveLength(4000)
    // The staff's replies have the same bounds.
    expect((await reply(admin, p.userId, '  ')).body.message).toBe('Message is required')
    expect((await reply(admin, p.userId, 'z'.repeat(4001))).body.message).toBe('Message is too long')
    expect((await reply(admin, p.userId, '  Trimmed answer \n')).body.content).toBe('Trimmed answer')
  })

  test('30 messages a minute; the 31st is 429 and stored nowhere; the next minute works again', async () => {
    const p = await signUpProvider(server)
    for (let i = 0; i < 30; i++) expect((await send(p.token, `question number ${i}`)).status).toBe(201)
    const refused = await send(p.token, 'one too many')
    expect(refused.status).toBe(429)
    expect(refused.body.message).toStartWith(TOO_MANY_SUPPORT_MESSAGES)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    const stored = await storedMessages(p.userId)
    expect(stored.filter((m) => m.sentBy === 'USER')).toHaveLength(30)
    expect(stored.some((m) => m.content === 'one too many')).toBe(false)
    // Another user is not held back by this one.
    const other = await signUpProvider(server)
    expect((await send(other.token, 'hello')).status).toBe(201)
    server.clock.advance(61_000)
    expect((await send(p.token, 'after a minute')).status).toBe(201)
  })

  test('messages are paged, the newest first; limit 1–50', async () => {
    const p = await signUpProvider(server)
    for (let i = 1; i <= 3; i++) {
      await send(p.token, `question ${i}`)
      server.clock.advance(1000)
    }
    const first = await mine(p.token, '?limit=2')
    expect(first.body.pagination).toEqual({ page: 1, pageSize: 2, totalItems: 6, totalPages: 3, hasNextPage: true })
    expect(first.body.data.map((m: { sentBy: string }) => m.sentBy)).toEqual(['LLM', 'USER'])
    expect(first.body.data[1].content).toBe('question 3')
    const last = await mine(p.token, '?limit=2&page=3')
    expect(last.body.data[1].content).toBe('question 1')
    expect(last.body.pagination.hasNextPage).toBe(false)
    expect(last.body.conversation.lastMessage.sentBy).toBe('LLM')
    expect((await mine(p.token)).body.pagination.pageSize).toBe(20)
    expect((await mine(p.token, '?limit=51')).status).toBe(400)
    expect((await mine(p.token, '?limit=0')).status).toBe(400)
    expect((await mine(p.token, '?page=0')).status).toBe(400)
    expect((await chatOf(admin, p.userId, '?limit=51')).status).toBe(400)
  })
})

describe('the admin panel', () => {
  test('lists conversations, the latest activity first, with the last message and the user; filters by conversation type, user type and search', async () => {
    const family = uniqueLetters()
    const p = await signUpProvider(server, { personal: { firstName: 'Nora', lastName: `Z${family}` } })
    const org = await signUpOrganization(server, { firstName: 'Ines', lastName: `Z${family}` })
    await send(p.token, 'how do I apply')
    server.clock.advance(1000)
    await send(org.token, 'talk to a human')
    const search = `&search=Z${family}`

    const all = await histories(admin, `?conversationType=all&userType=all${search}`)
    expect(all.status).toBe(200)
    expect(all.body.data.map((c: { user: { userId: string } }) => c.user.userId)).toEqual([org.userId, p.userId])
    expect(all.body.data[0]).toEqual({
      llmConversationId: expect.any(String),
      isEscalationEnabled: true,
      createdAt: expect.any(String),
      lastMessage: { content: HANDED_TO_PERSON, timeSent: expect.any(String), sentBy: 'LLM' },
      user: { userId: org.userId, name: `Ines Z${family}`, email: org.email, userType: 'facility' },
    })
    const ids = async (query: string) => ((await histories(support, `${query}${search}`)).body.data as { user: { userId: string } }[]).map((c) => c.user.userId)
    expect(await ids('?conversationType=human')).toEqual([org.userId])
    expect(await ids('?conversationType=ai')).toEqual([p.userId])
    expect(await ids('?userType=provider')).toEqual([p.userId])
    expect(await ids('?userType=facility')).toEqual([org.userId])
    expect(await ids('?userType=provider&conversationType=human')).toEqual([])
    // Search by e-mail, any case; by full name.
    expect((await histories(admin, `?search=${encodeURIComponent(p.email.toUpperCase())}`)).body.data.map((c: { user: { userId: string } }) => c.user.userId)).toEqual([p.userId])
    expect((await histories(admin, `?search=${encodeURIComponent(`nora z${family}`)}`)).body.data).toHaveLength(1)
    // LIKE wildcards are taken literally.
    expect((await histories(admin, '?search=%25')).body.data).toEqual([])
    expect((await histories(admin, '?conversationType=robots')).status).toBe(400)
    expect((await histories(admin, '?userType=admins')).status).toBe(400)
  })

  test('paged: 10 a page by default, `limit` and `page`', async () => {
    const family = uniqueLetters()
    for (let i = 0; i < 11; i++) {
      const p = await signUpProvider(server, { personal: { lastName: `Y${family}` } })
      await send(p.token, 'hello')
    }
    const first = await histories(admin, `?search=Y${family}`)
    expect(first.body.data).toHaveLength(10)
    expect(first.body.pagination).toEqual({ page: 1, pageSize: 10, totalItems: 11, totalPages: 2, hasNextPage: true })
    const second = await histories(admin, `?search=Y${family}&page=2`)
    expect(second.body.data).toHaveLength(1)
    expect((await histories(admin, `?search=Y${family}&limit=5&page=3`)).body.data).toHaveLength(1)
  })

  test("reads one user's conversation; a user who never wrote has none; an unknown user is 404", async () => {
    const p = await signUpProvider(server)
    const quiet = await signUpProvider(server)
    await send(p.token, 'what fees are there')
    const chat = await chatOf(support, p.userId)
    expect(chat.status).toBe(200)
    expect(chat.body.data).toHaveLength(2)
    expect(chat.body.conversation.user.userId).toBe(p.userId)
    expect(chat.body).toEqual((await mine(p.token)).body)
    expect((await chatOf(support, quiet.userId)).body).toEqual({ data: [], pagination: { page: 1, pageSize: 20, totalItems: 0, totalPages: 0, hasNextPage: false }, conversation: null })
    for (const id of [crypto.randomUUID(), 'nope']) {
      expect(await chatOf(admin, id)).toMatchObject({ status: 404, body: { message: 'User not found' } })
      expect((await setEscalation(admin, id, { isEscalationEnabled: true })).status).toBe(404)
      expect((await reply(admin, id, 'hello')).status).toBe(404)
    }
  })

  test('taking a conversation over silences the assistant; handing it back lets it answer again; each change audited', async () => {
    const p = await signUpProvider(server)
    await send(p.token, 'hello')
    const taken = await setEscalation(support, p.userId, { isEscalationEnabled: true })
    expect(taken.status).toBe(200)
    expect(taken.body).toMatchObject({ isEscalationEnabled: true, user: { userId: p.userId } })
    expect((await send(p.token, 'how do I apply')).body.messages).toHaveLength(1)
    // Setting it again changes nothing and records nothing.
    expect((await setEscalation(support, p.userId, { isEscalationEnabled: true })).body.isEscalationEnabled).toBe(true)
    const back = await setEscalation(admin, p.userId, { isEscalationEnabled: false })
    expect(back.body.isEscalationEnabled).toBe(false)
    expect((await send(p.token, 'how do I apply')).body.messages[1].content).toContain(article('apply-to-shifts').body)
    const events = await server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.subjectType, 'support_conversation'), eq(auditEvents.subjectId, taken.body.llmConversationId))).orderBy(auditEvents.occurredAt)
    expect(events.map((e) => [e.action, JSON.parse(e.after as string)])).toEqual([
      ['support_conversation.escalate', { userId: p.userId, isEscalationEnabled: true }],
      ['support_conversation.escalate', { userId: p.userId, isEscalationEnabled: false }],
    ])
    expect((await setEscalation(admin, p.userId, {})).status).toBe(400)
    expect((await setEscalation(admin, p.userId, { isEscalationEnabled: 'yes' })).status).toBe(400)
  })

  test('a staff answer is stored as SUPPORT, takes the conversation over, reaches the user and their e-mail', async () => {
    const p = await signUpProvider(server)
    await send(p.token, 'which garage should I park in?')
    const res = await reply(support, p.userId, 'Park in the garage on 5th street; it is free after 6 pm.')
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ llmMessageId: expect.any(String), content: 'Park in the garage on 5th street; it is free after 6 pm.', timeSent: expect.any(String), sentBy: 'SUPPORT' })
    const seen = await mine(p.token)
    expect(seen.body.data[0]).toEqual(res.body)
    expect(seen.body.conversation.isEscalationEnabled).toBe(true)
    // Her open screens hear it at once: the event is in the real-time log for her alone.
    const socketEvents = await server.ctx.db.read.select().from(realtimeEvents).where(eq(realtimeEvents.userId, p.userId))
    expect(socketEvents.map((e) => JSON.parse(e.payload))).toEqual([{ type: 'support.message', message: res.body }])
    // The assistant does not talk over the person now answering.
    expect((await send(p.token, 'thanks, and how do I apply?')).body.messages).toHaveLength(1)
    const emails = await server.ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.to, p.email.toLowerCase()))
    const email = emails.find((e) => e.subject === 'Our support team answered you')!
    expect(email.text).toContain('Park in the garage on 5th street; it is free after 6 pm.')
    expect(email.text).toContain('Hello James,')
    expect(email.links).toContain(`${server.ctx.config.publicUrl}/support`)
    const events = await server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.action, 'support_conversation.reply'), eq(auditEvents.subjectId, seen.body.conversation.llmConversationId)))
    expect(events).toHaveLength(1)
    expect(JSON.parse(events[0]!.after as string)).toEqual({ userId: p.userId, llmMessageId: res.body.llmMessageId, length: 56 })
  })

  test('staff may write first, to a user who never wrote', async () => {
    const org = await signUpOrganization(server)
    const res = await reply(operations, org.userId, 'Welcome aboard! Tell us if you need help posting your first shift.')
    expect(res.status).toBe(201)
    const seen = await mine(org.token)
    expect(seen.body.data.map((m: { sentBy: string }) => m.sentBy)).toEqual(['SUPPORT'])
    expect((await histories(admin, `?search=${encodeURIComponent(org.email)}&conversationType=human`)).body.data).toHaveLength(1)
  })

  test('a refused staff answer stores nothing and sends nothing', async () => {
    const p = await signUpProvider(server)
    expect((await reply(p.token, p.userId, 'hi')).status).toBe(403)
    expect(await storedMessages(p.userId)).toEqual([])
    const emails = await server.ctx.db.read.select().from(outboxMessages).where(eq(outboxMessages.to, p.email.toLowerCase()))
    expect(emails.filter((e) => e.subject === 'Our support team answered you')).toEqual([])
  })
})

describe("the support team's inbox in real time", () => {
  const listening = server.app.listen({ port: 0, hostname: '127.0.0.1' })
  const port = listening.server!.port
  afterAll(async () => {
    realtimeHubOf(server.ctx).stop()
    await listening.stop()
  })

  async function openInbox(token: string) {
    const ticket = await server.call('GET', '/api/admin-panel/support-agent/realtime-ticket', { token })
    expect(ticket.status).toBe(200)
    return openRealtimeSocket(port, ticket.body.token)
  }
  const until = (check: () => boolean) => waitUntil(check, 5000)

  test('a user writing, asking for a person, a colleague answering and handing back reach every open inbox live', async () => {
    const mine = await openInbox(support)
    const colleague = await openInbox(operations)
    const p = await signUpProvider(server)
    const sent = await send(p.token, 'which garage should I park in?')
    expect(sent.status).toBe(201)
    for (const tab of [mine, colleague]) {
      expect(await until(() => tab.events.some((e) => e.type === 'support.inbox' && e.userId === p.userId))).toBe(true)
      expect(tab.events.find((e) => e.userId === p.userId)).toEqual({ type: 'support.inbox', userId: p.userId, messages: sent.body.messages, conversation: sent.body.conversation })
    }
    const asked = await escalate(p.token)
    expect(await until(() => mine.events.filter((e) => e.userId === p.userId).length === 2)).toBe(true)
    expect(mine.events.filter((e) => e.userId === p.userId)[1]).toMatchObject({ userId: p.userId, conversation: { isEscalationEnabled: true }, messages: [{ sentBy: 'LLM' }] })
    expect(asked.body.isEscalationEnabled).toBe(true)
    const answered = await reply(support, p.userId, 'Park in the garage on 5th street.')
    expect(await until(() => colleague.events.some((e) => e.messages?.[0]?.llmMessageId === answered.body.llmMessageId))).toBe(true)
    await setEscalation(operations, p.userId, { isEscalationEnabled: false })
    expect(await until(() => mine.events.some((e) => e.userId === p.userId && e.conversation?.isEscalationEnabled === false))).toBe(true)
    // The user's own socket never hears the inbox; a user cannot open it.
    const refused = await server.call('GET', '/api/admin-panel/support-agent/realtime-ticket', { token: p.token })
    expect(refused.status).toBe(403)
    expect((await server.call('GET', '/api/admin-panel/support-agent/realtime-ticket')).status).toBe(401)
    mine.ws.close()
    colleague.ws.close()
  })
})
