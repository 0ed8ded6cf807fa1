/**
 * The job search's list and kind filters as words of the full-text row (migration 0046): they
 * follow every edit of a published job, its unpublishing and re-publishing; values compare
 * exactly, as the JSON lists did; each pay step of a least pay; the sorts that order every match
 * of few-matching filters in memory; and a database migrated with jobs already published.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { eq, sql } from 'drizzle-orm'
import { jobs } from '../../db/schema'
import { openDatabase } from '../../db/client'
import { migrate } from '../../db/migrate'
import { MIGRATIONS } from '../../db/migrations.gen'
import { makeSearchableJob as makeJob, signUpOrganization, signUpProvider } from '../../test/factories'
import { startTestServer, testDriver } from '../../test/harness'
import { PAY_STEPS_CENTS, tagToken } from './search-jobs'

const server = await startTestServer()
const org = await signUpOrganization(server, { facilityName: 'Gulf Coast Pharmacy' })
// Home: Austin, TX 78704.
const provider = await signUpProvider(server)

async function ids(query: string): Promise<string[]> {
  const res = await server.call('GET', `/api/careers/provider/jobs?limit=50${query ? `&${query}` : ''}`, { token: provider.token })
  if (res.status !== 200) throw new Error(`search ${query}: ${res.status} ${res.text}`)
  return res.body.data.map((j: { jobId: string }) => j.jobId)
}
const edit = (id: string, values: Partial<typeof jobs.$inferInsert>) => server.ctx.db.write((tx) => tx.update(jobs).set(values).where(eq(jobs.id, id)))

describe('list and kind filters in the full-text index', () => {
  test("they follow a published job's edits, its unpublishing, re-publishing and deletion", async () => {
    const job = await makeJob(server, { organizationId: org.organizationId, title: 'Float Pharmacist', specialties: ['Oncology'], softwares: ['PioneerRx'], skills: ['Immunizations'], languages: ['Spanish'] })
    const only = [job.id]
    expect(await ids('specialties=Oncology&softwares=PioneerRx&skills=Immunizations&languages=Spanish&states=TX&cities=austin')).toEqual(only)

    // Lists: a specialty counts whether required or preferred.
    await edit(job.id, { requiredSpecialties: ['Cardiology'], preferredSpecialties: ['Oncology'] })
    expect(await ids('specialties=Oncology')).toEqual(only)
    expect(await ids('specialties=Cardiology')).toEqual(only)
    await edit(job.id, { preferredSpecialties: [] })
    expect(await ids('specialties=Oncology')).toEqual([])
    await edit(job.id, { softwares: ['Epic Willow'], skills: [], languages: ['Vietnamese'] })
    expect(await ids('softwares=PioneerRx')).toEqual([])
    expect(await ids('softwares=Epic%20Willow')).toEqual(only)
    expect(await ids('skills=Immunizations')).toEqual([])
    expect(await ids('languages=Spanish')).toEqual([])
    expect(await ids('languages=Vietnamese')).toEqual(only)

    // Kinds: state, city, location type, job type, pay type, title.
    await edit(job.id, { state: 'WA', city: 'Seattle', locationType: 'HYBRID', type: 'CONTRACT', salaryType: 'CONTRACT_BASED', employmentType: 'TECHNICIAN' })
    expect(await ids('states=TX&specialties=Cardiology')).toEqual([])
    expect(await ids('states=WA&cities=SEATTLE&locationType=HYBRID&jobType=CONTRACT&payType=CONTRACT_BASED&title=TECHNICIAN')).toEqual(only)
    expect(await ids('title=PHARMACIST&specialties=Cardiology')).toEqual([])

    // Pay: the least pay's step follows the hourly pay.
    await edit(job.id, { hourlyPayCents: 2_000 })
    expect(await ids('salary=60&specialties=Cardiology')).toEqual([])
    expect(await ids('salary=20&specialties=Cardiology')).toEqual(only)

    // The words still follow their own edits.
    await edit(job.id, { title: 'Weekend Technician', description: 'Sterile compounding on weekends.' })
    expect(await ids('search=weekends&specialties=Cardiology')).toEqual(only)
    expect(await ids('search=float&specialties=Cardiology')).toEqual([])

    await edit(job.id, { status: 'ARCHIVED' })
    expect(await ids('specialties=Cardiology')).toEqual([])
    expect(await ids('states=WA')).toEqual([])
    await edit(job.id, { status: 'PUBLISHED', postedAt: server.clock.now() })
    expect(await ids('specialties=Cardiology&states=WA&languages=Vietnamese')).toEqual(only)
    await server.ctx.db.write((tx) => tx.delete(jobs).where(eq(jobs.id, job.id)))
    expect(await ids('specialties=Cardiology')).toEqual([])
  })

  test('values compare exactly: case, a value outside the catalog, one value inside another', async () => {
    const cafe = await makeJob(server, { organizationId: org.organizationId, softwares: ['MyRx Café'], skills: ['Sterile Compounding Plus'] })
    expect(await ids('softwares=MyRx%20Caf%C3%A9')).toEqual([cafe.id])
    // Outside the catalog a value is kept as typed, so another case is another value.
    expect(await ids('softwares=myrx%20caf%C3%A9')).toEqual([])
    expect(await ids('softwares=MyRx')).toEqual([])
    expect(await ids('skills=Sterile%20Compounding%20Plus')).toEqual([cafe.id])
    expect(await ids('skills=Compounding')).toEqual([])
    // A filter's word is not a word of the title or description, and the reverse.
    expect(await ids(`search=${tagToken('sw', 'MyRx Café')}`)).toEqual([])
    const trick = await makeJob(server, { organizationId: org.organizationId, description: `Not in Washington: ${tagToken('st', 'WA')}.`, zipCode: '78701' })
    expect(await ids('states=WA')).not.toContain(trick.id)
    await server.ctx.db.write((tx) => tx.delete(jobs).where(eq(jobs.id, cafe.id)))
    await server.ctx.db.write((tx) => tx.delete(jobs).where(eq(jobs.id, trick.id)))
  })

  test('a least pay finds every job paying it or more, at and around each pay step', async () => {
    const pays = [...new Set([1, 999, ...PAY_STEPS_CENTS.flatMap((c) => [c - 1, c, c + 1]), 45_000])]
    const made = []
    for (const cents of pays) made.push({ cents, id: (await makeJob(server, { organizationId: org.organizationId, languages: ['Tagalog'], salaryAmount: cents / 100 })).id })
    const newestFirst = [...made].reverse()
    for (const least of [5, 9.99, 10, 10.01, 54.99, 55, 55.01, 174.99, 175, 299.99, 300, 300.01, 450, 450.01]) {
      const expected = newestFirst.filter((j) => j.cents >= Math.round(least * 100)).map((j) => j.id)
      expect(await ids(`languages=Tagalog&salary=${least}`)).toEqual(expected.slice(0, 50))
      expect(await ids(`languages=Tagalog&salary=${least}&sortBy=highestPay`)).toEqual(
        [...made]
          .filter((j) => j.cents >= Math.round(least * 100))
          .sort((a, b) => b.cents - a.cents)
          .map((j) => j.id)
          .slice(0, 50),
      )
    }
    for (const j of made) await server.ctx.db.write((tx) => tx.delete(jobs).where(eq(jobs.id, j.id)))
  })

  test("the migration's pay steps are the search's", async () => {
    const [trigger] = await server.ctx.db.read.all<{ sql: string }>(sql`select sql from sqlite_master where type = 'trigger' and name = 'job_search_after_insert'`)
    expect(trigger!.sql).toContain(`json_each('${JSON.stringify(PAY_STEPS_CENTS)}')`)
  })

  test('highest pay and closest with few matches: every match in order, page by page', async () => {
    const far = await makeJob(server, { organizationId: org.organizationId, specialties: ['Geriatrics'], salaryAmount: 90, zipCode: '10001' })
    const near = await makeJob(server, { organizationId: org.organizationId, specialties: ['Geriatrics'], salaryAmount: 50, zipCode: '78704' })
    const middle = await makeJob(server, { organizationId: org.organizationId, specialties: ['Geriatrics'], salaryAmount: 70, zipCode: '75201' })
    const tie = await makeJob(server, { organizationId: org.organizationId, specialties: ['Geriatrics'], salaryAmount: 70, zipCode: null, locationType: 'REMOTE' })
    const walk = async (query: string) => {
      const seen: string[] = []
      let cursor: string | null = null
      for (let page = 0; page < 10; page++) {
        const res = await server.call('GET', `/api/careers/provider/jobs?${query}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token: provider.token })
        seen.push(...res.body.data.map((j: { jobId: string }) => j.jobId))
        if (!res.body.hasNextPage) break
        cursor = res.body.nextCursor
      }
      return seen
    }
    expect(await walk('specialties=Geriatrics&sortBy=highestPay')).toEqual([far.id, tie.id, middle.id, near.id])
    expect(await walk('specialties=Geriatrics&sortBy=closest')).toEqual([near.id, middle.id, far.id, tie.id])
    expect(await walk('specialties=Geriatrics&sortBy=closest&distance=250')).toEqual([near.id, middle.id])
    expect(await walk('specialties=Geriatrics&sortBy=highestPay&salary=60')).toEqual([far.id, tie.id, middle.id])
  })

  test('the distance filter bounds the rings of closest', async () => {
    const austin = await makeJob(server, { organizationId: org.organizationId, languages: ['Korean'], zipCode: '78701' })
    const dallas = await makeJob(server, { organizationId: org.organizationId, languages: ['Korean'], zipCode: '75201' })
    const houston = await makeJob(server, { organizationId: org.organizationId, languages: ['Korean'], zipCode: '77002' })
    const mine = new Set([austin.id, dallas.id, houston.id])
    const closest = async (query: string) => (await ids(`sortBy=closest&${query}`)).filter((id) => mine.has(id))
    expect(await closest('distance=3')).toEqual([austin.id])
    expect(await closest('distance=170')).toEqual([austin.id, houston.id])
    expect(await closest('distance=500')).toEqual([austin.id, houston.id, dallas.id])
  })
})

const migrated = await openDatabase({ url: ':memory:', driver: testDriver() })
afterAll(() => migrated.close())

describe('migration 0046 on a database with published jobs', () => {
  const db = migrated
  test("the published jobs' lists and kinds become words; drafts stay out", async () => {
    const before = MIGRATIONS.findIndex((m) => m.tag === '0046_careers_search_tags')
    expect(before).toBeGreaterThan(0)
    await migrate(db, MIGRATIONS.slice(0, before))
    const now = Date.now()
    await db.write(async (tx) => {
      await tx.run(sql`insert into organizations (id, name, current_percentage_fee, own_referral_code, created_at, updated_at) values ('org-1', 'Gulf Coast Pharmacy', 25, 'GULF-7K2Q', ${now}, ${now})`)
      const job = (id: string, status: string, specialties: string[]) =>
        tx.run(sql`insert into jobs (id, organization_id, title, description, status, state, city, hourly_pay_cents, required_specialties, posted_at, created_at, updated_at)
          values (${id}, 'org-1', 'Clinical Pharmacist', 'Hospital oncology team', ${status}, 'TX', 'Austin', 6500, ${JSON.stringify(specialties)}, ${status === 'DRAFT' ? null : now}, ${now}, ${now})`)
      await job('job-published', 'PUBLISHED', ['Oncology'])
      await job('job-draft', 'DRAFT', ['Oncology'])
    })
    await migrate(db)
    const found = (match: string) => db.read.all<{ job_id: string }>(sql`select k.job_id from job_search s join job_search_keys k on k.id = s.rowid where job_search match ${match}`)
    expect(await found(`tags : "${tagToken('sp', 'Oncology')}" AND tags : "${tagToken('st', 'TX')}" AND tags : "${tagToken('ct', 'austin')}" AND tags : "pg6500"`)).toEqual([{ job_id: 'job-published' }])
    expect(await found(`tags : "pg7000"`)).toEqual([])
    expect(await found(`{title description} : "oncology"`)).toEqual([{ job_id: 'job-published' }])
  })
})
