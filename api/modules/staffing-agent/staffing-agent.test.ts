import { beforeAll, describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { facilities, featureFlags, rateLimitWindows, shiftGroups, staffingAgentDrafts } from '../../db/schema'
import { settings } from '../../settings'
import { makeApplication, makeBan, makeFacility, makeMember, makeShiftGroup, signUpOrganization, signUpProvider, type TestOrganization } from '../../test/factories'
import { startTestServer } from '../../test/harness'

const server = await startTestServer()
const PATH = '/api/facility/staffing-agent'
const EXAMPLE = 'I need a pharmacist next Tuesday and Wednesday 9 to 5 at Elm Street, $72 an hour'

// Wednesday 6 March 2030, 09:00 in Austin and Dallas (America/Chicago): "next Tuesday" is the 12th.
const NOW = Date.UTC(2030, 2, 6, 15, 0)

let owner: TestOrganization
let elmId: string

const say = (token: string, message: string, confirmViaButton?: boolean) =>
  server.call('POST', PATH, { token, body: { message, ...(confirmViaButton === undefined ? {} : { confirmViaButton }) } })

const groupsAt = (facilityId: string) => server.ctx.db.read.select().from(shiftGroups).where(eq(shiftGroups.facilityId, facilityId))

async function setPreferences(token: string, facilityId: string, extra: Record<string, unknown> = {}) {
  const res = await server.call('PUT', `/api/facility/${facilityId}/preferences`, {
    token,
    body: { software: ['PioneerRx'], specialties: ['Retail/Community'], languages: ['English'], skills: [], ...extra },
  })
  expect(res.status).toBe(200)
}

/** An organization with its sign-up facility (Riverside, Austin) and Elm Street Pharmacy (Dallas). */
async function organizationWithElm() {
  const org = await signUpOrganization(server)
  const elm = await makeFacility(server, { organizationId: org.organizationId, name: 'Elm Street Pharmacy' })
  await server.ctx.db.write((tx) => tx.update(facilities).set({ streetAddress: '120 Elm Street' }).where(eq(facilities.id, elm.id)))
  return { org, elmId: elm.id }
}

beforeAll(async () => {
  server.clock.advance(NOW - Date.now())
  const made = await organizationWithElm()
  owner = made.org
  elmId = made.elmId
  await setPreferences(owner.token, elmId)
})

describe('staffing agent: access and input', () => {
  test('401 without a token, 403 for a provider', async () => {
    expect((await server.call('POST', PATH, { body: { message: 'hi' } })).status).toBe(401)
    expect((await server.call('GET', `${PATH}/messages`)).status).toBe(401)
    const provider = await signUpProvider(server)
    expect((await say(provider.token, 'hi')).status).toBe(403)
    expect((await server.call('GET', `${PATH}/messages`, { token: provider.token })).status).toBe(403)
  })

  test('a message is 1 to 2,000 characters; page and limit above 0', async () => {
    const org = await signUpOrganization(server)
    const empty = await say(org.token, '   ')
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('Message is required')
    const long = await say(org.token, 'x'.repeat(2001))
    expect(long.status).toBe(400)
    expect(long.body.message).toBe('Message must be 2,000 characters or less')
    expect((await say(org.token, 'x'.repeat(2000))).status).toBe(200)
    const page = await server.call('GET', `${PATH}/messages?page=0`, { token: org.token })
    expect(page.status).toBe(400)
    expect(page.body.message).toBe('Page must be greater than 0')
    const limit = await server.call('GET', `${PATH}/messages?limit=0`, { token: org.token })
    expect(limit.status).toBe(400)
    expect(limit.body.message).toBe('Limit must be greater than 0')
  })

  test('rate limited per user: past the limit, 429 and nothing answered', async () => {
    const org = await signUpOrganization(server)
    const { limit } = settings.rateLimits.staffingAgentMessagesPerUser
    await server.ctx.db.write((tx) => tx.insert(rateLimitWindows).values({ key: `staffing-agent:user:${org.userId}`, count: limit, resetsAt: new Date(server.clock.now().getTime() + 3_600_000) }))
    const res = await say(org.token, 'what shifts are open this week?')
    expect(res.status).toBe(429)
    expect(res.body.message).toStartWith('Too many messages to the staffing agent.')
    const history = await server.call('GET', `${PATH}/messages`, { token: org.token })
    expect(history.body.data).toEqual([])
  })

  test('with the "AI staffing agent" flag off both calls answer 403 and nothing is stored', async () => {
    const org = await signUpOrganization(server)
    await server.ctx.db.write((tx) => tx.insert(featureFlags).values({ key: 'aiStaffingAgent', enabled: false, updatedAt: server.clock.now() }).onConflictDoUpdate({ target: featureFlags.key, set: { enabled: false } }))
    try {
      const res = await say(org.token, EXAMPLE)
      expect(res.status).toBe(403)
      expect(res.body.message).toBe('The AI staffing agent is turned off')
      const list = await server.call('GET', `${PATH}/messages`, { token: org.token })
      expect(list.status).toBe(403)
      expect(list.body.message).toBe('The AI staffing agent is turned off')
    } finally {
      await server.ctx.db.write((tx) => tx.delete(featureFlags).where(eq(featureFlags.key, 'aiStaffingAgent')))
    }
    expect(await server.ctx.db.read.select().from(staffingAgentDrafts).where(eq(staffingAgentDrafts.userId, org.userId)).get()).toBeUndefined()
    expect((await server.call('GET', `${PATH}/messages`, { token: org.token })).body.data).toEqual([])
  })
})

describe('staffing agent: posting shifts', () => {
  test('the example sentence: a two-shift summary with the dates, hours, rate and price; Confirm posts exactly two shifts, once', async () => {
    const res = await say(owner.token, EXAMPLE)
    expect(res.status).toBe(200)
    expect(res.body.sent).toMatchObject({ content: EXAMPLE, sentBy: 'USER', cards: [] })
    const { reply } = res.body
    expect(reply.sentBy).toBe('LLM')
    expect(reply.content).toContain('Press Confirm')
    expect(reply.cards).toHaveLength(1)
    // 8 hours at $72 = $576 to the provider, the 25% fee $144: $720 a shift, $1,440 for both.
    expect(reply.cards[0]).toMatchObject({
      type: 'multiShiftSummary',
      facility: { facilityId: elmId, name: 'Elm Street Pharmacy', timeZone: 'America/Chicago' },
      providerType: 'PHARMACIST',
      rate: 72,
      rateInCents: 7200,
      percentageFee: settings.defaultPercentageFee,
      software: ['PioneerRx'],
      specialties: ['Retail/Community'],
      languages: ['English'],
      shifts: [
        { date: '2030-03-12', startTime: '09:00', endTime: '17:00', quantity: 1, quantityOfHours: 8, providerEarnings: 576, shiftFee: 144, total: 720, totalInCents: 72000 },
        { date: '2030-03-13', startTime: '09:00', endTime: '17:00', quantity: 1, quantityOfHours: 8, providerEarnings: 576, shiftFee: 144, total: 720, totalInCents: 72000 },
      ],
      total: 1440,
      totalInCents: 144000,
      awaitingConfirmation: true,
    })
    expect(await groupsAt(elmId)).toHaveLength(0)

    const confirmed = await say(owner.token, 'Confirm', true)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.reply.content).toBe('Posted 2 shifts at Elm Street Pharmacy. I will tell you when providers apply.')
    expect(confirmed.body.reply.cards.map((c: { type: string; date: string }) => [c.type, c.date])).toEqual([
      ['shiftCard', '2030-03-12'],
      ['shiftCard', '2030-03-13'],
    ])
    const posted = await groupsAt(elmId)
    expect(posted).toHaveLength(2)
    for (const group of posted) {
      expect(group).toMatchObject({ organizationId: owner.organizationId, providerType: 'PHARMACIST', rateCents: 7200, startTime: '09:00', endTime: '17:00', quantity: 1, createdByUserId: owner.userId, softwares: ['PioneerRx'], languages: ['English'] })
      expect(group.title).toBe('Pharmacist shift at Elm Street Pharmacy')
    }
    expect(posted.map((g) => g.date).sort()).toEqual(['2030-03-12', '2030-03-13'])

    // Pressed again (or twice at once): nothing more is posted.
    const twice = await Promise.all([say(owner.token, 'Confirm', true), say(owner.token, 'Confirm', true)])
    for (const again of twice) {
      expect(again.status).toBe(200)
      expect(again.body.reply.content).toStartWith('There is nothing waiting for your confirmation.')
    }
    expect(await groupsAt(elmId)).toHaveLength(2)
  })

  test('what is missing is asked, one question at a time, and the draft kept between messages', async () => {
    const { org } = await organizationWithElm()
    const riverside = org.facilityId
    let res = await say(org.token, 'I need two technicians')
    expect(res.body.reply.content).toStartWith('Which facility are these shifts for?')
    expect(res.body.reply.content).toContain('Elm Street Pharmacy (120 Elm Street)')
    res = await say(org.token, 'Riverside')
    expect(res.body.reply.content).toStartWith('Which days do you need them?')
    res = await say(org.token, 'tomorrow')
    expect(res.body.reply.content).toStartWith('What hours?')
    res = await say(org.token, '9am-5:30pm')
    expect(res.body.reply.content).toBe('What hourly rate would you like to offer the pharmacy technician?')
    res = await say(org.token, '$45 an hour')
    expect(res.body.reply.cards).toEqual([{ type: 'preferencesRequest', facilityId: riverside, facilityName: 'Riverside Community Pharmacy', missing: ['software', 'specialties', 'languages'] }])
    // Nothing is ready to post yet.
    expect((await say(org.token, 'Confirm', true)).body.reply.content).toStartWith('There is nothing waiting for your confirmation.')
    res = await say(org.token, 'PioneerRx, Retail/Community and Spanish')
    // The Confirm above found no ready draft and left the one in progress alone.
    expect(res.body.reply.cards).toHaveLength(1)
    // 8.5 hours at $45 = $382.50, fee $95.63 (25%, rounded): $478.13 a seat, two seats.
    expect(res.body.reply.cards[0]).toMatchObject({
      type: 'shiftSummary',
      facility: { facilityId: riverside },
      providerType: 'TECHNICIAN',
      rate: 45,
      software: ['PioneerRx'],
      specialties: ['Retail/Community'],
      languages: ['Spanish'],
      shifts: [{ date: '2030-03-07', startTime: '09:00', endTime: '17:30', quantity: 2, quantityOfHours: 8.5, providerEarnings: 382.5, shiftFee: 95.63, total: 956.26, totalInCents: 95626 }],
      totalInCents: 95626,
    })
    const done = await say(org.token, 'ok', true)
    expect(done.body.reply.content).toBe('Posted 1 shift at Riverside Community Pharmacy. I will tell you when providers apply.')
    const [group] = await groupsAt(riverside)
    expect(group).toMatchObject({ providerType: 'TECHNICIAN', quantity: 2, date: '2030-03-07', startTime: '09:00', endTime: '17:30', rateCents: 4500, languages: ['Spanish'] })
  })

  test("a rule of the post is the agent's answer, word for word; nothing is posted and the draft stays", async () => {
    const { org, elmId: elm } = await organizationWithElm()
    await setPreferences(org.token, elm)
    const res = await say(org.token, 'a pharmacist tomorrow 9 to 5 at Elm Street for $1500 an hour')
    expect(res.body.reply.cards[0].type).toBe('shiftSummary')
    const refused = await say(org.token, 'Confirm', true)
    expect(refused.status).toBe(200)
    expect(refused.body.reply.content).toBe('Rate must be $1,000 an hour or less')
    expect(await groupsAt(elm)).toHaveLength(0)
    // The draft is still there: a new rate makes a new summary, and that one posts.
    const fixed = await say(org.token, '$95 an hour')
    expect(fixed.body.reply.cards[0]).toMatchObject({ type: 'shiftSummary', rate: 95 })
    expect((await say(org.token, 'Confirm', true)).body.reply.content).toStartWith('Posted 1 shift')
    expect(await groupsAt(elm)).toHaveLength(1)
  })

  test('auto-hire asks for the NPI first (an NPI request card)', async () => {
    const { org, elmId: elm } = await organizationWithElm()
    await setPreferences(org.token, elm)
    const res = await say(org.token, 'a pharmacist tomorrow 9 to 5 at Elm Street, $70 an hour, with auto-hire')
    expect(res.body.reply.cards).toEqual([{ type: 'npiRequest', facilityId: elm, facilityName: 'Elm Street Pharmacy', reason: expect.any(String) }])
  })

  test('cancel drops the request', async () => {
    const { org, elmId: elm } = await organizationWithElm()
    await setPreferences(org.token, elm)
    await say(org.token, 'a pharmacist tomorrow 9 to 5 at Elm Street, $70 an hour')
    expect((await say(org.token, 'cancel')).body.reply.content).toBe('Done: I dropped that request. Nothing was posted.')
    expect((await say(org.token, 'Confirm', true)).body.reply.content).toStartWith('There is nothing waiting')
    expect(await groupsAt(elm)).toHaveLength(0)
  })
})

describe('staffing agent: questions answered from the data', () => {
  test("applicants and this week's open shifts: the caller's own only", async () => {
    const { org, elmId: elm } = await organizationWithElm()
    const other = await organizationWithElm()
    // Friday this week (the 8th) and a month out, at Elm; one at another tenant's facility.
    const friday = (await makeShiftGroup(server, { facilityId: elm, date: '2030-03-08', rateCents: 7000, title: 'Friday pharmacist' })).group
    const later = (await makeShiftGroup(server, { facilityId: elm, date: '2030-04-10', rateCents: 7000 })).group
    const theirs = (await makeShiftGroup(server, { facilityId: other.elmId, date: '2030-03-08' })).group
    for (const shiftGroupId of [friday.id, friday.id, later.id, theirs.id, theirs.id, theirs.id]) {
      const provider = await signUpProvider(server)
      await makeApplication(server, { providerId: provider.providerId, shiftGroupId })
    }

    // An applicant banned at Elm is not one the facility sees (the applicant lists' rules).
    const banned = await signUpProvider(server)
    await makeApplication(server, { providerId: banned.providerId, shiftGroupId: friday.id })
    await makeBan(server, { organizationId: org.organizationId, providerId: banned.providerId, facilityId: elm })

    const applicants = await say(org.token, 'how many applicants do I have?')
    expect(applicants.body.reply.content).toBe('You have 3 applicants waiting for your decision on 2 upcoming shifts.')
    expect(applicants.body.reply.cards.map((c: { shiftGroupId: string; applicantsCount: number }) => [c.shiftGroupId, c.applicantsCount])).toEqual([
      [friday.id, 2],
      [later.id, 1],
    ])

    const week = await say(org.token, 'what shifts are open this week')
    expect(week.body.reply.content).toBe('You have 1 open shift this week (1 open seat).')
    expect(week.body.reply.cards).toEqual([
      expect.objectContaining({ type: 'shiftCard', shiftGroupId: friday.id, title: 'Friday pharmacist', date: '2030-03-08', rate: 70, applicantsCount: 2, facility: expect.objectContaining({ name: 'Elm Street Pharmacy' }) }),
    ])
    const none = await say(org.token, 'what shifts are open tomorrow?')
    expect(none.body.reply.content).toBe('You have no open shifts tomorrow.')
  })

  test("another tenant's facility is simply not found, and its chat and drafts are not the caller's", async () => {
    const other = await signUpOrganization(server)
    const res = await say(other.token, 'I need a pharmacist tomorrow 9 to 5 at Elm Street, $72 an hour')
    expect(res.body.reply.content).toStartWith('I could not find a facility called "Elm Street" among yours.')
    expect(JSON.stringify(res.body.reply)).not.toContain(elmId)
    expect((await say(other.token, 'Confirm', true)).body.reply.content).toStartWith('There is nothing waiting')
    const before = (await groupsAt(elmId)).length
    // The owner's chat is the owner's: the other tenant's history holds only its own messages.
    const history = await server.call('GET', `${PATH}/messages?limit=50`, { token: other.token })
    expect(history.body.data.map((m: { content: string }) => m.content)).not.toContain(EXAMPLE)
    expect(history.body.data.every((m: { cards: { facility?: { facilityId: string } }[] }) => m.cards.every((c) => c.facility?.facilityId !== elmId))).toBe(true)
    expect((await groupsAt(elmId)).length).toBe(before)
    const applicants = await say(other.token, 'how many applicants do I have?')
    expect(applicants.body.reply.content).toBe('You have no applicants waiting on your upcoming open shifts.')
  })

  test('a MEMBER limited to one facility cannot post at another of the organization', async () => {
    const { org, elmId: elm } = await organizationWithElm()
    await setPreferences(org.token, elm)
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [org.facilityId] })
    const res = await say(member.token, 'I need a pharmacist tomorrow 9 to 5 at Elm Street, $72 an hour')
    expect(res.body.reply.content).toStartWith('I could not find a facility called "Elm Street" among yours.')
  })
})

describe('staffing agent: the chat history', () => {
  test('newest first, paged with page and limit', async () => {
    const org = await signUpOrganization(server)
    await say(org.token, 'hello')
    await say(org.token, 'what shifts are open this week?')
    const first = await server.call('GET', `${PATH}/messages?page=1&limit=3`, { token: org.token })
    expect(first.status).toBe(200)
    expect(first.body.pagination).toEqual({ page: 1, pageSize: 3, totalItems: 4, totalPages: 2, hasNextPage: true })
    expect(first.body.data.map((m: { sentBy: string; content: string }) => m.sentBy)).toEqual(['LLM', 'USER', 'LLM'])
    expect(first.body.data[1].content).toBe('what shifts are open this week?')
    expect(first.body.data[0]).toMatchObject({ llmMessageId: expect.any(String), timeSent: expect.stringMatching(/Z$/), cards: [] })
    const second = await server.call('GET', `${PATH}/messages?page=2&limit=3`, { token: org.token })
    expect(second.body.data.map((m: { content: string }) => m.content)).toEqual(['hello'])
    const drafts = await server.ctx.db.read.select().from(staffingAgentDrafts).where(and(eq(staffingAgentDrafts.userId, org.userId)))
    expect(drafts).toEqual([])
  })
})
