/** The language-model path, against a fake chat-completions `fetch` (no network). */
import { beforeAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { facilities, shiftGroups } from '../../db/schema'
import { useLlmFetch } from '../../integrations/llm'
import { makeApplication, makeFacility, makeShiftGroup, signUpOrganization, signUpProvider, type TestOrganization } from '../../test/factories'
import { startTestServer } from '../../test/harness'

const llm = { url: 'http://llm.test/v1/chat/completions', apiKey: 'sk-test-key', model: 'test-model', timeoutMs: 2_000 }
const server = await startTestServer({ agentLlm: llm })
const PATH = '/api/facility/staffing-agent'
const NOW = Date.UTC(2030, 2, 6, 15, 0)

interface Asked {
  url: string
  headers: Record<string, string>
  body: { model: string; messages: { role: string; content: string | null; tool_call_id?: string }[]; tools: { function: { name: string } }[] }
}

/** Answers the scripted replies in order (a function may throw, as an unreachable server does), recording each request. */
function scriptModel(replies: (object | (() => Response))[]) {
  const asked: Asked[] = []
  useLlmFetch(server.ctx.config.agentLlm!, async (url, init) => {
    asked.push({ url, headers: Object.fromEntries(new Headers(init?.headers).entries()), body: JSON.parse(String(init?.body)) })
    const next = replies.shift()
    if (!next) throw new Error('the model was asked more often than scripted')
    if (typeof next === 'function') return next()
    return new Response(JSON.stringify({ choices: [{ message: next }] }), { status: 200, headers: { 'content-type': 'application/json' } })
  })
  return asked
}

const toolCall = (id: string, name: string, args: object) => ({ role: 'assistant', content: null, tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }] })
const say = (token: string, message: string, confirmViaButton?: boolean) => server.call('POST', PATH, { token, body: { message, ...(confirmViaButton ? { confirmViaButton } : {}) } })

let org: TestOrganization
let elmId: string

beforeAll(async () => {
  server.clock.advance(NOW - Date.now())
  org = await signUpOrganization(server)
  const elm = await makeFacility(server, { organizationId: org.organizationId, name: 'Elm Street Pharmacy' })
  elmId = elm.id
  await server.ctx.db.write((tx) => tx.update(facilities).set({ streetAddress: '120 Elm Street' }).where(eq(facilities.id, elmId)))
  const prefs = await server.call('PUT', `/api/facility/${elmId}/preferences`, { token: org.token, body: { software: ['PioneerRx'], specialties: ['Retail/Community'], languages: ['English'], skills: [] } })
  expect(prefs.status).toBe(200)
})

describe('staffing agent with a language model (fake fetch)', () => {
  test("the model's tool call builds the same summary; Confirm posts without asking the model", async () => {
    const asked = scriptModel([
      toolCall('call_1', 'update_shift_request', { facility: 'Elm Street', providerType: 'PHARMACIST', dates: ['2030-03-12', '2030-03-13'], startTime: '09:00', endTime: '17:00', rate: 72 }),
      { role: 'assistant', content: 'Here is the summary for Tuesday and Wednesday. Press Confirm to post.' },
    ])
    const res = await say(org.token, 'I need a pharmacist next Tuesday and Wednesday 9 to 5 at Elm Street, $72 an hour')
    expect(res.status).toBe(200)
    expect(res.body.reply.content).toBe('Here is the summary for Tuesday and Wednesday. Press Confirm to post.')
    expect(res.body.reply.cards).toHaveLength(1)
    expect(res.body.reply.cards[0]).toMatchObject({ type: 'multiShiftSummary', facility: { facilityId: elmId }, rate: 72, total: 1440, totalInCents: 144000 })
    expect(res.body.reply.cards[0].shifts.map((s: { date: string }) => s.date)).toEqual(['2030-03-12', '2030-03-13'])

    expect(asked).toHaveLength(2)
    expect(asked[0]!.url).toBe(llm.url)
    expect(asked[0]!.headers.authorization).toBe('Bearer sk-test-key')
    expect(asked[0]!.body.model).toBe('test-model')
    expect(asked[0]!.body.tools.map((t) => t.function.name)).toEqual(['update_shift_request', 'count_applicants', 'list_open_shifts', 'cancel_shift_request'])
    expect(asked[0]!.body.messages[0]!.content).toContain('Today is 2030-03-06')
    expect(asked[0]!.body.messages.at(-1)).toEqual({ role: 'user', content: 'I need a pharmacist next Tuesday and Wednesday 9 to 5 at Elm Street, $72 an hour' })
    const toolAnswer = asked[1]!.body.messages.find((m) => m.role === 'tool')!
    expect(toolAnswer.tool_call_id).toBe('call_1')
    expect(JSON.parse(toolAnswer.content!).ready).toBe(true)

    scriptModel([])
    const confirmed = await say(org.token, 'Confirm', true)
    expect(confirmed.body.reply.content).toBe('Posted 2 shifts at Elm Street Pharmacy. I will tell you when providers apply.')
    expect(await server.ctx.db.read.select().from(shiftGroups).where(eq(shiftGroups.facilityId, elmId))).toHaveLength(2)
    expect((await say(org.token, 'Confirm', true)).body.reply.content).toStartWith('There is nothing waiting')
    expect(await server.ctx.db.read.select().from(shiftGroups).where(eq(shiftGroups.facilityId, elmId))).toHaveLength(2)
  })

  test("the model's questions are answered from the caller's data; another tenant's facility is not found", async () => {
    const other = await signUpOrganization(server, { facilityName: 'Oak Avenue Pharmacy' })
    const group = (await makeShiftGroup(server, { facilityId: other.facilityId, daysFromNow: 2 })).group
    await makeApplication(server, { providerId: (await signUpProvider(server)).providerId, shiftGroupId: group.id })
    const asked = scriptModel([
      toolCall('c1', 'count_applicants', {}),
      { role: 'assistant', content: 'You have no applicants yet.' },
      toolCall('c2', 'update_shift_request', { facility: 'Oak Avenue Pharmacy', providerType: 'TECHNICIAN' }),
      { role: 'assistant', content: null },
    ])
    const applicants = await say(org.token, 'how many applicants do I have?')
    expect(applicants.body.reply).toMatchObject({ content: 'You have no applicants yet.', cards: [] })
    // The model reads the chat so far: the system prompt, its 6 messages so far (at most the last 10, oldest first), the new one.
    const sent = asked[0]!.body.messages
    expect(sent).toHaveLength(8)
    expect(sent[1]).toEqual({ role: 'user', content: 'I need a pharmacist next Tuesday and Wednesday 9 to 5 at Elm Street, $72 an hour' })
    expect(sent[2]).toEqual({ role: 'assistant', content: 'Here is the summary for Tuesday and Wednesday. Press Confirm to post.' })
    const oak = await say(org.token, 'a technician at Oak Avenue Pharmacy')
    // No text from the model: the tool's own answer is the reply.
    expect(oak.body.reply.content).toStartWith('I could not find a facility called "Oak Avenue Pharmacy" among yours.')
    expect(JSON.stringify(oak.body.reply)).not.toContain(other.facilityId)
  })

  test('malformed arguments are ignored and asked for again', async () => {
    const fresh = await signUpOrganization(server)
    scriptModel([toolCall('c1', 'update_shift_request', { providerType: 'DOCTOR', dates: ['next tuesday'], startTime: '9', rate: -5 }), { role: 'assistant', content: null }])
    const res = await say(fresh.token, 'someone next tuesday')
    expect(res.body.reply.content).toBe('Which kind of provider do you need: a pharmacist, a pharmacy technician or a pharmacy intern?')
  })

  test('a model that cannot be reached or answers an error: the built-in engine answers', async () => {
    const fresh = await signUpOrganization(server)
    scriptModel([() => new Response('overloaded', { status: 503 })])
    const res = await say(fresh.token, 'I need a pharmacist tomorrow 9 to 5, $60 an hour')
    expect(res.status).toBe(200)
    // The built-in engine read it: the sign-up facility has no preferences yet.
    expect(res.body.reply.cards).toEqual([expect.objectContaining({ type: 'preferencesRequest', facilityId: fresh.facilityId })])
    scriptModel([
      () => {
        throw new TypeError('fetch failed')
      },
    ])
    const again = await say(fresh.token, 'PioneerRx, Retail/Community, English')
    expect(again.body.reply.cards[0]).toMatchObject({ type: 'shiftSummary', rate: 60, shifts: [{ date: '2030-03-07', startTime: '09:00', endTime: '17:00' }] })
  })
})
