/**
 * `GET /provider/shift-group/{shiftGroupId}` (spec 001 §3 "Shift group detail"): the group as
 * this provider sees it, what they are missing, their application or hired seat, and whether
 * they can apply now (`status.isAvailable`, with the reason when not).
 */
import { and, eq } from 'drizzle-orm'
import type { AppContext, ProviderCaller } from '../../../context'
import { applications, cancellationFees, facilities, shifts, transfers } from '../../../db/schema'
import { bonusesOfSeats } from '../bonuses'
import { getGroupForProvider, getProvider, providerOffer } from '../queries'
import { centsToDollars, quantityOfHours, seatPrice } from '../../../../shared/domain/money'
import { distanceToProvider, facilityRatings, providerShiftStatus, rateOf, usd } from './provider-views'
import { DECLINED_BY_FACILITY } from '../facility/reject-applicant'
import { checkRequirements } from '../requirements'

export async function getShiftGroupForProvider({ ctx, caller, shiftGroupId }: { ctx: AppContext; caller: ProviderCaller; shiftGroupId: string }) {
  const db = ctx.db.read
  const now = ctx.clock.now()
  const group = await getGroupForProvider(db, caller.providerId, shiftGroupId)
  const provider = await getProvider(db, caller.providerId)
  const [facility, application, seat, offer, ratingsByFacility] = await Promise.all([
    db.select().from(facilities).where(eq(facilities.id, group.facilityId)).get(),
    db.select().from(applications).where(and(eq(applications.shiftGroupId, group.id), eq(applications.providerId, provider.id))).get(),
    db.select().from(shifts).where(and(eq(shifts.shiftGroupId, group.id), eq(shifts.providerId, provider.id))).get(),
    providerOffer(db, provider, now),
    facilityRatings(db, [group.facilityId]),
  ])
  const check = checkRequirements(group, offer)
  const price = seatPrice(group)
  const earningsCents = seat?.providerEarningsCents ?? price.providerEarningsCents
  const isHired = Boolean(seat?.hiredAt && seat.status !== 'CANCELED')
  const liveApplication = application && application.status === 'PENDING' && (!application.expiresAt || application.expiresAt > now || application.isHired) ? application : null
  const shiftStatus = providerShiftStatus(group, now)
  const reason =
    isHired ? 'You are hired for this shift'
    : liveApplication ? 'You have already applied to this shift'
    : application?.status === 'REJECTED' && !application.isHired ? DECLINED_BY_FACILITY
    : shiftStatus === 'Canceled' ? 'This shift was canceled'
    : shiftStatus === 'Closed' ? (group.filledCount >= group.quantity ? 'This shift has been filled' : 'This shift is no longer taking applications')
    : group.providerType !== provider.providerType ? 'This shift is for another provider type'
    : check.requirementDetails.license.required && !check.requirementDetails.license.met ? `You need a verified, unexpired license in ${group.state} to apply`
    : null
  const [transfer, fee, bonuses] = seat
    ? await Promise.all([
        db.select().from(transfers).where(and(eq(transfers.shiftId, seat.id), eq(transfers.kind, 'SHIFT'))).get(),
        db.select().from(cancellationFees).where(eq(cancellationFees.shiftId, seat.id)).get(),
        bonusesOfSeats(db, [seat.id]).then((m) => m.get(seat.id) ?? []),
      ])
    : [undefined, undefined, []]
  // Bonuses paid on the seat (admin panel), together; their invoice is the facility's receipt.
  const bonusCents = bonuses.reduce((n, b) => n + b.amountCents, 0)

  return {
    shiftGroupId: group.id,
    shiftId: seat && seat.status !== 'CANCELED' ? seat.id : null,
    createdAt: group.createdAt.toISOString(),
    shiftStatus,
    title: group.title,
    description: group.description,
    date: group.date,
    times: { startTime: group.startTime, endTime: group.endTime },
    startTime: group.startsAt.toISOString(),
    endTime: group.endsAt.toISOString(),
    location: `${group.city}, ${group.state}`,
    rate: rateOf(group),
    quantityOfHours: quantityOfHours(group),
    effectiveWorkingHours: price.effectiveHours,
    providerTitle: group.providerType,
    preferences: { specialties: group.specialties, softwares: group.softwares, languages: group.languages, skills: group.skills },
    requirements: {
      recentDrugScreen: group.drugScreenRequired,
      softwareExperience: group.experienceInSoftwareRequired,
      malpracticeInsurance: group.malpracticeInsuranceRequired,
      licenseInShiftState: group.providerNeedsLicenseOnTheShiftState,
    },
    isParkingFree: group.isParkingFree,
    parkingDetails: group.parkingDetails,
    parkingOptions: group.parkingOptions,
    isProviderHired: isHired,
    facility: { id: group.facilityId, name: facility?.name ?? '', address: facility?.streetAddress ?? '', city: group.city, state: group.state, zipcode: group.zipCode, currentRating: ratingsByFacility.get(group.facilityId) ?? null },
    address: facility?.streetAddress ?? '',
    city: group.city,
    state: group.state,
    zipcode: group.zipCode,
    timeZone: group.timeZone,
    isRemote: group.locationType === 'REMOTE',
    isLunchBreakPaid: group.isLunchBreakPaid,
    lunchBreakMinutes: group.lunchBreakMinutes,
    totalInCents: earningsCents,
    displayableTotalPayout: usd(earningsCents),
    distanceInMeters: distanceToProvider(group, provider),
    providerWillAttendShift: seat?.providerWillAttendShift ?? false,
    dailyAverageScriptCount: group.dailyAverageScriptCount,
    staffOnHandHelp: group.staffOnHandHelp,
    meetsAllRequirements: check.meetsAllRequirements,
    requirementDetails: check.requirementDetails,
    missingRequirements: check.missingRequirements,
    blockedForMalpracticeInsurance: group.malpracticeInsuranceRequired && !provider.hasMalpracticeInsurance,
    shiftLat: group.latitude,
    shiftLng: group.longitude,
    application: application ? { applicationId: application.id, createdAt: application.createdAt.toISOString(), expiredAt: application.expiresAt?.toISOString() ?? null, status: application.status } : null,
    payments: { bonusAmount: bonusCents > 0 ? centsToDollars(bonusCents) : null, bonusInvoiceUrl: null, transferReceiptUrl: null, transferStatus: transfer?.status ?? null },
    cancellationFee: fee ? { cancellationFeeId: fee.id, feeInCents: fee.feeCents, paymentStatus: fee.paymentStatus, createdAt: fee.createdAt.toISOString() } : null,
    status: { isAvailable: reason === null, reason },
  }
}
