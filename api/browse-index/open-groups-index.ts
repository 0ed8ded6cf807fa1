/**
 * The open shift groups a provider can browse, kept in memory and exact.
 *
 * Browse filters and sorts every open group of a state (or of the country) for each request;
 * done in SQL that is a count and a sort over thousands of index entries per request (measured
 * 3–45 ms at US scale, scripts/bench/README.md). Here the open groups with a free seat live in
 * per-(type, state) buckets, each kept in two orders (by start; by pay), over typed-array
 * columns (`open-groups-columns.ts`):
 *
 * - the page: "soonest" and "highest pay" walk their order and stop at the first group that
 *   cannot enter the page; distance and relevance depend on the caller, so those score every
 *   match of the buckets asked for, keeping the best `page × take` in a small sorted list;
 * - the total: counted once per bucket and filter, then kept and updated as groups come and go
 *   (valid until the first counted group starts); matches at facilities that banned the caller
 *   are counted from that facility's own groups and taken off.
 *
 * Exactness: triggers write every change of a group (and every shadow-ban change of its
 * organization) to `shift_group_changes` in the same transaction (migration 0007). Before each
 * query the index reads the log past the last entry it applied (one indexed read, empty when
 * nothing changed) and reloads those groups, so a browse sees every commit that finished before
 * it started, whichever process or path made it. A gap in the log (pruned past this process)
 * reloads everything. Time is applied at query time (`startsAt > now`).
 */
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Database, Tx } from '../db/client'
import { organizations, shiftGroupChanges, shiftGroups } from '../db/schema'
import { prepared } from '../db/prepared'
import { idKeyOf, Interner, NONE, Slots } from './open-groups-columns'

/** What a browse answer shows of a group. */
const ROW_COLUMNS = {
  id: shiftGroups.id,
  organizationId: shiftGroups.organizationId,
  facilityId: shiftGroups.facilityId,
  title: shiftGroups.title,
  providerType: shiftGroups.providerType,
  locationType: shiftGroups.locationType,
  rateCents: shiftGroups.rateCents,
  date: shiftGroups.date,
  startTime: shiftGroups.startTime,
  endTime: shiftGroups.endTime,
  startsAt: shiftGroups.startsAt,
  endsAt: shiftGroups.endsAt,
  quantity: shiftGroups.quantity,
  filledCount: shiftGroups.filledCount,
  isAutoHireEnabled: shiftGroups.isAutoHireEnabled,
  state: shiftGroups.state,
  city: shiftGroups.city,
  zipCode: shiftGroups.zipCode,
  latitude: shiftGroups.latitude,
  longitude: shiftGroups.longitude,
  timeZone: shiftGroups.timeZone,
  specialties: shiftGroups.specialties,
  softwares: shiftGroups.softwares,
  skills: shiftGroups.skills,
  languages: shiftGroups.languages,
}

type GroupRow = {
  [K in keyof typeof ROW_COLUMNS]: (typeof ROW_COLUMNS)[K]['_']['data']
}

/** A group as browse shows it: plain values, strings shared between groups where they repeat. */
export interface OpenGroup {
  id: string
  organizationId: string
  facilityId: string
  title: string
  providerType: GroupRow['providerType']
  locationType: GroupRow['locationType']
  rateCents: number
  date: string
  startTime: string
  endTime: string
  startsAtMs: number
  endsAtMs: number
  quantity: number
  filledCount: number
  isAutoHireEnabled: boolean
  state: string
  city: string
  zipCode: string
  latitude: number
  longitude: number
  timeZone: string
}

export type TagKind = 'specialties' | 'softwares' | 'skills' | 'languages'
const TAG_KINDS: TagKind[] = ['specialties', 'softwares', 'skills', 'languages']

export type BrowseSort = 'soonestAvailable' | 'highestPay' | 'closestToMe' | 'mostRelevant'

export interface OpenGroupQuery {
  now: Date
  providerTypes: readonly string[]
  /** Empty: every state. */
  states: readonly string[]
  /** Lower case. */
  cities: readonly string[]
  locationType?: string
  fromDate?: string
  toDate?: string
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[]
  minRateCents?: number
  /** Each listed kind must share at least one value with the group. */
  tagFilters: Partial<Record<TagKind, readonly string[]>>
  excludedFacilityIds: ReadonlySet<string>
  sortBy: BrowseSort
  /** Where distances are measured from (closestToMe, mostRelevant, `withinKm`). */
  origin: { latitude: number; longitude: number }
  /**
   * In `within.state` only on-site groups this close to `origin` (remote ones wherever they
   * are; other states' groups untouched: the home state near home, other license states whole).
   * Absent: any distance.
   */
  within?: { km: number; state: string }
  /** The provider's own tags, for mostRelevant. */
  relevantTags: Partial<Record<TagKind, readonly string[]>>
  /** What else mostRelevant weighs (`bestMatchScore`); absent: no license, no own type, no home. */
  match?: BestMatchProfile
  offset: number
  limit: number
}

/** The provider as "best match" (mostRelevant) sees them, beside their tags. */
export interface BestMatchProfile {
  verifiedStates: readonly string[]
  pendingStates: readonly string[]
  providerType: string
  /** Without a home location distance cannot count: every group gets the same (none). */
  hasHome: boolean
}

/**
 * "Best match" points (docs/decisions.md, "Browse: best match"): what a provider needs first is
 * a shift they may take (license in its state, their own type, the listed requirements they
 * meet), then one close to home, then pay and how soon it starts.
 */
export const BEST_MATCH = {
  verifiedLicense: 60,
  pendingLicense: 45,
  ownType: 20,
  /** Times the share of the group's listed tags (specialties, softwares, skills, languages) the provider has; all of them when none are listed. */
  requirements: 30,
  /** `distance / (1 + km / distanceHalfKm)`: 100 at the door, 50 at 40 km, 15 at 230 km. */
  distance: 100,
  distanceHalfKm: 40,
  /** A remote group is scored as if this far: the commute is nothing, but it is not "near home". */
  remoteKm: 40,
  /** Points per dollar an hour. */
  perDollar: 0.2,
  /** `soon / (1 + days / soonHalfDays)`. */
  soon: 10,
  soonHalfDays: 7,
} as const

const DAY_MS = 86_400_000

/**
 * One group's best-match score, rounded to thousandths so the order does not hang on the last
 * bits of a float. `bucketPoints` = license and type points (the same for a whole (type, state)
 * bucket); `km` null without a home.
 */
export function bestMatchScore(bucketPoints: number, sharedTags: number, listedTags: number, km: number | null, rateCents: number, msToStart: number): number {
  const B = BEST_MATCH
  const score =
    bucketPoints +
    B.requirements * (listedTags === 0 ? 1 : sharedTags / listedTags) +
    (km === null ? 0 : B.distance / (1 + km / B.distanceHalfKm)) +
    (rateCents / 100) * B.perDollar +
    B.soon / (1 + msToStart / DAY_MS / B.soonHalfDays)
  return Math.round(score * 1000) / 1000
}

/** License and type points of a (type, state) bucket for this provider. */
export function bucketPointsOf(match: BestMatchProfile | undefined, type: string, state: string): number {
  if (!match) return 0
  const license = match.verifiedStates.includes(state) ? BEST_MATCH.verifiedLicense : match.pendingStates.includes(state) ? BEST_MATCH.pendingLicense : 0
  return license + (type === match.providerType ? BEST_MATCH.ownType : 0)
}

/** A query's filters as the scan reads them: numbers and lookup tables. */
interface Filter {
  minRate: number
  fromDate: number
  toDate: number
  /** NONE, or 1 for REMOTE and 0 for the others. */
  remote: number
  /** weekdays[d] === 1 for each wanted day, 0 = Sunday. */
  weekdays: Uint8Array | null
  cities: Set<number> | null
  /** One mask per tag kind filtered on: mask[tagId] === 1 for each listed value. */
  tags: Uint8Array[]
  /** Squared km from (originLat, originLng) an on-site group of `radiusState` may be at; Infinity: any. */
  maxKm2: number
  radiusState: string
  originLat: number
  originLng: number
  kmPerLng: number
}

/** How many groups of a bucket passed a filter and started after `after`, kept exact. */
interface Total {
  filter: Filter
  after: number
  count: number
  /** The earliest start among them: past it the count is stale. */
  firstStart: number
}

/** The open groups of one (type, state). */
interface Bucket {
  type: string
  state: string
  /** Slots by start, then id. */
  byStart: number[]
  /** Slots by rate (highest first), then start and id. */
  byPay: number[]
  /** Totals by filter key, oldest first. */
  totals: Map<string, Total>
}

/** Filters kept per bucket: the mix of a state's callers, and each is updated on every change. */
const MAX_TOTALS = 64

/** A log this long behind is cheaper to replace than to replay. */
const MAX_REPLAY = 20_000
const CHUNK = 500
/** Rows a load reads at a time: ~30 ms of a national load, the longest the process is held. */
const LOAD_PAGE = 2000
/** Groups from which a load's garbage is worth a full collection (a national index: 300,000). */
const COLLECT_AFTER_LOADING = 20_000

/** `2026-12-01` → 20261201, so dates compare as numbers. */
const dateNumber = (date: string) => Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10))

export class OpenGroupsIndex {
  private slots = new Slots<OpenGroup>()
  /** type → state → its groups. */
  private buckets = new Map<string, Map<string, Bucket>>()
  private slotOf = new Map<string, number>()
  private slotsOfFacility = new Map<number, number[]>()
  private strings = new Interner()
  private facilities = new Interner()
  private cities = new Interner()
  private tagIds = new Interner()
  private lastSeq = 0
  /** The first load, running or done; null before it or after it failed. */
  private loading: Promise<void> | null = null
  /** Every open group is here (the first load finished); until then only `readyBuckets`. */
  private loaded = false
  /** While the first load runs: the (type, state) buckets already whole, loaded ahead of it for a browse that asked. */
  private readyBuckets = new Set<string>()
  private loadingBuckets = new Map<string, Promise<void>>()
  /** Bumped by each full load: a first load that another one replaced stops. */
  private generation = 0
  /** Reads that change the index run one at a time, in order (`step`). */
  private steps: Promise<unknown> = Promise.resolve()

  constructor(private readonly pageSize = LOAD_PAGE) {}

  /**
   * Applies every change committed so far. The first call starts loading the open groups in the
   * background; a call with a `scope` of states waits only for those (type, state) buckets, loaded
   * ahead of the rest, so a browse answers in milliseconds while a national index loads
   * (seconds); a call without one waits for the whole index.
   */
  async catchUp(db: Tx, now: Date, scope?: { providerTypes: readonly string[]; states: readonly string[] }): Promise<void> {
    this.loading ??= this.loadFirst(db, now).catch((error) => {
      this.loading = null
      throw error
    })
    if (!this.loaded) {
      if (scope?.states.length) await Promise.all(scope.providerTypes.flatMap((type) => scope.states.map((state) => this.ensureBucket(db, now, type, state))))
      else await this.loading
    }
    await this.step(() => this.pull(db, now))
    this.dropStarted(now)
  }

  /** Every open group is loaded (`/api/health` says `ready`). */
  get isLoaded(): boolean {
    return this.loaded
  }

  get size(): number {
    return this.slotOf.size
  }

  /**
   * Runs `work` after every step queued before it: a load's page, a bucket loaded ahead, a pull
   * of the log. Each step reads and applies in one go, so what one applies is never older than
   * what an earlier one did.
   */
  private step<T>(work: () => Promise<T>): Promise<T> {
    const next = this.steps.then(work)
    this.steps = next.catch(() => {})
    return next
  }

  private bucketReady(type: string, state: string): boolean {
    return this.loaded || this.readyBuckets.has(`${type}\u0000${state}`)
  }

  /** One (type, state) bucket whole, ahead of the first load (through its index). */
  private ensureBucket(db: Tx, now: Date, type: string, state: string): Promise<void> {
    const key = `${type}\u0000${state}`
    if (this.loaded || this.readyBuckets.has(key)) return Promise.resolve()
    let loading = this.loadingBuckets.get(key)
    if (!loading) {
      loading = this.step(async () => {
        if (this.bucketReady(type, state)) return
        const g = shiftGroups
        // In pages, yielding between them (a large state is ~15,000 groups, 0.3 s in one read);
        // no pull runs in between, and a change committed meanwhile is pulled after.
        for (let offset = 0; ; offset += this.pageSize) {
          const rows = await db
            .select(ROW_COLUMNS)
            .from(g)
            .where(and(eq(g.status, 'OPEN'), eq(g.providerType, type as GroupRow['providerType']), eq(g.state, state), gt(g.startsAt, now), lt(g.filledCount, g.quantity), notShadowBanned()))
            // The browse index's own order (its entries end with the rowid): no sort.
            .orderBy(g.startsAt, sql`${g}.rowid`)
            .limit(this.pageSize)
            .offset(offset)
          for (const row of rows) this.put(row, 'append')
          if (rows.length < this.pageSize) break
          await new Promise((resolve) => setImmediate(resolve))
        }
        const bucket = this.buckets.get(type)?.get(state)
        if (bucket) this.sortBucket(bucket)
        this.readyBuckets.add(key)
      }).finally(() => this.loadingBuckets.delete(key))
      this.loadingBuckets.set(key, loading)
    }
    return loading
  }

  private sortBucket(bucket: Bucket): void {
    const slots = this.slots
    bucket.byStart.sort((x, y) => slots.byStartThenId(x, y))
    bucket.byPay.sort((x, y) => slots.byPayThenStart(x, y))
    bucket.totals.clear()
  }

  /**
   * The first load, into this index in place, page by page in table order (each page a step, so
   * a bucket asked for meanwhile loads after at most one page). Rows of buckets already loaded
   * ahead are skipped: those buckets are whole and kept by the log since.
   */
  private async loadFirst(db: Tx, now: Date): Promise<void> {
    const generation = this.generation
    // The log position first (the first step: before any bucket loaded ahead or any pull), so a
    // change committed while the groups load is replayed after.
    await this.step(async () => {
      this.lastSeq = await lastAssignedSeq(db)
    })
    const rowid = sql<number>`${shiftGroups}.rowid`
    for (let after = 0; ; ) {
      const last = await this.step(async () => {
        if (this.generation !== generation) return null
        const rows = await db
          .select({ ...ROW_COLUMNS, rowid })
          .from(shiftGroups)
          .where(and(sql`+${shiftGroups.status} = 'OPEN'`, lt(shiftGroups.filledCount, shiftGroups.quantity), notShadowBanned(), gt(shiftGroups.startsAt, now), gt(rowid, after)))
          .orderBy(rowid)
          .limit(this.pageSize)
        for (const row of rows) if (!this.bucketReady(row.providerType, row.state)) this.put(row, 'append')
        return rows.length < this.pageSize ? null : rows[rows.length - 1]!.rowid
      })
      if (last === null) break
      after = last
      await new Promise((resolve) => setImmediate(resolve))
    }
    // Each bucket sorted in a step of its own (all at once held the process ~0.3 s).
    const buckets = [...this.buckets.values()].flatMap((byState) => [...byState.values()])
    for (const bucket of buckets) {
      await this.step(async () => {
        if (this.generation !== generation || this.bucketReady(bucket.type, bucket.state)) return
        this.sortBucket(bucket)
        this.readyBuckets.add(`${bucket.type}\u0000${bucket.state}`)
      })
    }
    await this.step(async () => {
      if (this.generation === generation) this.finishLoading()
    })
  }

  private finishLoading(collect = true): void {
    this.loaded = true
    this.readyBuckets.clear()
    this.loads++
    // A national load leaves its rows' garbage behind (~110 MiB of a process's memory until the
    // collector gets to it; scripts/bench/browse-index-cost.ts): collect it now, once.
    if (collect && this.slotOf.size >= COLLECT_AFTER_LOADING) Bun.gc(true)
  }

  /** Full loads so far: one at start, one per gap in the log. */
  get fullLoads(): number {
    return this.loads
  }
  private loads = 0

  /** The page of matches in the requested order, and how many match in all. */
  query(q: OpenGroupQuery): { groups: OpenGroup[]; total: number } {
    const s = this.slots
    const now = q.now.getTime()
    const { filter, key } = this.compile(q)
    const buckets = this.bucketsFor(q.providerTypes, q.states)
    const excluded = q.excludedFacilityIds.size ? new Set([...q.excludedFacilityIds].map((f) => this.facilities.find(f)).filter((f) => f !== NONE)) : null

    let total = 0
    for (const bucket of buckets) total += this.totalOf(bucket, filter, key, now)
    if (excluded) total -= this.excludedMatches(excluded, q, filter, now)

    const wanted = q.offset + q.limit
    // The best `wanted` so far, sorted: slots and their sort keys side by side.
    const bestSlots: number[] = []
    const bestKeys: number[] = []
    const offer = (slot: number, key: number) => {
      const n = bestSlots.length
      let lo = 0
      let hi = n
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (this.before(key, slot, bestKeys[mid]!, bestSlots[mid]!)) hi = mid
        else lo = mid + 1
      }
      bestSlots.splice(lo, 0, slot)
      bestKeys.splice(lo, 0, key)
      if (n === wanted) {
        bestSlots.pop()
        bestKeys.pop()
      }
    }
    const beatsLast = (key: number, slot: number) => bestSlots.length < wanted || this.before(key, slot, bestKeys[wanted - 1]!, bestSlots[wanted - 1]!)
    const eligible = (slot: number) => this.matches(slot, filter) && (excluded === null || !excluded.has(s.facility[slot]!))
    if (wanted === 0) return { groups: [], total }

    const sort = q.sortBy
    if (sort === 'soonestAvailable' || sort === 'highestPay') {
      // Each bucket is kept in this order: walk it until a group cannot enter the page.
      const byPay = sort === 'highestPay'
      for (const bucket of buckets) {
        const order = byPay ? bucket.byPay : bucket.byStart
        for (let i = 0; i < order.length; i++) {
          const slot = order[i]!
          if (s.startsAt[slot]! <= now) continue
          const key = byPay ? -s.rate[slot]! : s.startsAt[slot]!
          if (!beatsLast(key, slot)) break
          if (eligible(slot)) offer(slot, key)
        }
      }
    } else {
      // Distance and relevance depend on the caller: every match is scored. closestToMe: squared
      // km on an equirectangular projection (exact enough to rank); ties by start, then id.
      // mostRelevant is "best match": `bestMatchScore`, highest first, ties by start then id.
      const relevant = sort === 'mostRelevant' ? this.tagMask(q.relevantTags) : null
      const hasHome = q.match?.hasHome ?? false
      const { latitude: lat, longitude: lng } = q.origin
      const kmPerLng = 111.32 * Math.cos((lat * Math.PI) / 180)
      for (const bucket of buckets) {
        const order = bucket.byStart
        const bucketPoints = relevant !== null ? bucketPointsOf(q.match, bucket.type, bucket.state) : 0
        for (let i = 0; i < order.length; i++) {
          const slot = order[i]!
          if (s.startsAt[slot]! <= now || !eligible(slot)) continue
          const dLat = (s.latitude[slot]! - lat) * 111.32
          const dLng = (s.longitude[slot]! - lng) * kmPerLng
          const d2 = dLat * dLat + dLng * dLng
          let key = d2
          if (relevant !== null) {
            const km = !hasHome ? null : s.remote[slot] === 1 ? BEST_MATCH.remoteKm : Math.sqrt(d2)
            // Once the page is full, most groups cannot reach its last even meeting every
            // requirement and starting now: they skip the tag count (a little margin for rounding).
            if (bestSlots.length === wanted) {
              const best = bucketPoints + BEST_MATCH.requirements + BEST_MATCH.soon + (km === null ? 0 : BEST_MATCH.distance / (1 + km / BEST_MATCH.distanceHalfKm))
              if (-(best + (s.rate[slot]! / 100) * BEST_MATCH.perDollar) > bestKeys[wanted - 1]! + 0.001) continue
            }
            let shared = 0
            const pool = s.pool
            const listed = s.tagCount[slot]!
            for (let j = s.tagStart[slot]!, end = j + listed; j < end; j++) shared += relevant[pool[j]!] ?? 0
            key = -bestMatchScore(bucketPoints, shared, listed, km, s.rate[slot]!, s.startsAt[slot]! - now)
          }
          if (beatsLast(key, slot)) offer(slot, key)
        }
      }
    }
    return { groups: bestSlots.slice(q.offset).map((slot) => s.groups[slot]!), total }
  }

  /** The filters as numbers, and a key naming them when a total of theirs can be kept. */
  private compile(q: OpenGroupQuery): { filter: Filter; key: string | null } {
    const cityIds = q.cities.map((c) => this.cities.find(c))
    const tagIds = TAG_KINDS.flatMap((kind) => (q.tagFilters[kind]?.length ? [{ kind, ids: this.tagIdsOf({ [kind]: q.tagFilters[kind] }) }] : []))
    const weekdays = q.weekdays.length ? new Uint8Array(7) : null
    for (const day of q.weekdays) weekdays![day] = 1
    const filter: Filter = {
      minRate: q.minRateCents ?? -Infinity,
      fromDate: q.fromDate ? dateNumber(q.fromDate) : -Infinity,
      toDate: q.toDate ? dateNumber(q.toDate) : Infinity,
      remote: q.locationType === undefined ? NONE : q.locationType === 'REMOTE' ? 1 : 0,
      weekdays,
      cities: cityIds.length ? new Set(cityIds) : null,
      tags: tagIds.map(({ ids }) => this.maskOf(ids)),
      maxKm2: q.within === undefined ? Infinity : q.within.km * q.within.km,
      radiusState: q.within?.state ?? '',
      originLat: q.origin.latitude,
      originLng: q.origin.longitude,
      kmPerLng: 111.32 * Math.cos((q.origin.latitude * Math.PI) / 180),
    }
    // A value not seen yet may appear with a later group, and the lookup tables above would
    // not know it: such a filter is counted afresh each time.
    const unknown = cityIds.includes(NONE) || tagIds.some(({ ids }) => ids.includes(NONE))
    const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((x, y) => x - y).join(',')
    const key = unknown
      ? null
      : [
          filter.minRate,
          filter.fromDate,
          filter.toDate,
          filter.remote,
          sorted(q.weekdays),
          sorted(cityIds),
          ...tagIds.map(({ kind, ids }) => `${kind}:${sorted(ids)}`),
          // A radius is the caller's own (around their home): its totals are kept like any other, and age out first.
          filter.maxKm2 === Infinity ? '' : `${filter.radiusState},${filter.originLat},${filter.originLng},${filter.maxKm2}`,
        ].join('|')
    return { filter, key }
  }

  /** Whether a group passes the filters (start time and bans aside). */
  private matches(slot: number, f: Filter): boolean {
    const s = this.slots
    if (s.rate[slot]! < f.minRate) return false
    const date = s.date[slot]!
    if (date < f.fromDate || date > f.toDate) return false
    if (f.remote !== NONE && s.remote[slot] !== f.remote) return false
    if (f.weekdays !== null && f.weekdays[s.weekday[slot]!] !== 1) return false
    if (f.cities !== null && !f.cities.has(s.city[slot]!)) return false
    if (f.maxKm2 !== Infinity && s.remote[slot] === 0 && s.groups[slot]!.state === f.radiusState) {
      const dLat = (s.latitude[slot]! - f.originLat) * 111.32
      const dLng = (s.longitude[slot]! - f.originLng) * f.kmPerLng
      if (dLat * dLat + dLng * dLng > f.maxKm2) return false
    }
    return f.tags.length === 0 || sharesEach(s.pool, s.tagStart[slot]!, s.tagCount[slot]!, f.tags)
  }

  /**
   * How many groups of a bucket pass the filters and start after `now`. Kept per filter and
   * updated as groups come and go, so a repeated filter costs a lookup; valid until the first
   * counted group starts.
   */
  private totalOf(bucket: Bucket, filter: Filter, key: string | null, now: number): number {
    if (key !== null) {
      const kept = bucket.totals.get(key)
      if (kept && kept.after <= now && now < kept.firstStart) {
        bucket.totals.delete(key)
        bucket.totals.set(key, kept)
        return kept.count
      }
    }
    const s = this.slots
    let count = 0
    let firstStart = Infinity
    for (const slot of bucket.byStart) {
      const startsAt = s.startsAt[slot]!
      if (startsAt <= now || !this.matches(slot, filter)) continue
      count++
      if (startsAt < firstStart) firstStart = startsAt
    }
    if (key !== null) {
      bucket.totals.delete(key)
      if (bucket.totals.size >= MAX_TOTALS) bucket.totals.delete(bucket.totals.keys().next().value!)
      bucket.totals.set(key, { filter, after: now, count, firstStart })
    }
    return count
  }

  /** Matches at facilities that banned the caller: the totals above include them. */
  private excludedMatches(excluded: Set<number>, q: OpenGroupQuery, filter: Filter, now: number): number {
    const s = this.slots
    let count = 0
    for (const facility of excluded) for (const slot of this.slotsOfFacility.get(facility) ?? []) {
      const group = s.groups[slot]!
      if (s.startsAt[slot]! <= now || !q.providerTypes.includes(group.providerType) || (q.states.length && !q.states.includes(group.state))) continue
      if (this.matches(slot, filter)) count++
    }
    return count
  }

  /** A change of a group in a bucket, applied to the totals kept for it. */
  private recount(bucket: Bucket, slot: number, delta: 1 | -1): void {
    const startsAt = this.slots.startsAt[slot]!
    for (const total of bucket.totals.values()) {
      if (startsAt <= total.after || !this.matches(slot, total.filter)) continue
      total.count += delta
      if (delta === 1 && startsAt < total.firstStart) total.firstStart = startsAt
    }
  }

  private before(key: number, slot: number, otherKey: number, other: number): boolean {
    if (key !== otherKey) return key < otherKey
    return this.slots.byStartThenId(slot, other) < 0
  }

  private bucketsFor(types: readonly string[], states: readonly string[]): Bucket[] {
    const found: Bucket[] = []
    for (const type of types) {
      const byState = this.buckets.get(type)
      if (!byState) continue
      if (!states.length) found.push(...byState.values())
      else for (const state of states) {
        const bucket = byState.get(state)
        if (bucket) found.push(bucket)
      }
    }
    return found
  }

  /** A lookup table: mask[tagId] === 1 for each listed value. */
  private tagMask(tags: Partial<Record<TagKind, readonly string[]>>): Uint8Array {
    return this.maskOf(this.tagIdsOf(tags))
  }

  /** The ids of tag values (NONE for a value no group has had yet). */
  private tagIdsOf(tags: Partial<Record<TagKind, readonly string[]>>): number[] {
    return TAG_KINDS.flatMap((kind) => (tags[kind] ?? []).map((value) => this.tagIds.find(`${kind}\u0000${value}`)))
  }

  private maskOf(ids: readonly number[]): Uint8Array {
    const mask = new Uint8Array(this.tagIds.values.length)
    for (const id of ids) if (id !== NONE) mask[id] = 1
    return mask
  }

  /**
   * After a gap in the log: loads every open group into a new index and then takes its contents,
   * so requests served while a reload runs still read a whole index.
   */
  private async loadAll(db: Tx, now: Date): Promise<void> {
    this.generation++
    // The same load as the first, into an index of its own (which collects its garbage).
    const fresh = new OpenGroupsIndex(this.pageSize)
    await fresh.loadFirst(db, now)
    this.slots = fresh.slots
    this.buckets = fresh.buckets
    this.slotOf = fresh.slotOf
    this.slotsOfFacility = fresh.slotsOfFacility
    this.strings = fresh.strings
    this.facilities = fresh.facilities
    this.cities = fresh.cities
    this.tagIds = fresh.tagIds
    this.lastSeq = fresh.lastSeq
    this.finishLoading(false)
  }

  private async pull(db: Tx, now: Date): Promise<void> {
    for (;;) {
      const changes = await prepared(db, changesAfter).all({ seq: this.lastSeq })
      if (!changes.length) return
      if (changes[0]!.seq !== this.lastSeq + 1 || changes.length === MAX_REPLAY) return this.loadAll(db, now)
      const ids = [...new Set(changes.map((c) => c.shiftGroupId))]
      for (let i = 0; i < ids.length; i += CHUNK) {
        const chunk = ids.slice(i, i + CHUNK)
        const rows = await db.select(ROW_COLUMNS).from(shiftGroups).where(browsableAmong(chunk))
        const present = new Set(rows.map((r) => r.id))
        for (const id of chunk) if (!present.has(id)) this.remove(id)
        for (const row of rows) this.put(row)
        // A long log (thousands of hires since the last browse) is read back a chunk at a time,
        // letting other requests in between: in one go it held the process ~0.3 s.
        if (i + CHUNK < ids.length) await new Promise((resolve) => setImmediate(resolve))
      }
      this.lastSeq = changes[changes.length - 1]!.seq
    }
  }

  /** Adds or replaces a group; `append` (a full load) leaves the buckets to be sorted after. */
  private put(row: GroupRow, mode: 'keepOrder' | 'append' = 'keepOrder'): void {
    this.remove(row.id)
    const share = (value: string) => this.strings.share(value)
    const group: OpenGroup = {
      id: row.id,
      organizationId: share(row.organizationId),
      facilityId: share(row.facilityId),
      // Titles repeat across a chain's posts, and the enumerations always: one copy each
      // (a third of a national index's memory went to copies of these strings).
      title: share(row.title),
      providerType: share(row.providerType) as OpenGroup['providerType'],
      locationType: share(row.locationType) as OpenGroup['locationType'],
      rateCents: row.rateCents,
      date: share(row.date),
      startTime: share(row.startTime),
      endTime: share(row.endTime),
      startsAtMs: row.startsAt.getTime(),
      endsAtMs: row.endsAt.getTime(),
      quantity: row.quantity,
      filledCount: row.filledCount,
      isAutoHireEnabled: row.isAutoHireEnabled,
      state: share(row.state),
      city: share(row.city),
      zipCode: share(row.zipCode),
      latitude: row.latitude,
      longitude: row.longitude,
      timeZone: share(row.timeZone),
    }
    const s = this.slots
    const slot = s.take()
    s.groups[slot] = group
    s.setTags(slot, TAG_KINDS.flatMap((kind) => row[kind].map((value) => this.tagIds.id(`${kind}\u0000${value}`))))
    s.startsAt[slot] = group.startsAtMs
    s.idKey[slot] = idKeyOf(group.id)
    s.rate[slot] = group.rateCents
    s.latitude[slot] = group.latitude
    s.longitude[slot] = group.longitude
    s.date[slot] = dateNumber(group.date)
    s.weekday[slot] = new Date(`${group.date}T00:00:00Z`).getUTCDay()
    s.remote[slot] = group.locationType === 'REMOTE' ? 1 : 0
    s.facility[slot] = this.facilities.id(group.facilityId)
    s.city[slot] = this.cities.id(group.city.toLowerCase())
    let byState = this.buckets.get(group.providerType)
    if (!byState) this.buckets.set(group.providerType, (byState = new Map()))
    let bucket = byState.get(group.state)
    if (!bucket) byState.set(group.state, (bucket = { type: group.providerType, state: group.state, byStart: [], byPay: [], totals: new Map() }))
    // A bucket not yet whole (first load) is sorted when it is.
    if (mode === 'append' || !this.bucketReady(group.providerType, group.state)) {
      bucket.byStart.push(slot)
      bucket.byPay.push(slot)
    } else {
      insertInOrder(bucket.byStart, slot, (x, y) => s.byStartThenId(x, y))
      insertInOrder(bucket.byPay, slot, (x, y) => s.byPayThenStart(x, y))
      this.recount(bucket, slot, 1)
    }
    let ofFacility = this.slotsOfFacility.get(s.facility[slot]!)
    if (!ofFacility) this.slotsOfFacility.set(s.facility[slot]!, (ofFacility = []))
    ofFacility.push(slot)
    this.slotOf.set(group.id, slot)
  }

  private remove(id: string): void {
    const slot = this.slotOf.get(id)
    if (slot === undefined) return
    const s = this.slots
    const group = s.groups[slot]!
    const bucket = this.buckets.get(group.providerType)!.get(group.state)!
    this.recount(bucket, slot, -1)
    removeInOrder(bucket.byStart, slot, (x, y) => s.byStartThenId(x, y))
    removeInOrder(bucket.byPay, slot, (x, y) => s.byPayThenStart(x, y))
    const ofFacility = this.slotsOfFacility.get(s.facility[slot]!)!
    ofFacility.splice(ofFacility.indexOf(slot), 1)
    s.release(slot)
    this.slotOf.delete(id)
  }

  /** Groups that have started can never be browsed again: free their memory now and then. */
  private lastSweep = 0
  private dropStarted(now: Date): void {
    const t = now.getTime()
    if (Math.abs(t - this.lastSweep) < 60_000) return
    this.lastSweep = t
    for (const [id, slot] of this.slotOf) if (this.slots.startsAt[slot]! <= t) this.remove(id)
  }
}

/** Where a slot goes in an order: the first position not before it (binary search). */
function positionOf(order: number[], slot: number, compare: (a: number, b: number) => number): number {
  let lo = 0
  let hi = order.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (compare(order[mid]!, slot) < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

function insertInOrder(order: number[], slot: number, compare: (a: number, b: number) => number): void {
  order.splice(positionOf(order, slot, compare), 0, slot)
}

/** Removes a slot found by the order it was inserted with. */
function removeInOrder(order: number[], slot: number, compare: (a: number, b: number) => number): void {
  const at = positionOf(order, slot, compare)
  order.splice(order[at] === slot ? at : order.indexOf(slot), 1)
}

/** The tags `pool[start … start + count]` share a value with each mask. */
function sharesEach(pool: Uint32Array, start: number, count: number, masks: Uint8Array[]): boolean {
  for (const mask of masks) {
    let hit = false
    for (let j = start; j < start + count && !hit; j++) hit = mask[pool[j]!] === 1
    if (!hit) return false
  }
  return true
}

/** The log past a position, oldest first (the read every browse makes). */
const changesAfter = (db: Tx) =>
  db
    .select({ seq: shiftGroupChanges.seq, shiftGroupId: shiftGroupChanges.shiftGroupId })
    .from(shiftGroupChanges)
    .where(gt(shiftGroupChanges.seq, sql.placeholder('seq')))
    .orderBy(asc(shiftGroupChanges.seq))
    .limit(MAX_REPLAY)
    .prepare()

/**
 * Those of these groups that are open, with a free seat, from an organization that is not
 * shadow-banned. `+status` keeps the planner on the ids: with a few hundred of them SQLite
 * otherwise reads every open group through the status index (0.75 s per 500 changed groups at
 * national scale, with the process answering nothing).
 */
export function browsableAmong(ids: string[]) {
  return and(inArray(shiftGroups.id, ids), sql`+${shiftGroups.status} = 'OPEN'`, lt(shiftGroups.filledCount, shiftGroups.quantity), notShadowBanned())
}

function notShadowBanned() {
  return sql`${shiftGroups.organizationId} not in (select ${organizations.id} from ${organizations} where ${organizations.isShadowBanned} = 1)`
}

/** The log's last assigned number, including pruned entries (AUTOINCREMENT never reuses one). */
async function lastAssignedSeq(db: Tx): Promise<number> {
  const [row] = await db.all<{ seq: number }>(sql`select seq from sqlite_sequence where name = 'shift_group_changes'`)
  return Number(row?.seq ?? 0)
}

const indexes = new WeakMap<Database, OpenGroupsIndex>()

/** The index of one database (each test app has its own). */
export function openGroupsIndexOf(database: Database): OpenGroupsIndex {
  let index = indexes.get(database)
  if (!index) indexes.set(database, (index = new OpenGroupsIndex()))
  return index
}
