/**
 * The open shift groups a provider can browse, kept in memory and exact.
 *
 * Browse filters and sorts every open group of a state (or of the country) for each request;
 * done in SQL that is a count and a sort over thousands of index entries per request (measured
 * 3–45 ms at US scale, scripts/bench/README.md). Here the open groups with a free seat live in
 * per-(type, state) arrays; a request scans its buckets once, counting matches and keeping the
 * best `page × take` in a small sorted list.
 *
 * Exactness: triggers write every change of a group (and every shadow-ban change of its
 * organization) to `shift_group_changes` in the same transaction (migration 0007). Before each
 * query the index reads the log past the last entry it applied (one indexed read, empty when
 * nothing changed) and reloads those groups, so a browse sees every commit that finished before
 * it started, whichever process or path made it. A gap in the log (pruned past this process)
 * reloads everything. Time is applied at query time (`startsAt > now`).
 */
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Database, Tx } from '../../db/client'
import { organizations, shiftGroupChanges, shiftGroups } from '../../db/schema'

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
  /** Where distances are measured from (closestToMe, mostRelevant). */
  origin: { latitude: number; longitude: number }
  /** The provider's own tags, for mostRelevant. */
  relevantTags: Partial<Record<TagKind, readonly string[]>>
  offset: number
  limit: number
}

/** A log this long behind is cheaper to replace than to replay. */
const MAX_REPLAY = 20_000
const CHUNK = 500
const LOAD_PAGE = 5000
const NONE = -1

/** `2026-12-01` → 20261201, so dates compare as numbers. */
const dateNumber = (date: string) => Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10))

/** Small integers for repeated strings (facilities, cities, tags): the scan compares numbers. */
class Interner {
  private ids = new Map<string, number>()
  readonly values: string[] = []
  id(value: string): number {
    let id = this.ids.get(value)
    if (id === undefined) {
      id = this.values.length
      this.ids.set(value, id)
      this.values.push(value)
    }
    return id
  }
  find(value: string): number {
    return this.ids.get(value) ?? NONE
  }
  /** The shared instance of an equal string. */
  share(value: string): string {
    return this.values[this.id(value)]!
  }
}

/**
 * One slot per group, column by column: the scan reads typed arrays only (a few nanoseconds a
 * group), the answer reads `groups[slot]` for the page alone. Freed slots are reused.
 */
class Slots {
  capacity = 0
  used = 0
  private free: number[] = []
  groups: (OpenGroup | null)[] = []
  /** Each slot's tag ids are `pool[tagStart[slot] … + tagCount[slot]]`. */
  pool: Uint32Array = new Uint32Array(4096)
  private poolUsed = 0
  private poolLive = 0
  tagStart: Int32Array = new Int32Array(0)
  tagCount: Uint16Array = new Uint16Array(0)
  startsAt: Float64Array = new Float64Array(0)
  rate: Int32Array = new Int32Array(0)
  latitude: Float64Array = new Float64Array(0)
  longitude: Float64Array = new Float64Array(0)
  date: Int32Array = new Int32Array(0)
  weekday: Uint8Array = new Uint8Array(0)
  remote: Uint8Array = new Uint8Array(0)
  facility: Int32Array = new Int32Array(0)
  city: Int32Array = new Int32Array(0)

  take(): number {
    const slot = this.free.pop()
    if (slot !== undefined) return slot
    if (this.used === this.capacity) this.grow(Math.max(1024, this.capacity * 2))
    return this.used++
  }

  release(slot: number): void {
    this.groups[slot] = null
    this.poolLive -= this.tagCount[slot]!
    this.tagCount[slot] = 0
    this.free.push(slot)
  }

  setTags(slot: number, tags: readonly number[]): void {
    if (this.poolUsed + tags.length > this.pool.length) this.compactPool(tags.length)
    this.tagStart[slot] = this.poolUsed
    this.tagCount[slot] = tags.length
    this.pool.set(tags, this.poolUsed)
    this.poolUsed += tags.length
    this.poolLive += tags.length
  }

  /** Updates append; when the pool is full, the live tags are packed (and the pool grown if needed). */
  private compactPool(needed: number): void {
    const size = Math.max(4096, (this.poolLive + needed) * 2)
    const pool = new Uint32Array(size)
    let used = 0
    for (let slot = 0; slot < this.used; slot++) {
      const count = this.tagCount[slot]!
      if (!count) continue
      const start = this.tagStart[slot]!
      pool.set(this.pool.subarray(start, start + count), used)
      this.tagStart[slot] = used
      used += count
    }
    this.pool = pool
    this.poolUsed = used
  }

  private grow(capacity: number): void {
    const grown = <T extends Float64Array | Int32Array | Uint16Array | Uint8Array>(old: T, next: T): T => {
      next.set(old)
      return next
    }
    this.startsAt = grown(this.startsAt, new Float64Array(capacity))
    this.rate = grown(this.rate, new Int32Array(capacity))
    this.latitude = grown(this.latitude, new Float64Array(capacity))
    this.longitude = grown(this.longitude, new Float64Array(capacity))
    this.date = grown(this.date, new Int32Array(capacity))
    this.weekday = grown(this.weekday, new Uint8Array(capacity))
    this.remote = grown(this.remote, new Uint8Array(capacity))
    this.facility = grown(this.facility, new Int32Array(capacity))
    this.city = grown(this.city, new Int32Array(capacity))
    this.tagStart = grown(this.tagStart, new Int32Array(capacity))
    this.tagCount = grown(this.tagCount, new Uint16Array(capacity))
    this.capacity = capacity
  }
}

export class OpenGroupsIndex {
  private slots = new Slots()
  /** type → state → slots. */
  private buckets = new Map<string, Map<string, number[]>>()
  private slotOf = new Map<string, number>()
  private strings = new Interner()
  private facilities = new Interner()
  private cities = new Interner()
  private tagIds = new Interner()
  private lastSeq = 0
  private loading: Promise<void> | null = null
  private pulling: Promise<void> = Promise.resolve()

  /** Applies every change committed so far; the first call loads the open groups. */
  async catchUp(db: Tx, now: Date): Promise<void> {
    this.loading ??= this.loadAll(db, now).catch((error) => {
      this.loading = null
      throw error
    })
    await this.loading
    // One pull at a time, in order: each request waits for the pulls queued before it and its own.
    const pull = this.pulling.then(() => this.pull(db, now))
    this.pulling = pull.catch(() => {
      this.loading = null
    })
    await pull
    this.dropStarted(now)
  }

  get size(): number {
    return this.slotOf.size
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
    const cities = q.cities.length ? new Set(q.cities.map((c) => this.cities.find(c))) : null
    const weekdays = q.weekdays.length ? new Set(q.weekdays) : null
    const excluded = q.excludedFacilityIds.size ? new Set([...q.excludedFacilityIds].map((f) => this.facilities.find(f))) : null
    const tagFilters = TAG_KINDS.flatMap((kind) => (q.tagFilters[kind]?.length ? [this.tagMask({ [kind]: q.tagFilters[kind] })] : []))
    const relevant = q.sortBy === 'mostRelevant' ? this.tagMask(q.relevantTags) : null
    const minRate = q.minRateCents ?? -Infinity
    const fromDate = q.fromDate ? dateNumber(q.fromDate) : -Infinity
    const toDate = q.toDate ? dateNumber(q.toDate) : Infinity
    const remote = q.locationType === undefined ? NONE : q.locationType === 'REMOTE' ? 1 : 0
    const sort = q.sortBy
    const { latitude: lat, longitude: lng } = q.origin
    const kmPerLng = 111.32 * Math.cos((lat * Math.PI) / 180)

    const wanted = q.offset + q.limit
    // The best `wanted` so far, sorted: slots and their sort keys side by side.
    const bestSlots: number[] = []
    const bestKeys: number[] = []
    let total = 0
    for (const bucket of this.bucketsFor(q.providerTypes, q.states)) {
      for (let i = 0; i < bucket.length; i++) {
        const slot = bucket[i]!
        if (s.startsAt[slot]! <= now) continue
        if (s.rate[slot]! < minRate) continue
        const date = s.date[slot]!
        if (date < fromDate || date > toDate) continue
        if (remote !== NONE && s.remote[slot] !== remote) continue
        if (weekdays !== null && !weekdays.has(s.weekday[slot]!)) continue
        if (cities !== null && !cities.has(s.city[slot]!)) continue
        if (excluded !== null && excluded.has(s.facility[slot]!)) continue
        if (tagFilters.length && !sharesEach(s.pool, s.tagStart[slot]!, s.tagCount[slot]!, tagFilters)) continue
        total++
        if (wanted === 0) continue
        // Same order as the SQL this replaced: squared km on an equirectangular projection, and
        // relevance = 10 per shared tag + 6 within 25 km / 3 within 80 km + rate in dollars / 10;
        // ties by start, then id.
        let key: number
        if (sort === 'highestPay') key = -s.rate[slot]!
        else if (sort === 'closestToMe' || sort === 'mostRelevant') {
          const dLat = (s.latitude[slot]! - lat) * 111.32
          const dLng = (s.longitude[slot]! - lng) * kmPerLng
          const d2 = dLat * dLat + dLng * dLng
          if (sort === 'closestToMe') key = d2
          else {
            let shared = 0
            const pool = s.pool
            for (let j = s.tagStart[slot]!, end = j + s.tagCount[slot]!; j < end; j++) shared += relevant![pool[j]!]!
            key = -(10 * shared + (d2 < 625 ? 6 : d2 < 6400 ? 3 : 0) + s.rate[slot]! / 1000)
          }
        } else key = s.startsAt[slot]!
        const n = bestSlots.length
        if (n === wanted) {
          // Most groups lose to the last of the best on the key alone.
          const lastKey = bestKeys[n - 1]!
          if (key > lastKey || (key === lastKey && !this.before(key, slot, lastKey, bestSlots[n - 1]!))) continue
        }
        let lo = 0
        let hi = n
        while (lo < hi) {
          const mid = (lo + hi) >> 1
          if (this.before(key, slot, bestKeys[mid]!, bestSlots[mid]!)) hi = mid
          else lo = mid + 1
        }
        bestSlots.splice(lo, 0, slot)
        bestKeys.splice(lo, 0, key)
        if (bestSlots.length > wanted) {
          bestSlots.pop()
          bestKeys.pop()
        }
      }
    }
    return { groups: bestSlots.slice(q.offset).map((slot) => s.groups[slot]!), total }
  }

  private before(key: number, slot: number, otherKey: number, other: number): boolean {
    if (key !== otherKey) return key < otherKey
    const s = this.slots
    if (s.startsAt[slot] !== s.startsAt[other]) return s.startsAt[slot]! < s.startsAt[other]!
    return s.groups[slot]!.id < s.groups[other]!.id
  }

  private *bucketsFor(types: readonly string[], states: readonly string[]): Iterable<number[]> {
    for (const type of types) {
      const byState = this.buckets.get(type)
      if (!byState) continue
      if (!states.length) yield* byState.values()
      else for (const state of states) {
        const bucket = byState.get(state)
        if (bucket) yield bucket
      }
    }
  }

  /** A lookup table: mask[tagId] === 1 for each listed value. */
  private tagMask(tags: Partial<Record<TagKind, readonly string[]>>): Uint8Array {
    const mask = new Uint8Array(this.tagIds.values.length)
    for (const kind of TAG_KINDS) for (const value of tags[kind] ?? []) {
      const id = this.tagIds.find(`${kind}\u0000${value}`)
      if (id !== NONE) mask[id] = 1
    }
    return mask
  }

  private async loadAll(db: Tx, now: Date): Promise<void> {
    // The log position first: a change committed while the groups load is replayed after.
    this.lastSeq = await lastAssignedSeq(db)
    this.loads++
    for (const slot of this.slotOf.values()) this.slots.release(slot)
    this.slotOf.clear()
    this.buckets.clear()
    // In pages in table order, yielding between them: at national scale the load takes seconds,
    // and the process keeps answering other requests meanwhile. (`+status` keeps the planner on
    // the table's own order: through an index each page would sort every open group again.)
    const rowid = sql<number>`${shiftGroups}.rowid`
    for (let after = 0; ; ) {
      const rows = await db
        .select({ ...ROW_COLUMNS, rowid })
        .from(shiftGroups)
        .where(and(sql`+${shiftGroups.status} = 'OPEN'`, lt(shiftGroups.filledCount, shiftGroups.quantity), notShadowBanned(), gt(shiftGroups.startsAt, now), gt(rowid, after)))
        .orderBy(rowid)
        .limit(LOAD_PAGE)
      for (const row of rows) this.put(row)
      if (rows.length < LOAD_PAGE) break
      after = rows[rows.length - 1]!.rowid
      await new Promise((resolve) => setImmediate(resolve))
    }
    // Each bucket in start order: the scan keeps the best page so far, and in this order the
    // soonest are met first and few later groups displace them (table order can be the reverse).
    // Changes append and swap; the order degrades slowly and is restored at the next load.
    const startsAt = this.slots.startsAt
    for (const byState of this.buckets.values()) for (const bucket of byState.values()) bucket.sort((a, b) => startsAt[a]! - startsAt[b]!)
  }

  private async pull(db: Tx, now: Date): Promise<void> {
    for (;;) {
      const changes = await db
        .select({ seq: shiftGroupChanges.seq, shiftGroupId: shiftGroupChanges.shiftGroupId })
        .from(shiftGroupChanges)
        .where(gt(shiftGroupChanges.seq, this.lastSeq))
        .orderBy(asc(shiftGroupChanges.seq))
        .limit(MAX_REPLAY)
      if (!changes.length) return
      if (changes[0]!.seq !== this.lastSeq + 1 || changes.length === MAX_REPLAY) return this.loadAll(db, now)
      const ids = [...new Set(changes.map((c) => c.shiftGroupId))]
      for (let i = 0; i < ids.length; i += CHUNK) {
        const chunk = ids.slice(i, i + CHUNK)
        const rows = await db.select(ROW_COLUMNS).from(shiftGroups).where(and(inArray(shiftGroups.id, chunk), isBrowsable()))
        const present = new Set(rows.map((r) => r.id))
        for (const id of chunk) if (!present.has(id)) this.remove(id)
        for (const row of rows) this.put(row)
      }
      this.lastSeq = changes[changes.length - 1]!.seq
    }
  }

  private put(row: GroupRow): void {
    this.remove(row.id)
    const share = (value: string) => this.strings.share(value)
    const group: OpenGroup = {
      id: row.id,
      organizationId: share(row.organizationId),
      facilityId: share(row.facilityId),
      title: row.title,
      providerType: row.providerType,
      locationType: row.locationType,
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
    if (!bucket) byState.set(group.state, (bucket = []))
    bucket.push(slot)
    this.slotOf.set(group.id, slot)
  }

  private remove(id: string): void {
    const slot = this.slotOf.get(id)
    if (slot === undefined) return
    const group = this.slots.groups[slot]!
    const bucket = this.buckets.get(group.providerType)!.get(group.state)!
    // Swap-remove: order within a bucket does not matter.
    const at = bucket.indexOf(slot)
    bucket[at] = bucket[bucket.length - 1]!
    bucket.pop()
    this.slots.release(slot)
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

/** The tags `pool[start … start + count]` share a value with each mask. */
function sharesEach(pool: Uint32Array, start: number, count: number, masks: Uint8Array[]): boolean {
  for (const mask of masks) {
    let hit = false
    for (let j = start; j < start + count && !hit; j++) hit = mask[pool[j]!] === 1
    if (!hit) return false
  }
  return true
}

/** Open, with a free seat, from an organization that is not shadow-banned. */
function isBrowsable() {
  return and(eq(shiftGroups.status, 'OPEN'), lt(shiftGroups.filledCount, shiftGroups.quantity), notShadowBanned())
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
