/** What the compliance tests share: a provider's checklist done item by item, through the calls that do it. */
import { expect } from 'bun:test'
import { backgroundChecks, featureFlags } from '../../db/schema'
import { makeLicense, type TestProvider } from '../../test/factories'
import type { TestServer } from '../../test/harness'
import { REQUIRED_MODULE_KEYS, trainingModule } from './training/catalog'

/** The module's right answers, or all wrong ones. */
export function answersFor(moduleKey: string, right = true) {
  const def = trainingModule(moduleKey)!
  return { answers: def.questions.map((q) => ({ questionId: q.questionId, optionIndex: right ? q.answer : (q.answer + 1) % q.options.length })) }
}

export async function passModule(server: TestServer, token: string, moduleKey: string) {
  expect((await server.call('POST', `/api/provider/compliance/modules/${moduleKey}/start`, { token })).status).toBe(200)
  const res = await server.call('POST', `/api/provider/compliance/modules/${moduleKey}/answers`, { token, body: answersFor(moduleKey) })
  expect(res.status).toBe(200)
  expect(res.body.status).toBe('COMPLETED')
}

export async function passRequiredTraining(server: TestServer, token: string) {
  for (const key of REQUIRED_MODULE_KEYS) await passModule(server, token, key)
}

/** A cleared background check, as the vendor's webhook leaves it (background-checks' own suite runs the vendor). */
export async function clearBackgroundCheck(server: TestServer, providerId: string) {
  const now = server.clock.now()
  await server.ctx.db.write((tx) =>
    tx.insert(backgroundChecks).values({ providerId, vendor: 'sandbox', source: 'web', status: 'Complete', cleared: true, feeCents: 3500, paidAt: now, createdAt: now, updatedAt: now }),
  )
}

export async function setUpPayout(server: TestServer, userId: string) {
  expect((await server.call('PUT', `/api/testing/${userId}/stripe-setup`)).status).toBeLessThan(300)
}

/** Every item but training (the last step in most tests). */
export async function completeAllButTraining(server: TestServer, p: TestProvider) {
  await makeLicense(server, { providerId: p.providerId, state: 'TX' })
  await clearBackgroundCheck(server, p.providerId)
  await setUpPayout(server, p.userId)
}

export async function setFlag(server: TestServer, key: string, enabled: boolean) {
  await server.ctx.db.write((tx) => tx.insert(featureFlags).values({ key, enabled, updatedAt: server.clock.now() }).onConflictDoUpdate({ target: featureFlags.key, set: { enabled } }))
}
