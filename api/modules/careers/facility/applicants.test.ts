/** Reviewing a job's applicants: the lists by group, one applicant, status changes, the rejection e-mail, blurring and tenancy. */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { jobs } from '../../../db/schema'
import { makeFacility, makeJob, makeJobApplication, makeLicense, makeMember, signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()
const owner = await signUpOrganization(server, { facilityName: 'Harbor Drug' })
const other = await signUpOrganization(server)

const applicantsOf = (jobId: string, q = '', token = owner.token) => server.call('GET', `/api/jobs/${jobId}/applicants${q}`, { token })
const numberOfApplicants = async (jobId: string) => (await server.ctx.db.read.select({ n: jobs.numberOfApplicants }).from(jobs).where(eq(jobs.id, jobId)).get())!.n

describe('applicant lists', () => {
  test('groups needsReview, rejected, saveForLater, paged; withdrawn left out', async () => {
    const job = await makeJob(server, { organizationId: owner.organizationId, facilityId: owner.facilityId })
    const people = await Promise.all([0, 1, 2, 3, 4].map(() => signUpProvider(server)))
    const t = server.clock.now().getTime()
    await makeJobApplication(server, { jobId: job.id, providerId: people[0]!.providerId, appliedAt: new Date(t - 5000) })
    await makeJobApplication(server, { jobId: job.id, providerId: people[1]!.providerId, appliedAt: new Date(t - 4000) })
    await makeJobApplication(server, { jobId: job.id, providerId: people[2]!.providerId, status: 'REJECTED' })
    await makeJobApplication(server, { jobId: job.id, providerId: people[3]!.providerId, status: 'SAVE_FOR_LATER' })
    await makeJobApplication(server, { jobId: job.id, providerId: people[4]!.providerId, status: 'CANCELED' })

    const all = await applicantsOf(job.id)
    expect(all.status).toBe(200)
    expect(all.body.pagination.totalItems).toBe(4)
    expect(all.body.groups).toEqual({ needsReview: 2, rejected: 1, saveForLater: 1 })
    const review = await applicantsOf(job.id, '?group=needsReview&pageSize=1')
    expect(review.body.data).toHaveLength(1)
    expect(review.body.data[0]).toMatchObject({ providerId: people[1]!.providerId, status: 'PENDING', group: 'needsReview', name: 'James Carter', jobId: job.id, isBlurred: false })
    expect(review.body.pagination).toMatchObject({ totalItems: 2, hasNextPage: true })
    expect((await applicantsOf(job.id, '?group=rejected')).body.data.map((a: { providerId: string }) => a.providerId)).toEqual([people[2]!.providerId])
    expect((await applicantsOf(job.id, '?group=saveForLater')).body.data.map((a: { providerId: string }) => a.providerId)).toEqual([people[3]!.providerId])
    const bad = await applicantsOf(job.id, '?group=hired')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Group must be needsReview, rejected or saveForLater')

    const last = await server.call('GET', '/api/jobs/last-applicants?limit=2', { token: owner.token })
    expect(last.status).toBe(200)
    expect(last.body.data).toHaveLength(2)
    expect(last.body.data.every((a: { status: string }) => a.status !== 'CANCELED')).toBe(true)
  })
})

describe('one applicant', () => {
  test('the seed’s fields: profile, history, licenses, background check', async () => {
    const job = await makeJob(server, { organizationId: owner.organizationId, facilityId: owner.facilityId, overrides: { locationType: 'HYBRID' } })
    const provider = await signUpProvider(server)
    await makeLicense(server, { providerId: provider.providerId, state: 'TX' })
    await server.call('POST', '/api/provider/work-experience', { token: provider.token, body: { company: 'Main Street Drug', jobTitle: 'Pharmacist', startDate: '2019-03-01', jobDescription: 'Verification and counseling.' } })
    await server.call('POST', '/api/provider/education', { token: provider.token, body: { institution: 'UT Austin', major: 'Pharmacy', degreeType: 'PHARMD', graduationDate: '2018-05-19' } })
    const application = await makeJobApplication(server, { jobId: job.id, providerId: provider.providerId })

    const res = await server.call('GET', `/api/jobs/applicants/${application.id}`, { token: owner.token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      providerId: provider.providerId,
      jobApplicationId: application.id,
      name: 'James Carter',
      title: 'PHARMACIST',
      status: 'PENDING',
      workLocationType: 'HYBRID',
      rejectionNotifiedAt: null,
      hasBackgroundCheckCleared: false,
      isBlurred: false,
      jobExperience: [expect.objectContaining({ company: 'Main Street Drug' })],
      educationExperience: [expect.objectContaining({ institution: 'UT Austin', degreeType: 'PHARMD' })],
    })
    expect(res.body.licenses.map((l: { state: string }) => l.state)).toContain('TX')
    for (const key of ['avatarUrl', 'aboutMe', 'yearsOfExperience', 'files', 'city', 'state', 'appliedAt', 'softwares', 'skills', 'languages', 'specialties']) expect(res.body).toHaveProperty(key)
    expect(JSON.stringify(res.body)).not.toContain('licenseNumber')
  })

  test('a free post’s applicants are blurred until paid', async () => {
    const job = await makeJob(server, { organizationId: owner.organizationId, facilityId: owner.facilityId, applicantsBlurred: true })
    const provider = await signUpProvider(server)
    const application = await makeJobApplication(server, { jobId: job.id, providerId: provider.providerId })
    const one = await server.call('GET', `/api/jobs/applicants/${application.id}`, { token: owner.token })
    expect(one.body).toMatchObject({ name: 'J. C.', avatarUrl: null, aboutMe: null, coverLetter: null, files: [], isBlurred: true })
    expect(JSON.stringify(one.body)).not.toContain('Carter')
    expect(JSON.stringify(one.body)).not.toContain(provider.email)
    const list = await applicantsOf(job.id)
    expect(list.body.data[0]).toMatchObject({ name: 'J. C.', avatarUrl: null, isBlurred: true })
    expect(JSON.stringify(list.body)).not.toContain('Carter')
    const last = await server.call('GET', '/api/jobs/last-applicants?limit=50', { token: owner.token })
    expect(last.body.data.find((a: { jobApplicationId: string }) => a.jobApplicationId === application.id)).toMatchObject({ name: 'J. C.', isBlurred: true })

    // Paid: the same applicant in full.
    await server.ctx.db.write((tx) => tx.update(jobs).set({ applicantsBlurred: false }).where(eq(jobs.id, job.id)))
    expect((await server.call('GET', `/api/jobs/applicants/${application.id}`, { token: owner.token })).body.name).toBe('James Carter')
  })
})

describe('PATCH /jobs/applicants/{jobApplicationId}/status', () => {
  test('moves between groups, keeps numberOfApplicants with CANCELED, and carries a rejection reason', async () => {
    const job = await makeJob(server, { organizationId: owner.organizationId, facilityId: owner.facilityId })
    const provider = await signUpProvider(server)
    const application = await makeJobApplication(server, { jobId: job.id, providerId: provider.providerId })
    const patch = (body: unknown) => server.call('PATCH', `/api/jobs/applicants/${application.id}/status`, { token: owner.token, body })
    expect(await numberOfApplicants(job.id)).toBe(1)

    const saved = await patch({ status: 'SAVE_FOR_LATER' })
    expect(saved.status).toBe(200)
    expect(saved.body.status).toBe('SAVE_FOR_LATER')
    const rejected = await patch({ status: 'REJECTED', rejectionReason: 'Needs more sterile compounding experience' })
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejectionReason: 'Needs more sterile compounding experience' })
    const reasonAlone = await patch({ status: 'PENDING', rejectionReason: 'why' })
    expect(reasonAlone.status).toBe(400)
    expect(reasonAlone.body.message).toBe('A rejection reason goes with the REJECTED status only')

    expect((await patch({ status: 'CANCELED' })).body.status).toBe('CANCELED')
    expect(await numberOfApplicants(job.id)).toBe(0)
    await patch({ status: 'CANCELED' })
    expect(await numberOfApplicants(job.id)).toBe(0)
    const back = await patch({ status: 'PENDING' })
    expect(back.body).toMatchObject({ status: 'PENDING', rejectionReason: null })
    expect(await numberOfApplicants(job.id)).toBe(1)

    const bad = await patch({ status: 'HIRED' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Status must be CANCELED, REJECTED, PENDING or SAVE_FOR_LATER')
    const none = await patch({})
    expect(none.body.message).toBe('Status is required')
  })
})

describe('GET /jobs/applicants/{jobApplicationId}/reject', () => {
  test('e-mails a rejected applicant once and stamps rejectionNotifiedAt; 409 otherwise', async () => {
    const job = await makeJob(server, { organizationId: owner.organizationId, facilityId: owner.facilityId, title: 'Night Shift Pharmacist' })
    const provider = await signUpProvider(server)
    const application = await makeJobApplication(server, { jobId: job.id, providerId: provider.providerId })
    const reject = () => server.call('GET', `/api/jobs/applicants/${application.id}/reject`, { token: owner.token })

    const pending = await reject()
    expect(pending.status).toBe(409)
    expect(pending.body.message).toBe('Only a rejected applicant can be notified of the rejection')

    await server.call('PATCH', `/api/jobs/applicants/${application.id}/status`, { token: owner.token, body: { status: 'REJECTED', rejectionReason: 'internal note' } })
    const told = await reject()
    expect(told.status).toBe(200)
    expect(told.body.rejectionNotifiedAt).toBeString()
    const outbox = await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(provider.email)}`)
    const email = outbox.body.data.find((m: { subject: string }) => m.subject === 'An update on your application for Night Shift Pharmacist')
    expect(email).toBeDefined()
    expect(email.text).toContain('Harbor Drug')
    expect(email.text).not.toContain('internal note')

    const again = await reject()
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('This applicant was already notified')
  })
})

describe('tenancy', () => {
  test('another organization gets 404 on every applicant call; a MEMBER of another facility too', async () => {
    const job = await makeJob(server, { organizationId: owner.organizationId, facilityId: owner.facilityId })
    const provider = await signUpProvider(server)
    const application = await makeJobApplication(server, { jobId: job.id, providerId: provider.providerId, status: 'REJECTED' })
    const second = await makeFacility(server, { organizationId: owner.organizationId })
    const memberElsewhere = await makeMember(server, { organizationId: owner.organizationId, role: 'MEMBER', facilityIds: [second.id] })
    const memberHere = await makeMember(server, { organizationId: owner.organizationId, role: 'MEMBER', facilityIds: [owner.facilityId] })
    for (const token of [other.token, memberElsewhere.token]) {
      for (const [method, path, body] of [
        ['GET', `/api/jobs/applicants/${application.id}`],
        ['PATCH', `/api/jobs/applicants/${application.id}/status`, { status: 'PENDING' }],
        ['GET', `/api/jobs/applicants/${application.id}/reject`],
        ['GET', `/api/jobs/${job.id}/applicants`],
      ] as [string, string, unknown][]) {
        const res = await server.call(method, path, { token, body })
        expect(res.status, `${method} ${path}`).toBe(404)
        expect(res.body.message).toMatch(/not found/)
      }
    }
    const lastElsewhere = await server.call('GET', '/api/jobs/last-applicants', { token: memberElsewhere.token })
    expect(lastElsewhere.body.data.some((a: { jobApplicationId: string }) => a.jobApplicationId === application.id)).toBe(false)
    expect((await server.call('GET', `/api/jobs/applicants/${application.id}`, { token: memberHere.token })).status).toBe(200)
    expect((await server.call('GET', `/api/jobs/applicants/${application.id}`)).status).toBe(401)
    const unknown = await server.call('GET', '/api/jobs/applicants/0190f0f0-0000-7000-8000-000000000000', { token: owner.token })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Job applicant not found')
  })
})
