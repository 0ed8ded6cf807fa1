/**
 * `GET /facility/shift/{shiftGroupId}/preview`: the group as a provider would read it, with what
 * it costs the facility per seat and for every seat (domain "Money", computed by priceShift).
 */
import type { ShiftGroupPreview } from '../../../../shared/contracts/facility-shifts'
import type { AppContext, FacilityCaller } from '../../../context'
import { getGroupInScope, seatCounts } from './queries'
import { quantityOfHours, seatPrice } from '../../../../shared/domain/money'
import { centsToDollars, oneLineAddress } from './to-dto'

export async function previewShiftGroup({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: { shiftGroupId: string } }): Promise<ShiftGroupPreview> {
  const db = ctx.db.read
  const { group, facility } = await getGroupInScope(db, caller, input.shiftGroupId)
  const seats = (await seatCounts(db, [group.id])).get(group.id)!
  const price = seatPrice(group)
  return {
    shiftGroupId: group.id,
    status: group.status,
    title: group.title,
    description: group.description,
    providerType: group.providerType,
    locationType: group.locationType,
    isRemote: group.locationType === 'REMOTE',
    date: group.date,
    startTime: group.startTime,
    endTime: group.endTime,
    shiftStartTime: group.startsAt.toISOString(),
    shiftEndTime: group.endsAt.toISOString(),
    quantityOfHours: quantityOfHours(group),
    effectiveWorkingHours: price.effectiveHours,
    rate: centsToDollars(group.rateCents),
    facilityRate: centsToDollars(price.facilityRateCents),
    percentageFee: group.percentageFee,
    providerEarnings: centsToDollars(price.providerEarningsCents),
    shiftFee: centsToDollars(price.shiftFeeCents),
    totalPayment: centsToDollars(price.totalCents),
    rateInCents: group.rateCents,
    facilityRateInCents: price.facilityRateCents,
    providerEarningsInCents: price.providerEarningsCents,
    shiftFeeInCents: price.shiftFeeCents,
    totalPaymentInCents: price.totalCents,
    quantity: seats.total,
    totalForAllSeatsInCents: price.totalCents * seats.total,
    requirements: {
      recentDrugScreen: group.drugScreenRequired,
      softwareExperience: group.experienceInSoftwareRequired,
      malpracticeInsurance: group.malpracticeInsuranceRequired,
      licenseInShiftState: group.providerNeedsLicenseOnTheShiftState,
    },
    preferences: { specialties: group.specialties, softwares: group.softwares, languages: group.languages, skills: group.skills },
    isParkingFree: group.isParkingFree,
    parkingDetails: group.parkingDetails,
    parkingOptions: group.parkingOptions,
    isLunchBreakPaid: group.isLunchBreakPaid,
    lunchBreakMinutes: group.lunchBreakMinutes,
    dailyAverageScriptCount: group.dailyAverageScriptCount,
    staffOnHandHelp: group.staffOnHandHelp,
    isAutoHireEnabled: group.isAutoHireEnabled,
    facility: {
      id: facility.id,
      name: facility.name,
      address: oneLineAddress(facility),
      city: facility.city,
      state: facility.state,
      zipCode: facility.zipCode,
      timeZone: facility.timeZone,
    },
  }
}
