/**
 * `GET /careers/provider/jobs` through the app: full text over title and description, every
 * filter (annual salary converted at 2,080 hours), every sort, applied / saved, limit bounds and
 * their messages, cursor pages, and what a provider never sees (drafts, archived, banned).
 */
import { describe, expect, test } from 'bun:test'
import { JobSearchResponse } from '../../../shared/contracts/careers-search'
import { validate } from '../../../shared/validation/validate'
import { makeBan, makeSearchableJob as makeJob, signUpOrganization, signUpProvider } from '../../test/factories'
import { startTestServer } from '../../test/harness'

const server = await startTestServer()
const org = await signUpOrganization(server, { facilityName: 'Lone Star Health Pharmacy' })
// Home: Austin, TX 78704.
const provider = await signUpProvider(server)
const HOUR = 3_600_000
const now = server.clock.now().getTime()

// Inserted oldest first: publishing order is posting order.
const remote = await makeJob(server, {
  organizationId: org.organizationId,
  title: 'Remote Pharmacy Technician',
  description: 'Process insurance claims and prior authorizations from home.',
  employmentType: 'TECHNICIAN',
  locationType: 'REMOTE',
  type: 'PART_TIME',
  salaryAmount: 22,
  zipCode: null,
  postedAt: new Date(now - 20 * 24 * HOUR),
  languages: ['Spanish'],
})
const clinical = await makeJob(server, {
  organizationId: org.organizationId,
  facilityId: org.facilityId,
  title: 'Clinical Pharmacist',
  description: 'Oncology infusion center with sterile compounding and chemotherapy verification.',
  salaryType: 'ANNUAL',
  salaryAmount: 145_600, // $70 an hour
  zipCode: '10001',
  postedAt: new Date(now - 10 * 24 * HOUR),
  specialties: ['Oncology'],
  softwares: ['Epic Willow'],
})
const staff = await makeJob(server, {
  organizationId: org.organizationId,
  title: 'Staff Pharmacist',
  description: 'Retail counseling, immunizations and a friendly team downtown.',
  salaryAmount: 60,
  zipCode: '78701',
  postedAt: new Date(now - 3 * 24 * HOUR),
  skills: ['Immunizations'],
})
const lead = await makeJob(server, {
  organizationId: org.organizationId,
  title: 'Pharmacist in Charge',
  description: 'Lead the hospital pharmacy team on a twelve month contract.',
  locationType: 'HYBRID',
  type: 'CONTRACT',
  salaryType: 'CONTRACT_BASED',
  salaryAmount: 80,
  zipCode: '75201',
  postedAt: new Date(now - 2 * HOUR),
})
await makeJob(server, { organizationId: org.organizationId, title: 'Draft Oncology Pharmacist', status: 'DRAFT' })
await makeJob(server, { organizationId: org.organizationId, title: 'Archived Oncology Pharmacist', status: 'ARCHIVED' })

const ALL = [lead.id, staff.id, clinical.id, remote.id]

async function search(query: string, token = provider.token) {
  const res = await server.call('GET', `/api/careers/provider/jobs${query ? `?${query}` : ''}`, { token })
  if (res.status !== 200) throw new Error(`search ${query}: ${res.status} ${res.text}`)
  return res.body as { data: { jobId: string; hasApplied: boolean; isSaved: boolean; distanceInMeters: number | null; hourlyPay: number | null; companyName: string }[]; hasNextPage: boolean; nextCursor: string | null }
}
const ids = async (query: string) => (await search(query)).data.map((j) => j.jobId)

describe('job search', () => {
  test('published jobs only, most recent first, with the card fields', async () => {
    const body = await search('')
    // The route does not re-check its answer at run time (routes.ts): the contract is checked here.
    expect(validate(JobSearchResponse, body)).toEqual([])
    expect(validate(JobSearchResponse, await search('sortBy=closest&limit=2'))).toEqual([])
    expect(body.data.map((j) => j.jobId)).toEqual(ALL)
    expect(body.hasNextPage).toBe(false)
    expect(body.nextCursor).toBeNull()
    const card = body.data.find((j) => j.jobId === clinical.id)!
    expect(card).toMatchObject({ title: 'Clinical Pharmacist', salaryType: 'ANNUAL', salaryAmount: 145_600, hourlyPay: 70, companyName: 'Lone Star Health Pharmacy', state: 'NY', hasApplied: false, isSaved: false })
    expect(body.data.find((j) => j.jobId === remote.id)!.distanceInMeters).toBeNull()
  })

  test('full text finds words of the title and of the description by their stem, all words required', async () => {
    expect(await ids('search=technician')).toEqual([remote.id])
    expect(await ids('search=oncology')).toEqual([clinical.id])
    expect(await ids('search=Infusion%20chemotherapy')).toEqual([clinical.id])
    expect(await ids('search=immunization')).toEqual([staff.id])
    expect(await ids('search=Pharmacists')).toEqual([lead.id, staff.id, clinical.id])
    expect(await ids('search=pharmacy')).toEqual([lead.id, remote.id])
    expect(await ids('search=oncology%20retail')).toEqual([])
    // Query syntax is only words: quotes, operators and stars cannot break the search.
    expect(await ids(`search=${encodeURIComponent('"hospital" -team* ^ (pharmacy)')}`)).toEqual([lead.id])
    expect(await ids(`search=${encodeURIComponent('*** "" ()')}`)).toEqual(ALL)
  })

  test('title and description edits, unpublishing and re-publishing keep the word index in step', async () => {
    const job = await makeJob(server, { organizationId: org.organizationId, title: 'Night Shift Pharmacist', description: 'Overnight verification.', postedAt: new Date(now - 30 * 24 * HOUR) })
    expect(await ids('search=overnight')).toEqual([job.id])
    const { jobs } = await import('../../db/schema')
    const { eq } = await import('drizzle-orm')
    await server.ctx.db.write((tx) => tx.update(jobs).set({ description: 'Weekend verification.' }).where(eq(jobs.id, job.id)))
    expect(await ids('search=overnight')).toEqual([])
    expect(await ids('search=weekend')).toEqual([job.id])
    // What the search filters on, edited in place: the job moves with it.
    await server.ctx.db.write((tx) => tx.update(jobs).set({ state: 'WA', city: 'Seattle', hourlyPayCents: 9_900 }).where(eq(jobs.id, job.id)))
    expect(await ids('states=WA')).toEqual([job.id])
    expect((await ids('sortBy=highestPay'))[0]).toBe(job.id)
    await server.ctx.db.write((tx) => tx.update(jobs).set({ status: 'ARCHIVED' }).where(eq(jobs.id, job.id)))
    expect(await ids('states=WA')).toEqual([])
    expect(await ids('search=weekend')).toEqual([])
    // Published again now: the newest job.
    await server.ctx.db.write((tx) => tx.update(jobs).set({ status: 'PUBLISHED', postedAt: server.clock.now() }).where(eq(jobs.id, job.id)))
    expect(await ids('search=weekend')).toEqual([job.id])
    expect((await ids(''))[0]).toBe(job.id)
    await server.ctx.db.write((tx) => tx.delete(jobs).where(eq(jobs.id, job.id)))
    expect(await ids('search=weekend')).toEqual([])
    expect(await ids('')).toEqual(ALL)
  })

  test('posted date: today, last week, last 2 weeks, last month', async () => {
    expect(await ids('postedDate=today')).toEqual([lead.id])
    expect(await ids('postedDate=last_week')).toEqual([lead.id, staff.id])
    expect(await ids('postedDate=last_2_weeks')).toEqual([lead.id, staff.id, clinical.id])
    expect(await ids('postedDate=last_month')).toEqual(ALL)
  })

  test('location type, job type, pay type and title (multi-values joined by |)', async () => {
    expect(await ids('locationType=REMOTE|HYBRID')).toEqual([lead.id, remote.id])
    expect(await ids('jobType=PART_TIME')).toEqual([remote.id])
    expect(await ids('jobType=FULL_TIME|CONTRACT')).toEqual([lead.id, staff.id, clinical.id])
    expect(await ids('payType=ANNUAL')).toEqual([clinical.id])
    expect(await ids('payType=HOURLY|CONTRACT_BASED')).toEqual([lead.id, staff.id, remote.id])
    expect(await ids('title=TECHNICIAN')).toEqual([remote.id])
    expect(await ids('title=PHARMACIST')).toEqual([lead.id, staff.id, clinical.id])
  })

  test('salary: hourly by default, annual converted at 2,080 hours', async () => {
    expect(await ids('salary=65')).toEqual([lead.id, clinical.id])
    expect(await ids('salary=65&salaryInputType=hour')).toEqual([lead.id, clinical.id])
    // $140,000 a year = $67.31 an hour: the $70 and $80 jobs.
    expect(await ids('salary=140000&salaryInputType=annual')).toEqual([lead.id, clinical.id])
    // $150,000 a year = $72.12 an hour: only the $80 job.
    expect(await ids('salary=150000&salaryInputType=annual')).toEqual([lead.id])
    expect(await ids('salary=0')).toEqual(ALL)
  })

  test('states, cities, distance from my address', async () => {
    expect(await ids('states=NY')).toEqual([clinical.id])
    expect(await ids('states=TX|NY')).toEqual([lead.id, staff.id, clinical.id])
    expect(await ids('cities=austin')).toEqual([staff.id])
    expect(await ids('cities=Dallas|New%20York')).toEqual([lead.id, clinical.id])
    expect(await ids('distance=25')).toEqual([staff.id])
    expect(await ids('distance=250')).toEqual([lead.id, staff.id])
  })

  test('specialties, softwares, skills, languages', async () => {
    expect(await ids('specialties=oncology')).toEqual([clinical.id])
    expect(await ids('softwares=Epic%20Willow|PioneerRx')).toEqual([clinical.id])
    expect(await ids('skills=Immunizations')).toEqual([staff.id])
    expect(await ids('languages=Spanish')).toEqual([remote.id])
    expect(await ids('languages=Spanish&skills=Immunizations')).toEqual([])
  })

  test('sorts: highest pay (hourly equivalent), closest (no address last), with and without words', async () => {
    expect(await ids('sortBy=mostRecent')).toEqual(ALL)
    expect(await ids('sortBy=highestPay')).toEqual([lead.id, clinical.id, staff.id, remote.id])
    expect(await ids('sortBy=highestPay&search=pharmacist')).toEqual([lead.id, clinical.id, staff.id])
    expect(await ids('sortBy=closest')).toEqual([staff.id, lead.id, clinical.id, remote.id])
    expect(await ids('sortBy=closest&search=pharmacist')).toEqual([staff.id, lead.id, clinical.id])
    const closest = await search('sortBy=closest')
    expect(closest.data[0]!.distanceInMeters).toBeLessThan(10_000)
  })

  test('limit: 1 to 50, default 10, with its message', async () => {
    for (const limit of ['0', '51', '2.5', 'ten']) {
      const res = await server.call('GET', `/api/careers/provider/jobs?limit=${limit}`, { token: provider.token })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('Limit must be a whole number from 1 to 50')
    }
    expect((await search('limit=50')).data).toHaveLength(4)
    expect((await search('limit=1')).data).toHaveLength(1)
  })

  test('hasNextPage and the cursor walk every sort page by page', async () => {
    for (const [query, expected] of [
      ['', ALL],
      ['search=pharmacist', [lead.id, staff.id, clinical.id]],
      ['sortBy=highestPay', [lead.id, clinical.id, staff.id, remote.id]],
      ['sortBy=closest', [staff.id, lead.id, clinical.id, remote.id]],
      ['sortBy=highestPay&search=pharmacist', [lead.id, clinical.id, staff.id]],
    ] as const) {
      const seen: string[] = []
      let cursor: string | null = null
      for (let page = 0; page < 10; page++) {
        const body = await search(`${query}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
        seen.push(...body.data.map((j) => j.jobId))
        expect(body.hasNextPage).toBe(body.nextCursor !== null)
        if (!body.hasNextPage) break
        cursor = body.nextCursor
      }
      expect(seen).toEqual([...expected])
    }
    const res = await server.call('GET', '/api/careers/provider/jobs?cursor=nonsense', { token: provider.token })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Cursor must be the nextCursor of a previous page')
  })

  test('query options: applied and saved', async () => {
    const someone = await signUpProvider(server)
    const applied = await server.call('POST', `/api/careers/provider/jobs/${staff.id}/apply`, { token: someone.token, body: {} })
    expect(applied.status).toBe(201)
    expect((await server.call('PUT', `/api/careers/provider/jobs/${clinical.id}/save`, { token: someone.token })).status).toBe(204)
    const mine = async (q: string) => (await search(q, someone.token)).data
    expect((await mine('queryOption=applied')).map((j) => j.jobId)).toEqual([staff.id])
    expect((await mine('queryOption=saved')).map((j) => j.jobId)).toEqual([clinical.id])
    expect((await mine('queryOption=all')).map((j) => j.jobId)).toEqual(ALL)
    const cards = await mine('')
    expect(cards.find((j) => j.jobId === staff.id)).toMatchObject({ hasApplied: true, isSaved: false })
    expect(cards.find((j) => j.jobId === clinical.id)).toMatchObject({ hasApplied: false, isSaved: true })
    // Another provider's applications and saves are not mine.
    expect(await ids('queryOption=applied')).toEqual([])
    expect(await ids('queryOption=saved')).toEqual([])
  })

  test("an organization's ban hides its jobs", async () => {
    const banned = await signUpProvider(server)
    await makeBan(server, { organizationId: org.organizationId, providerId: banned.providerId })
    expect((await search('', banned.token)).data).toEqual([])
    const other = await signUpOrganization(server)
    const elsewhere = await makeJob(server, { organizationId: other.organizationId })
    expect((await search('', banned.token)).data.map((j) => j.jobId)).toEqual([elsewhere.id])
    const facilityBanned = await signUpProvider(server)
    await makeBan(server, { organizationId: org.organizationId, providerId: facilityBanned.providerId, facilityId: org.facilityId })
    expect((await search('', facilityBanned.token)).data.map((j) => j.jobId)).toEqual([elsewhere.id, lead.id, staff.id, remote.id])
    const { jobs } = await import('../../db/schema')
    const { eq } = await import('drizzle-orm')
    await server.ctx.db.write((tx) => tx.delete(jobs).where(eq(jobs.id, elsewhere.id)))
  })

  test('validation messages of the filters', async () => {
    for (const [query, message] of [
      ['postedDate=yesterday', 'Posted date must be today, last_week, last_2_weeks or last_month'],
      ['sortBy=cheapest', 'Sort must be mostRecent, highestPay or closest'],
      ['queryOption=mine', 'Query option must be all, applied or saved'],
      ['salaryInputType=month', 'Salary input type must be hour or annual'],
      ['locationType=MOON', 'Location type must be values of REMOTE, ON_SITE, HYBRID joined by |'],
      ['distance=0', 'Distance must be a number of miles from 1 to 500'],
    ] as const) {
      const res = await server.call('GET', `/api/careers/provider/jobs?${query}`, { token: provider.token })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(message)
    }
  })

  test('rejects unauthenticated callers and facility users', async () => {
    expect((await server.call('GET', '/api/careers/provider/jobs')).status).toBe(401)
    expect((await server.call('GET', '/api/careers/provider/jobs', { token: org.token })).status).toBe(403)
  })
})
