/**
 * `POST /facility/shift`: each (date, time slot) of `shiftDays` becomes a shift group with
 * `quantity` open seats (domain "Shift groups and shifts"). Times are the facility's local
 * times; a slot whose end is not after its start ends the next day. The admin panel posts
 * through here too (`create-from-template`, shifts/admin): a team caller, already checked for
 * `shifts.manage` by its verb, posts at any live facility, in that facility's organization.
 * What the post leaves out comes from the facility's preferences (apply-facility-preferences.ts).
 */
import { and, eq, isNull } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { CreateShift, PostShiftBody } from '../../../../shared/contracts/shifts'
import { dollarsToCents, effectiveMinutes, slotMinutes } from '../../../../shared/domain/money'
import { zonedTimeToUtc } from '../../../../shared/domain/zoned-time'
import { canonicalNames } from '../../../../shared/reference'
import { validate, type FieldError } from '../../../../shared/validation/validate'
import { tellProvidersNearby } from '../notices'
import type { AppContext, FacilityCaller, TeamCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { facilities, organizations, shiftGroups, shifts } from '../../../db/schema'
import { NotFoundError, ValidationError } from '../../../errors'
import { requireFacilityFormIfFlagged } from '../../onboarding-forms'
import { getFacilityInScope } from '../../organizations'
import { getUsablePaymentMethod } from '../../payments'
import { applyFacilityPreferences } from './apply-facility-preferences'

async function liveFacility(tx: Tx, facilityId: string) {
  const facility = await tx.select().from(facilities).where(and(eq(facilities.id, facilityId), isNull(facilities.deletedAt))).get()
  if (!facility) throw new NotFoundError('facility')
  return facility
}

export interface CreatedShiftGroup {
  shiftGroupId: string
  date: string
  startTime: string
  endTime: string
  quantity: number
  shiftIds: string[]
}

/** `recordIn`: more to write in the posting's own transaction (the admin panel's audit event). */
export async function createShift({
  ctx,
  caller,
  input: posted,
  recordIn,
}: {
  ctx: AppContext
  caller: FacilityCaller | TeamCaller
  input: PostShiftBody
  recordIn?: (tx: Tx, created: { postId: string; shiftGroups: CreatedShiftGroup[] }) => Promise<void>
}) {
  // What is given is checked before anything is read; the whole post once the defaults are in.
  const given = validate({ schema: PostShiftBody }, posted)
  if (given.length) throw new ValidationError(given)
  const now = ctx.clock.now()
  return ctx.db.write(async (tx) => {
    const facility = caller.kind === 'team' ? await liveFacility(tx, posted.facilityId) : await getFacilityInScope(tx, caller, posted.facilityId)
    const organizationId = facility.organizationId
    await requireFacilityFormIfFlagged(ctx, tx, facility.id)
    const input = await applyFacilityPreferences(tx, facility, posted)
    const errors = validate(CreateShift, input)
    if (errors.length) throw new ValidationError(errors)
    const org = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).get()
    if (input.paymentMethodId) await getUsablePaymentMethod(tx, { organizationId, facilityId: facility.id, paymentMethodId: input.paymentMethodId })

    const lunch = input.lunchBreakMinutes ?? 0
    const slots: { date: string; startTime: string; endTime: string; quantity: number; startsAt: Date; endsAt: Date }[] = []
    const problems: FieldError[] = []
    input.shiftDays.forEach((day, d) => {
      day.timeSlots.forEach((slot, s) => {
        const minutes = slotMinutes(slot.startTime, slot.endTime)
        const startsAt = zonedTimeToUtc(day.date, slot.startTime, facility.timeZone)
        const field = `shiftDays[${d}].timeSlots[${s}]`
        if (startsAt.getTime() <= now.getTime()) problems.push({ field: `${field}.startTime`, message: 'Shifts must start in the future' })
        if (effectiveMinutes(minutes, lunch, input.isLunchBreakPaid ?? false) <= 0 || lunch >= minutes) problems.push({ field: 'lunchBreakMinutes', message: 'Lunch break must be shorter than the shift' })
        slots.push({ date: day.date, startTime: slot.startTime, endTime: slot.endTime, quantity: slot.quantity, startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) })
      })
    })
    if (problems.length) throw new ValidationError(problems)

    const postId = uuidv7()
    const created: CreatedShiftGroup[] = []
    for (const slot of slots) {
      const [group] = await tx
        .insert(shiftGroups)
        .values({
          organizationId,
          facilityId: facility.id,
          postId,
          title: input.title.trim(),
          description: input.description.trim(),
          providerType: input.providerType,
          locationType: input.locationType,
          rateCents: dollarsToCents(input.rate),
          percentageFee: org!.currentPercentageFee,
          date: slot.date,
          startTime: slot.startTime,
          endTime: slot.endTime,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          lunchBreakMinutes: lunch,
          isLunchBreakPaid: input.isLunchBreakPaid ?? false,
          softwares: canonicalNames('softwares', input.software),
          specialties: canonicalNames('specialties', input.specialties),
          languages: canonicalNames('languages', input.languages),
          skills: canonicalNames('skills', input.skills),
          malpracticeInsuranceRequired: input.malpracticeInsuranceRequired ?? false,
          experienceInSoftwareRequired: input.experienceInSoftwareRequired ?? false,
          drugScreenRequired: input.drugScreenRequired ?? false,
          providerNeedsLicenseOnTheShiftState: input.providerNeedsLicenseOnTheShiftState ?? true,
          isParkingFree: input.isParkingFree ?? false,
          parkingDetails: input.parkingDetails ?? null,
          parkingOptions: input.parkingOptions ?? [],
          isAutoHireEnabled: input.isAutoHireEnabled ?? false,
          paymentMethodId: input.paymentMethodId ?? null,
          dailyAverageScriptCount: input.dailyAverageScriptCount ?? null,
          staffOnHandHelp: input.staffOnHandHelp ?? null,
          quantity: slot.quantity,
          state: facility.state,
          city: facility.city,
          zipCode: facility.zipCode,
          latitude: facility.latitude,
          longitude: facility.longitude,
          timeZone: facility.timeZone,
          createdByUserId: caller.kind === 'team' ? null : caller.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: shiftGroups.id })
      const seats = await tx
        .insert(shifts)
        .values(Array.from({ length: slot.quantity }, (_, i) => ({ shiftGroupId: group!.id, organizationId, facilityId: facility.id, seat: i + 1, createdAt: now, updatedAt: now })))
        .returning({ id: shifts.id })
      created.push({ shiftGroupId: group!.id, date: slot.date, startTime: slot.startTime, endTime: slot.endTime, quantity: slot.quantity, shiftIds: seats.map((s) => s.id) })
      await tellProvidersNearby(ctx, tx, { id: group!.id, facilityId: facility.id })
    }
    if (recordIn) await recordIn(tx, { postId, shiftGroups: created })
    return { postId, shiftGroups: created }
  })
}
