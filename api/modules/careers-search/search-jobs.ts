/**
 * `GET /careers/provider/jobs` (spec 000 §9 "Job search"): the published jobs a provider may see,
 * found by words (FTS5 over title and description, migration 0038), filtered, sorted and paged.
 *
 * How each request stays bounded (docs/decisions.md "Careers: the provider's job search"):
 * - mostRecent (default) walks jobs newest first — the full-text index's rowids or
 *   `job_search_keys`, both in posting order — and stops at `limit + 1` matches; its cursor is
 *   the last key.
 * - highestPay without words walks `job_search_keys_pay_idx` (hourly pay, then key); its cursor is
 *   the last (pay, key).
 * - closest, highestPay with words, and the applied / saved options sort at most
 *   `CANDIDATES` matching jobs in memory: for closest without words, those inside the smallest
 *   ring around the provider's address (5, 25, 100, 400 miles, then anywhere) that holds the
 *   page; with words, the newest matches; applied and saved are the provider's own few jobs.
 *   Their cursor is an offset into that order.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { JobCard, JobSearchQuery, JobSearchResponse } from '../../../shared/contracts/careers-search'
import { JOB_SEARCH_DEFAULT_LIMIT } from '../../../shared/contracts/careers-search'
import type { JobPostedDate } from '../../../shared/enums'
import { HOURS_A_YEAR } from '../../../shared/domain/job-pay'
import { canonicalNames } from '../../../shared/reference'
import type { AppContext, ProviderCaller } from '../../context'
import type { Tx } from '../../db/client'
import { jobs, providers } from '../../db/schema'
import { NotFoundError, ValidationError } from '../../errors'
import { bansOfProvider, companyNamesOf, mineAmong, type BansOfProvider, type JobRow } from './queries'
import { toJobCard, type Home } from './to-dto'

/** The most matches an in-memory sort considers. */
export const CANDIDATES = 1000
const RINGS_MILES = [5, 25, 100, 400]
const MILES_PER_DEGREE_LATITUDE = 69.05
const DAY_MS = 86_400_000
/** Posted-date presets as lookbacks from now. */
const LOOKBACK_DAYS: Record<JobPostedDate, number> = { today: 1, last_week: 7, last_2_weeks: 14, last_month: 30 }
const BAD_CURSOR = 'Cursor must be the nextCursor of a previous page'

const split = (value: string | undefined) => (value ? [...new Set(value.split('|').map((v) => v.trim()).filter(Boolean))] : [])
const inList = (column: SQL, values: string[]) => sql`${column} in (select value from json_each(${JSON.stringify(values)}))`
const anyTag = (column: SQL, values: string[]) => sql`exists (select 1 from json_each(${column}) t where t.value in (select value from json_each(${JSON.stringify(values)})))`

/**
 * The words as an FTS5 query that cannot fail to parse: each word quoted, all of them required,
 * each matched by its stem (porter: "pharmacists" finds "pharmacist", "immunization" finds
 * "immunizations"). Whole words only: a prefix query merges the doclists of every word it starts
 * and costs milliseconds per job checked at 200,000 jobs (scripts/bench/careers-search.ts).
 * Null without words.
 */
export function fullTextQuery(text: string | undefined): string | null {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 12) ?? []
  if (!words.length) return null
  return [...new Set(words)].map((w) => `"${w}"`).join(' ')
}

interface Box {
  minLat: number
  maxLat: number
  minLng: number
  maxLng: number
}

function boxAround(home: { latitude: number; longitude: number }, miles: number): Box {
  const dLat = miles / MILES_PER_DEGREE_LATITUDE
  const dLng = miles / (MILES_PER_DEGREE_LATITUDE * Math.max(0.05, Math.cos((home.latitude * Math.PI) / 180)))
  return { minLat: home.latitude - dLat, maxLat: home.latitude + dLat, minLng: home.longitude - dLng, maxLng: home.longitude + dLng }
}

/**
 * Within `miles` of home by an equirectangular distance, in plain arithmetic (no math functions,
 * which not every SQLite build has); exact enough at these ranges.
 */
function withinMiles(home: { latitude: number; longitude: number }, miles: number): SQL {
  const box = boxAround(home, miles)
  const k = Math.cos((home.latitude * Math.PI) / 180)
  const r = miles / MILES_PER_DEGREE_LATITUDE
  return sql`k.latitude between ${box.minLat} and ${box.maxLat} and k.longitude between ${box.minLng} and ${box.maxLng}
    and ((k.longitude - ${home.longitude}) * ${k}) * ((k.longitude - ${home.longitude}) * ${k}) + (k.latitude - ${home.latitude}) * (k.latitude - ${home.latitude}) <= ${r * r}`
}

const squaredDegrees = (home: { latitude: number; longitude: number }, row: { latitude: number | null; longitude: number | null }) => {
  if (row.latitude === null || row.longitude === null) return Infinity
  const k = Math.cos((home.latitude * Math.PI) / 180)
  const dx = (row.longitude - home.longitude) * k
  const dy = row.latitude - home.latitude
  return dx * dx + dy * dy
}

interface Filters {
  where: SQL[]
  /** A tag filter reads the job's own row (its lists): the walk joins `jobs j`. */
  needsJob: boolean
}

/**
 * The filters every mode shares, on the search row `job_search_keys k` (a job is in it only while
 * published), and on `jobs j` for the tags.
 */
function filtersOf(query: JobSearchQuery, context: { since: number | null; home: Home; banned: BansOfProvider }): Filters {
  const where: SQL[] = []
  let needsJob = false
  if (context.since !== null) where.push(sql`k.posted_at >= ${context.since}`)
  const lists: [string | undefined, SQL][] = [
    [query.locationType, sql`k.location_type`],
    [query.jobType, sql`k.type`],
    [query.payType, sql`k.salary_type`],
    [query.title, sql`k.employment_type`],
    [query.states, sql`k.state`],
  ]
  for (const [value, column] of lists) {
    const values = split(value)
    if (values.length) where.push(inList(column, values))
  }
  const cities = split(query.cities).map((c) => c.toLowerCase())
  if (cities.length) where.push(inList(sql`lower(k.city)`, cities))
  if (query.salary !== undefined && query.salary > 0) {
    // An annual minimum is rounded up to the cent an hour, so no job paying less than it matches.
    const perHourCents = (query.salaryInputType ?? 'hour') === 'annual' ? Math.ceil((query.salary * 100) / HOURS_A_YEAR) : Math.round(query.salary * 100)
    where.push(sql`k.hourly_pay_cents >= ${perHourCents}`)
  }
  const specialties = canonicalNames('specialties', split(query.specialties))
  if (specialties.length) {
    where.push(sql`(${anyTag(sql`j.required_specialties`, specialties)} or ${anyTag(sql`j.preferred_specialties`, specialties)})`)
    needsJob = true
  }
  for (const [value, column, kind] of [
    [query.softwares, sql`j.softwares`, 'softwares'],
    [query.skills, sql`j.skills`, 'skills'],
    [query.languages, sql`j.languages`, 'languages'],
  ] as const) {
    const names = canonicalNames(kind, split(value))
    if (names.length) {
      where.push(anyTag(column, names))
      needsJob = true
    }
  }
  const { latitude, longitude } = context.home
  // Without an address of the provider's, the distance filter cannot be judged and is left out.
  if (query.distance !== undefined && latitude !== null && longitude !== null) where.push(withinMiles({ latitude, longitude }, query.distance))
  if (context.banned.organizationIds.length) where.push(sql`not ${inList(sql`k.organization_id`, context.banned.organizationIds)}`)
  if (context.banned.facilityIds.length) where.push(sql`(k.facility_id is null or not ${inList(sql`k.facility_id`, context.banned.facilityIds)})`)
  return { where, needsJob }
}

interface Hit {
  key: number
  id: string
  pay: number
  latitude: number | null
  longitude: number | null
}

const hitColumns = sql`k.id as "key", k.job_id as "id", ifnull(k.hourly_pay_cents, -1) as "pay", k.latitude as "latitude", k.longitude as "longitude"`
/** The job's own row, after the search row's conditions (SQLite tests each where it can first). */
const jobOf = (filters: Filters) => (filters.needsJob ? sql` cross join jobs j on j.id = k.job_id` : sql``)
const and = (conditions: SQL[]) => (conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``)
/** A job's words match (a lookup of one rowid in the full-text index). */
const matches = (match: string) => sql`exists (select 1 from job_search where job_search match ${match} and rowid = k.id)`

/**
 * Matching jobs newest first, walking the full-text index's rowids with words, else the posting
 * keys, from `beforeKey` (a cursor) down to `fromKey` (the first job of a posted-date filter).
 * CROSS JOIN keeps that walk the outer loop (SQLite never reorders it), so no sort is needed.
 */
function newestFirst(match: string | null, filters: Filters, options: { beforeKey?: number | undefined; fromKey?: number | undefined; limit: number }): SQL {
  const key = match ? sql`s.rowid` : sql`k.id`
  const range: SQL[] = []
  if (options.beforeKey !== undefined) range.push(sql`${key} < ${options.beforeKey}`)
  if (options.fromKey !== undefined) range.push(sql`${key} >= ${options.fromKey}`)
  if (match) {
    return sql`select ${hitColumns} from job_search s cross join job_search_keys k on k.id = s.rowid${jobOf(filters)}
      where job_search match ${match}${and([...range, ...filters.where])} order by s.rowid desc limit ${options.limit}`
  }
  return sql`select ${hitColumns} from job_search_keys k${jobOf(filters)}
    where 1${and([...range, ...filters.where])} order by k.id desc limit ${options.limit}`
}

/** The provider's own applied or saved jobs (a few), newest first. */
function ownJobs(option: 'applied' | 'saved', providerId: string, match: string | null, filters: Filters): SQL {
  const mine =
    option === 'applied'
      ? sql`select a.job_id as job_id from job_applications a where a.provider_id = ${providerId} and a.status <> 'CANCELED'`
      : sql`select v.job_id as job_id from saved_jobs v where v.provider_id = ${providerId}`
  const conditions = match ? [...filters.where, matches(match)] : filters.where
  return sql`select ${hitColumns} from (${mine}) m cross join job_search_keys k on k.job_id = m.job_id${jobOf(filters)}
    where 1${and(conditions)} order by k.id desc limit ${CANDIDATES}`
}

/** Published jobs inside a box around home (the location index). */
function inBox(filters: Filters, ring: SQL): SQL {
  return sql`select ${hitColumns} from job_search_keys k indexed by job_search_keys_location_idx${jobOf(filters)}
    where ${ring}${and(filters.where)} limit ${CANDIDATES}`
}

type Cursor = { kind: 'key'; key: number } | { kind: 'pay'; pay: number; key: number } | { kind: 'offset'; offset: number }

function readCursor(value: string | undefined, expected: Cursor['kind']): Cursor | undefined {
  if (value === undefined) return undefined
  let m: RegExpExecArray | null
  if (expected === 'key' && (m = /^k(\d{1,15})$/.exec(value))) return { kind: 'key', key: Number(m[1]) }
  if (expected === 'pay' && (m = /^p(-1|\d{1,12})_(\d{1,15})$/.exec(value))) return { kind: 'pay', pay: Number(m[1]), key: Number(m[2]) }
  if (expected === 'offset' && (m = /^o(\d{1,6})$/.exec(value))) return { kind: 'offset', offset: Number(m[1]) }
  throw ValidationError.field('cursor', BAD_CURSOR)
}

/**
 * The key of the first job posted at or after `since` (keys run in posting order): a posted-date
 * filter walks only the keys from it up. Null when nothing was posted since.
 */
async function firstKeySince(db: Tx, since: number): Promise<number | null> {
  const [row] = await db.all<{ key: number }>(sql`select k.id as "key" from job_search_keys k indexed by job_search_keys_posted_idx
    where k.posted_at >= ${since} order by k.posted_at asc, k.id asc limit 1`)
  return row ? row.key : null
}

export async function searchJobs({ ctx, caller, query }: { ctx: AppContext; caller: ProviderCaller; query: JobSearchQuery }): Promise<JobSearchResponse> {
  const db = ctx.db.read
  const provider = await db.select({ id: providers.id, latitude: providers.latitude, longitude: providers.longitude }).from(providers).where(eq(providers.id, caller.providerId)).get()
  if (!provider) throw new NotFoundError('provider')
  const home: Home = { latitude: provider.latitude, longitude: provider.longitude }
  const limit = query.limit ?? JOB_SEARCH_DEFAULT_LIMIT
  const sortBy = query.sortBy ?? 'mostRecent'
  const match = fullTextQuery(query.search)
  const since = query.postedDate ? ctx.clock.now().getTime() - LOOKBACK_DAYS[query.postedDate] * DAY_MS : null
  const where = filtersOf(query, { since, home, banned: await bansOfProvider(db, provider.id) })
  const own = query.queryOption === 'applied' || query.queryOption === 'saved' ? query.queryOption : null

  let hits: Hit[]
  let nextCursor: string | null = null
  if (sortBy === 'mostRecent' && !own) {
    const cursor = readCursor(query.cursor, 'key') as Extract<Cursor, { kind: 'key' }> | undefined
    const fromKey = since === null ? undefined : await firstKeySince(db, since)
    hits = fromKey === null ? [] : await db.all<Hit>(newestFirst(match, where, { beforeKey: cursor?.key, fromKey, limit: limit + 1 }))
    if (hits.length > limit) nextCursor = `k${hits[limit - 1]!.key}`
  } else if (sortBy === 'highestPay' && !match && !own) {
    const cursor = readCursor(query.cursor, 'pay') as Extract<Cursor, { kind: 'pay' }> | undefined
    const conditions = cursor ? [...where.where, sql`(ifnull(k.hourly_pay_cents, -1), k.id) < (${cursor.pay}, ${cursor.key})`] : where.where
    hits = await db.all<Hit>(sql`select ${hitColumns} from job_search_keys k indexed by job_search_keys_pay_idx${jobOf(where)}
      where 1${and(conditions)} order by ifnull(k.hourly_pay_cents, -1) desc, k.id desc limit ${limit + 1}`)
    if (hits.length > limit) nextCursor = `p${hits[limit - 1]!.pay}_${hits[limit - 1]!.key}`
  } else {
    const cursor = readCursor(query.cursor, 'offset') as Extract<Cursor, { kind: 'offset' }> | undefined
    const offset = cursor?.offset ?? 0
    const sorted = await sortedCandidates(db, { match, where, sortBy, home, own, providerId: provider.id, need: offset + limit + 1 })
    hits = sorted.slice(offset, offset + limit + 1)
    if (hits.length > limit) nextCursor = `o${offset + limit}`
  }

  const page = hits.slice(0, limit)
  return { data: await cardsOf(db, provider.id, home, page.map((h) => h.id)), hasNextPage: nextCursor !== null, nextCursor }
}

/** The in-memory sorts: at most CANDIDATES matches, ordered by the sort, newest first on ties. */
async function sortedCandidates(
  db: Tx,
  options: { match: string | null; where: Filters; sortBy: string; home: Home; own: 'applied' | 'saved' | null; providerId: string; need: number },
): Promise<Hit[]> {
  const { match, where, sortBy, home, own } = options
  const origin = home.latitude !== null && home.longitude !== null ? { latitude: home.latitude, longitude: home.longitude } : null
  const byKey = (a: Hit, b: Hit) => b.key - a.key
  const order =
    sortBy === 'highestPay'
      ? (a: Hit, b: Hit) => b.pay - a.pay || b.key - a.key
      : sortBy === 'closest' && origin
        ? (a: Hit, b: Hit) => squaredDegrees(origin, a) - squaredDegrees(origin, b) || b.key - a.key
        : byKey
  if (own) return (await db.all<Hit>(ownJobs(own, options.providerId, match, where))).sort(order)
  // Closest without words: the smallest ring around home that holds the page (or more jobs than
  // a sort takes). With words the newest matches are sorted instead: checking each job of a ring
  // against the full-text index costs about 0.4 ms a job (one FTS5 query per rowid).
  if (sortBy === 'closest' && origin && !match) {
    for (const miles of RINGS_MILES) {
      const hits = await db.all<Hit>(inBox(where, withinMiles(origin, miles)))
      if (hits.length >= options.need || hits.length >= CANDIDATES) return hits.sort(order)
    }
  }
  // Anywhere (closest: jobs without an address last; without an address of mine, newest first).
  return (await db.all<Hit>(newestFirst(match, where, { limit: CANDIDATES }))).sort(order)
}

async function cardsOf(db: Tx, providerId: string, home: Home, ids: string[]): Promise<JobCard[]> {
  if (!ids.length) return []
  const rows = await db.select().from(jobs).where(inArray(jobs.id, ids))
  const byId = new Map<string, JobRow>(rows.map((r) => [r.id, r]))
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is JobRow => r !== undefined)
  const [companyName, mine] = await Promise.all([companyNamesOf(db, ordered), mineAmong(db, providerId, ids)])
  return ordered.map((job) => toJobCard(job, { home, companyName: companyName(job), application: mine.applications.get(job.id), isSaved: mine.saved.has(job.id) }))
}
