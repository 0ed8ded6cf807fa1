import { describe, expect, test } from 'bun:test'
import { extractText } from 'unpdf'
import { and, eq, sql } from 'drizzle-orm'
import { auditEvents, featureFlags, facilityOnboardingForms } from '../../db/schema'
import { futureDate, makeFacility, makeMember, makeShift, signUpOrganization, signUpProvider, teamToken } from '../../test/factories'
import { startTestServer } from '../../test/harness'
import { FACILITY_FORM_AWAITING_APPROVAL_MESSAGE, FACILITY_FORM_REQUIRED_MESSAGE } from '.'

const server = await startTestServer()
/** A submitted form waits for staff (issue 16 §3): the admin panel's approval makes the packet. */
const operations = await teamToken(server, 'OPERATIONS')
const approve = (ffmId: string) => server.call('PUT', `/api/admin-panel/ffm/${ffmId}/approve`, { token: operations })
const org = await signUpOrganization(server, { facilityName: 'Riverside Community Pharmacy' })
const uptown = await makeFacility(server, { organizationId: org.organizationId, name: 'Alamo Heights Pharmacy', zipCode: '78209', city: 'San Antonio' })
const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [uptown.id] })
const other = await signUpOrganization(server)
const provider = await signUpProvider(server)
const stranger = await signUpProvider(server)

const SECRET = 'guest login: rph-temp / Winter2026!'
const complete = {
  operatingDays: [
    { day: 'MONDAY', timeSlots: [{ startTime: '09:00', endTime: '18:00' }] },
    { day: 'SATURDAY', timeSlots: [{ startTime: '10:00', endTime: '14:00' }] },
  ],
  website: 'https://riverside.example.com',
  phoneGreeting: 'Thank you for calling Riverside Pharmacy, this is the pharmacist.',
  pointOfContact: 'Dana Lee, pharmacy manager, (512) 555-0199',
  parkingLocation: 'Staff lot behind the building, row C',
  belongings: 'Your license, a photo ID and a lunch; lockers by the break room',
  openingProcedures: 'Disarm the alarm, count the CII safe, open the registers',
  closingProcedures: 'Lock the CII safe, run the end-of-day report',
  software: 'PioneerRx',
  specialties: 'Retail, immunizations',
  pharmacistDuties: 'Verification, counseling, immunizations',
  technicianDuties: 'Data entry, filling, register',
  attire: 'Business casual and a white coat',
  breakPolicy: 'Thirty minutes unpaid, pharmacy closed 1:30–2:00',
  ciiPolicies: 'Perpetual inventory, counts at open and close',
  hazardousHandling: 'Yes',
  hazardousDetails: 'Yes',
  otcAnswer: 'No',
  importantInfo: 'The drive-through bell is loud.',
  guestCredentials: SECRET,
}

async function formOf(token: string, facilityId: string): Promise<{ id: string; status: string }> {
  const res = await server.call('GET', '/api/facility/ffm/onboardings?pageSize=100', { token })
  expect(res.status).toBe(200)
  return res.body.data.find((f: { facilityId: string }) => f.facilityId === facilityId)
}
const put = (token: string, facilityId: string, ffmId: string, body: unknown) => server.call('PUT', `/api/facility/${facilityId}/ffm/${ffmId}`, { token, body })
/** "Publish to providers": the facility completes its approved form. */
const publish = (token: string, facilityId: string, ffmId: string) => server.call('PUT', `/api/facility/${facilityId}/ffm/${ffmId}/complete`, { token })

async function pdfText(path: string, token: string) {
  const response = await server.app.handle(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }))
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
  const { text } = await extractText(bytes, { mergePages: true })
  return text
}

describe('GET /api/facility/ffm/onboardings', () => {
  test("lists one DRAFT form per facility the caller sees, by facility name, paged", async () => {
    const res = await server.call('GET', '/api/facility/ffm/onboardings', { token: org.token })
    expect(res.status).toBe(200)
    expect(res.body.pagination).toEqual({ page: 1, pageSize: 10, totalItems: 2, totalPages: 1, hasNextPage: false })
    expect(res.body.data.map((f: { facility: { name: string } }) => f.facility.name)).toEqual(['Alamo Heights Pharmacy', 'Riverside Community Pharmacy'])
    expect(res.body.data[0]).toEqual({ id: expect.any(String), facilityId: uptown.id, facility: { id: uptown.id, name: 'Alamo Heights Pharmacy', city: 'San Antonio', state: 'TX' }, image: null, status: 'DRAFT' })
    // Read again: the same forms, not new ones.
    const again = await server.call('GET', '/api/facility/ffm/onboardings?page=2&pageSize=1', { token: org.token })
    expect(again.body.data).toEqual([res.body.data[1]])
    expect(again.body.pagination.hasNextPage).toBe(false)
  })

  test('a MEMBER sees only its facilities; 401 without a token, 403 for a provider', async () => {
    const res = await server.call('GET', '/api/facility/ffm/onboardings', { token: member.token })
    expect(res.body.data.map((f: { facilityId: string }) => f.facilityId)).toEqual([uptown.id])
    expect((await server.call('GET', '/api/facility/ffm/onboardings')).status).toBe(401)
    expect((await server.call('GET', '/api/facility/ffm/onboardings', { token: provider.token })).status).toBe(403)
  })
})

describe('GET and PUT /api/facility/{facilityId}/ffm/{ffmId}', () => {
  test('a draft keeps partial answers; lengths and types still hold', async () => {
    const form = await formOf(org.token, org.facilityId)
    const saved = await put(org.token, org.facilityId, form.id, { submit: false, phoneGreeting: 'Hello', parkingLocation: '   ' })
    expect(saved.status).toBe(200)
    expect(saved.body.status).toBe('DRAFT')
    expect(saved.body.answers).toEqual({ phoneGreeting: 'Hello' })
    const read = await server.call('GET', `/api/facility/ffm/${form.id}`, { token: org.token })
    expect(read.body.answers).toEqual({ phoneGreeting: 'Hello' })
    expect(read.body.packet).toBeNull()

    const limits: [string, number, string][] = [
      ['phoneGreeting', 1000, 'Phone greeting must be at most 1000 characters'],
      ['openingProcedures', 2000, 'Opening procedures must be at most 2000 characters'],
      ['closingProcedures', 2000, 'Closing procedures must be at most 2000 characters'],
      ['importantInfo', 3000, 'Important info must be at most 3000 characters'],
      ['guestCredentials', 3000, 'Guest credentials must be at most 3000 characters'],
      ['waitTimeOther', 2000, 'Wait-time other must be at most 2000 characters'],
      ['driveThrough', 1000, 'Drive-through must be at most 1000 characters'],
      ['qaAddition', 1000, 'QA addition must be at most 1000 characters'],
    ]
    for (const [field, max, message] of limits) {
      expect((await put(org.token, org.facilityId, form.id, { submit: false, [field]: 'x'.repeat(max) })).status).toBe(200)
      const res = await put(org.token, org.facilityId, form.id, { submit: false, [field]: 'x'.repeat(max + 1) })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
    const wrongType = await put(org.token, org.facilityId, form.id, { submit: false, otcAnswer: 'Maybe' })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.message).toBe('OTC answer must be Yes or No')
    const noSubmit = await put(org.token, org.facilityId, form.id, { phoneGreeting: 'Hi' })
    expect(noSubmit.status).toBe(400)
    expect(noSubmit.body.message).toBe('Submit is required')
  })

  test('submitting enforces every rule of spec 001 §5 with its message', async () => {
    const form = await formOf(org.token, org.facilityId)
    const submit = async (answers: Record<string, unknown>) => {
      const res = await put(org.token, org.facilityId, form.id, { ...answers, submit: true })
      expect(res.status).toBe(400)
      return res.body.message as string
    }
    const without = (field: string) => Object.fromEntries(Object.entries(complete).filter(([k]) => k !== field))
    expect(await submit(without('operatingDays'))).toBe('At least one operating day is required')
    expect(await submit({ ...complete, operatingDays: [{ day: 'MONDAY', timeSlots: [] }] })).toBe('At least one operating day is required')
    expect(await submit({ ...complete, operatingDays: [{ day: 'MONDAY', timeSlots: [{ startTime: '09:00' }] }] })).toBe('Each time slot needs a start and an end time')
    expect(await submit({ ...complete, phoneGreeting: ' ' })).toBe('Phone greeting is required')
    const required: [string, string][] = [
      ['pointOfContact', 'Point of contact is required'],
      ['parkingLocation', 'Parking location is required'],
      ['belongings', 'Belongings is required'],
      ['openingProcedures', 'Opening procedures is required'],
      ['closingProcedures', 'Closing procedures is required'],
      ['software', 'Software is required'],
      ['specialties', 'Specialties is required'],
      ['pharmacistDuties', 'Duties for pharmacists is required'],
      ['technicianDuties', 'Duties for technicians is required'],
      ['attire', 'Attire is required'],
      ['breakPolicy', 'Break policy is required'],
      ['ciiPolicies', 'CII policies is required'],
      ['hazardousHandling', 'Hazardous medication handling is required'],
      ['otcAnswer', 'OTC answer is required'],
    ]
    for (const [field, message] of required) expect(await submit(without(field))).toBe(message)
    expect(await submit({ ...complete, website: 'not a url' })).toBe('Website must be a valid URL')
    expect(await submit(without('hazardousDetails'))).toBe('Hazardous details is required')
    expect(await submit({ ...complete, qualityMetrics: 'Yes' })).toBe('Quality metrics description is required')
    // Nothing of a refused submission was kept.
    const read = await server.call('GET', `/api/facility/ffm/${form.id}`, { token: org.token })
    expect(read.body.status).toBe('DRAFT')
  })

  test('a complete submission waits as PENDING; approved by staff it is GENERATED with a packet; a submitted form changes only by submitting again', async () => {
    const form = await formOf(org.token, org.facilityId)
    // Hazardous details are not asked when hazardous handling is No, nor the metrics description without metrics.
    const res = await put(org.token, org.facilityId, form.id, { ...complete, hazardousHandling: 'No', hazardousDetails: undefined, qualityMetrics: 'No', submit: true })
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('PENDING')
    expect(res.body.submittedAt).toEqual(expect.any(String))
    expect(res.body.packet).toBeNull()
    expect((await server.call('GET', `/api/facility/ffm/${form.id}/packet`, { token: org.token })).status).toBe(404)

    expect((await approve(form.id)).status).toBe(200)
    const approved = await server.call('GET', `/api/facility/ffm/${form.id}`, { token: org.token })
    expect(approved.body.status).toBe('GENERATED')
    expect(approved.body.packet).toEqual({ generatedAt: expect.any(String), sizeBytes: expect.any(Number), url: `/api/facility/ffm/${form.id}/packet` })
    const row = await server.ctx.db.read.select().from(facilityOnboardingForms).where(eq(facilityOnboardingForms.id, form.id)).get()
    expect(row!.status).toBe('GENERATED')
    expect(row!.packetPdf!.byteLength).toBe(approved.body.packet.sizeBytes)

    const draft = await put(org.token, org.facilityId, form.id, { submit: false, phoneGreeting: 'Hi' })
    expect(draft.status).toBe(409)
    expect(draft.body.message).toBe('This form has been submitted; submit it again to change it')
    // Submitting again sends it back to the queue, without its packet until staff approve the new answers.
    const again = await put(org.token, org.facilityId, form.id, { ...complete, submit: true })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ status: 'PENDING', packet: null })
    expect(again.body.answers.hazardousDetails).toBe('Yes')
    expect((await approve(form.id)).body.status).toBe('GENERATED')
  })

  test("the packet is a PDF with the pharmacy's name and answers, never the guest credentials", async () => {
    const form = await formOf(org.token, org.facilityId)
    const text = await pdfText(`/api/facility/ffm/${form.id}/packet`, org.token)
    expect(text).toContain('Riverside Community Pharmacy')
    expect(text).toContain('Dana Lee, pharmacy manager')
    expect(text).toContain('Perpetual inventory')
    expect(text).not.toContain('Winter2026')
    // No packet before the form is GENERATED.
    const draft = await formOf(org.token, uptown.id)
    const none = await server.call('GET', `/api/facility/ffm/${draft.id}/packet`, { token: org.token })
    expect(none.status).toBe(404)
  })

  test("another organization's form or facility, or a MEMBER's other facility → 404; provider 403; none 401", async () => {
    const form = await formOf(org.token, org.facilityId)
    const theirs = await formOf(other.token, other.facilityId)
    expect((await server.call('GET', `/api/facility/ffm/${form.id}`, { token: other.token })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/ffm/${form.id}/packet`, { token: other.token })).status).toBe(404)
    expect((await put(other.token, org.facilityId, form.id, { submit: false })).status).toBe(404)
    expect((await put(org.token, org.facilityId, theirs.id, { submit: false })).status).toBe(404)
    // A form of one facility through another facility's path.
    expect((await put(org.token, uptown.id, form.id, { submit: false })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/ffm/${form.id}`, { token: member.token })).status).toBe(404)
    expect((await put(member.token, org.facilityId, form.id, { submit: false })).status).toBe(404)
    expect((await server.call('GET', `/api/facility/ffm/${form.id}`, { token: provider.token })).status).toBe(403)
    expect((await server.call('GET', `/api/facility/ffm/${form.id}`)).status).toBe(401)
    expect((await put('', org.facilityId, form.id, { submit: false })).status).toBe(401)
  })
})

describe('PUT /api/facility/{facilityId}/ffm/{ffmId}/complete (publish to providers)', () => {
  /** The provider's booked shift as `GET /provider/shift/approved` lists it (its "optional onboarding"). */
  async function approvedShift(shiftId: string): Promise<{ onboarding: { url: string } | null }> {
    const res = await server.call('GET', '/api/provider/shift/approved?pageSize=100', { token: provider.token })
    expect(res.status).toBe(200)
    const item = res.body.data.find((s: { shiftId: string }) => s.shiftId === shiftId)
    expect(item).toBeDefined()
    return item
  }
  test('only an approved (GENERATED) form is published: COMPLETED, audited; hired providers read it only from then on', async () => {
    const form = await formOf(org.token, org.facilityId)
    const { shiftId } = await makeShift(server, { facilityId: org.facilityId, daysFromNow: 4, providerId: provider.providerId })
    // Approved by staff but not yet published: the facility reads its packet, hired providers do not.
    expect((await server.call('GET', `/api/facility/ffm/${form.id}`, { token: org.token })).body).toMatchObject({ status: 'GENERATED', completedAt: null })
    expect((await server.call('GET', `/api/facility/ffm/${form.id}/packet`, { token: org.token })).status).toBe(200)
    const before = await server.call('GET', `/api/provider/shift/${shiftId}/onboarding`, { token: provider.token })
    expect(before).toMatchObject({ status: 404, body: { message: 'This pharmacy has no onboarding packet yet' } })
    expect((await server.call('GET', `/api/provider/shift/${shiftId}/onboarding/packet`, { token: provider.token })).status).toBe(404)
    expect((await approvedShift(shiftId)).onboarding).toBeNull()

    const res = await publish(org.token, org.facilityId, form.id)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'COMPLETED', completedAt: expect.any(String), packet: { url: `/api/facility/ffm/${form.id}/packet` } })
    const row = await server.ctx.db.read.select().from(facilityOnboardingForms).where(eq(facilityOnboardingForms.id, form.id)).get()
    expect(row).toMatchObject({ status: 'COMPLETED', completedByUserId: org.userId })
    const [event] = await server.ctx.db.read.select().from(auditEvents).where(and(eq(auditEvents.subjectType, 'onboarding-form'), eq(auditEvents.subjectId, form.id), eq(auditEvents.action, 'onboarding-form.complete')))
    expect(event).toMatchObject({ actorKind: 'facility_user', actorId: org.userId, organizationId: org.organizationId })
    expect(JSON.parse(event!.before!)).toMatchObject({ status: 'GENERATED' })
    expect(JSON.parse(event!.after!)).toMatchObject({ status: 'COMPLETED', facilityId: org.facilityId })

    const after = await server.call('GET', `/api/provider/shift/${shiftId}/onboarding`, { token: provider.token })
    expect(after).toMatchObject({ status: 200, body: { status: 'COMPLETED', packetUrl: `/api/provider/shift/${shiftId}/onboarding/packet` } })
    expect((await approvedShift(shiftId)).onboarding).toEqual({ url: `/api/provider/shift/${shiftId}/onboarding` })
    // Already published: 409, nothing changes.
    const again = await publish(org.token, org.facilityId, form.id)
    expect(again).toMatchObject({ status: 409, body: { message: 'This onboarding form is already published to providers' } })
  })

  test('409 before approval (DRAFT, PENDING, REJECTED); a resubmitted form is unpublished until approved and published again', async () => {
    const draft = await formOf(org.token, uptown.id)
    expect(await publish(org.token, uptown.id, draft.id)).toMatchObject({ status: 409, body: { message: 'Submit this onboarding form and have it approved before publishing it' } })
    expect((await put(org.token, uptown.id, draft.id, { ...complete, submit: true })).body.status).toBe('PENDING')
    expect(await publish(org.token, uptown.id, draft.id)).toMatchObject({ status: 409, body: { message: 'This onboarding form is waiting for approval; it can be published once it is approved' } })
    const rejected = await server.call('PUT', `/api/admin-panel/ffm/${draft.id}/reject`, { token: operations, body: { reason: 'The parking answer is for another store.' } })
    expect(rejected.body.status).toBe('REJECTED')
    expect(await publish(org.token, uptown.id, draft.id)).toMatchObject({ status: 409, body: { message: 'This onboarding form was rejected; submit it again and have it approved before publishing it' } })
    await server.ctx.db.write((tx) => tx.delete(facilityOnboardingForms).where(eq(facilityOnboardingForms.id, draft.id)))

    // The published form, submitted again: back in the queue, unpublished, hidden from providers.
    const form = await formOf(org.token, org.facilityId)
    const { shiftId } = await makeShift(server, { facilityId: org.facilityId, daysFromNow: 5, providerId: provider.providerId })
    expect((await put(org.token, org.facilityId, form.id, { ...complete, submit: true })).body).toMatchObject({ status: 'PENDING', completedAt: null, packet: null })
    expect((await server.call('GET', `/api/provider/shift/${shiftId}/onboarding`, { token: provider.token })).status).toBe(404)
    expect((await approve(form.id)).body.status).toBe('GENERATED')
    expect((await server.call('GET', `/api/provider/shift/${shiftId}/onboarding`, { token: provider.token })).status).toBe(404)
    expect((await publish(org.token, org.facilityId, form.id)).body.status).toBe('COMPLETED')
    expect((await server.call('GET', `/api/provider/shift/${shiftId}/onboarding`, { token: provider.token })).body.status).toBe('COMPLETED')
  })

  test("another organization, another facility's path, a MEMBER's other facility → 404; provider 403; none 401", async () => {
    const form = await formOf(org.token, org.facilityId)
    const theirs = await formOf(other.token, other.facilityId)
    expect((await publish(other.token, org.facilityId, form.id)).status).toBe(404)
    expect((await publish(other.token, other.facilityId, form.id)).status).toBe(404)
    expect((await publish(org.token, org.facilityId, theirs.id)).status).toBe(404)
    expect((await publish(org.token, uptown.id, form.id)).status).toBe(404)
    expect((await publish(member.token, org.facilityId, form.id)).status).toBe(404)
    expect((await publish(provider.token, org.facilityId, form.id)).status).toBe(403)
    expect((await publish('', org.facilityId, form.id)).status).toBe(401)
    const row = await server.ctx.db.read.select({ status: facilityOnboardingForms.status }).from(facilityOnboardingForms).where(eq(facilityOnboardingForms.id, theirs.id)).get()
    expect(row?.status).toBe('DRAFT')
  })
})

describe("GET /api/provider/shift/{shiftId}/onboarding", () => {
  test("the hired provider of an upcoming shift reads the answers (no guest credentials) and the packet; nobody else", async () => {
    const { shiftId } = await makeShift(server, { facilityId: org.facilityId, daysFromNow: 3, providerId: provider.providerId })
    const res = await server.call('GET', `/api/provider/shift/${shiftId}/onboarding`, { token: provider.token })
    expect(res.status).toBe(200)
    expect(res.body.facility.name).toBe('Riverside Community Pharmacy')
    expect(res.body.status).toBe('COMPLETED')
    expect(res.body.answers.parkingLocation).toBe(complete.parkingLocation)
    expect(res.body.answers.guestCredentials).toBeUndefined()
    expect(res.body.packetUrl).toBe(`/api/provider/shift/${shiftId}/onboarding/packet`)
    expect(await pdfText(res.body.packetUrl, provider.token)).toContain('Riverside Community Pharmacy')

    expect((await server.call('GET', `/api/provider/shift/${shiftId}/onboarding`, { token: stranger.token })).status).toBe(404)
    expect((await server.call('GET', `/api/provider/shift/${shiftId}/onboarding/packet`, { token: stranger.token })).status).toBe(404)
    expect((await server.call('GET', `/api/provider/shift/${shiftId}/onboarding`, { token: org.token })).status).toBe(403)
    expect((await server.call('GET', `/api/provider/shift/${shiftId}/onboarding`)).status).toBe(401)
  })

  test('a past shift, an open seat, or a facility without a packet → 404', async () => {
    const past = await makeShift(server, { facilityId: org.facilityId, daysFromNow: -3, providerId: provider.providerId })
    expect((await server.call('GET', `/api/provider/shift/${past.shiftId}/onboarding`, { token: provider.token })).status).toBe(404)
    const open = await makeShift(server, { facilityId: org.facilityId, daysFromNow: 3 })
    expect((await server.call('GET', `/api/provider/shift/${open.shiftId}/onboarding`, { token: provider.token })).status).toBe(404)
    const draftFacility = await makeShift(server, { facilityId: uptown.id, daysFromNow: 3, providerId: provider.providerId })
    const res = await server.call('GET', `/api/provider/shift/${draftFacility.shiftId}/onboarding`, { token: provider.token })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('This pharmacy has no onboarding packet yet')
  })
})

describe('the "facility form required" flag', () => {
  const post = (facilityId: string) => ({
    facilityId,
    title: 'Staff pharmacist — weekend coverage',
    description: 'Verify prescriptions, counsel patients and give immunizations at a busy community pharmacy downtown.',
    rate: 62.5,
    providerType: 'PHARMACIST',
    locationType: 'ON_SITE',
    software: ['PioneerRx'],
    specialties: ['Retail/Community'],
    languages: ['English'],
    skills: ['Immunizations'],
    shiftDays: [{ date: futureDate(30), timeSlots: [{ startTime: '09:00', endTime: '17:30', quantity: 1 }] }],
  })

  test('on: a facility whose form is not COMPLETED cannot post (409), approved but unpublished included; published it can; off: anyone can', async () => {
    const setFlag = (enabled: boolean) =>
      server.ctx.db.write((tx) =>
        tx.insert(featureFlags).values({ key: 'facilityFormRequired', enabled, updatedAt: new Date() }).onConflictDoUpdate({ target: featureFlags.key, set: { enabled } }),
      )
    const ready = await formOf(org.token, org.facilityId)
    expect((await put(org.token, org.facilityId, ready.id, { ...complete, submit: true })).body.status).toBe('PENDING')
    await setFlag(true)
    const refused = await server.call('POST', '/api/facility/shift', { token: org.token, body: post(uptown.id) })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(FACILITY_FORM_REQUIRED_MESSAGE)
    // Submitted but not yet approved: refused, saying so.
    const waiting = await server.call('POST', '/api/facility/shift', { token: org.token, body: post(org.facilityId) })
    expect(waiting).toMatchObject({ status: 409, body: { message: FACILITY_FORM_AWAITING_APPROVAL_MESSAGE } })
    expect((await approve(ready.id)).body.status).toBe('GENERATED')
    // Approved, not yet published to providers: still not complete, with the same message and status.
    const unpublished = await server.call('POST', '/api/facility/shift', { token: org.token, body: post(org.facilityId) })
    expect(unpublished).toMatchObject({ status: 409, body: { message: FACILITY_FORM_REQUIRED_MESSAGE } })
    expect((await publish(org.token, org.facilityId, ready.id)).body.status).toBe('COMPLETED')
    expect((await server.call('POST', '/api/facility/shift', { token: org.token, body: post(org.facilityId) })).status).toBe(201)
    await setFlag(false)
    expect((await server.call('POST', '/api/facility/shift', { token: org.token, body: post(uptown.id) })).status).toBe(201)
  })
})

describe('DELETE /api/testing/ffm/{onboardingId}', () => {
  test('removes the form; the next read makes a new DRAFT', async () => {
    const form = await formOf(member.token, uptown.id)
    expect((await server.call('DELETE', `/api/testing/ffm/${form.id}`)).status).toBe(204)
    expect((await server.call('DELETE', `/api/testing/ffm/${form.id}`)).status).toBe(404)
    const fresh = await formOf(member.token, uptown.id)
    expect(fresh.id).not.toBe(form.id)
    expect(fresh.status).toBe('DRAFT')
  })
})

describe('migration 0052', () => {
  test('forms approved before publishing existed (GENERATED) become COMPLETED, published when their packet was made; others stay', async () => {
    const { MIGRATIONS } = await import('../../db/migrations.gen')
    const update = MIGRATIONS.find((m) => m.tag === '0052_ffm_completed')!.sql.find((s) => s.includes('UPDATE'))!
    const late = await signUpOrganization(server, { facilityName: 'Approved Before Publishing Pharmacy' })
    const form = await formOf(late.token, late.facilityId)
    expect((await put(late.token, late.facilityId, form.id, { ...complete, submit: true })).status).toBe(200)
    expect((await approve(form.id)).body.status).toBe('GENERATED')
    const draft = await formOf(other.token, other.facilityId)
    await server.ctx.db.write((tx) => tx.run(sql.raw(update)))
    const row = await server.ctx.db.read.select().from(facilityOnboardingForms).where(eq(facilityOnboardingForms.id, form.id)).get()
    expect(row!.status).toBe('COMPLETED')
    expect(row!.completedAt?.getTime()).toBe(row!.packetGeneratedAt!.getTime())
    expect((await server.call('GET', `/api/facility/ffm/${draft.id}`, { token: other.token })).body.status).toBe('DRAFT')
  })
})
