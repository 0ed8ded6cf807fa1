import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { auditEvents, facilityOnboardingForms, teamMembers, users } from '../../../db/schema'
import { makeMember, makeShift, signUpOrganization, signUpProvider, teamToken } from '../../../test/factories'
import { startTestServer, TEST_ADMIN } from '../../../test/harness'

const server = await startTestServer()
const HOUR = 3_600_000
const admin = await teamToken(server, 'ADMIN')
const operations = await teamToken(server, 'OPERATIONS')
const support = await teamToken(server, 'SUPPORT')
const adminId = (await server.ctx.db.read.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.email, TEST_ADMIN.email)).get())!.id

const letters = () => Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => String.fromCharCode(97 + (b % 26))).join('')
const said = 'See the pharmacy manager'
const complete = {
  operatingDays: [{ day: 'MONDAY', timeSlots: [{ startTime: '09:00', endTime: '17:00' }] }],
  ...Object.fromEntries(
    ['phoneGreeting', 'pointOfContact', 'parkingLocation', 'belongings', 'openingProcedures', 'closingProcedures', 'software', 'specialties', 'pharmacistDuties', 'technicianDuties', 'attire', 'breakPolicy', 'ciiPolicies'].map((k) => [k, said]),
  ),
  hazardousHandling: 'No',
  otcAnswer: 'Yes',
  guestCredentials: 'guest login: rph-temp / Winter2026!',
}

/** An organization whose facility (named uniquely) has submitted its onboarding form. */
async function submittedForm(name = `${letters()} Pharmacy`, submitter?: 'member') {
  const org = await signUpOrganization(server, { facilityName: name })
  const forms = await server.call('GET', '/api/facility/ffm/onboardings', { token: org.token })
  const ffmId = forms.body.data[0].id as string
  const member = submitter ? await makeMember(server, { organizationId: org.organizationId, role: 'ADMIN' }) : null
  const res = await server.call('PUT', `/api/facility/${org.facilityId}/ffm/${ffmId}`, { token: member?.token ?? org.token, body: { ...complete, submit: true } })
  expect(res.status).toBe(200)
  expect(res.body.status).toBe('PENDING')
  return { org, ffmId, name, member }
}

const list = (token: string, query = '') => server.call('GET', `/api/admin-panel/ffm${query}`, { token })
const detail = (token: string, id: string) => server.call('GET', `/api/admin-panel/ffm/${id}`, { token })
const approve = (token: string, id: string, body?: unknown) => server.call('PUT', `/api/admin-panel/ffm/${id}/approve`, { token, body })
const reject = (token: string, id: string, body: unknown) => server.call('PUT', `/api/admin-panel/ffm/${id}/reject`, { token, body })
const eventsOn = (id: string) => server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.subjectType, 'onboarding-form'), eq(auditEvents.subjectId, id))).orderBy(auditEvents.occurredAt)
const outbox = async (email: string) => (await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(email)}`)).body.data as { subject: string; text: string; links: string[] }[]
const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((f) => f.id)

describe('who may do what (the permission table, walked for every onboarding-form call)', () => {
  test('no token 401; providers and facility users 403; every team role reads; ADMIN and OPERATIONS decide; SUPPORT 403', async () => {
    const { org, ffmId, name } = await submittedForm()
    const provider = await signUpProvider(server)
    const calls = (token: string, id: string) => ({
      list: () => list(token, `?search=${encodeURIComponent(name)}`),
      get: () => detail(token, id),
      approve: () => approve(token, id),
      reject: () => reject(token, id, { reason: 'The parking answer is missing the entrance' }),
    })
    for (const token of ['', provider.token, org.token]) for (const [call, send] of Object.entries(calls(token, ffmId))) expect({ call, status: (await send()).status }).toEqual({ call, status: token ? 403 : 401 })
    for (const [call, send] of Object.entries(calls(support, ffmId))) {
      const res = await send()
      expect({ call, status: res.status }).toEqual({ call, status: call === 'list' || call === 'get' ? 200 : 403 })
      if (res.status === 403) expect(res.body.message).toBe('Your team role does not allow this')
    }
    expect(await eventsOn(ffmId)).toEqual([])
    for (const token of [admin, operations]) {
      expect((await approve(token, (await submittedForm()).ffmId)).status).toBe(200)
      expect((await reject(token, (await submittedForm()).ffmId, { reason: 'Hours missing' })).status).toBe(200)
    }
  })

  test('unknown ids 404; a draft, an approved or a rejected form 409; a reason is required', async () => {
    for (const id of ['nope', crypto.randomUUID()]) {
      expect(await detail(admin, id)).toMatchObject({ status: 404, body: { message: 'Onboarding form not found' } })
      expect((await approve(admin, id)).status).toBe(404)
      expect((await reject(admin, id, { reason: 'x' })).status).toBe(404)
    }
    const org = await signUpOrganization(server)
    const draft = (await server.call('GET', '/api/facility/ffm/onboardings', { token: org.token })).body.data[0].id
    expect(await approve(admin, draft)).toMatchObject({ status: 409, body: { message: 'This onboarding form has not been submitted' } })
    expect(await reject(admin, draft, { reason: 'x' })).toMatchObject({ status: 409, body: { message: 'This onboarding form has not been submitted' } })

    const { ffmId } = await submittedForm()
    for (const [body, message] of [
      [{}, 'Rejection reason is required'],
      [{ reason: ' ' }, 'Rejection reason is required'],
      [{ reason: 'x'.repeat(501) }, 'Rejection reason is too long'],
    ] as const) expect(await reject(admin, ffmId, body)).toMatchObject({ status: 400, body: { message } })
    expect((await approve(admin, ffmId)).status).toBe(200)
    expect(await approve(operations, ffmId)).toMatchObject({ status: 409, body: { message: 'This onboarding form is already approved' } })
    expect(await reject(operations, ffmId, { reason: 'Late' })).toMatchObject({ status: 409, body: { message: 'This onboarding form is already approved' } })

    const second = await submittedForm()
    expect((await reject(admin, second.ffmId, { reason: 'Hours missing' })).status).toBe(200)
    expect(await reject(admin, second.ffmId, { reason: 'Again' })).toMatchObject({ status: 409, body: { message: 'This onboarding form is already rejected' } })
    expect(await approve(admin, second.ffmId)).toMatchObject({ status: 409, body: { message: 'This onboarding form is already rejected' } })
    expect(await eventsOn(second.ffmId)).toHaveLength(1)
  })
})

describe('the approval queue', () => {
  test('submitted forms the longest waiting first; decided ones leave it; a resubmitted one joins at the back; paged; search; 400s', async () => {
    const family = letters()
    const first = await submittedForm(`${family} North Pharmacy`)
    server.clock.advance(HOUR)
    const second = await submittedForm(`${family} South Pharmacy`)
    server.clock.advance(HOUR)
    const third = await submittedForm(`${family} East Pharmacy`)
    const search = `?search=${family}`
    expect(ids(await list(support, search))).toEqual([first.ffmId, second.ffmId, third.ffmId])
    const page = await list(support, `${search}&pageSize=2&page=2`)
    expect(page.body.pagination).toEqual({ page: 2, pageSize: 2, totalItems: 3, totalPages: 2, hasNextPage: false })
    expect(ids(page)).toEqual([third.ffmId])
    expect((await list(support, search)).body.pagination.pageSize).toBe(7)
    expect(ids(await list(support, `?search=${encodeURIComponent(`${family} South`)}`))).toEqual([second.ffmId])

    expect((await approve(admin, first.ffmId)).status).toBe(200)
    server.clock.advance(HOUR)
    expect((await reject(admin, second.ffmId, { reason: 'The opening procedures are empty' })).status).toBe(200)
    expect(ids(await list(support, search))).toEqual([third.ffmId])
    expect(ids(await list(support, `${search}&status=GENERATED`))).toEqual([first.ffmId])
    expect(ids(await list(support, `${search}&status=REJECTED`))).toEqual([second.ffmId])
    // Published by the pharmacy: listed as COMPLETED, no longer as approved-not-published.
    expect((await server.call('PUT', `/api/facility/${first.org.facilityId}/ffm/${first.ffmId}/complete`, { token: first.org.token })).body.status).toBe('COMPLETED')
    expect(ids(await list(support, `${search}&status=COMPLETED`))).toEqual([first.ffmId])
    expect(ids(await list(support, `${search}&status=GENERATED`))).toEqual([])

    // The rejected pharmacy corrects and resubmits: back in the queue, behind the one waiting.
    server.clock.advance(HOUR)
    const resubmitted = await server.call('PUT', `/api/facility/${second.org.facilityId}/ffm/${second.ffmId}`, { token: second.org.token, body: { ...complete, openingProcedures: 'Disarm the alarm', submit: true } })
    expect(resubmitted.body).toMatchObject({ status: 'PENDING', rejectedReason: null })
    expect(ids(await list(support, search))).toEqual([third.ffmId, second.ffmId])

    for (const [query, message] of [
      ['?status=DRAFT', 'Status must be PENDING, GENERATED, COMPLETED or REJECTED'],
      ['?page=0', 'Page number must be greater than or equal to 1'],
      ['?pageSize=101', 'Page size must be at most 100'],
      [`?search=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
    ]) expect(await list(admin, query)).toMatchObject({ status: 400, body: { message } })
  })

  test('what staff see: the facility, the organization, who submitted it, the answers without the guest credentials', async () => {
    const { ffmId, org, name, member } = await submittedForm(undefined, 'member')
    const res = await detail(support, ffmId)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: ffmId,
      facilityId: org.facilityId,
      facility: { id: org.facilityId, name },
      organization: { id: org.organizationId },
      status: 'PENDING',
      submittedBy: { email: member!.email },
      rejectedReason: null,
      reviewedAt: null,
      reviewedBy: null,
      decisions: [],
      answers: { parkingLocation: said, otcAnswer: 'Yes' },
    })
    expect(res.body.answers.guestCredentials).toBeUndefined()
    expect(res.text).not.toContain('Winter2026')
  })
})

describe('deciding', () => {
  test('approving makes the packet and GENERATED, audited; the submitter is told; hired providers can read it', async () => {
    const { org, ffmId, name, member } = await submittedForm(undefined, 'member')
    const provider = await signUpProvider(server)
    const { shiftId } = await makeShift(server, { facilityId: org.facilityId, daysFromNow: 3, providerId: provider.providerId })
    expect((await server.call('GET', `/api/provider/shift/${shiftId}/onboarding`, { token: provider.token })).status).toBe(404)

    const res = await approve(operations, ffmId)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'GENERATED', reviewedBy: { name: expect.any(String) }, decisions: [{ decision: 'GENERATED', reason: null }] })
    const row = (await server.ctx.db.read.select().from(facilityOnboardingForms).where(eq(facilityOnboardingForms.id, ffmId)).get())!
    expect(row.status).toBe('GENERATED')
    expect(row.packetPdf!.byteLength).toBeGreaterThan(500)
    expect(row.reviewedAt?.toISOString()).toBe(res.body.reviewedAt)
    const facilityView = await server.call('GET', `/api/facility/ffm/${ffmId}`, { token: org.token })
    expect(facilityView.body).toMatchObject({ status: 'GENERATED', packet: { url: `/api/facility/ffm/${ffmId}/packet` } })
    // Approved, the packet is the facility's to read and publish; hired providers read it once published.
    expect((await server.call('GET', `/api/provider/shift/${shiftId}/onboarding`, { token: provider.token })).status).toBe(404)

    const [event] = await eventsOn(ffmId)
    expect(event).toMatchObject({ action: 'onboarding-form.approve', actorKind: 'team_member', organizationId: org.organizationId })
    expect(JSON.parse(event!.after!)).toMatchObject({ status: 'GENERATED', facilityId: org.facilityId })
    // The member who submitted it hears, not the owner.
    expect((await outbox(member!.email)).map((m) => m.subject)).toEqual([`${name}'s onboarding form is approved`])
    expect(await outbox(org.email)).toEqual([])
  })

  test("rejecting records the reason the facility reads; the owner is told when the submitter's account is gone", async () => {
    const { org, ffmId, name, member } = await submittedForm(undefined, 'member')
    await server.ctx.db.write((tx) => tx.update(users).set({ deletedAt: server.clock.now() }).where(eq(users.id, member!.userId)))
    const reason = 'The parking answer does not say where the staff entrance is.'
    const res = await reject(admin, ffmId, { reason: `  ${reason}  ` })
    expect(res.body).toMatchObject({ status: 'REJECTED', rejectedReason: reason, reviewedBy: { id: adminId }, decisions: [{ decision: 'REJECTED', reason }] })
    expect((await server.call('GET', `/api/facility/ffm/${ffmId}`, { token: org.token })).body).toMatchObject({ status: 'REJECTED', rejectedReason: reason, packet: null })
    const [mail] = await outbox(org.email)
    expect(mail!.subject).toBe(`${name}'s onboarding form needs changes`)
    expect(mail!.text).toContain(reason)
    expect(await outbox(member!.email)).toEqual([])
    expect(JSON.parse((await eventsOn(ffmId))[0]!.after!)).toMatchObject({ status: 'REJECTED', rejectedReason: reason })
    // A rejected form takes draft saves again.
    expect((await server.call('PUT', `/api/facility/${org.facilityId}/ffm/${ffmId}`, { token: org.token, body: { submit: false, parkingLocation: 'Behind the building, staff door on the left' } })).status).toBe(200)
  })

  test('a form resubmitted since staff opened it is refused (409)', async () => {
    const { org, ffmId } = await submittedForm()
    const seen = (await detail(admin, ffmId)).body.updatedAt
    server.clock.advance(1000)
    await server.call('PUT', `/api/facility/${org.facilityId}/ffm/${ffmId}`, { token: org.token, body: { ...complete, attire: 'Scrubs', submit: true } })
    const message = 'This onboarding form changed after you opened it. Review it again before deciding.'
    expect(await approve(admin, ffmId, { updatedAt: seen })).toMatchObject({ status: 409, body: { message } })
    expect(await reject(admin, ffmId, { reason: 'x', updatedAt: seen })).toMatchObject({ status: 409, body: { message } })
    expect(await eventsOn(ffmId)).toEqual([])
  })
})
