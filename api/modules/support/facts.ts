/**
 * What the assistant may tell a user about their own account (issue 14 §6): a provider's next
 * hired shift and last payout; a facility user's next shift and how many upcoming shifts are
 * still open, within the facilities they may see. Read for the caller only, from committed data.
 */
import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm'
import type { FacilityCaller, ProviderCaller, UserCaller } from '../../context'
import type { Tx } from '../../db/client'
import { facilities, shiftGroups, shifts, transfers } from '../../db/schema'
import { inLiveCallerScope } from '../organizations'
import type { FacilityFacts, ProviderFacts, UserFacts } from './engine/engine'

export function factsFor(db: Tx, caller: UserCaller, firstName: string, now: Date): Promise<UserFacts> {
  return caller.kind === 'provider' ? providerFacts(db, caller, firstName, now) : facilityFacts(db, caller, firstName, now)
}

async function providerFacts(db: Tx, caller: ProviderCaller, firstName: string, now: Date): Promise<ProviderFacts> {
  const next = await db
    .select({ title: shiftGroups.title, facilityName: facilities.name, date: shiftGroups.date, startTime: shiftGroups.startTime, endTime: shiftGroups.endTime })
    .from(shifts)
    .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
    .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
    .where(and(eq(shifts.providerId, caller.providerId), eq(shifts.status, 'FILLED'), gt(shiftGroups.startsAt, now)))
    .orderBy(asc(shiftGroups.startsAt))
    .limit(1)
    .get()
  const payout = await db
    .select({ amountCents: transfers.amountCents, status: transfers.status, kind: transfers.kind, createdAt: transfers.createdAt })
    .from(transfers)
    .where(eq(transfers.providerId, caller.providerId))
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(1)
    .get()
  return { userType: 'provider', firstName, nextShift: next ?? null, lastPayout: payout ?? null }
}

async function facilityFacts(db: Tx, caller: FacilityCaller, firstName: string, now: Date): Promise<FacilityFacts> {
  const scope = await inLiveCallerScope(db, caller, { organizationId: shiftGroups.organizationId, facilityId: shiftGroups.facilityId })
  const next = await db
    .select({
      title: shiftGroups.title,
      facilityName: facilities.name,
      date: shiftGroups.date,
      startTime: shiftGroups.startTime,
      endTime: shiftGroups.endTime,
      quantity: shiftGroups.quantity,
      filledCount: shiftGroups.filledCount,
    })
    .from(shiftGroups)
    .innerJoin(facilities, eq(facilities.id, shiftGroups.facilityId))
    .where(and(scope, inArray(shiftGroups.status, ['OPEN', 'CLOSED']), gt(shiftGroups.startsAt, now)))
    .orderBy(asc(shiftGroups.startsAt))
    .limit(1)
    .get()
  const [open] = await db
    .select({ n: count() })
    .from(shiftGroups)
    .where(and(scope, eq(shiftGroups.status, 'OPEN'), gt(shiftGroups.openSeats, 0), gt(shiftGroups.startsAt, now)))
  return { userType: 'facility', firstName, nextShift: next ?? null, openShiftsCount: open?.n ?? 0 }
}
