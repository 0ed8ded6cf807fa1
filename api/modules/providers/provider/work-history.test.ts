import { describe, expect, test } from 'bun:test'
import { MAX_HISTORY_ENTRIES } from '../../../../shared/contracts/profile'
import { educations, workExperiences } from '../../../db/schema'
import { signUpOrganization, signUpProvider } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()

const job = (overrides: Record<string, unknown> = {}) => ({
  company: 'Hill Country Pharmacy',
  jobTitle: 'Staff Pharmacist',
  startDate: '2019-03-01',
  endDate: '2023-08-31',
  jobDescription: 'Verified 300 scripts a day and ran the flu clinic.',
  ...overrides,
})
const degree = (overrides: Record<string, unknown> = {}) => ({
  institution: 'University of Texas at Austin',
  major: 'Pharmacy',
  degreeType: 'PHARMD',
  graduationDate: '2018-05-19',
  ...overrides,
})

/** `overrides` with `undefined` values removed from the body (a missing field). */
function without(body: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))
}

const lists = [
  { path: '/api/provider/work-experience', idKey: 'workExperienceId', valid: job, table: workExperiences },
  { path: '/api/provider/education', idKey: 'educationId', valid: degree, table: educations },
] as const

describe.each(lists)('$path', ({ path, idKey, valid, table }) => {
  test('401 without a token, 403 for a facility user', async () => {
    const org = await signUpOrganization(server)
    expect((await server.call('GET', path)).status).toBe(401)
    expect((await server.call('POST', path, { body: valid() })).status).toBe(401)
    expect((await server.call('PUT', `${path}/x`, { body: valid() })).status).toBe(401)
    expect((await server.call('DELETE', `${path}/x`)).status).toBe(401)
    expect((await server.call('GET', path, { token: org.token })).status).toBe(403)
    expect((await server.call('POST', path, { token: org.token, body: valid() })).status).toBe(403)
    expect((await server.call('PUT', `${path}/x`, { token: org.token, body: valid() })).status).toBe(403)
    expect((await server.call('DELETE', `${path}/x`, { token: org.token })).status).toBe(403)
  })

  test("add, list, edit, delete; another provider's entry is a 404", async () => {
    const p = await signUpProvider(server)
    const other = await signUpProvider(server)
    expect((await server.call('GET', path, { token: p.token })).body).toEqual([])
    const created = await server.call('POST', path, { token: p.token, body: valid() })
    expect(created.status).toBe(201)
    const id = created.body[idKey]
    expect(id).toEqual(expect.any(String))
    expect((await server.call('GET', path, { token: p.token })).body).toEqual([created.body])
    expect((await server.call('GET', path, { token: other.token })).body).toEqual([])

    const edited = await server.call('PUT', `${path}/${id}`, { token: p.token, body: valid({ major: 'Pharmaceutical Sciences', jobTitle: 'Pharmacist in Charge' }) })
    expect(edited.status).toBe(200)
    expect(edited.body[idKey]).toBe(id)
    expect(edited.body).not.toEqual(created.body)

    // Another provider can neither edit nor delete it, and learns nothing: 404 as for an unknown id.
    expect((await server.call('PUT', `${path}/${id}`, { token: other.token, body: valid() })).status).toBe(404)
    expect((await server.call('DELETE', `${path}/${id}`, { token: other.token })).status).toBe(404)
    expect((await server.call('PUT', `${path}/nope`, { token: p.token, body: valid() })).status).toBe(404)
    expect((await server.call('GET', path, { token: p.token })).body).toEqual([edited.body])

    expect((await server.call('DELETE', `${path}/${id}`, { token: p.token })).status).toBe(204)
    expect((await server.call('DELETE', `${path}/${id}`, { token: p.token })).status).toBe(404)
    expect((await server.call('GET', path, { token: p.token })).body).toEqual([])
  })

  test(`at most ${MAX_HISTORY_ENTRIES} entries`, async () => {
    const p = await signUpProvider(server)
    const now = server.clock.now()
    const rows = Array.from({ length: MAX_HISTORY_ENTRIES }, () => ({ providerId: p.providerId, ...(valid() as Record<string, string>), createdAt: now, updatedAt: now }))
    await server.ctx.db.write((tx) => tx.insert(table).values(rows as never))
    const refused = await server.call('POST', path, { token: p.token, body: valid() })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(new RegExp(`^You can list at most ${MAX_HISTORY_ENTRIES} `))
    expect((await server.call('GET', path, { token: p.token })).body).toHaveLength(MAX_HISTORY_ENTRIES)
  })
})

describe('work experience rules', () => {
  test('the seed required fields and the dates, on add and on edit', async () => {
    const p = await signUpProvider(server)
    const id = (await server.call('POST', '/api/provider/work-experience', { token: p.token, body: job() })).body.workExperienceId
    const cases: [Record<string, unknown>, string, string][] = [
      [{ company: undefined }, 'company', 'Company is required'],
      [{ company: '  ' }, 'company', 'Company is required'],
      [{ company: 'x'.repeat(101) }, 'company', 'Company is too long'],
      [{ jobTitle: undefined }, 'jobTitle', 'Job title is required'],
      [{ jobTitle: '' }, 'jobTitle', 'Job title is required'],
      [{ startDate: undefined }, 'startDate', 'Start date is required'],
      [{ startDate: '' }, 'startDate', 'Start date is required'],
      [{ startDate: '2019-02-30' }, 'startDate', 'Start date must be a valid date'],
      [{ jobDescription: undefined }, 'jobDescription', 'Job description is required'],
      [{ jobDescription: 'x'.repeat(2001) }, 'jobDescription', 'Job description is too long'],
      [{ endDate: 'last year' }, 'endDate', 'End date must be a valid date'],
      [{ endDate: '2019-03-01' }, 'endDate', 'End date must be after the start date'],
      [{ endDate: '2018-12-31' }, 'endDate', 'End date must be after the start date'],
      [{ isCurrent: true }, 'endDate', 'A current job has no end date'],
    ]
    for (const [overrides, field, message] of cases) {
      for (const [method, path] of [['POST', '/api/provider/work-experience'], ['PUT', `/api/provider/work-experience/${id}`]] as const) {
        const res = await server.call(method, path, { token: p.token, body: without(job(overrides)) })
        expect({ method, field, status: res.status, message: res.body?.message }).toEqual({ method, field, status: 400, message })
        expect(res.body.errors).toContainEqual({ field, message })
      }
    }
  })

  test('a current job has no end date and is listed first; an end date is optional', async () => {
    const p = await signUpProvider(server)
    const old = (await server.call('POST', '/api/provider/work-experience', { token: p.token, body: job({ company: 'Old Co', startDate: '2010-01-04', endDate: '2012-06-30' }) })).body
    const current = await server.call('POST', '/api/provider/work-experience', { token: p.token, body: job({ company: 'Now Co', startDate: '2020-01-06', endDate: null, isCurrent: true }) })
    expect(current.status).toBe(201)
    expect(current.body).toMatchObject({ company: 'Now Co', endDate: null, isCurrent: true })
    const open = (await server.call('POST', '/api/provider/work-experience', { token: p.token, body: without(job({ company: 'Mid Co', startDate: '2014-02-03', endDate: undefined })) })).body
    expect(open).toMatchObject({ endDate: null, isCurrent: false })
    const list = (await server.call('GET', '/api/provider/work-experience', { token: p.token })).body
    expect(list.map((j: { company: string }) => j.company)).toEqual(['Now Co', 'Mid Co', 'Old Co'])
    expect(list[2]).toEqual({ ...old })
  })
})

describe('education rules', () => {
  test('the seed required fields and the degree types', async () => {
    const p = await signUpProvider(server)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ institution: undefined }, 'institution', 'Institution is required'],
      [{ institution: ' ' }, 'institution', 'Institution is required'],
      [{ major: undefined }, 'major', 'Major is required'],
      [{ degreeType: undefined }, 'degreeType', 'Degree type is required'],
      [{ degreeType: 'PHD' }, 'degreeType', 'Degree type must be a valid Degree Type'],
      [{ graduationDate: undefined }, 'graduationDate', 'Graduation date is required'],
      [{ graduationDate: '05/19/2018' }, 'graduationDate', 'Graduation date must be a valid date'],
    ]
    for (const [overrides, field, message] of cases) {
      const res = await server.call('POST', '/api/provider/education', { token: p.token, body: without(degree(overrides)) })
      expect({ field, status: res.status, message: res.body?.message }).toEqual({ field, status: 400, message })
      expect(res.body.errors).toContainEqual({ field, message })
    }
    for (const degreeType of ['HIGH_SCHOOL_OR_GED', 'ASSOCIATES', 'BACHELORS', 'PHARMD', 'MASTERS', 'OTHER']) {
      expect((await server.call('POST', '/api/provider/education', { token: p.token, body: degree({ degreeType }) })).status).toBe(201)
    }
    // An expected graduation is allowed; the newest comes first.
    const expected = await server.call('POST', '/api/provider/education', { token: p.token, body: degree({ graduationDate: '2031-05-20', degreeType: 'MASTERS' }) })
    expect(expected.status).toBe(201)
    expect((await server.call('GET', '/api/provider/education', { token: p.token })).body[0]).toEqual(expected.body)
  })
})
