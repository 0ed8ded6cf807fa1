/** The description writer with a language model configured (a fake chat-completions `fetch`; no network). */
import { describe, expect, test } from 'bun:test'
import { useLlmFetch } from '../../../integrations/llm'
import { signUpOrganization } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const llm = { url: 'http://llm.test/v1/chat/completions', apiKey: 'sk-test-key', model: 'test-model', timeoutMs: 2_000 }
const server = await startTestServer({ agentLlm: llm })
const owner = await signUpOrganization(server)
const body = { title: 'Oncology Pharmacist', employmentType: 'PHARMACIST', requiredSpecialties: ['Oncology'], salaryType: 'HOURLY', salaryAmountType: 'FIXED', salaryAmount: 75 }

describe('POST /jobs/generate-description with a language model', () => {
  test('the model writes it from the job’s facts, without tools', async () => {
    let asked: { messages: { role: string; content: string }[]; tools?: unknown } | undefined
    useLlmFetch(server.ctx.config.agentLlm!, async (_url, init) => {
      asked = JSON.parse(String(init?.body))
      const content = 'Join our oncology team as an Oncology Pharmacist earning $75 an hour, verifying chemotherapy orders and counseling patients with care.'
      return new Response(JSON.stringify({ choices: [{ message: { content } }] }), { status: 200, headers: { 'content-type': 'application/json' } })
    })
    const res = await server.call('POST', '/api/jobs/generate-description', { token: owner.token, body })
    expect(res.status).toBe(200)
    expect(res.body.source).toBe('llm')
    expect(res.body.description).toContain('Oncology Pharmacist')
    expect(asked!.tools).toBeUndefined()
    const facts = asked!.messages.find((m) => m.role === 'user')!.content
    expect(facts).toContain('"pay":"$75 an hour"')
    expect(facts).toContain('Oncology')
  })

  test('a model that fails leaves the built-in writer to answer', async () => {
    useLlmFetch(server.ctx.config.agentLlm!, async () => new Response('busy', { status: 503 }))
    const res = await server.call('POST', '/api/jobs/generate-description', { token: owner.token, body })
    expect(res.status).toBe(200)
    expect(res.body.source).toBe('template')
    expect(res.body.description).toContain('$75 an hour')
  })
})
