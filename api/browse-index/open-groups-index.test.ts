/**
 * The in-memory browse index against an SQL oracle: random groups, random changes made straight
 * in the database (as any path would), random queries — the index answers exactly what the SQL
 * answers, page and total, after every change; also after the change log was pruned past it.
 */
import { describe, expect, test } from 'bun:test'
import { and, asc, desc, eq, gt, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm'
import fc from 'fast-check'
import type { Tx } from '../db/client'
import { facilities, organizations, shiftGroupChanges, shiftGroups } from '../db/schema'
import { facilitySignUp } from '../test/factories'
import { startTestServer } from '../test/harness'
import { bestMatchScore, browsableAmong, bucketPointsOf, OpenGroupsIndex, type OpenGroupQuery, type TagKind } from './open-groups-index'
import { pruneShiftGroupChanges } from './prune-group-changes'

const server = await startTestServer()
const db = server.ctx.db
for (const city of ['Austin', 'Dallas']) expect((await server.call('POST', '/api/sign-up/facility', { body: facilitySignUp({ city }) })).status).toBe(201)
const places = await db.read.select({ organizationId: facilities.organizationId, facilityId: facilities.id }).from(facilities)

const STATES = ['TX', 'CA', 'NY']
const CITIES = ['Austin', 'Dallas', 'El Paso']
const TAGS = { specialties: ['Compounding', 'Oncology', 'Retail'], softwares: ['QS/1', 'PioneerRx'], skills: ['Immunizations'], languages: ['Spanish', 'Vietnamese'] }
const HOUR = 3_600_000
const base = Date.now() + HOUR

const groupArb = fc.record({
  place: fc.integer({ min: 0, max: 1 }),
  providerType: fc.constantFrom('PHARMACIST', 'TECHNICIAN'),
  state: fc.constantFrom(...STATES),
  city: fc.constantFrom(...CITIES),
  locationType: fc.constantFrom('ON_SITE', 'REMOTE'),
  // Few distinct values, so ties in every sort key are common.
  startHour: fc.integer({ min: -1, max: 12 }).map((h) => h * 8),
  rateCents: fc.constantFrom(2500, 3000, 6500, 7000),
  // Austin, either side of 25 km and of 80 km from it, Dallas, Los Angeles.
  point: fc.constantFrom([30.27, -97.74], [30.494, -97.74], [30.5, -97.74], [30.985, -97.74], [31.0, -97.74], [32.78, -96.8], [34.05, -118.24]),
  quantity: fc.integer({ min: 1, max: 2 }),
  filledCount: fc.integer({ min: 0, max: 2 }),
  status: fc.constantFrom('OPEN', 'OPEN', 'OPEN', 'CLOSED'),
  specialties: fc.subarray(TAGS.specialties),
  softwares: fc.subarray(TAGS.softwares),
  skills: fc.subarray(TAGS.skills),
  languages: fc.subarray(TAGS.languages),
})
type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never
type GroupSpec = ValueOf<typeof groupArb>

/** Usually absent, so most queries match several groups and pages and ties matter. */
const sometimes = <T>(arb: fc.Arbitrary<T>, none: T) => fc.oneof({ weight: 3, arbitrary: fc.constant(none) }, { weight: 1, arbitrary: arb })

const queryArb = fc.record({
  providerTypes: fc.constantFrom(['PHARMACIST'], ['TECHNICIAN'], ['PHARMACIST', 'TECHNICIAN']),
  states: sometimes(fc.subarray(STATES, { minLength: 1 }), [] as string[]),
  cities: sometimes(fc.subarray(CITIES.map((c) => c.toLowerCase()), { minLength: 1, maxLength: 2 }), [] as string[]),
  locationType: sometimes(fc.constantFrom('ON_SITE', 'REMOTE'), undefined as string | undefined),
  fromDay: sometimes(fc.integer({ min: 0, max: 3 }), undefined as number | undefined),
  days: sometimes(fc.integer({ min: 0, max: 3 }), undefined as number | undefined),
  weekdays: sometimes(fc.subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1, maxLength: 4 }), [] as number[]),
  minRateCents: sometimes(fc.constantFrom(2600, 6500), undefined as number | undefined),
  specialties: sometimes(fc.subarray(TAGS.specialties, { minLength: 1, maxLength: 2 }), [] as string[]),
  languages: sometimes(fc.subarray(TAGS.languages, { minLength: 1, maxLength: 1 }), [] as string[]),
  excludeFacility: sometimes(fc.integer({ min: 0, max: 1 }), undefined as number | undefined),
  sortBy: fc.constantFrom('soonestAvailable', 'highestPay', 'closestToMe', 'mostRelevant'),
  origin: fc.constantFrom({ latitude: 30.27, longitude: -97.74 }, { latitude: 40.7, longitude: -74 }),
  within: sometimes(fc.record({ km: fc.constantFrom(30, 90, 400), state: fc.constantFrom(...STATES) }), undefined as { km: number; state: string } | undefined),
  match: fc.record({ verifiedStates: fc.subarray(STATES), pendingStates: fc.subarray(STATES), providerType: fc.constantFrom('PHARMACIST', 'TECHNICIAN'), hasHome: fc.boolean() }),
  relevant: fc.subarray([...TAGS.specialties, ...TAGS.languages]),
  page: fc.integer({ min: 1, max: 3 }),
  take: fc.constantFrom(1, 3, 5),
})

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
let counter = 0

async function insertGroup(tx: Tx, g: GroupSpec): Promise<string> {
  const startsAt = new Date(base + g.startHour * HOUR)
  const id = `g-${String(counter++).padStart(6, '0')}`
  await tx.insert(shiftGroups).values({
    id,
    ...places[g.place]!,
    postId: id,
    title: 'Staff pharmacist',
    description: 'x'.repeat(60),
    providerType: g.providerType as 'PHARMACIST',
    locationType: g.locationType as 'ON_SITE',
    rateCents: g.rateCents,
    percentageFee: 20,
    date: day(startsAt.getTime()),
    startTime: '08:00',
    endTime: '16:00',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 8 * HOUR),
    quantity: g.quantity,
    filledCount: Math.min(g.filledCount, g.quantity),
    status: g.status as 'OPEN',
    state: g.state,
    city: g.city,
    zipCode: '78701',
    latitude: g.point[0]!,
    longitude: g.point[1]!,
    timeZone: 'America/Chicago',
    specialties: g.specialties,
    softwares: g.softwares,
    skills: g.skills,
    languages: g.languages,
  })
  return id
}

/** The browse semantics in SQL: the oracle. */
async function sqlAnswer(q: OpenGroupQuery): Promise<{ ids: string[]; total: number }> {
  const g = shiftGroups
  const listsAny = (column: SQL, values: readonly string[]) =>
    sql`exists (select 1 from json_each(${column}) where json_each.value in (${sql.join(values.map((v) => sql`${v}`), sql`, `)}))`
  const matches = (column: SQL, values: readonly string[] | undefined) =>
    values?.length ? sql`(select count(*) from json_each(${column}) where json_each.value in (${sql.join(values.map((v) => sql`${v}`), sql`, `)}))` : sql`0`
  const where = and(
    eq(g.status, 'OPEN'),
    gt(g.startsAt, q.now),
    sql`${g.filledCount} < ${g.quantity}`,
    sql`${g.organizationId} not in (select ${organizations.id} from ${organizations} where ${organizations.isShadowBanned} = 1)`,
    q.excludedFacilityIds.size ? notInArray(g.facilityId, [...q.excludedFacilityIds]) : undefined,
    inArray(g.providerType, q.providerTypes as 'PHARMACIST'[]),
    q.states.length ? inArray(g.state, q.states as string[]) : undefined,
    q.cities.length ? sql`lower(${g.city}) in (${sql.join(q.cities.map((c) => sql`${c}`), sql`, `)})` : undefined,
    q.locationType ? eq(g.locationType, q.locationType as 'ON_SITE') : undefined,
    q.fromDate ? gte(g.date, q.fromDate) : undefined,
    q.toDate ? lte(g.date, q.toDate) : undefined,
    q.weekdays.length ? sql`cast(strftime('%w', ${g.date}) as integer) in (${sql.join(q.weekdays.map((d) => sql`${d}`), sql`, `)})` : undefined,
    q.minRateCents !== undefined ? gte(g.rateCents, q.minRateCents) : undefined,
    ...(Object.entries(q.tagFilters) as [TagKind, string[]][]).filter(([, v]) => v.length).map(([kind, values]) => listsAny(sql`${g[kind]}`, values)),
    q.within !== undefined ? sql`(${g.locationType} = 'REMOTE' or ${g.state} <> ${q.within.state} or ${distance2Of(q)} <= ${q.within.km * q.within.km})` : undefined,
  )
  const distance2 = distance2Of(q)
  const first =
    q.sortBy === 'highestPay' ? [desc(g.rateCents)]
    : q.sortBy === 'closestToMe' ? [asc(distance2)]
    : []
  const [count] = await db.read.select({ n: sql<number>`count(*)` }).from(g).where(where)
  const total = Number(count?.n ?? 0)
  if (q.sortBy === 'mostRelevant') {
    // The score's formula is the index's own (bestMatchScore); what the SQL checks is which groups match and the order it implies.
    const t = q.relevantTags
    const shared = sql`${matches(sql`${g.specialties}`, t.specialties)} + ${matches(sql`${g.softwares}`, t.softwares)} + ${matches(sql`${g.skills}`, t.skills)} + ${matches(sql`${g.languages}`, t.languages)}`
    const listed = sql`json_array_length(${g.specialties}) + json_array_length(${g.softwares}) + json_array_length(${g.skills}) + json_array_length(${g.languages})`
    const rows = await db.read
      .select({ id: g.id, type: g.providerType, state: g.state, remote: sql<number>`${g.locationType} = 'REMOTE'`, d2: sql<number>`${distance2}`, shared: sql<number>`${shared}`, listed: sql<number>`${listed}`, rateCents: g.rateCents, startsAt: g.startsAt })
      .from(g)
      .where(where)
      .orderBy(asc(g.startsAt), asc(g.id))
    const scored = rows.map((r) => {
      const km = !q.match?.hasHome ? null : r.remote ? 40 : Math.sqrt(r.d2)
      return { id: r.id, score: bestMatchScore(bucketPointsOf(q.match, r.type, r.state), r.shared, r.listed, km, r.rateCents, r.startsAt.getTime() - q.now.getTime()) }
    })
    // A stable sort keeps start-then-id order among equal scores.
    scored.sort((a, b) => b.score - a.score)
    return { ids: scored.slice(q.offset, q.offset + q.limit).map((r) => r.id), total }
  }
  const rows = await db.read.select({ id: g.id }).from(g).where(where).orderBy(...first, asc(g.startsAt), asc(g.id)).limit(q.limit).offset(q.offset)
  return { ids: rows.map((r) => r.id), total }
}

/** Squared km from the query's origin on an equirectangular projection, as the index ranks by. */
function distance2Of(q: OpenGroupQuery): SQL {
  const g = shiftGroups
  const { latitude: lat, longitude: lng } = q.origin
  const k = 111.32 * Math.cos((lat * Math.PI) / 180)
  return sql`((${g.latitude} - ${lat}) * 111.32) * ((${g.latitude} - ${lat}) * 111.32) + ((${g.longitude} - ${lng}) * ${k}) * ((${g.longitude} - ${lng}) * ${k})`
}

function toQuery(r: ValueOf<typeof queryArb>, now: Date): OpenGroupQuery {
  const fromDate = r.fromDay === undefined ? undefined : day(base + r.fromDay * 86_400_000)
  return {
    now,
    providerTypes: r.providerTypes,
    states: r.states,
    cities: r.cities,
    locationType: r.locationType,
    fromDate,
    toDate: r.days === undefined ? undefined : day(base + ((r.fromDay ?? 0) + r.days) * 86_400_000),
    weekdays: r.weekdays,
    minRateCents: r.minRateCents,
    tagFilters: { specialties: r.specialties, languages: r.languages },
    excludedFacilityIds: new Set(r.excludeFacility === undefined ? [] : [places[r.excludeFacility]!.facilityId]),
    sortBy: r.sortBy,
    origin: r.origin,
    within: r.within,
    match: r.match,
    relevantTags: { specialties: r.relevant.filter((v) => TAGS.specialties.includes(v)), languages: r.relevant.filter((v) => TAGS.languages.includes(v)) },
    offset: (r.page - 1) * r.take,
    limit: r.take,
  }
}

const changeArb = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), group: groupArb }),
  fc.record({ kind: fc.constant('fill' as const), pick: fc.nat(), filledCount: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status: fc.constantFrom('OPEN', 'CLOSED', 'CANCELED') }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), state: fc.constantFrom(...STATES), rateCents: fc.constantFrom(2500, 7000), startHour: fc.integer({ min: 1, max: 80 }) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('shadowBan' as const), place: fc.integer({ min: 0, max: 1 }), banned: fc.boolean() }),
)

async function apply(change: ValueOf<typeof changeArb>, ids: string[]) {
  const g = shiftGroups
  const target = 'pick' in change && ids.length ? ids[change.pick % ids.length]! : null
  await db.write(async (tx) => {
    if (change.kind === 'insert') ids.push(await insertGroup(tx, change.group))
    else if (change.kind === 'shadowBan') await tx.update(organizations).set({ isShadowBanned: change.banned }).where(eq(organizations.id, places[change.place]!.organizationId))
    else if (!target) return
    else if (change.kind === 'fill') await tx.update(g).set({ filledCount: sql`min(${change.filledCount}, ${g.quantity})` }).where(eq(g.id, target))
    else if (change.kind === 'status') await tx.update(g).set({ status: change.status as 'OPEN' }).where(eq(g.id, target))
    else if (change.kind === 'move') {
      const startsAt = new Date(base + change.startHour * 4 * HOUR)
      await tx.update(g).set({ state: change.state, rateCents: change.rateCents, startsAt, date: day(startsAt.getTime()) }).where(eq(g.id, target))
    } else if (change.kind === 'delete') {
      await tx.delete(g).where(eq(g.id, target))
      ids.splice(ids.indexOf(target), 1)
    }
  })
}

async function expectSameAnswers(index: OpenGroupsIndex, queries: Parameters<typeof toQuery>[0][], now: Date) {
  await index.catchUp(db.read, now)
  for (const r of queries) {
    const q = toQuery(r, now)
    const got = index.query(q)
    const want = await sqlAnswer(q)
    expect({ ids: got.groups.map((x) => x.id), total: got.total }).toEqual(want)
  }
}

async function reset() {
  await db.write(async (tx) => {
    await tx.delete(shiftGroups)
    await tx.update(organizations).set({ isShadowBanned: false })
  })
}

describe('open groups index', () => {
  test('answers every query exactly as SQL does, after every kind of change', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(groupArb, { minLength: 20, maxLength: 60, size: 'max' }),
        fc.array(fc.tuple(fc.array(changeArb, { maxLength: 4 }), fc.array(queryArb, { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 12 })), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 30 }),
        async (groups, rounds, hoursLater) => {
          await reset()
          const ids: string[] = []
          await db.write(async (tx) => {
            for (const group of groups) ids.push(await insertGroup(tx, group))
          })
          const index = new OpenGroupsIndex()
          let now = new Date(Date.now() + hoursLater * HOUR)
          const asked: Parameters<typeof toQuery>[0][] = []
          for (const [changes, queries, hoursPass] of rounds) {
            for (const change of changes) await apply(change, ids)
            // Time moves on, and earlier queries come back: totals kept from before the
            // changes (and from before groups started) must still be exact.
            now = new Date(now.getTime() + hoursPass * HOUR)
            asked.push(...queries)
            await expectSameAnswers(index, asked, now)
          }
        },
      ),
      { numRuns: 100 },
    )
  }, 120_000)

  test('a total kept for a filter stops counting a group the moment it starts', async () => {
    await reset()
    const sample = fc.sample(groupArb, { numRuns: 6, seed: 11 })
    await db.write(async (tx) => {
      for (const [i, group] of sample.entries()) await insertGroup(tx, { ...group, providerType: 'PHARMACIST', status: 'OPEN', quantity: 2, filledCount: 0, startHour: i === 0 ? 0 : 8 })
    })
    const index = new OpenGroupsIndex()
    const query = (now: Date) => toQuery({ ...fc.sample(queryArb, { numRuns: 1, seed: 5 })[0]!, providerTypes: ['PHARMACIST'], states: [], cities: [], weekdays: [], locationType: undefined, fromDay: undefined, days: undefined, minRateCents: undefined, specialties: [], languages: [], excludeFacility: undefined, within: undefined, page: 1, take: 5 }, now)
    // Ten seconds before the first group starts, and ten after (too soon for the sweep of started groups).
    const before = new Date(base - 10_000)
    await index.catchUp(db.read, before)
    expect(index.query(query(before)).total).toBe(6)
    const after = new Date(base + 10_000)
    await index.catchUp(db.read, after)
    expect(index.query(query(after)).total).toBe(5)
    expect(index.query(query(after))).toEqual({ groups: expect.any(Array), total: (await sqlAnswer(query(after))).total })
  })

  test('a log pruned past the index reloads everything and stays exact', async () => {
    await reset()
    const ids: string[] = []
    const sample = fc.sample(groupArb, { numRuns: 30, seed: 7 })
    await db.write(async (tx) => {
      for (const group of sample) ids.push(await insertGroup(tx, { ...group, status: 'OPEN', filledCount: 0, startHour: 8 }))
    })
    const index = new OpenGroupsIndex()
    const now = new Date()
    const everything = toQuery(fc.sample(queryArb, { numRuns: 1, seed: 3 })[0]!, now)
    const all = { ...everything, states: [], cities: [], weekdays: [], locationType: undefined, fromDate: undefined, toDate: undefined, minRateCents: undefined, tagFilters: {}, within: undefined, excludedFacilityIds: new Set<string>(), providerTypes: ['PHARMACIST', 'TECHNICIAN'], offset: 0, limit: 100 }
    await index.catchUp(db.read, now)
    expect(index.query(all).total).toBe(30)

    // Two groups close, then the log is cut back to its newest entry as the pruning sweep does
    // after ten minutes: the index sees the gap and reloads.
    await db.write(async (tx) => {
      await tx.update(shiftGroups).set({ status: 'CLOSED' }).where(inArray(shiftGroups.id, ids.slice(0, 2)))
      await tx.update(shiftGroups).set({ rateCents: 9900 }).where(eq(shiftGroups.id, ids[5]!))
      await tx.delete(shiftGroupChanges).where(sql`${shiftGroupChanges.seq} < (select max(seq) from ${shiftGroupChanges})`)
    })
    await index.catchUp(db.read, now)
    const answer = index.query({ ...all, sortBy: 'highestPay' })
    expect(answer.total).toBe(28)
    expect(answer.groups[0]!.id).toBe(ids[5]!)
    expect(answer).toEqual({ groups: expect.any(Array), total: (await sqlAnswer(all)).total })
    expect(index.fullLoads).toBe(2)

    // After the reload it follows the log again, change by change.
    await db.write((tx) => tx.update(shiftGroups).set({ status: 'CLOSED' }).where(eq(shiftGroups.id, ids[5]!)))
    await index.catchUp(db.read, now)
    expect(index.query(all).total).toBe(27)
    expect(index.fullLoads).toBe(2)
  })

  test('while the first load runs, a browse of some states loads those ahead, exactly, and follows changes', async () => {
    await reset()
    const ids: string[] = []
    const sample = fc.sample(groupArb, { numRuns: 300, seed: 13 })
    await db.write(async (tx) => {
      for (const group of sample) ids.push(await insertGroup(tx, { ...group, startHour: 8 + (group.startHour % 40) }))
    })
    // Ten groups a page: the whole load takes some thirty steps, a bucket asked for one.
    const index = new OpenGroupsIndex(10)
    const now = new Date()
    const template = fc.sample(queryArb, { numRuns: 1, seed: 3 })[0]!
    const texas = (sortBy: 'soonestAvailable' | 'highestPay' | 'closestToMe') =>
      toQuery({ ...template, providerTypes: ['PHARMACIST'], states: ['TX'], cities: [], weekdays: [], locationType: undefined, fromDay: undefined, days: undefined, minRateCents: undefined, specialties: [], languages: [], excludeFacility: undefined, within: undefined, sortBy, page: 1, take: 5 }, now)
    const whole = index.catchUp(db.read, now)
    await index.catchUp(db.read, now, { providerTypes: ['PHARMACIST'], states: ['TX'] })
    expect(index.isLoaded).toBe(false)
    for (const sortBy of ['soonestAvailable', 'highestPay', 'closestToMe'] as const) {
      const got = index.query(texas(sortBy))
      expect({ ids: got.groups.map((g) => g.id), total: got.total }).toEqual(await sqlAnswer(texas(sortBy)))
    }
    expect(index.query(texas('soonestAvailable')).total).toBeGreaterThan(10)

    // Changes while the rest loads: to a Texas group, and to groups not loaded yet.
    const txIds = index.query(texas('soonestAvailable')).groups.map((g) => g.id)
    await db.write(async (tx) => {
      await tx.update(shiftGroups).set({ status: 'CLOSED' }).where(eq(shiftGroups.id, txIds[0]!))
      await tx.update(shiftGroups).set({ rateCents: 9900 }).where(inArray(shiftGroups.id, [txIds[1]!, ids[ids.length - 1]!]))
    })
    await index.catchUp(db.read, now, { providerTypes: ['PHARMACIST'], states: ['TX'] })
    for (const sortBy of ['soonestAvailable', 'highestPay'] as const) {
      const got = index.query(texas(sortBy))
      expect({ ids: got.groups.map((g) => g.id), total: got.total }).toEqual(await sqlAnswer(texas(sortBy)))
    }

    await whole
    expect(index.isLoaded).toBe(true)
    await expectSameAnswers(index, fc.sample(queryArb, { numRuns: 40, seed: 17 }), now)
  })

  test('the pruning sweep keeps recent entries and the newest one', async () => {
    await reset()
    await db.write(async (tx) => {
      await tx.insert(shiftGroupChanges).values([
        { shiftGroupId: 'old-1', changedAt: Date.now() - 3_600_000 },
        { shiftGroupId: 'old-2', changedAt: Date.now() - 3_600_000 },
      ])
    })
    const before = await db.read.select().from(shiftGroupChanges)
    const recent = before.filter((c) => c.changedAt > Date.now() - 60_000).length
    await pruneShiftGroupChanges(server.ctx)
    const after = await db.read.select().from(shiftGroupChanges)
    // The newest entry (old-2) stays however old; every recent one stays; old-1 goes.
    expect(after.map((c) => c.shiftGroupId)).toContain('old-2')
    expect(after.map((c) => c.shiftGroupId)).not.toContain('old-1')
    expect(after.length).toBe(recent + 1)
  })
})

test('changed groups are read back by id, never through a scan of every open group', async () => {
  const ids = Array.from({ length: 500 }, (_, i) => `group-${i}`)
  const query = db.read.select({ id: shiftGroups.id }).from(shiftGroups).where(browsableAmong(ids)).toSQL()
  const plan = await db.read.all<{ detail: string }>(sql.raw(`explain query plan ${query.sql.replaceAll('?', () => `'${String(query.params.shift())}'`)}`))
  const read = plan.find((step) => step.detail.includes('shift_groups'))!.detail
  expect(read).toContain('sqlite_autoindex_shift_groups_1 (id=?)')
})
