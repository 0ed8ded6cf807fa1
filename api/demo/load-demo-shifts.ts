/**
 * Demo shifts, made through the product's own verbs so every list shows what the product would:
 * completed, rated and paid shifts in the past two weeks; shifts today; and the next four weeks
 * of posts across every demo facility, with applicants, hires and auto-hire. Payments go through
 * the sandbox (the demo never runs against a real processor).
 *
 * Believable, because a person reads it before trusting the product (issue 12 §9):
 * - a provider works near home: only shifts within WORK_RADIUS_METERS of it, nearest provider
 *   first;
 * - never two shifts at once, and at least REST_BETWEEN_SHIFTS_MS between two of one provider,
 *   past and future alike (`Schedule`);
 * - a title says when the shift is: "weekend" only on Saturdays and Sundays, "evening" only on
 *   a slot that starts after noon (`titleFor`); past shifts move back whole weeks, so their
 *   weekday, and so their title, stays true;
 * - ratings differ: each person has a standing, each rating scatters around it, and the
 *   summaries shown (api/modules/ratings) are computed from those stored ratings. A seeded
 *   generator keeps the demo identical on every load.
 */
import { eq } from 'drizzle-orm'
import { FACILITY_RATING_CATEGORIES, PROVIDER_RATING_CATEGORIES } from '../../shared/contracts/ratings'
import { slotMinutes } from '../../shared/domain/money'
import { addDays, todayIn, utcToZoned, weekdayCode, zonedTimeToUtc } from '../../shared/domain/zoned-time'
import type { ProviderType } from '../../shared/enums'
import type { AppContext, FacilityCaller, ProviderCaller } from '../context'
import { applications, facilities, licenses, organizationMembers, providers, shiftGroups, shifts, users } from '../db/schema'
import { distanceInMeters } from '../integrations/geo/zip-codes'
import { attachPaymentMethod, setUpPayoutAccountForTesting } from '../modules/payments'
import { rateFacility, rateProvider } from '../modules/ratings'
import { applyToShift, confirmAttendance, confirmWillAttend, createShift, hireApplicant } from '../modules/shifts'

const HOUR_MS = 3_600_000
/**
 * How far from home a provider takes a shift: a relief pharmacist drives to the next city
 * (about 150 miles, Austin to Houston), a technician or an intern works around home.
 */
export const WORK_RADIUS_METERS: Record<ProviderType, number> = { PHARMACIST: 250_000, TECHNICIAN: 100_000, INTERN: 100_000 }
/** Between the end of one shift and the start of the next of the same provider. */
export const REST_BETWEEN_SHIFTS_MS = 10 * HOUR_MS

interface Template {
  /** The role; `titleFor` adds when the shift is. */
  role: string
  description: string
  rate: number
  software: string[]
  specialties: string[]
  skills: string[]
}

export const TEMPLATES: Record<ProviderType, Template[]> = {
  PHARMACIST: [
    {
      role: 'Staff pharmacist',
      description: 'Verify prescriptions, counsel patients and give immunizations at a busy community pharmacy. Two technicians on the bench.',
      rate: 68,
      software: ['PioneerRx'],
      specialties: ['Retail/Community'],
      skills: ['Immunizations'],
    },
    {
      role: 'Relief pharmacist',
      description: 'Cover the pharmacist in charge: order verification, MTM consults and controlled-substance counts before close.',
      rate: 72.5,
      software: ['McKesson EnterpriseRx'],
      specialties: ['Retail/Community', 'Long-Term Care'],
      skills: ['Medication Therapy Management'],
    },
  ],
  TECHNICIAN: [
    {
      role: 'Pharmacy technician',
      description: 'Data entry, filling, insurance rejections and the register at a busy retail counter. CPhT preferred.',
      rate: 24,
      software: ['PioneerRx'],
      specialties: ['Retail/Community'],
      skills: ['Prescription Data Entry'],
    },
  ],
  INTERN: [
    {
      role: 'Pharmacy intern',
      description: 'Support the pharmacist at a walk-in flu and COVID immunization clinic: screening forms, vaccine prep and records.',
      rate: 22,
      software: ['PioneerRx'],
      specialties: ['Retail/Community'],
      skills: ['Immunizations'],
    },
  ],
}

export const isWeekend = (date: string) => ['S', 'SU'].includes(weekdayCode(date))

/** What the title promises matches the day and the hours. */
/** A template's fields the posting contract takes (the role only names the title). */
export const postingOf = ({ role: _role, ...posting }: Template) => posting

export function titleFor(type: ProviderType, role: string, date: string, startTime: string): string {
  const weekend = isWeekend(date)
  const evening = startTime >= '12:00'
  if (type === 'INTERN') return `${role} — ${weekend ? 'weekend immunization clinic' : 'immunization clinic'}`
  if (type === 'TECHNICIAN') return `${role} — ${weekend ? 'weekend shift' : evening ? 'evening rush' : 'morning fill'}`
  return `${role} — ${weekend ? 'weekend coverage' : evening ? 'evening shift' : 'weekday day shift'}`
}

/** A small seeded generator (mulberry32): the same demo on every load. */
function seededRandom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** 0 ≤ n < 1 from a name (FNV-1a), so a person's standing does not depend on load order. */
function fraction(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0) / 4_294_967_296
}

const PROVIDER_COMMENTS = {
  high: ['Reliable and great with patients.', 'Ran a 300-script day calmly. We would book again.', 'Caught an interaction before it reached the patient. Thank you!'],
  middle: ['Solid shift; took a while to find things in our system at first.', 'Good with patients, a little slow on verification in the morning.'],
  low: ['Arrived 20 minutes late and left refills unverified at close.', 'The work got done, but the team had to chase updates all day.'],
}
const FACILITY_COMMENTS = {
  high: ['Well-organized pharmacy and a helpful team.', 'Great technicians and a clear handoff. Would work here again.'],
  middle: ['Friendly staff, but the queue was long and lunch came late.', 'Good team; parking was hard to find.'],
  low: ['Understaffed for the volume, and no lunch relief.', 'Nobody walked me through their system; a rough first hour.'],
}

interface DemoProviderRef {
  caller: ProviderCaller
  type: ProviderType
  states: string[]
  email: string
  latitude: number | null
  longitude: number | null
}

/** Who works when: hired shifts per provider, as instants, past ones where they end up. */
class Schedule {
  private readonly booked = new Map<string, { startsAt: number; endsAt: number }[]>()

  isFree(providerId: string, startsAt: number, endsAt: number): boolean {
    return !(this.booked.get(providerId) ?? []).some((b) => startsAt < b.endsAt + REST_BETWEEN_SHIFTS_MS && endsAt + REST_BETWEEN_SHIFTS_MS > b.startsAt)
  }

  book(providerId: string, startsAt: number, endsAt: number): void {
    this.booked.set(providerId, [...(this.booked.get(providerId) ?? []), { startsAt, endsAt }])
  }
}

function instantsOf(date: string, startTime: string, endTime: string, timeZone: string) {
  const startsAt = zonedTimeToUtc(date, startTime, timeZone).getTime()
  return { startsAt, endsAt: startsAt + slotMinutes(startTime, endTime) * 60_000 }
}

/**
 * Moves a hired group `days` calendar days back at the same wall-clock times (a whole number of
 * weeks, so the weekday in its title stays true), with the hire and the application before it.
 */
export async function moveIntoPast(ctx: AppContext, shiftGroupId: string, shiftId: string, days: number) {
  await ctx.db.write(async (tx) => {
    const group = (await tx.select().from(shiftGroups).where(eq(shiftGroups.id, shiftGroupId)).get())!
    const date = addDays(group.date, -days)
    const startsAt = zonedTimeToUtc(date, group.startTime, group.timeZone)
    const endsAt = new Date(startsAt.getTime() + (group.endsAt.getTime() - group.startsAt.getTime()))
    const hiredAt = new Date(startsAt.getTime() - 3 * 24 * HOUR_MS)
    await tx.update(shiftGroups).set({ date, startsAt, endsAt, createdAt: hiredAt, updatedAt: hiredAt }).where(eq(shiftGroups.id, shiftGroupId))
    const seat = await tx.update(shifts).set({ hiredAt }).where(eq(shifts.id, shiftId)).returning({ applicationId: shifts.applicationId })
    const applicationId = seat[0]?.applicationId
    if (applicationId) await tx.update(applications).set({ createdAt: new Date(hiredAt.getTime() - 6 * HOUR_MS) }).where(eq(applications.id, applicationId))
  })
}

export async function loadDemoShifts(ctx: AppContext): Promise<{ posted: number; hired: number; completed: number }> {
  if (ctx.payments.name !== 'sandbox') return { posted: 0, hired: 0, completed: 0 }
  const db = ctx.db.read
  const now = ctx.clock.now()
  const random = seededRandom(2026)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const schedule = new Schedule()

  const owners = await db
    .select({ userId: users.id, organizationId: organizationMembers.organizationId, memberId: organizationMembers.id })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.role, 'OWNER'))
  const ownerOf = new Map(owners.map((o) => [o.organizationId, { kind: 'facility', sessionId: 'demo', userId: o.userId, organizationId: o.organizationId, memberId: o.memberId, role: 'OWNER', facilityIds: null } satisfies FacilityCaller]))

  const providerRows = await db
    .select({ id: providers.id, userId: providers.userId, type: providers.providerType, email: users.email, latitude: providers.latitude, longitude: providers.longitude })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
  const roster: DemoProviderRef[] = []
  for (const p of providerRows) {
    const states = (await db.select({ state: licenses.state }).from(licenses).where(eq(licenses.providerId, p.id))).map((l) => l.state)
    roster.push({ caller: { kind: 'provider', sessionId: 'demo', userId: p.userId, providerId: p.id }, type: p.type, states, email: p.email, latitude: p.latitude, longitude: p.longitude })
    // Demo providers have finished payout onboarding, so their pay moves.
    await setUpPayoutAccountForTesting({ ctx, userId: p.userId })
  }

  // Scores scatter around a standing of 3.4–4.9 per person: most shifts go well, some do not.
  const standing = (name: string) => 3.4 + 1.5 * fraction(name)
  const scores = <C extends string>(categories: readonly C[], around: number) =>
    categories.map((category) => ({ category, score: Math.min(5, Math.max(1, Math.round(around + (random() - 0.5) * 1.8))) }))
  const commentFor = (list: typeof PROVIDER_COMMENTS, rated: { score: number }[]) => {
    const average = rated.reduce((sum, r) => sum + r.score, 0) / rated.length
    return pick(average >= 4.5 ? list.high : average >= 3.5 ? list.middle : list.low)
  }

  const facilityRows = await db.select().from(facilities)
  const cards = new Map<string, string>()
  for (const [index, facility] of facilityRows.entries()) {
    const owner = ownerOf.get(facility.organizationId)
    if (!owner) continue
    const card = await attachPaymentMethod({ ctx, caller: owner, input: { token: index % 2 ? 'tok_mastercard' : 'tok_visa', facilityId: facility.id }, kind: 'CARD' })
    cards.set(facility.id, card.paymentMethodId)
  }

  /** Licensed in the facility's state, within reach of home, nearest first. */
  const workersFor = (facility: typeof facilities.$inferSelect, type: ProviderType) =>
    roster
      .filter((p) => p.type === type && p.states.includes(facility.state) && p.latitude !== null && p.longitude !== null)
      .map((p) => ({ p, meters: distanceInMeters({ latitude: p.latitude!, longitude: p.longitude! }, facility) }))
      .filter((w) => w.meters <= WORK_RADIUS_METERS[type])
      .sort((a, b) => a.meters - b.meters)
      .map((w) => w.p)
  const firstFree = (workers: DemoProviderRef[], startsAt: number, endsAt: number) => workers.find((w) => schedule.isFree(w.caller.providerId, startsAt, endsAt))

  let posted = 0
  let hired = 0
  let completed = 0

  // The past two weeks first (hired, worked, confirmed, paid and rated by both sides), so the
  // schedule knows them before anyone is booked ahead.
  for (const [index, facility] of facilityRows.entries()) {
    const owner = ownerOf.get(facility.organizationId)
    const paymentMethodId = cards.get(facility.id)
    if (!owner || !paymentMethodId) continue
    const local = todayIn(facility.timeZone, now)
    for (const type of ['PHARMACIST', 'TECHNICIAN', 'INTERN'] as const) {
      const workers = workersFor(facility, type)
      const template = TEMPLATES[type][index % TEMPLATES[type].length]!
      for (const [i, daysAgo] of [2 + (index % 3), 7 + (index % 5)].entries()) {
        const slot = type === 'TECHNICIAN' && i === 1 ? { startTime: '13:00', endTime: '21:00' } : { startTime: '08:00', endTime: '16:30' }
        const workedOn = addDays(local, -daysAgo)
        const at = instantsOf(workedOn, slot.startTime, slot.endTime, facility.timeZone)
        const worker = firstFree(workers, at.startsAt, at.endsAt)
        if (!worker) continue
        // Posted a whole number of weeks ahead (the verbs take only future shifts), then moved back.
        const weeksBack = daysAgo >= 7 ? 14 : 7
        const past = await createShift({
          ctx,
          caller: owner,
          input: {
            facilityId: facility.id,
            ...postingOf(template),
            title: titleFor(type, template.role, workedOn, slot.startTime),
            providerType: type,
            locationType: 'ON_SITE',
            languages: ['English'],
            lunchBreakMinutes: 30,
            paymentMethodId,
            shiftDays: [{ date: addDays(workedOn, weeksBack), timeSlots: [{ ...slot, quantity: 1 }] }],
          },
        })
        const group = past.shiftGroups[0]!
        const applied = await applyToShift({ ctx, caller: worker.caller, shiftGroupId: group.shiftGroupId, input: {} }).catch(() => null)
        if (!applied) continue
        const hire = applied.hired
          ? { shiftId: applied.shiftId }
          : await hireApplicant({ ctx, caller: owner, shiftGroupId: group.shiftGroupId, input: { applicantId: applied.applicationId, paymentMethodId } })
        await moveIntoPast(ctx, group.shiftGroupId, hire.shiftId, weeksBack)
        schedule.book(worker.caller.providerId, at.startsAt, at.endsAt)
        await confirmAttendance({ ctx, caller: owner, shiftId: hire.shiftId })
        const ofProvider = scores(PROVIDER_RATING_CATEGORIES, standing(worker.email))
        await rateProvider({ ctx, caller: owner, facilityId: facility.id, input: { shiftId: hire.shiftId, providerId: worker.caller.providerId, ratings: ofProvider, comment: commentFor(PROVIDER_COMMENTS, ofProvider) } })
        const ofFacility = scores(FACILITY_RATING_CATEGORIES, standing(facility.name))
        await rateFacility({ ctx, caller: worker.caller, input: { shiftId: hire.shiftId, ratings: ofFacility, comment: commentFor(FACILITY_COMMENTS, ofFacility) } })
        completed++
      }
    }
  }

  const APPLICATION_NOTES = ['I know this software and can start on time.', 'Available all day; I have worked this kind of volume before.', 'Happy to help. I live nearby and can come in early.']

  for (const [index, facility] of facilityRows.entries()) {
    const owner = ownerOf.get(facility.organizationId)
    const paymentMethodId = cards.get(facility.id)
    if (!owner || !paymentMethodId) continue
    const local = todayIn(facility.timeZone, now)
    const licensedHere = roster.filter((p) => p.states.includes(facility.state))

    for (const type of ['PHARMACIST', 'TECHNICIAN', 'INTERN'] as const) {
      // A pharmacy posts what it can staff from the providers licensed in its state.
      if (!licensedHere.some((p) => p.type === type)) continue
      const workers = workersFor(facility, type)
      const template = TEMPLATES[type][index % TEMPLATES[type].length]!
      // Four weeks ahead: every few days (each facility on its own days), morning or afternoon,
      // one or two seats; one post per title, as a pharmacy words its posts.
      const days = [1, 3, 6, 9, 13, 17, 20, 24, 27].filter((_, i) => (i + index) % (type === 'PHARMACIST' ? 1 : 2) === 0).map((d) => d + (index % 3))
      const byTitle = new Map<string, { date: string; timeSlots: { startTime: string; endTime: string; quantity: number }[] }[]>()
      for (const [i, d] of days.entries()) {
        const date = addDays(local, d)
        const slot = { startTime: i % 2 ? '13:00' : '08:00', endTime: i % 2 ? '21:00' : '16:30', quantity: i % 3 === 0 ? 2 : 1 }
        const title = titleFor(type, template.role, date, slot.startTime)
        byTitle.set(title, [...(byTitle.get(title) ?? []), { date, timeSlots: [slot] }])
      }
      const groups: { shiftGroupId: string; date: string; startTime: string; endTime: string }[] = []
      for (const [title, shiftDays] of byTitle) {
        const post = await createShift({
          ctx,
          caller: owner,
          input: {
            facilityId: facility.id,
            ...postingOf(template),
            title,
            providerType: type,
            locationType: 'ON_SITE',
            languages: ['English'],
            lunchBreakMinutes: 30,
            isLunchBreakPaid: false,
            isParkingFree: index % 3 !== 0,
            parkingOptions: [index % 3 ? 'ParkingLot' : 'Street'],
            dailyAverageScriptCount: 250 + index * 35,
            staffOnHandHelp: type === 'PHARMACIST' ? '2 technicians' : '1 pharmacist, 1 technician',
            isAutoHireEnabled: index % 4 === 0,
            paymentMethodId,
            shiftDays,
          },
        })
        groups.push(...post.shiftGroups)
        posted += post.shiftGroups.length
      }
      groups.sort((a, b) => a.date.localeCompare(b.date))

      // Today: a short shift starting in about two hours (facility time), for pharmacists.
      if (type === 'PHARMACIST') {
        const start = utcToZoned(new Date(Math.ceil((now.getTime() + 2 * HOUR_MS) / 1_800_000) * 1_800_000), facility.timeZone)
        const end = utcToZoned(new Date(Math.ceil((now.getTime() + 6 * HOUR_MS) / 1_800_000) * 1_800_000), facility.timeZone)
        const today = await createShift({
          ctx,
          caller: owner,
          input: { facilityId: facility.id, ...postingOf(template), title: 'Same-day pharmacist cover', providerType: type, locationType: 'ON_SITE', languages: ['English'], shiftDays: [{ date: start.date, timeSlots: [{ startTime: start.time, endTime: end.time, quantity: 1 }] }] },
        })
        posted += today.shiftGroups.length
      }

      for (const [i, group] of groups.entries()) {
        const at = instantsOf(group.date, group.startTime, group.endTime, facility.timeZone)
        const worker = firstFree(workers, at.startsAt, at.endsAt)
        if (!worker) continue
        const outcome = await applyToShift({ ctx, caller: worker.caller, shiftGroupId: group.shiftGroupId, input: { message: pick(APPLICATION_NOTES) } }).catch(() => null)
        if (!outcome) continue
        if (outcome.hired) {
          hired++
          schedule.book(worker.caller.providerId, at.startsAt, at.endsAt)
        } else if (i % 2 === 0) {
          await hireApplicant({ ctx, caller: owner, shiftGroupId: group.shiftGroupId, input: { applicantId: outcome.applicationId, paymentMethodId } })
          hired++
          schedule.book(worker.caller.providerId, at.startsAt, at.endsAt)
          if (i % 4 === 0) await confirmWillAttend({ ctx, caller: worker.caller, shiftGroupId: group.shiftGroupId })
        }
      }
    }
  }
  return { posted, hired, completed }
}
