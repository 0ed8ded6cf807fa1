/** How shifts read to providers: status words, distances, the facility's rating. */
import { and, avg, eq, sql } from 'drizzle-orm'
import { centsToDollars } from '../../../../shared/domain/money'
import type { Tx } from '../../../db/client'
import { prepared } from '../../../db/prepared'
import { ratings } from '../../../db/schema'
import { distanceInMeters } from '../../../integrations/geo/zip-codes'
import type { ProviderRow, ShiftGroupRow } from '../queries'

export type ProviderShiftStatus = 'Open' | 'Closed' | 'Canceled'

/** domain: Open while taking applications with a free seat before the start; Closed when full, closed or started. */
export function providerShiftStatus(group: Pick<ShiftGroupRow, 'status' | 'filledCount' | 'quantity' | 'startsAt'>, now: Date): ProviderShiftStatus {
  if (group.status === 'CANCELED') return 'Canceled'
  if (group.status === 'CLOSED' || group.filledCount >= group.quantity || group.startsAt <= now) return 'Closed'
  return 'Open'
}

export function distanceToProvider(group: Pick<ShiftGroupRow, 'latitude' | 'longitude'>, provider: Pick<ProviderRow, 'latitude' | 'longitude'>): number | null {
  if (provider.latitude === null || provider.longitude === null) return null
  return distanceInMeters({ latitude: group.latitude, longitude: group.longitude }, { latitude: provider.latitude, longitude: provider.longitude })
}

/** Mean of providers' ratings of each facility, rounded to one decimal; null before the first. */
const providerRatingsOfFacilities = (db: Tx) =>
  db
    .select({ facilityId: ratings.facilityId, value: avg(ratings.averageScore) })
    .from(ratings)
    .where(and(eq(ratings.raterKind, 'PROVIDER'), sql`${ratings.facilityId} in (select value from json_each(${sql.placeholder('facilityIds')}))`))
    .groupBy(ratings.facilityId)
    .prepare()

export async function facilityRatings(db: Tx, facilityIds: string[]): Promise<Map<string, number>> {
  if (!facilityIds.length) return new Map()
  const rows = await prepared(db, providerRatingsOfFacilities).all({ facilityIds: JSON.stringify(facilityIds) })
  return new Map(rows.filter((r) => r.value !== null).map((r) => [r.facilityId, Math.round(Number(r.value) * 10) / 10]))
}

export const rateOf = (group: Pick<ShiftGroupRow, 'rateCents'>) => centsToDollars(group.rateCents)
export const timeRange = (group: Pick<ShiftGroupRow, 'startTime' | 'endTime'>) => `${group.startTime} - ${group.endTime}`
export const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
