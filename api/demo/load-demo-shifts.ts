/**
 * Demo shifts, made through the product's own verbs so every list shows what the product would:
 * completed, rated and paid shifts in the past two weeks; shifts today; and the next four weeks
 * of posts across every demo facility, with applicants, hires and auto-hire. Payments go through
 * the sandbox (the demo never runs against a real processor).
 */
import { eq } from 'drizzle-orm'
import { addDays, todayIn, utcToZoned } from '../../shared/domain/zoned-time'
import type { ProviderType } from '../../shared/enums'
import type { AppContext, FacilityCaller, ProviderCaller } from '../context'
import { facilities, licenses, organizationMembers, providers, shiftGroups, users } from '../db/schema'
import { attachPaymentMethod, setUpPayoutAccountForTesting } from '../modules/payments'
import { rateFacility, rateProvider } from '../modules/ratings'
import { applyToShift, confirmAttendance, confirmWillAttend, createShift, hireApplicant } from '../modules/shifts'

const TEMPLATES: Record<ProviderType, { title: string; description: string; rate: number; software: string[]; specialties: string[]; skills: string[] }[]> = {
  PHARMACIST: [
    {
      title: 'Staff pharmacist — weekend coverage',
      description: 'Verify prescriptions, counsel patients and give immunizations at a busy community pharmacy. Two technicians on the bench.',
      rate: 68,
      software: ['PioneerRx'],
      specialties: ['Retail/Community'],
      skills: ['Immunizations'],
    },
    {
      title: 'Relief pharmacist — clinic hours',
      description: 'Cover the pharmacist in charge: order verification, MTM consults and controlled-substance counts before close.',
      rate: 72.5,
      software: ['McKesson EnterpriseRx'],
      specialties: ['Retail/Community', 'Long-Term Care'],
      skills: ['Medication Therapy Management'],
    },
  ],
  TECHNICIAN: [
    {
      title: 'Pharmacy technician — evening rush',
      description: 'Data entry, filling, insurance rejections and the register during the evening rush. CPhT preferred.',
      rate: 24,
      software: ['PioneerRx'],
      specialties: ['Retail/Community'],
      skills: ['Prescription Data Entry'],
    },
  ],
  INTERN: [
    {
      title: 'Pharmacy intern — immunization clinic',
      description: 'Support the pharmacist at a walk-in flu and COVID immunization clinic: screening forms, vaccine prep and records.',
      rate: 22,
      software: ['PioneerRx'],
      specialties: ['Retail/Community'],
      skills: ['Immunizations'],
    },
  ],
}

interface DemoProviderRef {
  caller: ProviderCaller
  type: ProviderType
  states: string[]
}

/** Moves a group `days` days back, keeping its local times, so it is in the past. */
async function moveIntoPast(ctx: AppContext, shiftGroupId: string, days: number) {
  await ctx.db.write(async (tx) => {
    const group = (await tx.select().from(shiftGroups).where(eq(shiftGroups.id, shiftGroupId)).get())!
    const shift = days * 86_400_000
    const startsAt = new Date(group.startsAt.getTime() - shift)
    await tx
      .update(shiftGroups)
      .set({ startsAt, endsAt: new Date(group.endsAt.getTime() - shift), date: utcToZoned(startsAt, group.timeZone).date })
      .where(eq(shiftGroups.id, shiftGroupId))
  })
}

export async function loadDemoShifts(ctx: AppContext): Promise<{ posted: number; hired: number; completed: number }> {
  if (ctx.payments.name !== 'sandbox') return { posted: 0, hired: 0, completed: 0 }
  const db = ctx.db.read
  const now = ctx.clock.now()

  const owners = await db
    .select({ userId: users.id, organizationId: organizationMembers.organizationId, memberId: organizationMembers.id })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.role, 'OWNER'))
  const ownerOf = new Map(owners.map((o) => [o.organizationId, { kind: 'facility', sessionId: 'demo', userId: o.userId, organizationId: o.organizationId, memberId: o.memberId, role: 'OWNER', facilityIds: null } satisfies FacilityCaller]))

  const providerRows = await db.select({ id: providers.id, userId: providers.userId, type: providers.providerType }).from(providers)
  const roster: DemoProviderRef[] = []
  for (const p of providerRows) {
    const states = (await db.select({ state: licenses.state }).from(licenses).where(eq(licenses.providerId, p.id))).map((l) => l.state)
    roster.push({ caller: { kind: 'provider', sessionId: 'demo', userId: p.userId, providerId: p.id }, type: p.type, states })
    // Demo providers have finished payout onboarding, so their pay moves.
    await setUpPayoutAccountForTesting({ ctx, userId: p.userId })
  }

  let posted = 0
  let hired = 0
  let completed = 0
  const facilityRows = await db.select().from(facilities)
  for (const [index, facility] of facilityRows.entries()) {
    const owner = ownerOf.get(facility.organizationId)
    if (!owner) continue
    const card = await attachPaymentMethod({ ctx, caller: owner, input: { token: index % 2 ? 'tok_mastercard' : 'tok_visa', facilityId: facility.id }, kind: 'CARD' })
    const local = todayIn(facility.timeZone, now)
    const nearby = roster.filter((p) => p.states.includes(facility.state))

    for (const type of ['PHARMACIST', 'TECHNICIAN', 'INTERN'] as const) {
      const workers = nearby.filter((p) => p.type === type)
      if (!workers.length) continue
      const template = TEMPLATES[type][index % TEMPLATES[type].length]!
      // Four weeks ahead: every few days, morning or afternoon, one or two seats.
      const days = [1, 3, 6, 9, 13, 17, 20, 24, 27].filter((_, i) => (i + index) % (type === 'PHARMACIST' ? 1 : 2) === 0)
      const post = await createShift({
        ctx,
        caller: owner,
        input: {
          facilityId: facility.id,
          ...template,
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
          paymentMethodId: card.paymentMethodId,
          shiftDays: days.map((d, i) => ({ date: addDays(local, d), timeSlots: [{ startTime: i % 2 ? '13:00' : '08:00', endTime: i % 2 ? '21:00' : '16:30', quantity: i % 3 === 0 ? 2 : 1 }] })),
        },
      })
      // Today: a short shift starting in about two hours (facility time), for pharmacists.
      if (type === 'PHARMACIST') {
        const start = utcToZoned(new Date(Math.ceil((now.getTime() + 2 * 3_600_000) / 1_800_000) * 1_800_000), facility.timeZone)
        const end = utcToZoned(new Date(Math.ceil((now.getTime() + 6 * 3_600_000) / 1_800_000) * 1_800_000), facility.timeZone)
        const today = await createShift({
          ctx,
          caller: owner,
          input: { facilityId: facility.id, ...template, title: 'Same-day pharmacist cover', providerType: type, locationType: 'ON_SITE', languages: ['English'], shiftDays: [{ date: start.date, timeSlots: [{ startTime: start.time, endTime: end.time, quantity: 1 }] }] },
        })
        posted += today.shiftGroups.length
      }
      posted += post.shiftGroups.length
      for (const [i, group] of post.shiftGroups.entries()) {
        const worker = workers[i % workers.length]!
        const outcome = await applyToShift({ ctx, caller: worker.caller, shiftGroupId: group.shiftGroupId, input: { message: 'I know this software and can start on time.' } }).catch(() => null)
        if (!outcome) continue
        if (outcome.hired) hired++
        else if (i % 2 === 0) {
          await hireApplicant({ ctx, caller: owner, shiftGroupId: group.shiftGroupId, input: { applicantId: outcome.applicationId, paymentMethodId: card.paymentMethodId } })
          hired++
          if (i % 4 === 0) await confirmWillAttend({ ctx, caller: worker.caller, shiftGroupId: group.shiftGroupId })
        }
      }

      // The past two weeks: hired, worked, confirmed, paid and rated by both sides.
      const past = await createShift({
        ctx,
        caller: owner,
        input: {
          facilityId: facility.id,
          ...template,
          providerType: type,
          locationType: 'ON_SITE',
          languages: ['English'],
          lunchBreakMinutes: 30,
          paymentMethodId: card.paymentMethodId,
          shiftDays: [2, 3].map((d) => ({ date: addDays(local, d), timeSlots: [{ startTime: '08:00', endTime: '16:30', quantity: 1 }] })),
        },
      })
      for (const [i, group] of past.shiftGroups.entries()) {
        const worker = workers[(i + 1) % workers.length]!
        const applied = await applyToShift({ ctx, caller: worker.caller, shiftGroupId: group.shiftGroupId, input: {} }).catch(() => null)
        if (!applied) continue
        const hire = applied.hired
          ? { shiftId: applied.shiftId }
          : await hireApplicant({ ctx, caller: owner, shiftGroupId: group.shiftGroupId, input: { applicantId: applied.applicationId, paymentMethodId: card.paymentMethodId } })
        await moveIntoPast(ctx, group.shiftGroupId, 6 + i * 5)
        await confirmAttendance({ ctx, caller: owner, shiftId: hire.shiftId })
        await rateProvider({
          ctx,
          caller: owner,
          facilityId: facility.id,
          input: { shiftId: hire.shiftId, providerId: worker.caller.providerId, ratings: [{ category: 'PROFESSIONALISM', score: 5 }, { category: 'TIMELINESS_AND_RELIABILITY', score: 4 + (i % 2) }], comment: 'Reliable and great with patients.' },
        })
        await rateFacility({ ctx, caller: worker.caller, input: { shiftId: hire.shiftId, ratings: [{ category: 'WORK_ENVIRONMENT', score: 5 }, { category: 'SUPPORT', score: 4 }], comment: 'Well-organized pharmacy and a helpful team.' } })
        completed++
      }
    }
  }
  return { posted, hired, completed }
}
