/**
 * A post made complete from the facility's preferences (`PUT /facility/{facilityId}/preferences`,
 * issue 13 §7): a field the post leaves out (`undefined`) takes the facility's default; a field
 * it sets, even to `false`, `null` or an empty list, is kept. The defaults:
 *
 * - rate: the suggested rate saved for the post's provider type;
 * - software, specialties, languages, skills: the saved lists, when not empty;
 * - parking (free, details, options) and lunch (paid, minutes);
 * - payment method: the saved default while it is still usable at the facility;
 * - auto-hire: the saved choice, but only while the facility is eligible (a verified NPI and a
 *   usable default method, as its profile's `isAutoHireEligible` says) — auto-hire charges
 *   without anyone looking, so a default never turns it on for a pharmacy that could not choose it.
 *
 * The minimum rate stays the form's floor, not a rule of the API (docs/decisions.md).
 */
import { eq } from 'drizzle-orm'
import type { CreateShiftBody, PostShiftBody } from '../../../../shared/contracts/shifts'
import { centsToDollars } from '../../../../shared/domain/money'
import type { Tx } from '../../../db/client'
import { facilityPreferences, type facilities } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { getUsablePaymentMethod } from '../../payments'

type FacilityRow = typeof facilities.$inferSelect

async function isUsable(tx: Tx, facility: FacilityRow, paymentMethodId: string): Promise<boolean> {
  try {
    await getUsablePaymentMethod(tx, { organizationId: facility.organizationId, facilityId: facility.id, paymentMethodId })
    return true
  } catch (error) {
    if (error instanceof NotFoundError) return false
    throw error
  }
}

const listOr = (given: string[] | undefined, saved: string[] | undefined) => (given !== undefined ? given : saved?.length ? saved : undefined)

export async function applyFacilityPreferences(tx: Tx, facility: FacilityRow, input: PostShiftBody): Promise<CreateShiftBody> {
  const prefs = await tx.select().from(facilityPreferences).where(eq(facilityPreferences.facilityId, facility.id)).get()
  if (!prefs) return input as CreateShiftBody
  const savedMethod = prefs.paymentMethodId && (await isUsable(tx, facility, prefs.paymentMethodId)) ? prefs.paymentMethodId : null
  const autoHireEligible = facility.npi !== null && facility.npiVerifiedAt !== null && savedMethod !== null
  const savedRate = prefs.rates.find((r) => r.providerType === input.providerType)
  const isAutoHireEnabled = input.isAutoHireEnabled ?? (prefs.isAutoHireEnabled && autoHireEligible)
  // The default method goes with auto-hire (its charge) and otherwise stays what the post says.
  const paymentMethodId = input.paymentMethodId !== undefined ? input.paymentMethodId : isAutoHireEnabled && savedMethod ? savedMethod : undefined
  const merged = {
    ...input,
    rate: input.rate ?? (savedRate ? centsToDollars(savedRate.suggestedRateCents) : undefined),
    software: listOr(input.software, prefs.softwares),
    specialties: listOr(input.specialties, prefs.specialties),
    languages: listOr(input.languages, prefs.languages),
    skills: listOr(input.skills ?? undefined, prefs.skills) ?? input.skills,
    isParkingFree: input.isParkingFree ?? prefs.isParkingFree,
    parkingDetails: input.parkingDetails !== undefined ? input.parkingDetails : prefs.parkingDetails,
    parkingOptions: input.parkingOptions !== undefined ? input.parkingOptions : prefs.parkingOptions,
    isLunchBreakPaid: input.isLunchBreakPaid ?? prefs.isLunchBreakPaid,
    lunchBreakMinutes: input.lunchBreakMinutes !== undefined ? input.lunchBreakMinutes : prefs.lunchBreakMinutes,
    isAutoHireEnabled,
    ...(paymentMethodId !== undefined ? { paymentMethodId } : {}),
  }
  // Left-out fields stay out (not `undefined` keys), so CreateShift reports them as missing.
  return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)) as CreateShiftBody
}
