import { describe, expect, test } from 'bun:test'
import { and, eq, sql } from 'drizzle-orm'
import { backgroundChecks, featureFlags, ledgerEntries } from '../../db/schema'
import { signVendorPayload } from '../../integrations/background-checks'
import { sandboxVendorSecret } from '../../integrations/background-checks/signature'
import { settings } from '../../settings'
import { makeLicense, signUpOrganization, signUpProvider } from '../../test/factories'
import { startTestServer } from '../../test/harness'
import { deliverSandboxBackgroundCheckEvents } from './deliver-sandbox-events'

const server = await startTestServer()
const body = { source: 'web', redirectUrl: 'https://app.example.test/done' }
const fee = settings.backgroundChecks.feeCents

const ledgerSum = async (providerId: string, kind: 'BACKGROUND_CHECK_FEE' | 'BACKGROUND_CHECK_REFUND') => {
  const [row] = await server.ctx.db.read
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.providerId, providerId), eq(ledgerEntries.kind, kind)))
  return Number(row!.total)
}

function signed(event: Record<string, unknown>, secret = sandboxVendorSecret(server.ctx.secret)) {
  const raw = JSON.stringify(event)
  return { body: raw, headers: { 'x-checkr-signature': signVendorPayload(raw, secret) } }
}

async function startCheck(overrides: { email?: string } = {}) {
  const p = await signUpProvider(server, overrides)
  const res = await server.call('POST', '/api/background-check', { token: p.token, body })
  expect(res.status).toBe(200)
  expect(res.body).toEqual({ checkoutUrl: body.redirectUrl, bypassCheckout: false })
  const row = (await server.ctx.db.read.select().from(backgroundChecks).where(eq(backgroundChecks.providerId, p.providerId)).get())!
  return { p, row }
}

describe('background checks', () => {
  test('401 without a token, 403 for a facility user', async () => {
    const org = await signUpOrganization(server)
    for (const [method, path] of [['GET', '/api/background-check'], ['POST', '/api/background-check'], ['POST', '/api/background-check/license']] as const) {
      expect((await server.call(method, path, method === 'POST' ? { body } : {})).status).toBe(401)
      expect((await server.call(method, path, { token: org.token, ...(method === 'POST' ? { body } : {}) })).status).toBe(403)
    }
  })

  test('bad input is a 400 with a message', async () => {
    const p = await signUpProvider(server)
    const res = await server.call('POST', '/api/background-check', { token: p.token, body: { source: 'fax', redirectUrl: 'x' } })
    expect(res.status).toBe(400)
    expect(typeof res.body.message).toBe('string')
  })

  test('a full sandbox run: paid once, Pending, then Complete/Placed after the clock moves; cleared; the fee in the ledger', async () => {
    const { p, row } = await startCheck()
    expect(row.paidAt).not.toBeNull()
    // Paid already: the second call bypasses the checkout and charges nothing more.
    const again = await server.call('POST', '/api/background-check', { token: p.token, body })
    expect(again.body).toEqual({ checkoutUrl: body.redirectUrl, bypassCheckout: true })
    expect(await ledgerSum(p.providerId, 'BACKGROUND_CHECK_FEE')).toBe(fee)

    await deliverSandboxBackgroundCheckEvents(server.ctx)
    let state = (await server.call('GET', '/api/background-check', { token: p.token })).body
    expect(state).toMatchObject({ backgroundCheckId: row.id, status: 'Pending', result: 'Open', invitationUrl: null, hasBackgroundCheckCleared: false, paidAmount: fee / 100, isPaymentPending: false })

    server.clock.advance(settings.backgroundChecks.sandboxCompleteAfterMs + 1000)
    await deliverSandboxBackgroundCheckEvents(server.ctx)
    state = (await server.call('GET', '/api/background-check', { token: p.token })).body
    expect(state).toMatchObject({ status: 'Complete', result: 'Placed', secondaryStatus: 'clear', hasBackgroundCheckCleared: true, adverseActionSteps: [] })
    // GET /user says so too (spec 000 §3 "Current user").
    expect((await server.call('GET', '/api/user', { token: p.token })).body.hasBackgroundCheckCleared).toBe(true)
    // Nothing more is due: the sweep sends nothing again.
    expect(await deliverSandboxBackgroundCheckEvents(server.ctx)).toBe(0)
    expect(await ledgerSum(p.providerId, 'BACKGROUND_CHECK_FEE')).toBe(fee)
  })

  test('two first purchases at once (a double tap, two devices): one check, one fee', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await signUpProvider(server)
      const answers = await Promise.all([
        server.call('POST', '/api/background-check', { token: p.token, body }),
        server.call('POST', '/api/background-check', { token: p.token, body: { ...body, source: 'mobile' } }),
        server.call('POST', '/api/background-check', { token: p.token, body }),
      ])
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
      // The first to arrive bought it; the others found it (paid, or still being opened).
      expect(answers.filter((a) => a.body.bypassCheckout === false).length).toBeGreaterThanOrEqual(1)
      const rows = await server.ctx.db.read.select().from(backgroundChecks).where(eq(backgroundChecks.providerId, p.providerId))
      expect(rows).toHaveLength(1)
      expect(await ledgerSum(p.providerId, 'BACKGROUND_CHECK_FEE')).toBe(fee)
    }
  })

  test('the adverse path ends Adjudicated with its adverse-action steps, not cleared', async () => {
    const { p } = await startCheck({ email: `rph+adverse-${crypto.randomUUID().slice(0, 8)}@provider.test` })
    await deliverSandboxBackgroundCheckEvents(server.ctx)
    server.clock.advance(2 * settings.backgroundChecks.sandboxCompleteAfterMs + 1000)
    await deliverSandboxBackgroundCheckEvents(server.ctx)
    const state = (await server.call('GET', '/api/background-check', { token: p.token })).body
    expect(state).toMatchObject({ status: 'Adjudicated', result: 'Adverse Action', hasBackgroundCheckCleared: false })
    expect(state.adverseActionSteps.map((s: { step: string }) => s.step)).toEqual(['Pre-Adverse Action', 'Adverse Action'])
  })

  test('an expired invitation is refunded with the auto-refund flag on, and a new check may be bought', async () => {
    const { p } = await startCheck({ email: `rph+expire-${crypto.randomUUID().slice(0, 8)}@provider.test` })
    server.clock.advance(settings.backgroundChecks.sandboxCompleteAfterMs + 1000)
    await deliverSandboxBackgroundCheckEvents(server.ctx)
    const state = (await server.call('GET', '/api/background-check', { token: p.token })).body
    expect(state).toMatchObject({ status: 'Blocked', secondaryStatus: 'expired', refundedAmount: fee / 100 })
    expect(await ledgerSum(p.providerId, 'BACKGROUND_CHECK_REFUND')).toBe(fee)
    const again = await server.call('POST', '/api/background-check', { token: p.token, body })
    expect(again.body.bypassCheckout).toBe(false)
  })

  test('with auto refund off an expired invitation keeps its fee', async () => {
    await server.ctx.db.write((tx) => tx.insert(featureFlags).values({ key: 'autoRefundBackgroundChecks', enabled: false, updatedAt: server.clock.now() }).onConflictDoUpdate({ target: featureFlags.key, set: { enabled: false } }))
    try {
      const { p } = await startCheck({ email: `rph+expire-${crypto.randomUUID().slice(0, 8)}@provider.test` })
      server.clock.advance(settings.backgroundChecks.sandboxCompleteAfterMs + 1000)
      await deliverSandboxBackgroundCheckEvents(server.ctx)
      expect(await ledgerSum(p.providerId, 'BACKGROUND_CHECK_REFUND')).toBe(0)
    } finally {
      await server.ctx.db.write((tx) => tx.delete(featureFlags).where(eq(featureFlags.key, 'autoRefundBackgroundChecks')))
    }
  })

  test('webhook: a bad or missing signature is 401', async () => {
    const { row } = await startCheck()
    const event = { messageId: 'm-bad-sig', type: 'casedata.statuschange', object: { id: row.caseId, status: 'Complete', result: 'Placed' } }
    const forged = signed(event, 'not-the-secret')
    const res = await server.call('POST', '/api/background-check/webhook', forged)
    expect(res.status).toBe(401)
    expect(typeof res.body.message).toBe('string')
    expect((await server.call('POST', '/api/background-check/webhook', { body: JSON.stringify(event) })).status).toBe(401)
    const after = (await server.ctx.db.read.select().from(backgroundChecks).where(eq(backgroundChecks.id, row.id)).get())!
    expect(after.cleared).toBe(false)
  })

  test('webhook: the same message twice has one effect', async () => {
    const { row } = await startCheck()
    const messageId = `m-${crypto.randomUUID()}`
    const step = signed({ messageId, type: 'casedata.statuschange', object: { id: row.caseId, status: 'Complete', result: 'Pre-Adverse Action', adverseAction: { step: 'Pre-Adverse Action' } } })
    const first = await server.call('POST', '/api/background-check/webhook', step)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ message: 'Applied' })
    const second = await server.call('POST', '/api/background-check/webhook', step)
    expect(second.status).toBe(200)
    expect(second.body).toEqual({ message: 'This message was already applied' })
    const after = (await server.ctx.db.read.select().from(backgroundChecks).where(eq(backgroundChecks.id, row.id)).get())!
    expect(after.adverseActionSteps).toHaveLength(1)
    expect(after.result).toBe('Pre-Adverse Action')
  })

  test('webhook: an unknown case is 404 with a message; a malformed event is 400', async () => {
    const res = await server.call('POST', '/api/background-check/webhook', signed({ messageId: 'm-unknown', type: 'case.statuschange', object: { id: 'case_nobody' } }))
    expect(res.status).toBe(404)
    expect(res.body.message).toContain('case_nobody')
    const bad = await server.call('POST', '/api/background-check/webhook', signed({ messageId: 'm-x', type: 'report.created', object: { id: 'x' } }))
    expect(bad.status).toBe(400)
    expect(typeof bad.body.message).toBe('string')
  })

  test("a check for a license: the provider's own license only; another provider's check is not visible", async () => {
    const p = await signUpProvider(server)
    const other = await signUpProvider(server)
    const license = await makeLicense(server, { providerId: p.providerId, state: 'NV' })
    const othersLicense = await makeLicense(server, { providerId: other.providerId, state: 'NV' })
    const refused = await server.call('POST', '/api/background-check/license', { token: p.token, body: { licenseId: othersLicense.id, ...body } })
    expect(refused.status).toBe(404)
    const mixed = await server.call('POST', '/api/background-check/license', { token: p.token, body: { licenseId: license.id, license: { licenseId: othersLicense.id }, ...body } })
    expect(mixed.status).toBe(400)
    expect(await ledgerSum(p.providerId, 'BACKGROUND_CHECK_FEE')).toBe(0)
    const res = await server.call('POST', '/api/background-check/license', { token: p.token, body: { license: { licenseId: license.id }, ...body } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ url: body.redirectUrl })
    const mine = (await server.call('GET', '/api/background-check', { token: p.token })).body
    expect(mine.licenseId).toBe(license.id)
    // The license names its check, paid already (spec 000 §3 "License": isPaymentPending, backgroundCheckId).
    const listed = (await server.call('GET', '/api/license', { token: p.token })).body as { licenseId: string; backgroundCheckId: string | null; isPaymentPending: boolean }[]
    expect(listed.find((l) => l.licenseId === license.id)).toMatchObject({ backgroundCheckId: mine.backgroundCheckId, isPaymentPending: false })
    expect((await server.call('GET', '/api/user', { token: p.token })).body.hasBackgroundCheckCleared).toBe(false)
    const theirs = (await server.call('GET', '/api/background-check', { token: other.token })).body
    expect(theirs.backgroundCheckId).toBeNull()
    expect(await ledgerSum(other.providerId, 'BACKGROUND_CHECK_FEE')).toBe(0)
  })
})
