/** The organization's jobs: draft, edit, statuses, take down, lists, stats, the description writer and the PAST_DUE sweep. */
import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { jobs } from '../../../db/schema'
import { makeFacility, makeJob, makeJobApplication, makeMember, signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'
import { markPastDueJobs } from '..'

const server = await startTestServer()
const owner = await signUpOrganization(server, { facilityName: 'Lakeside Community Pharmacy' })
const other = await signUpOrganization(server)

const draftBody = {
  facilityId: owner.facilityId,
  title: 'Staff Pharmacist',
  type: 'FULL_TIME',
  employmentType: 'PHARMACIST',
  locationType: 'ON_SITE',
  city: 'Dallas',
  state: 'TX',
  zipCode: '75201',
  requiredSpecialties: ['retail/community', 'Long-Term Care'],
  preferredSpecialties: ['Retail/Community', 'Geriatrics'],
  softwares: ['PioneerRx'],
  skills: [],
  languages: ['English', 'Spanish'],
  benefits: ['Health insurance', ' 401(k) match ', 'health insurance'],
  salaryType: 'ANNUAL',
  salaryAmountType: 'RANGE',
  salaryRangeMin: 120000,
  salaryRangeMax: 135200,
  areYearsOfExperienceRequired: true,
  yearsOfExperience: 2,
  educationLevel: 'PHARMD',
  jobRequiresLicenseInState: true,
  relocationPackage: true,
}

const post = (body: unknown, token = owner.token) => server.call('POST', '/api/jobs', { token, body })

describe('POST /jobs (a draft)', () => {
  test('stores every field, canonical reference names, the ZIP centroid and the hourly pay', async () => {
    const res = await post({ ...draftBody, description: 'A short draft.' })
    expect(res.status).toBe(201)
    const job = res.body
    expect(job).toMatchObject({
      title: 'Staff Pharmacist',
      status: 'DRAFT',
      type: 'FULL_TIME',
      facilityId: owner.facilityId,
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      postedAt: null,
      locationType: 'ON_SITE',
      employmentType: 'PHARMACIST',
      requiredSpecialties: ['Retail/Community', 'Long-Term Care'],
      preferredSpecialties: ['Geriatrics'],
      languages: ['English', 'Spanish'],
      benefits: ['Health insurance', '401(k) match'],
      salaryType: 'ANNUAL',
      salaryAmountType: 'RANGE',
      salaryRangeMin: 120000,
      salaryRangeMax: 135200,
      salaryAmount: null,
      numberOfApplicants: 0,
      areYearsOfExperienceRequired: true,
      yearsOfExperience: 2,
      educationLevel: 'PHARMD',
      relocationPackage: true,
      jobRequiresLicenseInState: true,
    })
    expect(typeof job.lastEditedAt).toBe('string')
    const row = (await server.ctx.db.read.select().from(jobs).where(eq(jobs.id, job.jobId)).get())!
    expect(row.hourlyPayCents).toBe(6500) // $135,200 a year ÷ 2,080 hours
    expect(row.salaryRangeMaxCents).toBe(13_520_000)
    expect(row.latitude).toBeCloseTo(32.79, 1)
    expect(row.longitude).toBeCloseTo(-96.8, 1)
  })

  test('only the title is needed; the facility’s address stands in', async () => {
    const res = await post({ title: 'Pharmacy Technician', facilityId: owner.facilityId })
    expect(res.status).toBe(201)
    expect(res.body.state).toBe('TX')
    expect(res.body.zipCode).toBeString()
    const noTitle = await post({})
    expect(noTitle.status).toBe(400)
    expect(noTitle.body.message).toBe('Title is required')
  })

  test('validates every field with its message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: 'TEMPORARY' }, 'type', 'Job type must be FULL_TIME, PART_TIME or CONTRACT'],
      [{ locationType: 'ANYWHERE' }, 'locationType', 'Location type must be REMOTE, ON_SITE or HYBRID'],
      [{ salaryType: 'WEEKLY' }, 'salaryType', 'Salary type must be HOURLY, ANNUAL or CONTRACT_BASED'],
      [{ salaryAmountType: 'SOME' }, 'salaryAmountType', 'Salary amount type must be FIXED or RANGE'],
      [{ educationLevel: 'PHD' }, 'educationLevel', 'Education level must be HIGH_SCHOOL_OR_GED, ASSOCIATES, BACHELORS, PHARMD, MASTERS or OTHER'],
      [{ state: 'ZZ' }, 'state', 'State must be a valid State'],
      [{ zipCode: '123' }, 'zipCode', 'Zip code must be a valid US zip code'],
      [{ salaryAmount: -5 }, 'salaryAmount', 'Salary amount cannot be negative'],
      [{ yearsOfExperience: 1.5 }, 'yearsOfExperience', 'Years of experience must be a whole number'],
      [{ salaryType: 'HOURLY', salaryAmountType: 'FIXED', salaryAmount: 5000 }, 'salaryAmount', 'Pay must be $1,000 an hour or less'],
      [{ salaryAmount: 10.005 }, 'salaryAmount', 'Salary amount must have at most two decimals'],
      [{ salaryAmountType: 'RANGE', salaryRangeMin: 50, salaryRangeMax: 40 }, 'salaryRangeMax', 'Salary range maximum must be at least the minimum'],
      [{ type: 'CONTRACT', contractPeriod: 'OTHER' }, 'contractPeriodOther', 'Please specify'],
      [{ areYearsOfExperienceRequired: true }, 'yearsOfExperience', 'Years of experience is required'],
      [{ requiredSpecialties: ['Underwater Pharmacy'] }, 'requiredSpecialties[0]', '"Underwater Pharmacy" is not a listed specialty'],
      [{ softwares: ['PioneerRx', 'NotASystem'] }, 'softwares[1]', '"NotASystem" is not a listed software'],
      [{ languages: ['Klingon'] }, 'languages[0]', '"Klingon" is not a listed language'],
      [{ skills: ['Juggling'] }, 'skills[0]', '"Juggling" is not a listed skill'],
      [{ state: 'CA', zipCode: '75201' }, 'zipCode', 'Zip code is not in the selected state'],
    ]
    for (const [fields, field, message] of cases) {
      const res = await post({ title: 'Staff Pharmacist', ...fields })
      expect(res.status, JSON.stringify(fields)).toBe(400)
      expect(res.body.message).toBe(message)
      expect(res.body.errors.some((e: { field: string; message: string }) => e.field.endsWith(field) && e.message === message)).toBe(true)
    }
  })

  test('a ZIP without a state takes its state; another organization’s facility is a 404', async () => {
    const res = await post({ title: 'Remote Pharmacist', zipCode: '10001', locationType: 'REMOTE' })
    expect(res.status).toBe(201)
    expect(res.body.state).toBe('NY')
    const foreign = await post({ title: 'Staff Pharmacist', facilityId: other.facilityId })
    expect(foreign.status).toBe(404)
  })

  test('rejects unauthenticated and providers', async () => {
    expect((await server.call('POST', '/api/jobs', { body: { title: 'Staff Pharmacist' } })).status).toBe(401)
    const provider = await signUpProvider(server)
    expect((await post({ title: 'Staff Pharmacist' }, provider.token)).status).toBe(403)
  })
})

describe('PUT /jobs/{jobId}', () => {
  test('edits fields: absent stays, null clears; lastEditedAt moves', async () => {
    const created = (await post({ ...draftBody })).body
    server.clock.advance(1000)
    const res = await server.call('PUT', `/api/jobs/${created.jobId}`, { token: owner.token, body: { title: 'Senior Staff Pharmacist', relocationPackage: null, salaryAmountType: 'FIXED', salaryAmount: 104000 } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ title: 'Senior Staff Pharmacist', relocationPackage: false, salaryAmount: 104000, city: 'Dallas', languages: ['English', 'Spanish'] })
    expect(res.body.lastEditedAt > created.lastEditedAt).toBe(true)
    const row = (await server.ctx.db.read.select().from(jobs).where(eq(jobs.id, created.jobId)).get())!
    expect(row.hourlyPayCents).toBe(5000)
  })

  test('status moves: never to PUBLISHED, DRAFT or PAST_DUE here; published → HIRED; hired and archived take no edits', async () => {
    const draft = (await post({ title: 'Staff Pharmacist' })).body
    const publish = await server.call('PUT', `/api/jobs/${draft.jobId}`, { token: owner.token, body: { status: 'PUBLISHED' } })
    expect(publish.status).toBe(409)
    expect(publish.body.message).toBe('Publish the job with POST /jobs/{jobId}/publish')
    expect((await server.call('PUT', `/api/jobs/${draft.jobId}`, { token: owner.token, body: { status: 'HIRED' } })).body.message).toBe('A DRAFT job cannot be marked HIRED')

    const listed = await makeJob(server, { organizationId: owner.organizationId, facilityId: owner.facilityId })
    const back = await server.call('PUT', `/api/jobs/${listed.id}`, { token: owner.token, body: { status: 'DRAFT' } })
    expect(back.status).toBe(409)
    expect(back.body.message).toBe('Take the job down with POST /jobs/{jobId}/unpublish')
    expect((await server.call('PUT', `/api/jobs/${listed.id}`, { token: owner.token, body: { status: 'PAST_DUE' } })).body.message).toBe('A job becomes PAST_DUE when its listing period ends')
    // A listed job stays complete.
    const incomplete = await server.call('PUT', `/api/jobs/${listed.id}`, { token: owner.token, body: { description: 'Too short' } })
    expect(incomplete.status).toBe(400)
    expect(incomplete.body.message).toBe('Description must be at least 60 characters')

    const hired = await server.call('PUT', `/api/jobs/${listed.id}`, { token: owner.token, body: { status: 'HIRED' } })
    expect(hired.status).toBe(200)
    expect(hired.body.status).toBe('HIRED')
    const edit = await server.call('PUT', `/api/jobs/${listed.id}`, { token: owner.token, body: { title: 'Another title here' } })
    expect(edit.status).toBe(409)
    expect(edit.body.message).toBe('A hired job can no longer be edited')
    expect((await server.call('PUT', `/api/jobs/${listed.id}`, { token: owner.token, body: { status: 'ARCHIVED' } })).body.status).toBe('ARCHIVED')
    const revive = await server.call('PUT', `/api/jobs/${listed.id}`, { token: owner.token, body: { status: 'HIRED' } })
    expect(revive.status).toBe(409)
    expect(revive.body.message).toBe('This job is archived and can no longer change')
  })
})

describe('PUT /jobs/{jobId}/delete', () => {
  test('archives with the reason and tells the waiting applicants of a listed job', async () => {
    const job = await makeJob(server, { organizationId: owner.organizationId, facilityId: owner.facilityId, title: 'Closing Pharmacist Role' })
    const waiting = await signUpProvider(server)
    const rejected = await signUpProvider(server)
    await makeJobApplication(server, { jobId: job.id, providerId: waiting.providerId })
    await makeJobApplication(server, { jobId: job.id, providerId: rejected.providerId, status: 'REJECTED' })

    const missing = await server.call('PUT', `/api/jobs/${job.id}/delete`, { token: owner.token, body: {} })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Please provide a reason for cancellation')
    const other = await server.call('PUT', `/api/jobs/${job.id}/delete`, { token: owner.token, body: { cancellationReason: 'OTHER' } })
    expect(other.body.message).toBe('Please specify')

    const res = await server.call('PUT', `/api/jobs/${job.id}/delete`, { token: owner.token, body: { cancellationReason: 'OTHER', cancellationReasonOther: 'Store is relocating' } })
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('ARCHIVED')
    const details = await server.call('GET', `/api/jobs/${job.id}/details`, { token: owner.token })
    expect(details.body).toMatchObject({ cancellationReason: 'OTHER', cancellationReasonOther: 'Store is relocating' })

    const told = await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(waiting.email)}`)
    expect(told.body.data.some((m: { subject: string }) => m.subject === 'Closing Pharmacist Role is no longer open')).toBe(true)
    const notTold = await server.call('GET', `/api/testing/outbox?to=${encodeURIComponent(rejected.email)}`)
    expect(notTold.body.data.some((m: { subject: string }) => m.subject.includes('no longer open'))).toBe(false)

    const again = await server.call('PUT', `/api/jobs/${job.id}/delete`, { token: owner.token, body: { cancellationReason: 'BUDGET' } })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('This job is already archived')
  })
})

describe('lists and stats', () => {
  test('GET /jobs: All hides archived, Published, onlyActive, status, paging', async () => {
    const org = await signUpOrganization(server)
    const make = (status: 'DRAFT' | 'PUBLISHED' | 'ARCHIVED' | 'HIRED' | 'PAST_DUE') => makeJob(server, { organizationId: org.organizationId, facilityId: org.facilityId, status })
    const [draft, published, archived, hired, pastDue] = [await make('DRAFT'), await make('PUBLISHED'), await make('ARCHIVED'), await make('HIRED'), await make('PAST_DUE')]
    const ids = async (q: string) => (await server.call('GET', `/api/jobs${q}`, { token: org.token })).body.data.map((j: { jobId: string }) => j.jobId).sort()
    expect(await ids('')).toEqual([draft.id, published.id, hired.id, pastDue.id].sort())
    expect(await ids('?filter=Published')).toEqual([published.id])
    expect(await ids('?onlyActive=true')).toEqual([draft.id, published.id].sort())
    expect(await ids('?status=ARCHIVED|HIRED')).toEqual([archived.id, hired.id].sort())
    const page = await server.call('GET', '/api/jobs?pageSize=2&page=2', { token: org.token })
    expect(page.body.pagination).toEqual({ page: 2, pageSize: 2, totalItems: 4, totalPages: 2, hasNextPage: false })
    const bad = await server.call('GET', '/api/jobs?filter=Drafts', { token: org.token })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Filter must be All or Published')

    const provider = await signUpProvider(server)
    await makeJobApplication(server, { jobId: published.id, providerId: provider.providerId })
    const stats = await server.call('GET', '/api/jobs/stats', { token: org.token })
    expect(stats.status).toBe(200)
    expect(stats.body).toEqual({
      jobs: { total: 5, active: 2, DRAFT: 1, PUBLISHED: 1, ARCHIVED: 1, HIRED: 1, PAST_DUE: 1 },
      applicants: { total: 1, needsReview: 1, rejected: 0, saveForLater: 0, canceled: 0 },
    })

    const last = await server.call('GET', '/api/jobs/last', { token: org.token })
    expect(last.status).toBe(200)
    expect(last.body.jobId).toBe(pastDue.id)
    const empty = await signUpOrganization(server)
    const none = await server.call('GET', '/api/jobs/last', { token: empty.token })
    expect(none.status).toBe(404)
    expect(none.body.message).toBe('No jobs yet')
  })

  test('a MEMBER limited to a facility sees its facility’s and organization-wide jobs, and posts only for its facility', async () => {
    const org = await signUpOrganization(server)
    const second = await makeFacility(server, { organizationId: org.organizationId })
    const member = await makeMember(server, { organizationId: org.organizationId, role: 'MEMBER', facilityIds: [second.id] })
    const mine = await makeJob(server, { organizationId: org.organizationId, facilityId: second.id })
    const wide = await makeJob(server, { organizationId: org.organizationId, facilityId: null })
    const theirs = await makeJob(server, { organizationId: org.organizationId, facilityId: org.facilityId })
    const list = await server.call('GET', '/api/jobs', { token: member.token })
    expect(list.body.data.map((j: { jobId: string }) => j.jobId).sort()).toEqual([mine.id, wide.id].sort())
    expect((await server.call('GET', `/api/jobs/${theirs.id}`, { token: member.token })).status).toBe(404)
    const orgWide = await post({ title: 'Staff Pharmacist' }, member.token)
    expect(orgWide.status).toBe(403)
    expect(orgWide.body.message).toBe('Choose one of your facilities for this job')
    expect((await post({ title: 'Staff Pharmacist', facilityId: second.id }, member.token)).status).toBe(201)
    // A description is written for anyone of the organization: nothing is stored.
    expect((await server.call('POST', '/api/jobs/generate-description', { token: member.token, body: { title: 'Staff Pharmacist' } })).status).toBe(200)
  })

  test('another organization gets 404 on every job call', async () => {
    const job = await makeJob(server, { organizationId: owner.organizationId, facilityId: owner.facilityId })
    for (const [method, path, body] of [
      ['GET', `/api/jobs/${job.id}`],
      ['GET', `/api/jobs/${job.id}/details`],
      ['GET', `/api/jobs/${job.id}/applicants`],
      ['PUT', `/api/jobs/${job.id}`, { title: 'Hijacked title' }],
      ['PUT', `/api/jobs/${job.id}/delete`, { cancellationReason: 'BUDGET' }],
      ['POST', '/api/jobs/generate-description', { jobId: job.id }],
    ] as [string, string, unknown][]) {
      const res = await server.call(method, path, { token: other.token, body })
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(res.body.message).toBe('Job not found')
    }
  })
})

describe('GET /jobs/{jobId}', () => {
  test('the job as created; an unknown id is a 404', async () => {
    const created = (await post({ ...draftBody })).body
    const res = await server.call('GET', `/api/jobs/${created.jobId}`, { token: owner.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual(created)
    const unknown = await server.call('GET', '/api/jobs/0190f0f0-0000-7000-8000-000000000000', { token: owner.token })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Job not found')
    expect((await server.call('GET', `/api/jobs/${created.jobId}`)).status).toBe(401)
  })
})

describe('GET /jobs/{jobId}/details', () => {
  test('the job with its names, listing and what publishing still needs', async () => {
    const draft = (await post({ title: 'Staff Pharmacist', facilityId: owner.facilityId })).body
    const res = await server.call('GET', `/api/jobs/${draft.jobId}/details`, { token: owner.token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ jobId: draft.jobId, organizationName: expect.any(String), facilityName: 'Lakeside Community Pharmacy', isFreePost: false, applicants: { needsReview: 0, rejected: 0, saveForLater: 0 } })
    expect(res.body.missingForPublish.map((m: { field: string }) => m.field)).toEqual(expect.arrayContaining(['description', 'type', 'employmentType', 'locationType', 'salaryType']))
  })
})

describe('POST /jobs/generate-description', () => {
  test('a complete description naming the title, the pay and the specialties', async () => {
    const res = await server.call('POST', '/api/jobs/generate-description', { token: owner.token, body: draftBody })
    expect(res.status).toBe(200)
    expect(res.body.source).toBe('template')
    const text: string = res.body.description
    expect(text).toContain('Staff Pharmacist')
    expect(text).toContain('$120,000 – $135,200 a year')
    expect(text).toContain('Retail/Community')
    expect(text).toContain('Long-Term Care')
    expect(text).toContain('Geriatrics')
    expect(text).toContain('Lakeside Community Pharmacy')
    expect(text).toContain('PioneerRx')
    expect(text).toContain('Texas')
    expect(text.length).toBeGreaterThan(600)
    expect(text).not.toMatch(/lorem|undefined|null/i)
  })

  test('from a saved job, the body’s fields winning; an hourly contract', async () => {
    const saved = (await post({ title: 'Compounding Technician', employmentType: 'TECHNICIAN', type: 'CONTRACT', contractPeriod: 'THREE_TO_6_MONTHS', requiredSpecialties: ['Compounding (Sterile)'] })).body
    const res = await server.call('POST', '/api/jobs/generate-description', { token: owner.token, body: { jobId: saved.jobId, salaryType: 'HOURLY', salaryAmountType: 'FIXED', salaryAmount: 28.5 } })
    expect(res.status).toBe(200)
    expect(res.body.description).toContain('Compounding Technician')
    expect(res.body.description).toContain('$28.50 an hour')
    expect(res.body.description).toContain('Compounding (Sterile)')
    expect(res.body.description).toContain('3 to 6 months')
  })
})

describe('the PAST_DUE sweep', () => {
  test('moves PUBLISHED jobs whose listing ended, and nothing else', async () => {
    const now = server.clock.now().getTime()
    const ended = await makeJob(server, { organizationId: owner.organizationId, listingEndsAt: new Date(now - 60_000) })
    const running = await makeJob(server, { organizationId: owner.organizationId, listingEndsAt: new Date(now + 3_600_000) })
    const hired = await makeJob(server, { organizationId: owner.organizationId, status: 'HIRED', listingEndsAt: new Date(now - 60_000) })
    expect(await markPastDueJobs(server.ctx)).toBeGreaterThanOrEqual(1)
    const status = async (id: string) => (await server.ctx.db.read.select({ s: jobs.status }).from(jobs).where(eq(jobs.id, id)).get())!.s
    expect(await status(ended.id)).toBe('PAST_DUE')
    expect(await status(running.id)).toBe('PUBLISHED')
    expect(await status(hired.id)).toBe('HIRED')
    server.clock.advance(2 * 3_600_000)
    await markPastDueJobs(server.ctx)
    expect(await status(running.id)).toBe('PAST_DUE')
  })
})
