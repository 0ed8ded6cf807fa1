/**
 * The columns of the open groups index: one slot per group, typed arrays the scan reads, and
 * small integers for the strings it compares.
 */

export const NONE = -1

/** Small integers for repeated strings (facilities, cities, tags): the scan compares numbers. */
export class Interner {
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
export class Slots<Group extends { id: string }> {
  capacity = 0
  used = 0
  private free: number[] = []
  groups: (Group | null)[] = []
  /** Each slot's tag ids are `pool[tagStart[slot] … + tagCount[slot]]`. */
  pool: Uint32Array = new Uint32Array(4096)
  private poolUsed = 0
  private poolLive = 0
  tagStart: Int32Array = new Int32Array(0)
  tagCount: Uint16Array = new Uint16Array(0)
  startsAt: Float64Array = new Float64Array(0)
  /** The id's first characters as a number in the ids' own order: ties are rarely settled by the string. */
  idKey: Float64Array = new Float64Array(0)
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

  /** Browse's tie order: start, then id. */
  byStartThenId(a: number, b: number): number {
    return this.startsAt[a]! - this.startsAt[b]! || this.idKey[a]! - this.idKey[b]! || compareIds(this.groups[a]!.id, this.groups[b]!.id)
  }

  /** Highest pay first, ties as above. */
  byPayThenStart(a: number, b: number): number {
    return this.rate[b]! - this.rate[a]! || this.byStartThenId(a, b)
  }

  private grow(capacity: number): void {
    const grown = <T extends Float64Array | Int32Array | Uint16Array | Uint8Array>(old: T, next: T): T => {
      next.set(old)
      return next
    }
    this.startsAt = grown(this.startsAt, new Float64Array(capacity))
    this.idKey = grown(this.idKey, new Float64Array(capacity))
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

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The first seven characters of an id as one number, in the same order as the strings (seven
 * bits a character, code points above 127 counted as 127; shorter ids pad with 0, so a prefix
 * comes first): equal keys fall back to comparing the strings.
 */
export function idKeyOf(id: string): number {
  let key = 0
  for (let i = 0; i < 7; i++) key = key * 128 + (i < id.length ? Math.min(id.charCodeAt(i), 127) : 0)
  return key
}
