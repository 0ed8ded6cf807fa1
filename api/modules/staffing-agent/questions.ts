/**
 * Questions about the facility's own shifts, answered from the database through the caller's
 * scope: "how many applicants do I have", "what shifts are open this week". Another tenant's
 * shifts are never counted or shown.
 */
import { and, asc, eq, gt, gte, lt } from 'drizzle-orm'
import type { ShiftCard } from '../../../shared/contracts/staffing-agent'
import { addDays, todayIn, weekdayCode } from '../../../shared/domain/zoned-time'
import { centsToDollars } from '../../../shared/domain/money'
import type { AppContext, FacilityCaller } from '../../context'
import { shiftGroups } from '../../db/schema'
import { inLiveCallerScope, oneLineAddress } from '../organizations'
import { countPendingApplicants } from '../shifts'
import type { ShiftsRange } from './parse-message'
import type { AgentAnswer, FacilityRow } from './shift-request'

/** Cards shown in one answer; the count in the text covers them all. */
const MOST_CARDS = 10

type Group = typeof shiftGroups.$inferSelect

function toShiftCard(group: Group, facility: FacilityRow | undefined, applicantsCount: number): ShiftCard {
  return {
    type: 'shiftCard',
    shiftGroupId: group.id,
    title: group.title,
    facility: { facilityId: group.facilityId, name: facility?.name ?? '', address: facility ? oneLineAddress(facility) : '', timeZone: group.timeZone },
    providerType: group.providerType,
    date: group.date,
    startTime: group.startTime,
    endTime: group.endTime,
    rate: centsToDollars(group.rateCents),
    quantity: group.quantity,
    openSeats: group.openSeats,
    applicantsCount,
    status: group.status,
  }
}

/** Upcoming groups still taking people (open, with an open seat), soonest first, of one facility or all the caller's. */
async function upcomingOpenGroups(ctx: AppContext, caller: FacilityCaller, facility: FacilityRow | undefined, range?: { from: string; to: string }): Promise<Group[]> {
  const scope = await inLiveCallerScope(ctx.db.read, caller, shiftGroups, facility?.id)
  return ctx.db.read
    .select()
    .from(shiftGroups)
    .where(
      and(
        scope,
        eq(shiftGroups.status, 'OPEN'),
        gt(shiftGroups.openSeats, 0),
        gt(shiftGroups.startsAt, ctx.clock.now()),
        range ? gte(shiftGroups.date, range.from) : undefined,
        range ? lt(shiftGroups.date, range.to) : undefined,
      ),
    )
    .orderBy(asc(shiftGroups.startsAt), asc(shiftGroups.id))
    .limit(500)
}

/** Calendar dates [from, to) of a range, in the facility's zone (a week runs Monday to Sunday). */
function datesOf(range: ShiftsRange, today: string): { from: string; to: string } | undefined {
  const monday = addDays(today, -((['M', 'T', 'W', 'TH', 'F', 'S', 'SU'] as const).indexOf(weekdayCode(today))))
  switch (range) {
    case 'today':
      return { from: today, to: addDays(today, 1) }
    case 'tomorrow':
      return { from: addDays(today, 1), to: addDays(today, 2) }
    case 'thisWeek':
      return { from: today, to: addDays(monday, 7) }
    case 'nextWeek':
      return { from: addDays(monday, 7), to: addDays(monday, 14) }
    case 'upcoming':
      return undefined
  }
}

const RANGE_WORDS: Record<ShiftsRange, string> = { today: 'today', tomorrow: 'tomorrow', thisWeek: 'this week', nextWeek: 'next week', upcoming: 'coming up' }

export async function answerOpenShifts(ctx: AppContext, caller: FacilityCaller, list: FacilityRow[], facility: FacilityRow | undefined, range: ShiftsRange): Promise<Omit<AgentAnswer, 'draft' | 'ready'>> {
  const zone = facility?.timeZone ?? list[0]?.timeZone ?? 'America/New_York'
  const groups = await upcomingOpenGroups(ctx, caller, facility, datesOf(range, todayIn(zone, ctx.clock.now())))
  const shown = groups.slice(0, MOST_CARDS)
  const counts = await countPendingApplicants({ ctx, caller, shiftGroupIds: shown.map((g) => g.id) })
  const where = facility ? ` at ${facility.name}` : ''
  if (!groups.length) return { content: `You have no open shifts${where} ${RANGE_WORDS[range]}.`, cards: [] }
  const seats = groups.reduce((n, g) => n + g.openSeats, 0)
  const content =
    `You have ${groups.length} open shift${groups.length === 1 ? '' : 's'}${where} ${RANGE_WORDS[range]} (${seats} open seat${seats === 1 ? '' : 's'})` +
    (groups.length > shown.length ? `; here are the first ${shown.length}.` : '.')
  return { content, cards: shown.map((g) => toShiftCard(g, list.find((f) => f.id === g.facilityId), counts.get(g.id) ?? 0)) }
}

export async function answerApplicants(ctx: AppContext, caller: FacilityCaller, list: FacilityRow[], facility: FacilityRow | undefined): Promise<Omit<AgentAnswer, 'draft' | 'ready'>> {
  const groups = await upcomingOpenGroups(ctx, caller, facility)
  const counts = await countPendingApplicants({ ctx, caller, shiftGroupIds: groups.map((g) => g.id) })
  const total = [...counts.values()].reduce((a, b) => a + b, 0)
  const withApplicants = groups.filter((g) => (counts.get(g.id) ?? 0) > 0)
  const where = facility ? ` at ${facility.name}` : ''
  if (!total) return { content: `You have no applicants waiting on your upcoming open shifts${where}.`, cards: [] }
  return {
    content: `You have ${total} applicant${total === 1 ? '' : 's'} waiting for your decision on ${withApplicants.length} upcoming shift${withApplicants.length === 1 ? '' : 's'}${where}.`,
    cards: withApplicants.slice(0, MOST_CARDS).map((g) => toShiftCard(g, list.find((f) => f.id === g.facilityId), counts.get(g.id)!)),
  }
}

export { toShiftCard }
