/**
 * Browse for someone new (issue 12, item 8): `scope=near` starts a provider where they can work
 * and near home while browse without it stays the spec's; "best match" puts a close shift that
 * meets every requirement first, whatever a farther one pays or lists.
 */
import { describe, expect, test } from 'bun:test'
import { addDays, todayIn } from '../../../../shared/domain/zoned-time'
import { facilitySignUp, providerSignUp } from '../../../test/factories'
import { startTestServer } from '../../../test/harness'

const server = await startTestServer()

async function facilityIn(city: string, state: string, zipCode: string) {
  const res = await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp({ city, state, zipCode }) })
  expect(res.status).toBe(201)
  const f = res.body as { id: string; token: string }
  const card = await server.call('POST', '/api/payment-method/attach-card', { token: f.token, body: { token: 'tok_visa', facilityId: f.id } })
  expect(card.status).toBeLessThan(300)
  return f
}

/** One group, `inDays` from today, listing these tags; returns its id. */
async function postShift(f: { id: string; token: string }, { inDays, rate, tags }: { inDays: number; rate: number; tags: { software: string[]; specialties: string[]; languages: string[]; skills: string[] } }) {
  const date = addDays(todayIn('America/Chicago', server.clock.now()), inDays)
  const res = await server.call('POST', '/api/facility/shift', {
    token: f.token,
    body: {
      facilityId: f.id,
      title: 'Staff pharmacist — day coverage',
      description: 'Verify prescriptions, counsel patients and give immunizations at a busy community pharmacy downtown.',
      rate,
      providerType: 'PHARMACIST',
      locationType: 'ON_SITE',
      ...tags,
      lunchBreakMinutes: 30,
      isLunchBreakPaid: false,
      shiftDays: [{ date, timeSlots: [{ startTime: '09:00', endTime: '17:00', quantity: 1 }] }],
    },
  })
  expect(res.status).toBe(201)
  return res.body.shiftGroups[0].shiftGroupId as string
}

const FEW = { software: ['PioneerRx'], specialties: ['Retail/Community'], languages: ['English'], skills: [] }
const MANY = { software: ['PioneerRx'], specialties: ['Retail/Community'], languages: ['English', 'Spanish'], skills: ['Immunizations'] }

const ids = (res: { body: { shifts: { shiftGroupId: string }[] } }) => res.body.shifts.map((s) => s.shiftGroupId)

describe('browse for someone new', () => {
  test('scope=near starts a Seattle pharmacist with a license being verified in Washington near Seattle; without it browse is every state', async () => {
    const austin = await facilityIn('Austin', 'TX', '78701')
    const tacoma = await facilityIn('Tacoma', 'WA', '98402')
    const spokane = await facilityIn('Spokane', 'WA', '99201')
    const texas = await postShift(austin, { inDays: 2, rate: 70, tags: FEW })
    const nearby = await postShift(tacoma, { inDays: 9, rate: 60, tags: FEW })
    const acrossTheState = await postShift(spokane, { inDays: 5, rate: 60, tags: FEW })

    const res = await server.call('POST', '/api/sign-up/provider', {
      body: providerSignUp({ personal: { city: 'Seattle', state: 'WA', zipCode: '98101', streetAddress: '1301 2nd Ave' }, professional: { stateLicense: 'WA' } }),
    })
    expect(res.status).toBe(201)
    const token = res.body.token as string

    // The spec's browse, unchanged: every state, soonest first.
    const everywhere = await server.call('GET', '/api/provider/shift/browse?take=100', { token })
    expect(everywhere.status).toBe(200)
    expect(ids(everywhere)).toEqual(expect.arrayContaining([texas, nearby, acrossTheState]))
    expect(everywhere.body.scope).toEqual({ applied: 'none', states: [], withinMiles: null, home: 'Seattle, WA' })

    const near = await server.call('GET', '/api/provider/shift/browse?scope=near&take=100', { token })
    expect(near.status).toBe(200)
    expect(ids(near)).toEqual([nearby])
    expect(near.body.scope).toEqual({ applied: 'near', states: ['WA'], withinMiles: 100, home: 'Seattle, WA' })
    expect(near.body.pagination.totalItems).toBe(1)

    const licensed = await server.call('GET', '/api/provider/shift/browse?scope=licensed&take=100', { token })
    expect(ids(licensed)).toEqual([acrossTheState, nearby])
    expect(licensed.body.scope).toMatchObject({ applied: 'licensed', states: ['WA'], withinMiles: null })

    // States asked for win over the scope.
    const asked = await server.call('GET', '/api/provider/shift/browse?scope=near&states=TX&take=100', { token })
    expect(ids(asked)).toEqual([texas])
    expect(asked.body.scope).toMatchObject({ applied: 'none', states: ['TX'] })

    // A license sought in another state shows that state whole; the home state stays near home.
    const portland = await facilityIn('Portland', 'OR', '97201')
    const oregon = await postShift(portland, { inDays: 7, rate: 60, tags: FEW })
    expect((await server.call('PUT', `/api/testing/${res.body.userId}/licenses`, { body: { states: ['OR'] } })).status).toBe(204)
    const twoStates = await server.call('GET', '/api/provider/shift/browse?scope=near&take=100', { token })
    expect(ids(twoStates)).toEqual([oregon, nearby])
    expect(twoStates.body.scope).toEqual({ applied: 'near', states: ['OR', 'WA'], withinMiles: 100, home: 'Seattle, WA' })

    const bad = await server.call('GET', '/api/provider/shift/browse?scope=everywhere', { token })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('Scope must be near or licensed')
  })

  test('best match puts the close shift that meets every requirement before a far one that pays more, lists more and starts sooner', async () => {
    const austin = await facilityIn('Austin', 'TX', '78701')
    const houston = await facilityIn('Houston', 'TX', '77002')
    const far = await postShift(houston, { inDays: 1, rate: 90, tags: MANY })
    const close = await postShift(austin, { inDays: 4, rate: 60, tags: FEW })
    const closeMissing = await postShift(austin, { inDays: 3, rate: 60, tags: { software: ['QS/1'], specialties: ['Oncology'], languages: ['English'], skills: [] } })

    // Home in Austin (78704), licensed in Texas, with PioneerRx, Retail/Community, English, Spanish, Immunizations.
    const res = await server.call('POST', '/api/sign-up/provider', { body: providerSignUp() })
    expect(res.status).toBe(201)
    expect((await server.call('PUT', `/api/testing/${res.body.userId}/licenses`, { body: { states: ['TX'] } })).status).toBe(204)

    const best = await server.call('GET', '/api/provider/shift/browse?sortBy=mostRelevant&states=TX&take=100', { token: res.body.token })
    expect(best.status).toBe(200)
    const order = ids(best).filter((id) => [far, close, closeMissing].includes(id))
    expect(order[0]).toBe(close)
    expect(order.indexOf(close)).toBeLessThan(order.indexOf(far))
    expect(order.indexOf(close)).toBeLessThan(order.indexOf(closeMissing))
  })
})
