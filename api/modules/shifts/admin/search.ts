/**
 * The admin shift list's `search` (spec 000 §7: part of the title, the facility's name or the
 * hired provider's name, any case) answered from the names first, so a word few seats contain
 * does not read the marketplace's seats (1.26 million at national scale: 7 s of CPU before).
 *
 * 1. The names that contain the words: the full-text index of migration 0047 (`trigram`, so a
 *    quoted phrase is found anywhere inside a title or name, in any case) holds each group's
 *    title, each facility's name and each user's full name. At most `SEARCH_LIMITS.names` of
 *    them are read.
 * 2. Their seats: the groups' own, the seats of the facilities' groups, the seats the users
 *    (as providers) were hired on, through the indexes on those ids; at most
 *    `SEARCH_LIMITS.seats` of them, in the list's order (newest start first, by each seat's own
 *    row: no join).
 * 3. The list reads only those seats (`rowid IN`), and still tests the search's own `LIKE`s and
 *    the other filters on each: the index finds a superset (its case folding covers every
 *    letter; the list's `lower()` only ASCII ones), so the answer is the walk's, row for row.
 *    The list tests them in their order and stops once its page and its capped count are known
 *    (queries.ts `readAdminShiftPage`), so a word thousands of seats hold (a first name) reads
 *    the joined rows of about a thousand of them, not all.
 *
 * A word that more names or seats contain (a common word: "pharmacist", "CVS"), or a search of
 * fewer than three characters (a trigram index cannot find those), is answered as before: the
 * page walks the seats newest first and stops once full, which for such words is soon.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../../db/client'

/** Past these, a search walks the seats instead (see above); tests lower them to compare both ways. */
export const SEARCH_LIMITS = { names: 10_000, seats: 10_000 }

/** The search as the list's `LIKE` reads it (lower-cased by the same `toLowerCase`), or null. */
export function searchText(search: string | undefined): string | null {
  const term = search?.trim()
  return term ? term.toLowerCase() : null
}

/** An FTS5 string: the whole search as one phrase, its quotes doubled. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`

/**
 * The rowids of the seats a search can match (a superset of those it matches), newest start
 * first as the lists order them (`NEWEST_FIRST`), or null when the list should walk the seats
 * instead: no search, one under three characters, or one that more than `SEARCH_LIMITS` names
 * or seats contain.
 */
export async function searchSeatCandidates(db: Tx, search: string | undefined): Promise<number[] | null> {
  const text = searchText(search)
  if (!text || [...text].length < 3) return null
  // Counted in the index alone first: a common word gives up here at half the cost of its keys.
  const [counted] = await db.all<{ n: number }>(
    sql`select count(*) as "n" from (select rowid from admin_shift_search where admin_shift_search match ${phrase(text)} limit ${SEARCH_LIMITS.names + 1})`,
  )
  const n = Number(counted?.n ?? 0)
  if (n > SEARCH_LIMITS.names) return null
  if (n === 0) return []
  const names = await db.all<{ kind: string; refId: string }>(sql`select k.kind as "kind", k.ref_id as "refId"
    from admin_shift_search s cross join admin_shift_search_keys k on k.id = s.rowid
    where admin_shift_search match ${phrase(text)}`)
  const of = (kind: string) => JSON.stringify(names.filter((n) => n.kind === kind).map((n) => n.refId))
  // Sorted by the seat's own copy of its group's start (one lookup by rowid each, no join): the
  // order the list's pages take, so they can stop early (queries.ts readAdminShiftPage).
  const seats = await db.all<{ r: number }>(sql`select rowid as "r" from shifts where rowid in (
    select s.rowid from shifts s where s.shift_group_id in (select value from json_each(${of('G')}))
    union select s.rowid from shift_groups g cross join shifts s on s.shift_group_id = g.id where g.facility_id in (select value from json_each(${of('F')}))
    union select s.rowid from providers p cross join shifts s on s.provider_id = p.id where p.user_id in (select value from json_each(${of('U')}))
    limit ${SEARCH_LIMITS.seats + 1})
    order by group_starts_at desc, shift_group_id desc, seat asc`)
  if (seats.length > SEARCH_LIMITS.seats) return null
  return seats.map((s) => Number(s.r))
}

/** Only these seats (a search's candidates), read by rowid. */
export const seatsAmong = (rowids: number[]): SQL => sql`"shifts"."rowid" in (select value from json_each(${JSON.stringify(rowids)}))`
