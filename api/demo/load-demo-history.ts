/**
 * A year of demo history, so the admin panel's dashboard, shift lists and ledger have a shape
 * (issue 16 §10): every week, each demo pharmacy posts shifts that are hired, worked, confirmed
 * and paid; some are canceled by the admin panel (refunded), some have their hours adjusted, some
 * get a bonus; organizations receive credits (spent on later hires) and a benefit is created and
 * applied.
 *
 * Everything goes through the product's own verbs, each run with a clock set to the moment it
 * happens (`at`), so the rows carry their real dates: the ledger's `occurred_at`, the seats'
 * `created_at` and `completed_at`, the audit trail. The dashboard's rollups are kept by triggers
 * from those rows, so they agree with the ledger by construction. A seeded generator keeps the
 * history the same on every load; it ends three weeks before today, where the recent demo shifts
 * (load-demo-shifts.ts) begin.
 */
import { eq } from 'drizzle-orm'
import { slotMinutes } from '../../shared/domain/money'
import { addDays, todayIn, weekdayCode, zonedTimeToUtc } from '../../shared/domain/zoned-time'
import type { ProviderType } from '../../shared/enums'
import type { AppContext, FacilityCaller, ProviderCaller, TeamCaller } from '../context'
import { facilities, licenses, organizationMembers, organizations, paymentMethodFacilities, providers, teamMembers, users } from '../db/schema'
import { distanceInMeters } from '../integrations/geo/zip-codes'
import { addCredits, applyBenefitToOrganization, createBenefit } from '../modules/benefits'
import { addShiftBonus, adjustShiftHours, applyToShift, cancelShiftAsAdmin, confirmAttendance, createShift, hireApplicant } from '../modules/shifts'
import { WORK_RADIUS_METERS } from './load-demo-shifts'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** How far back the history reaches, and where it stops (the recent demo shifts take over). */
export const HISTORY_WEEKS = 52
export const HISTORY_ENDS_DAYS_AGO = 21

const ROLES: Record<ProviderType, { role: string; description: string; rate: number }> = {
  PHARMACIST: { role: 'Relief pharmacist', description: 'Cover the pharmacist in charge: verification, counseling and immunizations on a busy retail bench.', rate: 70 },
  TECHNICIAN: { role: 'Pharmacy technician', description: 'Data entry, filling and insurance rejections at the counter. CPhT preferred.', rate: 24 },
  INTERN: { role: 'Pharmacy intern', description: 'Support the pharmacist at an immunization clinic: screening forms, vaccine prep and records.', rate: 22 },
}

const BONUS_REASONS = ['Covered an urgent call-out on short notice', 'Stayed through a 400-script day', 'Thank you for the flu clinic rush']
const CANCEL_REASONS = ['The pharmacy closed early for a weather warning', 'The regular pharmacist returned from leave', 'Store remodel moved the shift']

/** mulberry32, as load-demo-shifts.ts: the same history on every load. */
function seededRandom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export interface DemoHistory {
  completed: number
  canceled: number
  adjusted: number
  bonused: number
  creditGrants: number
}

/** The context with its clock stopped at an instant: what the verbs see as "now". */
const at = (ctx: AppContext, instant: number): AppContext => ({ ...ctx, clock: { now: () => new Date(instant) } })

export async function loadDemoHistory(ctx: AppContext): Promise<DemoHistory> {
  const result: DemoHistory = { completed: 0, canceled: 0, adjusted: 0, bonused: 0, creditGrants: 0 }
  if (ctx.payments.name !== 'sandbox') return result
  const db = ctx.db.read
  const now = ctx.clock.now().getTime()
  const random = seededRandom(16)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!

  const admin = await db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.role, 'ADMIN')).get()
  const ops = await db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.role, 'OPERATIONS')).get()
  if (!admin || !ops) return result
  const adminCaller: TeamCaller = { kind: 'team', sessionId: 'demo', teamMemberId: admin.id, role: 'ADMIN' }
  const opsCaller: TeamCaller = { kind: 'team', sessionId: 'demo', teamMemberId: ops.id, role: 'OPERATIONS' }

  const owners = await db
    .select({ userId: users.id, organizationId: organizationMembers.organizationId, memberId: organizationMembers.id })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.role, 'OWNER'))
  const ownerOf = new Map(owners.map((o) => [o.organizationId, { kind: 'facility', sessionId: 'demo', userId: o.userId, organizationId: o.organizationId, memberId: o.memberId, role: 'OWNER', facilityIds: null } satisfies FacilityCaller]))
  const cards = new Map((await db.select().from(paymentMethodFacilities)).map((c) => [c.facilityId, c.paymentMethodId]))
  const providerRows = await db.select({ id: providers.id, userId: providers.userId, type: providers.providerType, latitude: providers.latitude, longitude: providers.longitude }).from(providers)
  const licensed = new Map<string, string[]>()
  for (const l of await db.select({ providerId: licenses.providerId, state: licenses.state }).from(licenses)) licensed.set(l.providerId, [...(licensed.get(l.providerId) ?? []), l.state])
  const facilityRows = (await db.select().from(facilities)).filter((f) => ownerOf.has(f.organizationId) && cards.has(f.id))
  const organizationIds = [...new Set(facilityRows.map((f) => f.organizationId))]

  // The pharmacies were there before the history; providers signed up one a week over its first
  // months (the dashboard's sign-ups), and each works only once signed up.
  const joined = now - (HISTORY_WEEKS + 2) * 7 * DAY_MS
  const signedUp = new Map(providerRows.map((p, i) => [p.id, joined + i * 7 * DAY_MS]))
  await ctx.db.write(async (tx) => {
    for (const id of organizationIds) await tx.update(organizations).set({ createdAt: new Date(joined) }).where(eq(organizations.id, id))
    for (const p of providerRows) await tx.update(providers).set({ createdAt: new Date(signedUp.get(p.id)!) }).where(eq(providers.id, p.id))
  })

  /** Licensed in the facility's state, within reach of home, nearest first. */
  const workersFor = (facility: (typeof facilityRows)[number], type: ProviderType) =>
    providerRows
      .filter((p) => p.type === type && (licensed.get(p.id) ?? []).includes(facility.state) && p.latitude !== null && p.longitude !== null)
      .map((p) => ({ p, meters: distanceInMeters({ latitude: p.latitude!, longitude: p.longitude! }, facility) }))
      .filter((w) => w.meters <= WORK_RADIUS_METERS[type])
      .sort((a, b) => a.meters - b.meters)
      .map((w) => w.p)
  const booked = new Map<string, { startsAt: number; endsAt: number }[]>()
  const isFree = (providerId: string, startsAt: number, endsAt: number) =>
    !(booked.get(providerId) ?? []).some((b) => startsAt < b.endsAt + 10 * HOUR_MS && endsAt + 10 * HOUR_MS > b.startsAt)

  // A credits benefit, created by the admin panel a year ago and applied to one organization.
  const benefitAt = at(ctx, now - HISTORY_WEEKS * 7 * DAY_MS)
  const benefit = await createBenefit({
    ctx: benefitAt,
    caller: adminCaller,
    input: { name: 'Welcome credits', code: 'WELCOME250', description: '$250 of shift credits for a new pharmacy chain', type: 'CREDITS', creditAmountInCents: 25_000 },
  }).catch(() => null)
  if (benefit && organizationIds[0]) await applyBenefitToOrganization({ ctx: benefitAt, caller: adminCaller, input: { organizationId: organizationIds[0], benefitCode: 'WELCOME250' } })

  for (let week = HISTORY_WEEKS; week * 7 >= HISTORY_ENDS_DAYS_AGO; week--) {
    // Now and then, credits after a bad experience (the operations team's goodwill).
    if (week % 13 === 5) {
      const organizationId = organizationIds[(week / 13) % organizationIds.length | 0]!
      await addCredits({ ctx: at(ctx, now - week * 7 * DAY_MS), caller: opsCaller, organizationId, input: { creditsInCents: 5_000 + 2_500 * (week % 3) } })
      result.creditGrants++
    }
    for (const [index, facility] of facilityRows.entries()) {
      const owner = ownerOf.get(facility.organizationId)!
      const paymentMethodId = cards.get(facility.id)!
      // Busier in winter (flu season) and at the chains' big stores; a quiet week now and then.
      const types: ProviderType[] = ['PHARMACIST']
      if ((week + index) % 2 === 0) types.push('TECHNICIAN')
      if ((week + index) % 5 === 0) types.push('INTERN')
      for (const type of types) {
        if (random() < 0.2) continue
        const workers = workersFor(facility, type)
        if (!workers.length) continue
        // The shift: a day of that week at the facility, 8:00–16:30 or 13:00–21:00.
        const postedAt = now - week * 7 * DAY_MS + Math.floor(random() * 2 * DAY_MS)
        const date = addDays(todayIn(facility.timeZone, new Date(postedAt)), 3 + Math.floor(random() * 4))
        const evening = random() < 0.3
        const slot = evening ? { startTime: '13:00', endTime: '21:00' } : { startTime: '08:00', endTime: '16:30' }
        const startsAt = zonedTimeToUtc(date, slot.startTime, facility.timeZone).getTime()
        const endsAt = startsAt + slotMinutes(slot.startTime, slot.endTime) * 60_000
        if (endsAt > now - HISTORY_ENDS_DAYS_AGO * DAY_MS + 7 * DAY_MS) continue
        const worker = workers.find((w) => signedUp.get(w.id)! < postedAt && isFree(w.id, startsAt, endsAt))
        if (!worker) continue
        const caller: ProviderCaller = { kind: 'provider', sessionId: 'demo', userId: worker.userId, providerId: worker.id }
        const weekend = ['S', 'SU'].includes(weekdayCode(date))
        const role = ROLES[type]
        const post = await createShift({
          ctx: at(ctx, postedAt),
          caller: owner,
          input: {
            facilityId: facility.id,
            title: `${role.role} — ${weekend ? 'weekend coverage' : evening ? 'evening shift' : 'day shift'}`,
            description: role.description,
            rate: role.rate + (index % 3) * 2,
            providerType: type,
            locationType: 'ON_SITE',
            languages: ['English'],
            software: ['PioneerRx'],
            specialties: ['Retail/Community'],
            skills: [],
            lunchBreakMinutes: 30,
            paymentMethodId,
            shiftDays: [{ date, timeSlots: [{ ...slot, quantity: 1 }] }],
          },
        })
        const group = post.shiftGroups[0]!
        const appliedAt = at(ctx, postedAt + 3 * HOUR_MS)
        const applied = await applyToShift({ ctx: appliedAt, caller, shiftGroupId: group.shiftGroupId, input: {} }).catch(() => null)
        if (!applied) continue
        const hire = applied.hired ? { shiftId: applied.shiftId! } : await hireApplicant({ ctx: at(ctx, postedAt + 6 * HOUR_MS), caller: owner, shiftGroupId: group.shiftGroupId, input: { applicantId: applied.applicationId, paymentMethodId } })
        booked.set(worker.id, [...(booked.get(worker.id) ?? []), { startsAt, endsAt }])

        const roll = random()
        if (roll < 0.08) {
          // Canceled by the operations team the day before: refunded in full.
          await cancelShiftAsAdmin({ ctx: at(ctx, startsAt - DAY_MS), caller: opsCaller, shiftId: hire.shiftId, input: { cancelationReason: pick(CANCEL_REASONS), banProvider: false } })
          result.canceled++
          continue
        }
        const afterShift = at(ctx, endsAt + 2 * HOUR_MS)
        if (roll < 0.2) {
          // Hours adjusted by the admin panel: stayed an hour late, or left half an hour early.
          const late = random() < 0.6
          const endTime = evening ? (late ? '22:00' : '20:30') : late ? '17:30' : '16:00'
          await adjustShiftHours({ ctx: afterShift, caller: opsCaller, shiftId: hire.shiftId, input: { startTime: slot.startTime, endTime } })
          result.adjusted++
        } else {
          await confirmAttendance({ ctx: afterShift, caller: owner, shiftId: hire.shiftId })
        }
        result.completed++
        if (roll > 0.92) {
          await addShiftBonus({ ctx: at(ctx, endsAt + DAY_MS), caller: opsCaller, shiftId: hire.shiftId, input: { bonusAmount: pick([25, 40, 50, 75]), bonusDescription: pick(BONUS_REASONS) } })
          result.bonused++
        }
      }
    }
  }
  return result
}
