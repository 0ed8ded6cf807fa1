/**
 * Compliance training and the onboarding checklist (issue 13 §5): the catalog with the caller's
 * status, start and quiz, PENDING a year after completion, the checklist's five items, and the
 * "onboarding completed" points given once.
 */
import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { providers, reputationEvents } from '../../db/schema'
import { makeLicense, signUpOrganization, signUpProvider } from '../../test/factories'
import { startTestServer } from '../../test/harness'
import { answersFor, clearBackgroundCheck, completeAllButTraining, passModule, passRequiredTraining, setUpPayout } from './test-helpers'
import { REQUIRED_MODULE_KEYS, TRAINING_MODULES } from './training/catalog'

const server = await startTestServer()
const DAY = 86_400_000

const pointsOf = async (providerId: string) => (await server.ctx.db.read.select({ p: providers.currentPoints }).from(providers).where(eq(providers.id, providerId)).get())!.p
const eventsOf = (providerId: string, reason: string) => server.ctx.db.read.select().from(reputationEvents).where(and(eq(reputationEvents.providerId, providerId), eq(reputationEvents.reason, reason)))

describe('guards', () => {
  test('every call rejects the unauthenticated (401) and facility users (403)', async () => {
    const org = await signUpOrganization(server)
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/provider/onboarding'],
      ['GET', '/api/provider/compliance/modules'],
      ['GET', '/api/provider/compliance/modules/HIPAA_PRIVACY_SECURITY'],
      ['POST', '/api/provider/compliance/modules/HIPAA_PRIVACY_SECURITY/start'],
      ['POST', '/api/provider/compliance/modules/HIPAA_PRIVACY_SECURITY/answers', answersFor('HIPAA_PRIVACY_SECURITY')],
      ['GET', '/api/provider/referrals'],
      ['POST', '/api/provider/referrals/invite', { email: 'someone@example.com' }],
    ]
    for (const [method, path, body] of calls) {
      expect((await server.call(method, path, { body })).status).toBe(401)
      expect((await server.call(method, path, { body, token: org.token })).status).toBe(403)
    }
  })
})

describe('compliance training', () => {
  test('the catalog lists every module with my status, required first, paged; a module shows its text and questions, never the answers', async () => {
    const p = await signUpProvider(server)
    const list = await server.call('GET', '/api/provider/compliance/modules', { token: p.token })
    expect(list.status).toBe(200)
    expect(list.body.pagination).toMatchObject({ page: 1, totalItems: TRAINING_MODULES.length, hasNextPage: false })
    expect(list.body.data.map((m: any) => m.moduleKey)).toEqual(['HIPAA_PRIVACY_SECURITY', 'FRAUD_WASTE_ABUSE', 'OSHA_BLOODBORNE_PATHOGENS', 'DEA_DIVERSION_AWARENESS'])
    expect(list.body.data.every((m: any) => m.status === null && m.completedAt === null)).toBe(true)
    expect(list.body.data.filter((m: any) => m.required).map((m: any) => m.moduleKey)).toEqual(REQUIRED_MODULE_KEYS)
    const second = await server.call('GET', '/api/provider/compliance/modules?page=2&pageSize=3', { token: p.token })
    expect(second.body.data.map((m: any) => m.moduleKey)).toEqual(['DEA_DIVERSION_AWARENESS'])

    const one = await server.call('GET', '/api/provider/compliance/modules/OSHA_BLOODBORNE_PATHOGENS', { token: p.token })
    expect(one.status).toBe(200)
    expect(one.body.sections.length).toBeGreaterThan(1)
    expect(one.body.questions.length).toBe(one.body.questionCount)
    expect(JSON.stringify(one.body)).not.toContain('"answer"')
    const missing = await server.call('GET', '/api/provider/compliance/modules/NOT_A_MODULE', { token: p.token })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Compliance module not found')
    expect((await server.call('POST', '/api/provider/compliance/modules/NOT_A_MODULE/start', { token: p.token })).status).toBe(404)
  })

  test('start → STARTED; wrong answers keep it STARTED with the score; all right → COMPLETED with completedAt; then 409', async () => {
    const p = await signUpProvider(server)
    const key = 'FRAUD_WASTE_ABUSE'
    const early = await server.call('POST', `/api/provider/compliance/modules/${key}/answers`, { token: p.token, body: answersFor(key) })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe('Start this module before answering its questions')

    const started = await server.call('POST', `/api/provider/compliance/modules/${key}/start`, { token: p.token })
    expect(started.body).toMatchObject({ status: 'STARTED', completedAt: null })
    expect((await server.call('POST', `/api/provider/compliance/modules/${key}/start`, { token: p.token })).body.startedAt).toBe(started.body.startedAt)

    const wrong = answersFor(key)
    wrong.answers[0]!.optionIndex = (wrong.answers[0]!.optionIndex + 1) % 4
    const failed = await server.call('POST', `/api/provider/compliance/modules/${key}/answers`, { token: p.token, body: wrong })
    expect(failed.status).toBe(200)
    expect(failed.body).toMatchObject({ status: 'STARTED', passed: false, score: wrong.answers.length - 1, questionCount: wrong.answers.length, completedAt: null })
    expect(failed.body.results[0]).toEqual({ questionId: wrong.answers[0]!.questionId, correct: false })
    const listed = (await server.call('GET', '/api/provider/compliance/modules', { token: p.token })).body.data.find((m: any) => m.moduleKey === key)
    expect(listed).toMatchObject({ status: 'STARTED', lastScore: wrong.answers.length - 1 })

    const passed = await server.call('POST', `/api/provider/compliance/modules/${key}/answers`, { token: p.token, body: answersFor(key) })
    expect(passed.body).toMatchObject({ status: 'COMPLETED', passed: true, score: wrong.answers.length })
    expect(Math.abs(new Date(passed.body.completedAt).getTime() - server.clock.now().getTime())).toBeLessThan(60_000)
    const again = await server.call('POST', `/api/provider/compliance/modules/${key}/answers`, { token: p.token, body: answersFor(key) })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('You have already completed this module')
    // Another provider's progress is their own.
    const other = await signUpProvider(server)
    expect((await server.call('GET', `/api/provider/compliance/modules/${key}`, { token: other.token })).body.status).toBeNull()
  })

  test('answers must cover every question once with a real option (400)', async () => {
    const p = await signUpProvider(server)
    const key = 'HIPAA_PRIVACY_SECURITY'
    await server.call('POST', `/api/provider/compliance/modules/${key}/start`, { token: p.token })
    const partial = answersFor(key)
    partial.answers.pop()
    const cases = [
      { body: partial, message: 'Answer every question of the module, once each' },
      { body: { answers: [...answersFor(key).answers, answersFor(key).answers[0]] }, message: 'Answer every question of the module, once each' },
      { body: { answers: answersFor(key).answers.map((a, i) => (i === 0 ? { ...a, questionId: 'made-up' } : a)) }, message: 'Answer every question of the module, once each' },
      { body: { answers: answersFor(key).answers.map((a, i) => (i === 0 ? { ...a, optionIndex: 9 } : a)) }, message: 'Each answer picks one of the options' },
    ]
    for (const c of cases) {
      const res = await server.call('POST', `/api/provider/compliance/modules/${key}/answers`, { token: p.token, body: c.body })
      expect(res.status).toBe(400)
      expect(JSON.stringify(res.body)).toContain(c.message)
    }
    const empty = await server.call('POST', `/api/provider/compliance/modules/${key}/answers`, { token: p.token, body: { answers: [] } })
    expect(empty.status).toBe(400)
    expect(JSON.stringify(empty.body)).toContain('Answer every question of the module')
    expect((await server.call('GET', `/api/provider/compliance/modules/${key}`, { token: p.token })).body).toMatchObject({ status: 'STARTED', lastScore: null })
  })
})

describe('onboarding checklist', () => {
  test('five items, each done by its own step; the first time all are done: +5 points once, completedAt kept', async () => {
    const p = await signUpProvider(server)
    const before = await pointsOf(p.providerId)
    const first = await server.call('GET', '/api/provider/onboarding', { token: p.token })
    expect(first.status).toBe(200)
    expect(first.body.items.map((i: any) => [i.key, i.done])).toEqual([
      ['PROFILE', true],
      ['LICENSE', false],
      ['BACKGROUND_CHECK', false],
      ['PAYOUT_ACCOUNT', false],
      ['TRAINING', false],
    ])
    expect(first.body).toMatchObject({ doneCount: 1, totalCount: 5, completed: false, completedAt: null })
    expect(first.body.items[1].detail).toBe('Add a current license; we verify it with the state board.')

    await makeLicense(server, { providerId: p.providerId, state: 'TX' })
    await clearBackgroundCheck(server, p.providerId)
    await setUpPayout(server, p.userId)
    await passModule(server, p.token, 'HIPAA_PRIVACY_SECURITY')
    const almost = (await server.call('GET', '/api/provider/onboarding', { token: p.token })).body
    expect(almost).toMatchObject({ doneCount: 4, completed: false })
    expect(almost.items[1].detail).toBe('Verified to work in TX.')
    expect(almost.items[4].detail).toBe('1 of 3 required trainings completed.')
    // The optional module does not count.
    await passModule(server, p.token, 'DEA_DIVERSION_AWARENESS')
    expect((await server.call('GET', '/api/provider/onboarding', { token: p.token })).body.completed).toBe(false)
    expect(await eventsOf(p.providerId, 'ONBOARDING_COMPLETED')).toHaveLength(0)

    // Passing the last required module completes onboarding: the points come with it.
    await passModule(server, p.token, 'FRAUD_WASTE_ABUSE')
    await passModule(server, p.token, 'OSHA_BLOODBORNE_PATHOGENS')
    expect(await eventsOf(p.providerId, 'ONBOARDING_COMPLETED')).toHaveLength(1)
    const done = (await server.call('GET', '/api/provider/onboarding', { token: p.token })).body
    expect(done).toMatchObject({ doneCount: 5, completed: true })
    expect(done.completedAt).not.toBeNull()
    await server.call('GET', '/api/provider/onboarding', { token: p.token })
    const events = await eventsOf(p.providerId, 'ONBOARDING_COMPLETED')
    expect(events).toHaveLength(1)
    expect(events[0]!.points).toBe(5)
    expect(await pointsOf(p.providerId)).toBe(before + 5)
  })

  test('the profile item lists what is missing', async () => {
    const p = await signUpProvider(server, { extra: { yearsOfExperience: undefined, softwares: [], specialties: undefined, languages: [] } })
    await server.ctx.db.write((tx) => tx.update(providers).set({ yearsOfExperience: null, softwares: [], specialties: [], languages: [] }).where(eq(providers.id, p.providerId)))
    const profile = (await server.call('GET', '/api/provider/onboarding', { token: p.token })).body.items[0]
    expect(profile).toMatchObject({ key: 'PROFILE', done: false, detail: 'Add years of experience, a software, a specialty and a language to your profile.' })
  })

  test('a year after completion a module is PENDING (renewal due): the training item is no longer done; starting it again starts over', async () => {
    const p = await signUpProvider(server)
    await completeAllButTraining(server, p)
    await passRequiredTraining(server, p.token)
    expect((await server.call('GET', '/api/provider/onboarding', { token: p.token })).body.completed).toBe(true)
    const completedAt = (await server.call('GET', '/api/provider/compliance/modules/HIPAA_PRIVACY_SECURITY', { token: p.token })).body.completedAt
    server.clock.advance(366 * DAY)
    // A year without use ends the session: sign in again.
    const login = await server.call('POST', '/api/auth/login', { body: { email: p.email, password: p.password } })
    expect(login.status).toBe(200)
    p.token = login.body.token
    const module = (await server.call('GET', '/api/provider/compliance/modules/HIPAA_PRIVACY_SECURITY', { token: p.token })).body
    expect(module).toMatchObject({ status: 'PENDING', completedAt })
    expect(new Date(module.renewalDueAt).getTime()).toBeLessThanOrEqual(server.clock.now().getTime())
    const checklist = (await server.call('GET', '/api/provider/onboarding', { token: p.token })).body
    expect(checklist.completed).toBe(false)
    expect(checklist.items[4].detail).toContain('Renewal due: HIPAA privacy and security')
    // The points were given once, on the first completion; the date stays.
    expect(checklist.completedAt).not.toBeNull()
    const restarted = await server.call('POST', '/api/provider/compliance/modules/HIPAA_PRIVACY_SECURITY/start', { token: p.token })
    expect(restarted.body).toMatchObject({ status: 'STARTED', completedAt: null })
    await server.call('POST', '/api/provider/compliance/modules/HIPAA_PRIVACY_SECURITY/answers', { token: p.token, body: answersFor('HIPAA_PRIVACY_SECURITY') })
    // Every module was completed the same day: the other two are due as well.
    expect((await server.call('GET', '/api/provider/onboarding', { token: p.token })).body.items[4].detail).toBe('Renewal due: Fraud, waste and abuse and OSHA bloodborne pathogens.')
    await passModule(server, p.token, 'FRAUD_WASTE_ABUSE')
    await passModule(server, p.token, 'OSHA_BLOODBORNE_PATHOGENS')
    expect((await server.call('GET', '/api/provider/onboarding', { token: p.token })).body.items[4]).toMatchObject({ done: true, detail: '3 of 3 required trainings completed.' })
    expect(await eventsOf(p.providerId, 'ONBOARDING_COMPLETED')).toHaveLength(1)
  })
})
