/**
 * A provider's job detail, apply (résumé, cover letter, offline replay, 409), withdraw, save,
 * my applications, and the careers referral link, through the app.
 */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { featureFlags, jobApplications, jobs, providers } from '../../db/schema'
import { makeSearchableJob as makeJob, signUpOrganization, signUpProvider } from '../../test/factories'
import { startTestServer } from '../../test/harness'

const server = await startTestServer()
const org = await signUpOrganization(server, { facilityName: 'Hill Country Pharmacy' })
const job = await makeJob(server, { organizationId: org.organizationId, facilityId: org.facilityId, title: 'Staff Pharmacist' })
const provider = await signUpProvider(server)
const other = await signUpProvider(server)

const call = (method: string, path: string, token: string | undefined, body?: unknown) => server.call(method, `/api/careers/provider${path}`, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) })
const applicantsOf = async (jobId: string) => (await server.ctx.db.read.select({ n: jobs.numberOfApplicants }).from(jobs).where(eq(jobs.id, jobId)).get())!.n

async function resumeOf(userId: string): Promise<string> {
  const res = await server.call('POST', `/api/testing/provider/${userId}/resume`)
  if (res.status !== 200 && res.status !== 201) throw new Error(`résumé: ${res.status} ${res.text}`)
  return res.body.fileId
}

describe('a job and applying to it', () => {
  test('the detail of a published job, with nothing of mine yet', async () => {
    const res = await call('GET', `/jobs/${job.id}`, provider.token)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ jobId: job.id, title: 'Staff Pharmacist', status: 'PUBLISHED', companyName: 'Hill Country Pharmacy', hasApplied: false, isSaved: false, application: null, numberOfApplicants: 0 })
  })

  test('apply with a résumé of mine and a cover letter; applying again is 409', async () => {
    const resumeFileId = await resumeOf(provider.userId)
    const res = await call('POST', `/jobs/${job.id}/apply`, provider.token, { resumeFileId, coverLetter: 'I have eight years in community pharmacy.' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ status: 'PENDING', resumeFileId, coverLetter: 'I have eight years in community pharmacy.', job: { jobId: job.id, title: 'Staff Pharmacist' } })
    expect(await applicantsOf(job.id)).toBe(1)
    const detail = await call('GET', `/jobs/${job.id}`, provider.token)
    expect(detail.body).toMatchObject({ hasApplied: true, application: { jobApplicationId: res.body.jobApplicationId, status: 'PENDING' }, numberOfApplicants: 1 })

    const again = await call('POST', `/jobs/${job.id}/apply`, provider.token, {})
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('You have already applied to this job')
    expect(await applicantsOf(job.id)).toBe(1)
  })

  test('the same clientApplicationId sent twice is one application', async () => {
    const replayJob = await makeJob(server, { organizationId: org.organizationId })
    const body = { clientApplicationId: 'offline-7f3a', coverLetter: 'Written on the train.' }
    const first = await call('POST', `/jobs/${replayJob.id}/apply`, provider.token, body)
    const second = await call('POST', `/jobs/${replayJob.id}/apply`, provider.token, body)
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    expect(second.body.jobApplicationId).toBe(first.body.jobApplicationId)
    expect(await applicantsOf(replayJob.id)).toBe(1)
    const rows = await server.ctx.db.read.select().from(jobApplications).where(eq(jobApplications.jobId, replayJob.id))
    expect(rows).toHaveLength(1)
    // A different client id for the same job is a second apply: 409.
    expect((await call('POST', `/jobs/${replayJob.id}/apply`, provider.token, { clientApplicationId: 'offline-other' })).status).toBe(409)
  })

  test('withdraw: CANCELED, no longer counted; again is 204; applying again re-opens it', async () => {
    const withdrawJob = await makeJob(server, { organizationId: org.organizationId })
    const applied = await call('POST', `/jobs/${withdrawJob.id}/apply`, other.token, {})
    expect(await applicantsOf(withdrawJob.id)).toBe(1)
    expect((await call('POST', `/jobs/${withdrawJob.id}/withdraw`, other.token)).status).toBe(204)
    expect(await applicantsOf(withdrawJob.id)).toBe(0)
    const detail = await call('GET', `/jobs/${withdrawJob.id}`, other.token)
    expect(detail.body).toMatchObject({ hasApplied: false, application: { jobApplicationId: applied.body.jobApplicationId, status: 'CANCELED' } })
    expect((await call('POST', `/jobs/${withdrawJob.id}/withdraw`, other.token)).status).toBe(204)
    expect(await applicantsOf(withdrawJob.id)).toBe(0)
    const reapplied = await call('POST', `/jobs/${withdrawJob.id}/apply`, other.token, {})
    expect(reapplied.status).toBe(201)
    expect(reapplied.body).toMatchObject({ jobApplicationId: applied.body.jobApplicationId, status: 'PENDING' })
    expect(await applicantsOf(withdrawJob.id)).toBe(1)
    // Withdrawing from a job I never applied to.
    const never = await call('POST', `/jobs/${job.id}/withdraw`, other.token)
    expect(never.status).toBe(404)
    expect(never.body.message).toBe('You have not applied to this job')
  })

  test('non-published jobs are 404 for detail, apply and save', async () => {
    for (const status of ['DRAFT', 'ARCHIVED', 'HIRED', 'PAST_DUE'] as const) {
      const hidden = await makeJob(server, { organizationId: org.organizationId, status })
      for (const [method, path] of [['GET', `/jobs/${hidden.id}`], ['POST', `/jobs/${hidden.id}/apply`], ['PUT', `/jobs/${hidden.id}/save`], ['GET', `/jobs/${hidden.id}/referral-link`]] as const) {
        const res = await call(method, path, provider.token, method === 'POST' ? {} : undefined)
        expect(res.status).toBe(404)
        expect(res.body.message).toBe('Job not found')
      }
    }
    expect((await call('GET', '/jobs/01936f1e-0000-7000-8000-000000000000', provider.token)).status).toBe(404)
  })

  test("someone else's file is no résumé of mine", async () => {
    const theirs = await resumeOf(other.userId)
    const target = await makeJob(server, { organizationId: org.organizationId })
    const res = await call('POST', `/jobs/${target.id}/apply`, provider.token, { resumeFileId: theirs })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Résumé not found')
    expect(await applicantsOf(target.id)).toBe(0)
  })

  test('save and unsave', async () => {
    const saved = await makeJob(server, { organizationId: org.organizationId })
    expect((await call('PUT', `/jobs/${saved.id}/save`, provider.token)).status).toBe(204)
    expect((await call('PUT', `/jobs/${saved.id}/save`, provider.token)).status).toBe(204)
    expect((await call('GET', `/jobs/${saved.id}`, provider.token)).body.isSaved).toBe(true)
    expect((await call('GET', `/jobs/${saved.id}`, other.token)).body.isSaved).toBe(false)
    expect((await call('DELETE', `/jobs/${saved.id}/save`, provider.token)).status).toBe(204)
    expect((await call('GET', `/jobs/${saved.id}`, provider.token)).body.isSaved).toBe(false)
  })

  test('my applications: mine only, newest first, paged, by status', async () => {
    const fresh = await signUpProvider(server)
    const a = await makeJob(server, { organizationId: org.organizationId, title: 'First Applied' })
    const b = await makeJob(server, { organizationId: org.organizationId, title: 'Second Applied' })
    await call('POST', `/jobs/${a.id}/apply`, fresh.token, {})
    server.clock.advance(1000)
    await call('POST', `/jobs/${b.id}/apply`, fresh.token, {})
    await call('POST', `/jobs/${a.id}/withdraw`, fresh.token)
    const list = await call('GET', '/applications', fresh.token)
    expect(list.status).toBe(200)
    expect(list.body.data.map((x: { job: { title: string }; status: string }) => [x.job.title, x.status])).toEqual([
      ['Second Applied', 'PENDING'],
      ['First Applied', 'CANCELED'],
    ])
    expect(list.body.pagination).toMatchObject({ page: 1, totalItems: 2, hasNextPage: false })
    const paged = await call('GET', '/applications?pageSize=1', fresh.token)
    expect(paged.body.pagination).toMatchObject({ totalItems: 2, totalPages: 2, hasNextPage: true })
    expect((await call('GET', '/applications?status=PENDING', fresh.token)).body.data).toHaveLength(1)
    // Another provider's list does not carry these.
    const theirs = await call('GET', '/applications', other.token)
    expect(theirs.body.data.some((x: { job: { jobId: string } }) => x.job.jobId === a.id || x.job.jobId === b.id)).toBe(false)
  })

  test('rejects unauthenticated callers and facility users', async () => {
    expect((await call('GET', `/jobs/${job.id}`, undefined)).status).toBe(401)
    expect((await call('POST', `/jobs/${job.id}/apply`, undefined, {})).status).toBe(401)
    expect((await call('GET', '/applications', undefined)).status).toBe(401)
    expect((await call('GET', `/jobs/${job.id}`, org.token)).status).toBe(403)
    expect((await call('POST', `/jobs/${job.id}/apply`, org.token, {})).status).toBe(403)
  })
})

describe('careers referral links', () => {
  test('my link to a job carries my code; an application through it credits me, never myself', async () => {
    const referrer = await signUpProvider(server)
    const linkJob = await makeJob(server, { organizationId: org.organizationId })
    const link = await call('GET', `/jobs/${linkJob.id}/referral-link`, referrer.token)
    expect(link.status).toBe(200)
    const url = new URL(link.body.url)
    expect(url.pathname).toBe(`/jobs/${linkJob.id}`)
    expect(url.searchParams.get('ref')).toBe(link.body.referralCode)

    const friend = await signUpProvider(server)
    const applied = await call('POST', `/jobs/${linkJob.id}/apply`, friend.token, { referralCode: link.body.referralCode.toLowerCase() })
    expect(applied.status).toBe(201)
    const row = await server.ctx.db.read.select().from(jobApplications).where(eq(jobApplications.id, applied.body.jobApplicationId)).get()
    expect(row!.referredByProviderId).toBe(referrer.providerId)

    const own = await call('POST', `/jobs/${linkJob.id}/apply`, referrer.token, { referralCode: link.body.referralCode })
    expect(own.status).toBe(201)
    const ownRow = await server.ctx.db.read.select().from(jobApplications).where(eq(jobApplications.id, own.body.jobApplicationId)).get()
    expect(ownRow!.referredByProviderId).toBeNull()

    // An unknown code credits no one and does not stop the application.
    const stranger = await signUpProvider(server)
    const unknown = await call('POST', `/jobs/${linkJob.id}/apply`, stranger.token, { referralCode: 'NOBODY-0000' })
    expect(unknown.status).toBe(201)
  })

  test('with the flag off the link is 404 and a code credits no one', async () => {
    await server.ctx.db.write((tx) =>
      tx.insert(featureFlags).values({ key: 'careersReferralLinks', enabled: false, updatedAt: server.clock.now() }).onConflictDoUpdate({ target: featureFlags.key, set: { enabled: false } }),
    )
    try {
      const referrer = await signUpProvider(server)
      const flagJob = await makeJob(server, { organizationId: org.organizationId })
      const link = await call('GET', `/jobs/${flagJob.id}/referral-link`, referrer.token)
      expect(link.status).toBe(404)
      expect(link.body.message).toBe('Careers referral links are not available')
      const { ownReferralCode: ownCode } = (await server.ctx.db.read.select({ ownReferralCode: providers.ownReferralCode }).from(providers).where(eq(providers.id, referrer.providerId)).get())!
      const friend = await signUpProvider(server)
      const applied = await call('POST', `/jobs/${flagJob.id}/apply`, friend.token, { referralCode: ownCode })
      expect(applied.status).toBe(201)
      const row = await server.ctx.db.read.select().from(jobApplications).where(eq(jobApplications.id, applied.body.jobApplicationId)).get()
      expect(row!.referredByProviderId).toBeNull()
    } finally {
      await server.ctx.db.write((tx) => tx.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, 'careersReferralLinks')))
    }
  })
})
