/**
 * What facilities see of a provider's track record (spec 000 §3 "Rating summary"; domain
 * "Ratings and reputation"), and a facility's current rating as providers see it.
 *
 * - `averageRating`: the mean of every category score facilities gave the provider.
 * - `currentRating`: the mean of the per-shift averages of the provider's most recent rated
 *   shifts (settings.ratings.currentRatingShifts), so a provider who improved is seen as they
 *   are now. With every category rated on every shift the two agree on the same shifts.
 * - `providerRatings` / `ratingBreakdown`: the mean score per category (the summary's and the
 *   applicant card's names for the same figures), in the categories' canonical order.
 * - `shouldShowRating`: once settings.ratings.showAfterRatedShifts shifts are rated; before
 *   that one unlucky rating would dominate.
 * - `attendanceScore`: the percent of the provider's concluded hired shifts that they worked.
 *   Concluded = completed, marked no-show, or cancelled by the provider with under
 *   LATE_CANCELLATION_HOURS of notice; worked = completed and not a no-show. With nothing
 *   concluded yet the score is 100: nobody starts with a strike.
 * Scores are rounded to two decimals; a summary with no ratings has null ratings.
 */
import { and, count, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm'
import { PROVIDER_RATING_CATEGORIES, type CategoryScore, type RatingSummary } from '../../../shared/contracts/ratings'
import type { Tx } from '../../db/client'
import { ratings, reputationEvents, shiftGroups, shifts } from '../../db/schema'
import { settings } from '../../settings'

/** A provider cancellation with less notice than this counts against attendance. */
export const LATE_CANCELLATION_HOURS = 24

const round2 = (n: number) => Math.round(n * 100) / 100

type Scores = { category: string; score: number }[]

/** JSON columns come back decoded from a table, but as text through a subquery. */
const decode = (scores: Scores | string): Scores => (typeof scores === 'string' ? (JSON.parse(scores) as Scores) : scores)

function meanOf(list: Scores[]): number | null {
  let sum = 0
  let n = 0
  for (const scores of list) for (const s of scores) (sum += s.score), n++
  return n ? round2(sum / n) : null
}

const CATEGORY_ORDER = new Map<string, number>(PROVIDER_RATING_CATEGORIES.map((c, i) => [c, i]))

function perCategory(list: Scores[]): CategoryScore[] {
  const totals = new Map<string, { sum: number; n: number }>()
  for (const scores of list) {
    for (const s of scores) {
      const t = totals.get(s.category) ?? { sum: 0, n: 0 }
      t.sum += s.score
      t.n++
      totals.set(s.category, t)
    }
  }
  return [...totals]
    .sort(([a], [b]) => (CATEGORY_ORDER.get(a) ?? 99) - (CATEGORY_ORDER.get(b) ?? 99) || a.localeCompare(b))
    .map(([category, t]) => ({ category, score: round2(t.sum / t.n) }))
}

function countsBy(rows: { providerId: string | null; n: number }[]): Map<string, number> {
  return new Map(rows.filter((r) => r.providerId).map((r) => [r.providerId!, Number(r.n)]))
}

export function emptyRatingSummary(): RatingSummary {
  return {
    rating: null,
    averageRating: null,
    currentRating: null,
    attendanceScore: 100,
    shiftsCompleted: 0,
    ratedShifts: 0,
    shouldShowRating: false,
    providerRatings: [],
    ratingBreakdown: [],
  }
}

/** Summaries of many providers in a few queries (lists of applicants, workers, preferred). */
export async function providerRatingSummaries(db: Tx, providerIds: readonly string[]): Promise<Map<string, RatingSummary>> {
  const ids = [...new Set(providerIds)]
  const out = new Map<string, RatingSummary>()
  if (!ids.length) return out

  const rated = await db
    .select({ providerId: ratings.providerId, scores: ratings.scores, averageScore: ratings.averageScore })
    .from(ratings)
    .where(and(eq(ratings.raterKind, 'FACILITY'), inArray(ratings.providerId, ids)))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
  const completed = countsBy(
    await db
      .select({ providerId: shifts.providerId, n: count() })
      .from(shifts)
      .where(and(inArray(shifts.providerId, ids), eq(shifts.status, 'COMPLETED'), ne(shifts.attendanceStatus, 'NO_SHOW')))
      .groupBy(shifts.providerId),
  )
  const noShows = countsBy(
    await db
      .select({ providerId: shifts.providerId, n: count() })
      .from(shifts)
      .where(and(inArray(shifts.providerId, ids), eq(shifts.attendanceStatus, 'NO_SHOW')))
      .groupBy(shifts.providerId),
  )
  // Instants are epoch milliseconds, so the notice is a subtraction.
  const lateCancellations = countsBy(
    await db
      .select({ providerId: reputationEvents.providerId, n: count() })
      .from(reputationEvents)
      .innerJoin(shifts, eq(shifts.id, reputationEvents.shiftId))
      .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
      .where(
        and(
          inArray(reputationEvents.providerId, ids),
          eq(reputationEvents.reason, 'CANCELLATION'),
          sql`${shiftGroups.startsAt} - ${reputationEvents.createdAt} < ${LATE_CANCELLATION_HOURS * 3_600_000}`,
        ),
      )
      .groupBy(reputationEvents.providerId),
  )

  const byProvider = new Map<string, { scores: Scores; averageScore: number }[]>()
  for (const row of rated) {
    const list = byProvider.get(row.providerId) ?? []
    list.push({ scores: decode(row.scores), averageScore: row.averageScore })
    byProvider.set(row.providerId, list)
  }

  for (const id of ids) {
    const list = byProvider.get(id) ?? [] // most recent first
    const all = list.map((r) => r.scores)
    const average = meanOf(all)
    const worked = completed.get(id) ?? 0
    const concluded = worked + (noShows.get(id) ?? 0) + (lateCancellations.get(id) ?? 0)
    const recent = list.slice(0, settings.ratings.currentRatingShifts)
    const categories = perCategory(all)
    out.set(id, {
      rating: average,
      averageRating: average,
      currentRating: recent.length ? round2(recent.reduce((sum, r) => sum + r.averageScore, 0) / recent.length) : null,
      attendanceScore: concluded ? Math.round((100 * worked) / concluded) : 100,
      shiftsCompleted: worked,
      ratedShifts: list.length,
      shouldShowRating: list.length >= settings.ratings.showAfterRatedShifts,
      providerRatings: categories,
      ratingBreakdown: categories,
    })
  }
  return out
}

export async function providerRatingSummary(db: Tx, providerId: string): Promise<RatingSummary> {
  return (await providerRatingSummaries(db, [providerId])).get(providerId) ?? emptyRatingSummary()
}

/**
 * Facilities' current ratings as providers see them in browse: the mean category score over the
 * facility's most recent rated shifts (settings.ratings.currentRatingShifts); null before the
 * first rating. Only the rows needed are read (a window per facility).
 */
export async function facilityCurrentRatings(db: Tx, facilityIds: readonly string[]): Promise<Map<string, number | null>> {
  const ids = [...new Set(facilityIds)]
  const out = new Map<string, number | null>(ids.map((id) => [id, null]))
  if (!ids.length) return out
  const ranked = db.$with('ranked').as(
    db
      .select({
        facilityId: ratings.facilityId,
        scores: ratings.scores,
        rank: sql<number>`row_number() over (partition by ${ratings.facilityId} order by ${ratings.createdAt} desc, ${ratings.id} desc)`.as('rank'),
      })
      .from(ratings)
      .where(and(eq(ratings.raterKind, 'PROVIDER'), inArray(ratings.facilityId, ids))),
  )
  const rows = await db
    .with(ranked)
    .select({ facilityId: ranked.facilityId, scores: ranked.scores })
    .from(ranked)
    .where(lte(ranked.rank, settings.ratings.currentRatingShifts))
  const byFacility = new Map<string, Scores[]>()
  for (const row of rows) byFacility.set(row.facilityId, [...(byFacility.get(row.facilityId) ?? []), decode(row.scores as Scores | string)])
  for (const [id, list] of byFacility) out.set(id, meanOf(list))
  return out
}

export async function facilityCurrentRating(db: Tx, facilityId: string): Promise<number | null> {
  return (await facilityCurrentRatings(db, [facilityId])).get(facilityId) ?? null
}
