/**
 * `PUT /facility/{facilityId}/preferences` (spec 000 §7): the facility's defaults for new shifts,
 * replaced as a whole, answered with the facility's profile. The post form starts from them;
 * `POST /facility/shift` still takes a complete body and reads none of them (docs/decisions.md
 * "Facility profile, NPI and preferences").
 */
import { FacilityPreferences, type FacilityPreferencesBody, type FacilityProfile } from '../../../../shared/contracts/facility-profile'
import { dollarsToCents } from '../../../../shared/domain/money'
import { canonicalNames } from '../../../../shared/reference'
import { validate } from '../../../../shared/validation/validate'
import type { AppContext, FacilityCaller } from '../../../context'
import { facilityPreferences } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { getFacilityInScope, requireOrganizationRole } from '../scope'
import { readFacilityProfile } from './get-facility-profile'
import type { FacilityPaymentMethods } from './payment-methods'
import { FACILITY_SETTINGS_ROLES } from './validate-npi'

export async function updateFacilityPreferences({
  ctx,
  caller,
  paymentMethods,
  input,
}: {
  ctx: AppContext
  caller: FacilityCaller
  paymentMethods: FacilityPaymentMethods
  input: FacilityPreferencesBody & { facilityId: string }
}): Promise<FacilityProfile> {
  requireOrganizationRole(caller, FACILITY_SETTINGS_ROLES)
  const { facilityId, ...body } = input
  const errors = validate(FacilityPreferences, body)
  if (errors.length) throw new ValidationError(errors)
  const now = ctx.clock.now()
  return ctx.db.write(async (tx) => {
    const facility = await getFacilityInScope(tx, caller, facilityId)
    // Another organization's method, or one not added by or shared with this facility: 404, as on the post form.
    if (body.paymentMethodId) await paymentMethods.getUsablePaymentMethod(tx, { organizationId: caller.organizationId, facilityId: facility.id, paymentMethodId: body.paymentMethodId })
    const values = {
      softwares: canonicalNames('softwares', body.software),
      specialties: canonicalNames('specialties', body.specialties),
      languages: canonicalNames('languages', body.languages),
      skills: canonicalNames('skills', body.skills),
      rates: (body.rates ?? []).map((r) => ({ providerType: r.providerType, suggestedRateCents: dollarsToCents(r.suggestedRate), minimumRateCents: dollarsToCents(r.minimumRate) })),
      isAutoHireEnabled: body.isAutoHireEnabled ?? false,
      paymentMethodId: body.paymentMethodId ?? null,
      isParkingFree: body.isParkingFree ?? false,
      parkingDetails: body.parkingDetails?.trim() || null,
      parkingOptions: body.parkingOptions ?? [],
      isLunchBreakPaid: body.isLunchBreakPaid ?? false,
      lunchBreakMinutes: body.lunchBreakMinutes ?? 0,
      updatedByUserId: caller.userId,
      updatedAt: now,
    }
    await tx.insert(facilityPreferences).values({ facilityId: facility.id, ...values }).onConflictDoUpdate({ target: facilityPreferences.facilityId, set: values })
    return readFacilityProfile(tx, paymentMethods, facility)
  })
}
