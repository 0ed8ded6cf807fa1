/**
 * `PUT /facility/shift/{shiftGroupId}` (domain "Shift groups and shifts"): rate, description and
 * requirements may change while no seat is filled; date and times only while no one is hired.
 * Title, parking, lunch notes and auto-hire stay editable.
 */
import { eq } from 'drizzle-orm'
import { UpdateShift, type UpdateShiftBody } from '../../../../shared/contracts/shifts'
import { dollarsToCents, slotMinutes } from '../../../../shared/domain/money'
import { zonedTimeToUtc } from '../../../../shared/domain/zoned-time'
import { canonicalNames } from '../../../../shared/reference'
import { validate } from '../../../../shared/validation/validate'
import type { AppContext, FacilityCaller } from '../../../context'
import { shiftGroups } from '../../../db/schema'
import { ConflictError, ValidationError } from '../../../errors'
import { getUsablePaymentMethod } from '../../payments'
import { getGroupInScope } from '../queries'

const LOCKED_ONCE_FILLED = ['rate', 'description', 'providerType', 'locationType', 'software', 'specialties', 'languages', 'skills', 'malpracticeInsuranceRequired', 'experienceInSoftwareRequired', 'drugScreenRequired', 'providerNeedsLicenseOnTheShiftState', 'lunchBreakMinutes', 'isLunchBreakPaid'] as const
const LOCKED_ONCE_HIRED = ['date', 'startTime', 'endTime'] as const

export async function updateShift({ ctx, caller, shiftGroupId, input }: { ctx: AppContext; caller: FacilityCaller; shiftGroupId: string; input: UpdateShiftBody }) {
  const errors = validate(UpdateShift, input)
  if (errors.length) throw new ValidationError(errors)
  const now = ctx.clock.now()
  await ctx.db.write(async (tx) => {
    const group = await getGroupInScope(tx, caller, shiftGroupId)
    if (group.status === 'CANCELED') throw new ConflictError('This shift was canceled and can no longer be edited')
    if (group.startsAt <= now) throw new ConflictError('This shift has started and can no longer be edited')
    const given = (keys: readonly string[]) => keys.filter((k) => (input as Record<string, unknown>)[k] !== undefined)
    if (group.filledCount > 0 && given(LOCKED_ONCE_FILLED).length) {
      throw new ConflictError(`A provider is hired: ${given(LOCKED_ONCE_FILLED).join(', ')} can no longer change`)
    }
    if (group.filledCount > 0 && given(LOCKED_ONCE_HIRED).length) throw new ConflictError('A provider is hired: the date and times can no longer change')
    if (input.paymentMethodId) await getUsablePaymentMethod(tx, { organizationId: caller.organizationId, facilityId: group.facilityId, paymentMethodId: input.paymentMethodId })
    const autoHire = input.isAutoHireEnabled ?? group.isAutoHireEnabled
    const paymentMethodId = input.paymentMethodId !== undefined ? input.paymentMethodId : group.paymentMethodId
    if (autoHire && !paymentMethodId) throw ValidationError.field('paymentMethodId', 'Payment method is required when auto-hire is enabled')

    const date = input.date ?? group.date
    const startTime = input.startTime ?? group.startTime
    const endTime = input.endTime ?? group.endTime
    const startsAt = zonedTimeToUtc(date, startTime, group.timeZone)
    const minutes = slotMinutes(startTime, endTime)
    if (given(LOCKED_ONCE_HIRED).length && startsAt <= now) throw ValidationError.field('startTime', 'Shifts must start in the future')
    const lunch = input.lunchBreakMinutes ?? group.lunchBreakMinutes
    if (lunch >= minutes) throw ValidationError.field('lunchBreakMinutes', 'Lunch break must be shorter than the shift')

    await tx
      .update(shiftGroups)
      .set({
        ...(input.title !== undefined ? { title: input.title.trim() } : {}),
        ...(input.description !== undefined ? { description: input.description.trim() } : {}),
        ...(input.rate !== undefined ? { rateCents: dollarsToCents(input.rate) } : {}),
        ...(input.providerType !== undefined ? { providerType: input.providerType } : {}),
        ...(input.locationType !== undefined ? { locationType: input.locationType } : {}),
        ...(input.software !== undefined ? { softwares: canonicalNames('softwares', input.software) } : {}),
        ...(input.specialties !== undefined ? { specialties: canonicalNames('specialties', input.specialties) } : {}),
        ...(input.languages !== undefined ? { languages: canonicalNames('languages', input.languages) } : {}),
        ...(input.skills !== undefined ? { skills: canonicalNames('skills', input.skills) } : {}),
        ...(input.malpracticeInsuranceRequired !== undefined ? { malpracticeInsuranceRequired: input.malpracticeInsuranceRequired } : {}),
        ...(input.experienceInSoftwareRequired !== undefined ? { experienceInSoftwareRequired: input.experienceInSoftwareRequired } : {}),
        ...(input.drugScreenRequired !== undefined ? { drugScreenRequired: input.drugScreenRequired } : {}),
        ...(input.providerNeedsLicenseOnTheShiftState !== undefined ? { providerNeedsLicenseOnTheShiftState: input.providerNeedsLicenseOnTheShiftState } : {}),
        ...(input.isParkingFree !== undefined ? { isParkingFree: input.isParkingFree } : {}),
        ...(input.parkingDetails !== undefined ? { parkingDetails: input.parkingDetails } : {}),
        ...(input.parkingOptions !== undefined ? { parkingOptions: input.parkingOptions ?? [] } : {}),
        ...(input.isLunchBreakPaid !== undefined ? { isLunchBreakPaid: input.isLunchBreakPaid } : {}),
        ...(input.dailyAverageScriptCount !== undefined ? { dailyAverageScriptCount: input.dailyAverageScriptCount } : {}),
        ...(input.staffOnHandHelp !== undefined ? { staffOnHandHelp: input.staffOnHandHelp } : {}),
        lunchBreakMinutes: lunch,
        isAutoHireEnabled: autoHire,
        paymentMethodId,
        date,
        startTime,
        endTime,
        startsAt,
        endsAt: new Date(startsAt.getTime() + minutes * 60_000),
        updatedAt: now,
      })
      .where(eq(shiftGroups.id, group.id))
  })
  return { shiftGroupId }
}
