/** `GET /public/jobs/{jobId}`: readable without an account for listed jobs; 404 for a draft, an archived or an unknown job. */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { organizations } from '../../../db/schema'
import { makeJob, signUpOrganization } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()
const owner = await signUpOrganization(server, { facilityName: 'Bayou Family Pharmacy' })

describe('GET /public/jobs/{jobId}', () => {
  test('a published job’s public fields with the organization’s and facility’s names, nothing internal', async () => {
    const job = await makeJob(server, { organizationId: owner.organizationId, facilityId: owner.facilityId, title: 'Clinical Pharmacist', overrides: { cancellationReason: null, numberOfApplicants: 7 } })
    const res = await server.call('GET', `/api/public/jobs/${job.id}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      jobId: job.id,
      title: 'Clinical Pharmacist',
      status: 'PUBLISHED',
      isAcceptingApplications: true,
      facilityName: 'Bayou Family Pharmacy',
      organizationName: expect.any(String),
      salaryType: 'ANNUAL',
      salaryAmount: 130000,
      employmentType: 'PHARMACIST',
      requiredSpecialties: ['Retail/Community'],
    })
    for (const internal of ['organizationId', 'facilityId', 'numberOfApplicants', 'applicantsBlurred', 'isFreePost', 'cancellationReason', 'latitude', 'hourlyPayCents', 'createdByUserId']) expect(res.body).not.toHaveProperty(internal)
  })

  test('HIRED and PAST_DUE stay readable, not accepting applications', async () => {
    for (const status of ['HIRED', 'PAST_DUE'] as const) {
      const job = await makeJob(server, { organizationId: owner.organizationId, facilityId: owner.facilityId, status })
      const res = await server.call('GET', `/api/public/jobs/${job.id}`)
      expect(res.status).toBe(200)
      expect(res.body.isAcceptingApplications).toBe(false)
    }
  })

  test('404 for a draft, an archived or an unknown job, and for a shadow-banned organization', async () => {
    for (const status of ['DRAFT', 'ARCHIVED'] as const) {
      const job = await makeJob(server, { organizationId: owner.organizationId, status })
      const res = await server.call('GET', `/api/public/jobs/${job.id}`)
      expect(res.status).toBe(404)
      expect(res.body.message).toBe('Job not found')
    }
    expect((await server.call('GET', '/api/public/jobs/0190f0f0-0000-7000-8000-000000000000')).status).toBe(404)
    const hidden = await signUpOrganization(server)
    const job = await makeJob(server, { organizationId: hidden.organizationId })
    await server.ctx.db.write((tx) => tx.update(organizations).set({ isShadowBanned: true }).where(eq(organizations.id, hidden.organizationId)))
    expect((await server.call('GET', `/api/public/jobs/${job.id}`)).status).toBe(404)
  })
})
