/**
 * Every route documents its answers in the OpenAPI document, and real answers match their
 * contracts field for field.
 *
 * Why the answers are checked on an app built with `normalize: false`: with Elysia's default
 * (`normalize: true`), every answer is first copied through its response schema (exact-mirror),
 * which silently drops any property the schema does not list, at any depth, and only then
 * checked. A contract that forgot a field would fail nothing; the field would just vanish for
 * clients. Without normalisation the answer goes out as the verb built it (a property missing
 * from a top-level schema makes Elysia's own check answer 500), and each answer is then checked
 * against a strict copy of its contract that refuses unlisted properties at every depth, so a
 * forgotten field fails here instead of disappearing.
 */
import { beforeAll, describe, expect, test } from 'bun:test'
import { Elysia } from 'elysia'
import { CloneType, Kind, Type, type TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { ApplyHired, AttendanceOutcome, HiredApplicant, MultiApplyHired } from '../../shared/contracts/applications'
import { CurrentUser, LoginResponse } from '../../shared/contracts/auth'
import { FacilitySideOrganization, PendingShiftGroupPage } from '../../shared/contracts/facility-shifts'
import { ConnectAccountResponse, PaymentMethod, PaymentMethodList, ProviderPaymentsResponse } from '../../shared/contracts/payments'
import { Health } from '../../shared/contracts/platform'
import {
  AppliedShiftPage,
  ApprovedShiftPage,
  BrowseShiftsResponse,
  OpenShiftCount,
  ProviderShiftGroup,
  RelatedShiftsResponse,
  ShiftHistoryResponse,
} from '../../shared/contracts/provider-shifts'
import { Rating } from '../../shared/contracts/ratings'
import { CreatedShiftGroups } from '../../shared/contracts/shifts'
import { FacilitySignUpResponse, ProviderSignUpResponse } from '../../shared/contracts/sign-up'
import { createApp } from '../app'
import { directoryAssets } from '../static/assets'
import { facilitySignUp, futureDate, providerSignUp } from '../test/factories'
import { startTestServer } from '../test/harness'

const server = await startTestServer()
// The same context and database as `server`, without Elysia's normalisation of answers.
const app = new Elysia({ normalize: false }).use(createApp(server.ctx, directoryAssets('/nonexistent')))

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }> }
let doc: { paths: Record<string, Record<string, Operation>> }

beforeAll(async () => {
  const res = await app.handle(new Request('http://localhost/api/docs/json'))
  expect(res.status).toBe(200)
  doc = await res.json()
})

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch'])

describe('the OpenAPI document', () => {
  test('every operation declares its success answer, with a schema for every 2xx that has a body', () => {
    const problems: string[] = []
    let operations = 0
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.has(method)) continue
        operations++
        const name = `${method.toUpperCase()} ${path}`
        const responses = operation.responses ?? {}
        const successes = Object.keys(responses).filter((status) => /^2\d\d$/.test(status))
        const redirects = Object.keys(responses).filter((status) => /^3\d\d$/.test(status))
        // The sandbox's onboarding page only ever redirects: a documented 3xx is its success.
        if (successes.length === 0 && redirects.length === 0) problems.push(`${name}: no 2xx answer`)
        for (const status of successes) {
          const content = responses[status]!.content
          if (status === '204') {
            if (content) problems.push(`${name}: 204 documents a body`)
            continue
          }
          const media = Object.entries(content ?? {})
          if (media.length === 0) problems.push(`${name}: ${status} has no content`)
          for (const [type, entry] of media) if (!entry?.schema || typeof entry.schema !== 'object') problems.push(`${name}: ${status} ${type} has no schema`)
        }
        for (const status of redirects) if (!responses[status]!.headers?.location) problems.push(`${name}: ${status} does not document its Location`)
      }
    }
    expect(operations).toBeGreaterThan(90)
    expect(problems).toEqual([])
  })
})

/* ─────────────────────────────── Real answers against contracts ─────────────────────────────── */

/** A copy of a contract that refuses any property it does not list, at every depth. */
function strict(schema: TSchema): TSchema {
  const copy = CloneType(schema)
  const close = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const schemaNode = node as Record<string | symbol, unknown>
    if (schemaNode[Kind] === 'Object') schemaNode.additionalProperties = false
    for (const child of Object.values(schemaNode)) close(child)
  }
  close(copy)
  return copy
}

/** The document's operation for a concrete path (`/api/application/123` → `/api/application/{applicationId}`). */
function documented(method: string, url: string): Operation | undefined {
  const path = url.split('?')[0]!
  const candidates = Object.keys(doc.paths)
    .filter((template) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path))
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))
  return candidates.length ? doc.paths[candidates[0]!]![method.toLowerCase()] : undefined
}

interface Call {
  token?: string
  body?: unknown
  /** The status the call must answer. */
  status: number
  /** The answer's contract; omitted for answers without a body. */
  contract?: TSchema
}

/** Calls the API and checks the answer against the document and, strictly, against its contract. */
async function answer(method: string, path: string, call: Call): Promise<any> {
  const headers: Record<string, string> = {}
  if (call.token) headers.authorization = `Bearer ${call.token}`
  if (call.body !== undefined) headers['content-type'] = 'application/json'
  const res = await app.handle(new Request(`http://localhost${path}`, { method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) }))
  const text = await res.text()
  const name = `${method} ${path}`
  expect({ call: name, status: res.status, text: res.status === call.status ? '' : text.slice(0, 500) }).toEqual({ call: name, status: call.status, text: '' })
  expect(Object.keys(documented(method, path)?.responses ?? {}), `${name}: ${call.status} is not in the document`).toContain(String(call.status))
  if (!call.contract) {
    if (call.status === 204) expect(text).toBe('')
    return text
  }
  expect(res.headers.get('content-type')).toContain('application/json')
  const json = JSON.parse(text)
  const errors = [...Value.Errors(strict(call.contract), json)].map((e) => `${e.path || '/'}: ${e.message}${e.value === undefined ? '' : ` (${JSON.stringify(e.value)?.slice(0, 80)})`}`)
  expect({ call: name, errors }).toEqual({ call: name, errors: [] })
  expect(Value.Check(call.contract, json)).toBe(true)
  return json
}

function shiftPost(facilityId: string, days: number[], extra: Record<string, unknown> = {}) {
  return {
    facilityId,
    title: 'Staff pharmacist — weekday coverage',
    description: 'Verify prescriptions, counsel patients and give immunizations at a busy community pharmacy downtown.',
    rate: 62.5,
    providerType: 'PHARMACIST',
    locationType: 'ON_SITE',
    software: ['PioneerRx'],
    specialties: ['Retail/Community'],
    languages: ['English'],
    skills: ['Immunizations'],
    lunchBreakMinutes: 30,
    shiftDays: days.map((d) => ({ date: futureDate(d), timeSlots: [{ startTime: '09:00', endTime: '17:00', quantity: 1 }] })),
    ...extra,
  }
}

describe('real answers match their contracts', () => {
  test('sign-up, shifts, applications, hiring, attendance, history, organization and payments', async () => {
    await answer('GET', '/api/health', { status: 200, contract: Health })

    const facility = await answer('POST', '/api/sign-up/facility', { body: facilitySignUp(), status: 201, contract: FacilitySignUpResponse })
    const owner = facility.token as string
    const aSignUp = providerSignUp()
    const a = await answer('POST', '/api/sign-up/provider', { body: aSignUp, status: 201, contract: ProviderSignUpResponse })
    const b = await answer('POST', '/api/sign-up/provider', { body: providerSignUp({ personal: { firstName: 'Grace', lastName: 'Okafor' } }), status: 201, contract: ProviderSignUpResponse })
    for (const p of [a, b]) await answer('PUT', `/api/testing/${p.userId}/licenses`, { body: { states: ['TX'] }, status: 204 })
    const me = await answer('GET', '/api/user', { token: a.token, status: 200, contract: CurrentUser })
    expect(me.role).toBeNull()
    await answer('POST', '/api/auth/login', { body: { email: aSignUp.email, password: aSignUp.password }, status: 200, contract: LoginResponse })

    const card = await answer('POST', '/api/payment-method/attach-card', { token: owner, body: { token: 'tok_visa', facilityId: facility.id }, status: 201, contract: PaymentMethod })
    const posted = await answer('POST', '/api/facility/shift', { token: owner, body: shiftPost(facility.id, [5, 6, 7]), status: 201, contract: CreatedShiftGroups })
    const autoHire = await answer('POST', '/api/facility/shift', {
      token: owner,
      body: shiftPost(facility.id, [10, 11, 12], { isAutoHireEnabled: true, paymentMethodId: card.paymentMethodId }),
      status: 201,
      contract: CreatedShiftGroups,
    })
    const [g1, g2] = posted.shiftGroups as { shiftGroupId: string }[]
    const [auto1, auto2, auto3] = autoHire.shiftGroups as { shiftGroupId: string }[]

    const browse = await answer('GET', '/api/provider/shift/browse?states=TX&sortBy=closestToMe', { token: a.token, status: 200, contract: BrowseShiftsResponse })
    expect(browse.shifts.length).toBeGreaterThanOrEqual(6)
    await answer('GET', '/api/provider/shift/count?state=TX', { token: a.token, status: 200, contract: OpenShiftCount })
    await answer('GET', `/api/provider/shift-group/${g2!.shiftGroupId}/related`, { token: a.token, status: 200, contract: RelatedShiftsResponse })

    // Applications: a plain one (204), an auto-hire one (200), several auto-hired at once (200).
    const expiring = { expirationEnabled: true, unit: 'DAYS', unitAmount: 2 }
    await answer('POST', `/api/provider/shift/${g1!.shiftGroupId}/apply`, { token: a.token, body: { message: 'Happy to help.', expirationOptions: expiring }, status: 204 })
    const applied = await answer('GET', '/api/provider/shift/applied', { token: a.token, status: 200, contract: AppliedShiftPage })
    expect(applied.data[0].expirationDate).toBeString()
    await answer('PUT', `/api/provider/application/${applied.data[0].applicationId}/expiration`, { token: a.token, body: { expirationOptions: { ...expiring, unitAmount: 3 } }, status: 204 })
    const hiredAtOnce = await answer('POST', `/api/provider/shift/${auto1!.shiftGroupId}/apply`, { token: a.token, status: 200, contract: ApplyHired })
    expect(hiredAtOnce.hired).toBe(true)
    await answer('POST', '/api/provider/shift/multi-apply', { token: b.token, body: { shiftGroupIds: [auto2!.shiftGroupId, auto3!.shiftGroupId] }, status: 200, contract: MultiApplyHired })
    await answer('POST', `/api/provider/shift/${g2!.shiftGroupId}/apply`, { token: b.token, status: 204 })
    const bApplied = await answer('GET', '/api/provider/shift/applied', { token: b.token, status: 200, contract: AppliedShiftPage })
    await answer('DELETE', `/api/application/${bApplied.data[0].applicationId}`, { token: b.token, status: 204 })

    // The facility hires; the shift is moved into the past, its attendance confirmed and the provider rated.
    await answer('GET', '/api/facility/shifts/pending', { token: owner, status: 200, contract: PendingShiftGroupPage })
    const hired = await answer('POST', `/api/facility/shift/${g1!.shiftGroupId}/hire`, {
      token: owner,
      body: { applicantId: a.providerId, paymentMethodId: card.paymentMethodId },
      status: 201,
      contract: HiredApplicant,
    })
    await answer('PUT', `/api/testing/${a.userId}/stripe-setup`, { status: 204 })
    await answer('GET', '/api/provider/shift/approved', { token: a.token, status: 200, contract: ApprovedShiftPage })
    await answer('PUT', `/api/testing/shifts/${g1!.shiftGroupId}/rewind`, { body: { providerId: a.providerId }, status: 204 })
    const attended = await answer('PUT', `/api/facility/shift/${hired.shiftId}/attendance/confirm`, { token: owner, status: 200, contract: AttendanceOutcome })
    expect(attended).toEqual({ shiftId: hired.shiftId, status: 'COMPLETED', attendanceStatus: 'CONFIRMED' })
    await answer('POST', `/api/rate-provider/${facility.id}`, {
      token: owner,
      body: { shiftId: hired.shiftId, providerId: a.providerId, ratings: [{ category: 'PROFESSIONALISM', score: 5 }], comment: 'Great work.' },
      status: 201,
      contract: Rating,
    })
    const history = await answer('GET', '/api/provider/shifts/history', { token: a.token, status: 200, contract: ShiftHistoryResponse })
    expect(history.data.shifts.find((s: { id: string }) => s.id === hired.shiftId).ratings).toHaveLength(1)
    const detail = await answer('GET', `/api/provider/shift-group/${g1!.shiftGroupId}`, { token: a.token, status: 200, contract: ProviderShiftGroup })
    expect(detail.application).not.toBeNull()
    await answer('GET', '/api/provider/payments', { token: a.token, status: 200, contract: ProviderPaymentsResponse })
    await answer('GET', '/api/organization', { token: owner, status: 200, contract: FacilitySideOrganization })
    await answer('GET', '/api/payment-methods/all', { token: owner, status: 200, contract: PaymentMethodList })

    // Payout onboarding through the sandbox: a redirect, then the HTML return page.
    const link = await answer('POST', '/api/stripe/connect-account', { token: b.token, body: { source: 'web', redirectUrl: null }, status: 200, contract: ConnectAccountResponse })
    // The sandbox's link is ours; the Stripe double's is its own server (PAYMENTS_ADAPTER=stripe-fake).
    const ours = new URL(link.accountLink).origin === new URL(server.ctx.config.publicUrl).origin
    const redirect = ours ? await app.handle(new Request(`http://localhost${new URL(link.accountLink).pathname}`)) : await fetch(link.accountLink, { redirect: 'manual' })
    expect(redirect.status).toBe(302)
    const back = new URL(redirect.headers.get('location')!)
    const page = await app.handle(new Request(`http://localhost${back.pathname}${back.search}`))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')

    await answer('PUT', '/api/account/complete-tour', { token: a.token, status: 204 })
    await answer('POST', '/api/auth/logout', { token: a.token, status: 204 })
  })

  test('a field its contract forgets vanishes under normalisation, and fails the strict check without it', async () => {
    const route = (normalize: boolean) =>
      new Elysia({ normalize }).get('/x', () => ({ data: { id: 'x', forgotten: 1 } }), { response: { 200: Type.Object({ data: Type.Object({ id: Type.String() }) }) } })
    const normalised = await (await route(true).handle(new Request('http://localhost/x'))).json()
    expect(normalised).toEqual({ data: { id: 'x' } })
    const asBuilt = await (await route(false).handle(new Request('http://localhost/x'))).json()
    expect(asBuilt).toEqual({ data: { id: 'x', forgotten: 1 } })
    expect([...Value.Errors(strict(Type.Object({ data: Type.Object({ id: Type.String() }) })), asBuilt)].map((e) => e.path)).toEqual(['/data/forgotten'])
  })
})
