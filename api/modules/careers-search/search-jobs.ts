/**
 * `GET /careers/provider/jobs` (spec 000 §9 "Job search"): the published jobs a provider may see,
 * found by words (FTS5 over title and description, migration 0038), filtered, sorted and paged.
 *
 * How each request stays bounded (docs/decisions.md "Careers: the provider's job search" and
 * "Careers: the job search's filters as words"):
 * - The words, and the filters on a job's lists and kinds (specialties, softwares, skills,
 *   languages, states, cities, location type, job type, pay type, title), are one FTS5 query: the
 *   filters are words of the job's `tags` column (migration 0046), so FTS5 intersects their
 *   doclists instead of the search reading each job's JSON lists.
 * - mostRecent (default) walks jobs newest first — that query's rowids, or `job_search_keys`
 *   without one, both in posting order — and stops at `limit + 1` matches; its cursor is the last
 *   key.
 * - highestPay without words walks `job_search_keys_pay_idx` (hourly pay, then key); its cursor is
 *   the last (pay, key). With list or kind filters that at most `CANDIDATES` jobs pass, those are
 *   read from the full-text index and ordered in memory instead, with the same cursor.
 * - closest, highestPay with words, and the applied / saved options sort at most
 *   `CANDIDATES` matching jobs in memory: for closest without words, every match when list or
 *   kind filters leave at most `CANDIDATES`, else those inside the smallest ring around the
 *   provider's address (5, 25, 100, 400 miles, then anywhere) that holds the page; with words,
 *   the newest matches; applied and saved are the provider's own few jobs. Their cursor is an
 *   offset into that order.
 * - No count: `hasNextPage` is whether a job beyond the page was found.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { JobCard, JobSearchQuery, JobSearchResponse } from '../../../shared/contracts/careers-search'
import { JOB_SEARCH_DEFAULT_LIMIT } from '../../../shared/contracts/careers-search'
import type { JobApplicationStatus, JobPostedDate } from '../../../shared/enums'
import { HOURS_A_YEAR } from '../../../shared/domain/job-pay'
import { canonicalNames } from '../../../shared/reference'
import type { AppContext, ProviderCaller } from '../../context'
import type { Tx } from '../../db/client'
import { NotFoundError, ValidationError } from '../../errors'
import { bansFrom, type BanRow, type BansOfProvider, type JobRow } from './queries'
import { toJobCard, type Home } from './to-dto'

/** The most matches an in-memory sort considers. */
export const CANDIDATES = 1000
const RINGS_MILES = [5, 25, 100, 400]
/**
 * The pay steps of the `tags` column (migration 0046, `job_search_after_*` triggers; a test holds
 * the two lists equal): a job has the word `pg<cents>` for each step at or below its hourly pay,
 * so a least pay is the word of the highest step at or below it (then checked exactly).
 */
export const PAY_STEPS_CENTS = [
  1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000, 5500, 6000, 6500, 7000, 7500, 8000, 8500, 9000, 9500, 10000, 11000, 12000, 13000, 14000, 15000, 17500, 20000, 25000, 30000,
]
const MILES_PER_DEGREE_LATITUDE = 69.05
const DAY_MS = 86_400_000
/** Posted-date presets as lookbacks from now. */
const LOOKBACK_DAYS: Record<JobPostedDate, number> = { today: 1, last_week: 7, last_2_weeks: 14, last_month: 30 }
const BAD_CURSOR = 'Cursor must be the nextCursor of a previous page'

const split = (value: string | undefined) => (value ? [...new Set(value.split('|').map((v) => v.trim()).filter(Boolean))] : [])
const inList = (column: SQL, values: string[]) => sql`${column} in (select value from json_each(${JSON.stringify(values)}))`
const anyTag = (column: SQL, values: string[]) => sql`exists (select 1 from json_each(${column}) t where t.value in (select value from json_each(${JSON.stringify(values)})))`

/**
 * The word of the `tags` column that stands for one value of one kind (migration 0046): the
 * kind's two letters, the value's UTF-8 bytes in hex, and `0` — the triggers write
 * `kind || hex(value) || '0'`. One token whatever the value, equal only for the same value, and
 * never stemmed (the porter stemmer only strips letters).
 */
export function tagToken(kind: TagKind, value: string): string {
  return `${kind}${Buffer.from(value, 'utf8').toString('hex')}0`
}
export type TagKind = 'sp' | 'sw' | 'sk' | 'lg' | 'st' | 'ct' | 'lt' | 'jt' | 'pt' | 'et'

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
  return `{title description} : (${[...new Set(words)].map((w) => `"${w}"`).join(' ')})`
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

/**
 * A filter on a job's lists or kinds: any of its values. Said twice, alike: as words of the
 * full-text row (`tokens`), for the walks through the full-text index, and as a condition on the
 * search row `k` (or, for the lists, the job's own row `j`), for the walks that do not read it.
 */
interface TagFilter {
  tokens: string[]
  /** Null when `where` already holds the exact test (the pay steps only narrow the walk). */
  onRow: SQL | null
  /** The condition reads the job's own row (its JSON lists). */
  onJob: boolean
}

interface Filters {
  /** Conditions on the search row `k` every walk checks: posted since, pay, bans. */
  where: SQL[]
  tags: TagFilter[]
  /** The distance filter, checked apart by the ring walk (its ring never wider). */
  near: { origin: { latitude: number; longitude: number }; miles: number } | null
}

/** The filters every mode shares (a job is in `job_search_keys k` only while published). */
function filtersOf(query: JobSearchQuery, context: { since: number | null; home: Home; banned: BansOfProvider }): Filters {
  const where: SQL[] = []
  const tags: TagFilter[] = []
  if (context.since !== null) where.push(sql`k.posted_at >= ${context.since}`)
  const kinds: [string | undefined, TagKind, SQL][] = [
    [query.locationType, 'lt', sql`k.location_type`],
    [query.jobType, 'jt', sql`k.type`],
    [query.payType, 'pt', sql`k.salary_type`],
    [query.title, 'et', sql`k.employment_type`],
    [query.states, 'st', sql`k.state`],
  ]
  for (const [value, kind, column] of kinds) {
    const values = split(value)
    if (values.length) tags.push({ tokens: values.map((v) => tagToken(kind, v)), onRow: inList(column, values), onJob: false })
  }
  // Cities compare lower-cased: the trigger's `lower(city)` (ASCII), the query's own lower case.
  const cities = split(query.cities).map((c) => c.toLowerCase())
  if (cities.length) tags.push({ tokens: cities.map((c) => tagToken('ct', c)), onRow: inList(sql`lower(k.city)`, cities), onJob: false })
  if (query.salary !== undefined && query.salary > 0) {
    // An annual minimum is rounded up to the cent an hour, so no job paying less than it matches.
    const perHourCents = (query.salaryInputType ?? 'hour') === 'annual' ? Math.ceil((query.salary * 100) / HOURS_A_YEAR) : Math.round(query.salary * 100)
    where.push(sql`k.hourly_pay_cents >= ${perHourCents}`)
    const step = PAY_STEPS_CENTS.findLast((cents) => cents <= perHourCents)
    if (step !== undefined) tags.push({ tokens: [`pg${step}`], onRow: null, onJob: false })
  }
  const specialties = canonicalNames('specialties', split(query.specialties))
  if (specialties.length) {
    tags.push({
      tokens: specialties.map((v) => tagToken('sp', v)),
      onRow: sql`(${anyTag(sql`j.required_specialties`, specialties)} or ${anyTag(sql`j.preferred_specialties`, specialties)})`,
      onJob: true,
    })
  }
  for (const [value, column, kind, token] of [
    [query.softwares, sql`j.softwares`, 'softwares', 'sw'],
    [query.skills, sql`j.skills`, 'skills', 'sk'],
    [query.languages, sql`j.languages`, 'languages', 'lg'],
  ] as const) {
    const names = canonicalNames(kind, split(value))
    if (names.length) tags.push({ tokens: names.map((v) => tagToken(token, v)), onRow: anyTag(column, names), onJob: true })
  }
  const { latitude, longitude } = context.home
  // Without an address of the provider's, the distance filter cannot be judged and is left out.
  const near = query.distance !== undefined && latitude !== null && longitude !== null ? { origin: { latitude, longitude }, miles: query.distance } : null
  if (context.banned.organizationIds.length) where.push(sql`not ${inList(sql`k.organization_id`, context.banned.organizationIds)}`)
  if (context.banned.facilityIds.length) where.push(sql`(k.facility_id is null or not ${inList(sql`k.facility_id`, context.banned.facilityIds)})`)
  return { where, tags, near }
}

/** The conditions on the search row, with the distance's. */
const onKeys = (filters: Filters): SQL[] => (filters.near ? [...filters.where, withinMiles(filters.near.origin, filters.near.miles)] : filters.where)

/** The words and the list and kind filters as one FTS5 query; null when there are none. */
function matchOf(words: string | null, tags: TagFilter[]): string | null {
  const parts = words ? [words] : []
  for (const tag of tags) parts.push(`tags : (${tag.tokens.map((t) => `"${t}"`).join(' OR ')})`)
  return parts.length ? parts.join(' AND ') : null
}

/** A walk that does not read the full-text index checks the list and kind filters on the rows. */
const onRows = (filters: Filters, keys: SQL[] = onKeys(filters)): { where: SQL[]; needsJob: boolean } => ({
  where: [...keys, ...filters.tags.flatMap((t) => (t.onRow ? [t.onRow] : []))],
  needsJob: filters.tags.some((t) => t.onJob),
})

interface Hit {
  key: number
  id: string
  pay: number
  latitude: number | null
  longitude: number | null
}

const hitColumns = sql`k.id as "key", k.job_id as "id", ifnull(k.hourly_pay_cents, -1) as "pay", k.latitude as "latitude", k.longitude as "longitude"`
/** The job's own row, after the search row's conditions (SQLite tests each where it can first). */
const jobOf = (needsJob: boolean) => (needsJob ? sql` cross join jobs j on j.id = k.job_id` : sql``)
const and = (conditions: SQL[]) => (conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``)
/** A job's words match (a lookup of one rowid in the full-text index). */
const matches = (match: string) => sql`exists (select 1 from job_search where job_search match ${match} and rowid = k.id)`

/**
 * Matching jobs newest first, walking the full-text query's rowids (words, list and kind
 * filters), else the posting keys, from `beforeKey` (a cursor) down to `fromKey` (the first job
 * of a posted-date filter). CROSS JOIN keeps that walk the outer loop (SQLite never reorders
 * it), so no sort is needed.
 */
function newestFirst(match: string | null, where: SQL[], options: { beforeKey?: number | undefined; fromKey?: number | undefined; limit: number }): SQL {
  const key = match ? sql`s.rowid` : sql`k.id`
  const range: SQL[] = []
  if (options.beforeKey !== undefined) range.push(sql`${key} < ${options.beforeKey}`)
  if (options.fromKey !== undefined) range.push(sql`${key} >= ${options.fromKey}`)
  if (match) {
    return sql`select ${hitColumns} from job_search s cross join job_search_keys k on k.id = s.rowid
      where job_search match ${match}${and([...range, ...where])} order by s.rowid desc limit ${options.limit}`
  }
  return sql`select ${hitColumns} from job_search_keys k
    where 1${and([...range, ...where])} order by k.id desc limit ${options.limit}`
}

/** The provider's own applied or saved jobs (a few), newest first. */
function ownJobs(option: 'applied' | 'saved', providerId: string, words: string | null, filters: Filters): SQL {
  const mine =
    option === 'applied'
      ? sql`select a.job_id as job_id from job_applications a where a.provider_id = ${providerId} and a.status <> 'CANCELED'`
      : sql`select v.job_id as job_id from saved_jobs v where v.provider_id = ${providerId}`
  const rows = onRows(filters)
  const conditions = words ? [...rows.where, matches(words)] : rows.where
  return sql`select ${hitColumns} from (${mine}) m cross join job_search_keys k on k.job_id = m.job_id${jobOf(rows.needsJob)}
    where 1${and(conditions)} order by k.id desc limit ${CANDIDATES}`
}

/** Published jobs inside a ring around home (the location index); the distance filter is the ring's bound. */
function inRing(filters: Filters, ring: SQL): SQL {
  const rows = onRows(filters, filters.where)
  return sql`select ${hitColumns} from job_search_keys k indexed by job_search_keys_location_idx${jobOf(rows.needsJob)}
    where ${ring}${and(rows.where)} limit ${CANDIDATES}`
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

const byPay = (a: Hit, b: Hit) => b.pay - a.pay || b.key - a.key

/**
 * Every job that the list and kind filters (and the rest) let through, when there are at most
 * `CANDIDATES` of them; null when there are more (or no such filter). A sort of these in memory is
 * the sort of every match, so it answers exactly what the walk of an index would.
 */
async function fewMatches(db: Tx, filters: Filters): Promise<Hit[] | null> {
  const match = matchOf(null, filters.tags)
  if (!match) return null
  // The full-text index alone first (its rowids, ~0.3 ms for CANDIDATES): the search rows are
  // read only when few jobs match.
  const keys = await db.all<{ key: number }>(sql`select rowid as "key" from job_search where job_search match ${match} order by rowid desc limit ${CANDIDATES + 1}`)
  if (keys.length > CANDIDATES) return null
  if (!keys.length) return []
  return db.all<Hit>(sql`select ${hitColumns} from json_each(${JSON.stringify(keys.map((k) => k.key))}) m cross join job_search_keys k on k.id = m.value
    where 1${and(onKeys(filters))} order by k.id desc`)
}

export async function searchJobs({ ctx, caller, query }: { ctx: AppContext; caller: ProviderCaller; query: JobSearchQuery }): Promise<JobSearchResponse> {
  const db = ctx.db.read
  // The provider's address and bans in one read (every search pays for it).
  const [provider] = await db.all<{ id: string; latitude: number | null; longitude: number | null; bans: string }>(sql`select p.id as "id", p.latitude as "latitude", p.longitude as "longitude",
      (select json_group_array(json_object('kind', b.kind, 'organizationId', b.organization_id, 'facilityId', b.facility_id)) from bans b where b.provider_id = p.id) as "bans"
    from providers p where p.id = ${caller.providerId}`)
  if (!provider) throw new NotFoundError('provider')
  const home: Home = { latitude: provider.latitude, longitude: provider.longitude }
  const limit = query.limit ?? JOB_SEARCH_DEFAULT_LIMIT
  const sortBy = query.sortBy ?? 'mostRecent'
  const words = fullTextQuery(query.search)
  const since = query.postedDate ? ctx.clock.now().getTime() - LOOKBACK_DAYS[query.postedDate] * DAY_MS : null
  const filters = filtersOf(query, { since, home, banned: bansFrom(JSON.parse(provider.bans) as BanRow[]) })
  const own = query.queryOption === 'applied' || query.queryOption === 'saved' ? query.queryOption : null

  let hits: Hit[]
  let nextCursor: string | null = null
  if (sortBy === 'mostRecent' && !own) {
    const cursor = readCursor(query.cursor, 'key') as Extract<Cursor, { kind: 'key' }> | undefined
    const fromKey = since === null ? undefined : await firstKeySince(db, since)
    hits = fromKey === null ? [] : await db.all<Hit>(newestFirst(matchOf(words, filters.tags), onKeys(filters), { beforeKey: cursor?.key, fromKey, limit: limit + 1 }))
    if (hits.length > limit) nextCursor = `k${hits[limit - 1]!.key}`
  } else if (sortBy === 'highestPay' && !words && !own) {
    const cursor = readCursor(query.cursor, 'pay') as Extract<Cursor, { kind: 'pay' }> | undefined
    const few = await fewMatches(db, filters)
    if (few) {
      hits = few.sort(byPay)
      if (cursor) hits = hits.filter((h) => h.pay < cursor.pay || (h.pay === cursor.pay && h.key < cursor.key))
      hits = hits.slice(0, limit + 1)
    } else {
      const rows = onRows(filters)
      const conditions = cursor ? [...rows.where, sql`(ifnull(k.hourly_pay_cents, -1), k.id) < (${cursor.pay}, ${cursor.key})`] : rows.where
      hits = await db.all<Hit>(sql`select ${hitColumns} from job_search_keys k indexed by job_search_keys_pay_idx${jobOf(rows.needsJob)}
        where 1${and(conditions)} order by ifnull(k.hourly_pay_cents, -1) desc, k.id desc limit ${limit + 1}`)
    }
    if (hits.length > limit) nextCursor = `p${hits[limit - 1]!.pay}_${hits[limit - 1]!.key}`
  } else {
    const cursor = readCursor(query.cursor, 'offset') as Extract<Cursor, { kind: 'offset' }> | undefined
    const offset = cursor?.offset ?? 0
    const sorted = await sortedCandidates(db, { words, filters, sortBy, home, own, providerId: provider.id, need: offset + limit + 1 })
    hits = sorted.slice(offset, offset + limit + 1)
    if (hits.length > limit) nextCursor = `o${offset + limit}`
  }

  const page = hits.slice(0, limit)
  return { data: await cardsOf(db, provider.id, home, page.map((h) => h.id)), hasNextPage: nextCursor !== null, nextCursor }
}

/** The in-memory sorts: at most CANDIDATES matches, ordered by the sort, newest first on ties. */
async function sortedCandidates(
  db: Tx,
  options: { words: string | null; filters: Filters; sortBy: string; home: Home; own: 'applied' | 'saved' | null; providerId: string; need: number },
): Promise<Hit[]> {
  const { words, filters, sortBy, home, own } = options
  const origin = home.latitude !== null && home.longitude !== null ? { latitude: home.latitude, longitude: home.longitude } : null
  const byKey = (a: Hit, b: Hit) => b.key - a.key
  const order =
    sortBy === 'highestPay'
      ? byPay
      : sortBy === 'closest' && origin
        ? (a: Hit, b: Hit) => squaredDegrees(origin, a) - squaredDegrees(origin, b) || b.key - a.key
        : byKey
  if (own) return (await db.all<Hit>(ownJobs(own, options.providerId, words, filters))).sort(order)
  // Closest without words: every match when the list and kind filters leave few, else the
  // smallest ring around home that holds the page (or more jobs than a sort takes). With words
  // the newest matches are sorted instead: checking each job of a ring against the full-text
  // index costs about 0.4 ms a job (one FTS5 query per rowid).
  if (sortBy === 'closest' && origin && !words) {
    const few = await fewMatches(db, filters)
    if (few) return few.sort(order)
    // Rings up to the distance filter's: a wider one would hold the same jobs.
    const bound = filters.near?.miles ?? Infinity
    for (const miles of [...RINGS_MILES.filter((m) => m < bound), ...(bound < Infinity ? [bound] : [])]) {
      const hits = await db.all<Hit>(inRing(filters, withinMiles(origin, miles)))
      if (hits.length >= options.need || hits.length >= CANDIDATES || miles === bound) return hits.sort(order)
    }
  }
  // Anywhere (closest: jobs without an address last; without an address of mine, newest first).
  // SQLite sorts the newest CANDIDATES and hands over only the jobs up to the page's end.
  const match = matchOf(words, filters.tags)
  const newest = newestFirst(match, match ? onKeys(filters) : onRows(filters).where, { limit: CANDIDATES })
  return db.all<Hit>(sql`select h.* from (${newest}) h order by ${orderInSql(sortBy, origin)} limit ${options.need}`)
}

/** `order` of sortedCandidates in SQL: the same arithmetic, so the same order. */
function orderInSql(sortBy: string, origin: { latitude: number; longitude: number } | null): SQL {
  if (sortBy === 'highestPay') return sql`h.pay desc, h.key desc`
  if (sortBy !== 'closest' || !origin) return sql`h.key desc`
  const k = Math.cos((origin.latitude * Math.PI) / 180)
  return sql`(h.latitude is null or h.longitude is null),
    ((h.longitude - ${origin.longitude}) * ${k}) * ((h.longitude - ${origin.longitude}) * ${k}) + (h.latitude - ${origin.latitude}) * (h.latitude - ${origin.latitude}), h.key desc`
}

/** A card's columns of the job, its company's name and the provider's marks, in one read. */
interface CardRow {
  id: string
  title: string
  description: string
  type: JobRow['type']
  employmentType: JobRow['employmentType']
  locationType: JobRow['locationType']
  city: string | null
  state: string | null
  zipCode: string | null
  postedAt: number | null
  salaryType: JobRow['salaryType']
  salaryAmountType: JobRow['salaryAmountType']
  salaryAmountCents: number | null
  salaryRangeMinCents: number | null
  salaryRangeMaxCents: number | null
  hourlyPayCents: number | null
  numberOfApplicants: number
  isFeatured: number
  relocationPackage: number
  latitude: number | null
  longitude: number | null
  companyName: string
  applicationStatus: string | null
  isSaved: number
}

/**
 * The page's cards in the walk's order. One statement instead of one per table: a search is
 * mostly this fixed cost. The company's name is the facility's, else the organization's (as
 * `companyNamesOf`); `hasApplied` as `isLive`.
 */
async function cardsOf(db: Tx, providerId: string, home: Home, ids: string[]): Promise<JobCard[]> {
  if (!ids.length) return []
  const rows = await db.all<CardRow>(sql`select j.id as "id", j.title as "title", j.description as "description", j.type as "type",
      j.employment_type as "employmentType", j.location_type as "locationType", j.city as "city", j.state as "state", j.zip_code as "zipCode",
      j.posted_at as "postedAt", j.salary_type as "salaryType", j.salary_amount_type as "salaryAmountType", j.salary_amount_cents as "salaryAmountCents",
      j.salary_range_min_cents as "salaryRangeMinCents", j.salary_range_max_cents as "salaryRangeMaxCents", j.hourly_pay_cents as "hourlyPayCents",
      j.number_of_applicants as "numberOfApplicants", j.is_featured as "isFeatured", j.relocation_package as "relocationPackage",
      j.latitude as "latitude", j.longitude as "longitude",
      coalesce(nullif(f.name, ''), o.name, '') as "companyName", a.status as "applicationStatus",
      exists (select 1 from saved_jobs v where v.provider_id = ${providerId} and v.job_id = j.id) as "isSaved"
    from json_each(${JSON.stringify(ids)}) p
    cross join jobs j on j.id = p.value
    left join facilities f on f.id = j.facility_id
    left join organizations o on o.id = j.organization_id
    left join job_applications a on a.job_id = j.id and a.provider_id = ${providerId}`)
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => {
    const r = byId.get(id)
    if (!r) return []
    return [
      toJobCard(
        { ...r, postedAt: r.postedAt === null ? null : new Date(r.postedAt), isFeatured: Boolean(r.isFeatured), relocationPackage: Boolean(r.relocationPackage) },
        { home, companyName: r.companyName, application: r.applicationStatus === null ? undefined : { status: r.applicationStatus as JobApplicationStatus }, isSaved: Boolean(r.isSaved) },
      ),
    ]
  })
}
