/**
 * `GET /facility/{facilityId}/profile` (spec 001 §3 "facility profile"): the facility's default
 * rates and shift preferences, the fee new shifts are priced with, its NPI, whether auto-hire can
 * be offered, its default payment method, its administrator and its files. Any member who sees the
 * facility may read it.
 *
 * A separate path rather than a wider `GET /facility/{facilityId}`: that answer is also each item
 * of `GET /facility`, and clients compare the two.
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { FacilityProfile } from '../../../../shared/contracts/facility-profile'
import { centsToDollars } from '../../../../shared/domain/money'
import { PROVIDER_TYPES } from '../../../../shared/enums'
import type { AppContext, FacilityCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { facilityPreferences, organizationMembers, organizations, users, type facilities } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { getFacilityInScope } from '../scope'
import { isUsableAt, type FacilityPaymentMethods } from './payment-methods'

type FacilityRow = typeof facilities.$inferSelect

export async function getFacilityProfile({ ctx, caller, paymentMethods, input }: { ctx: AppContext; caller: FacilityCaller; paymentMethods: FacilityPaymentMethods; input: { facilityId: string } }): Promise<FacilityProfile> {
  const facility = await getFacilityInScope(ctx.db.read, caller, input.facilityId)
  return readFacilityProfile(ctx.db.read, paymentMethods, facility)
}

/** The profile of a facility already checked in the caller's scope (also the answer of a preferences save). */
export async function readFacilityProfile(db: Tx, paymentMethods: FacilityPaymentMethods, facility: FacilityRow): Promise<FacilityProfile> {
  const [org, prefs, administrator] = await Promise.all([
    db.select({ percentageFee: organizations.currentPercentageFee }).from(organizations).where(eq(organizations.id, facility.organizationId)).get(),
    db.select().from(facilityPreferences).where(eq(facilityPreferences.facilityId, facility.id)).get(),
    administratorOf(db, facility.organizationId),
  ])
  if (!org) throw new NotFoundError('facility')
  const savedMethodId = prefs?.paymentMethodId ?? null
  // A card removed or unshared since it was chosen is no default any more.
  const defaultPaymentMethodId =
    savedMethodId && (await isUsableAt(db, paymentMethods, { organizationId: facility.organizationId, facilityId: facility.id, paymentMethodId: savedMethodId })) ? savedMethodId : null
  const isNpiVerified = facility.npi !== null && facility.npiVerifiedAt !== null
  const order = (t: string) => PROVIDER_TYPES.indexOf(t as (typeof PROVIDER_TYPES)[number])
  return {
    facilityId: facility.id,
    name: facility.name,
    rates: [...(prefs?.rates ?? [])]
      .sort((a, b) => order(a.providerType) - order(b.providerType))
      .map((r) => ({
        providerType: r.providerType,
        suggestedRate: centsToDollars(r.suggestedRateCents),
        minimumRate: centsToDollars(r.minimumRateCents),
        suggestedRateInCents: r.suggestedRateCents,
        minimumRateInCents: r.minimumRateCents,
      })),
    percentageFee: org.percentageFee,
    npi: facility.npi,
    isNpiVerified,
    npiVerifiedAt: facility.npiVerifiedAt?.toISOString() ?? null,
    // docs/decisions.md "Facility profile, NPI and preferences": auto-hire charges without anyone
    // looking, so it is offered only to a registry-verified pharmacy with a card or bank to charge.
    isAutoHireEligible: isNpiVerified && defaultPaymentMethodId !== null,
    defaultPaymentMethodId,
    administrator,
    // The file store keeps no facility documents yet (its uploads are licenses and résumés).
    files: [],
    preferences: {
      software: prefs?.softwares ?? [],
      specialties: prefs?.specialties ?? [],
      languages: prefs?.languages ?? [],
      skills: prefs?.skills ?? [],
      isAutoHireEnabled: prefs?.isAutoHireEnabled ?? false,
      paymentMethodId: savedMethodId,
      isParkingFree: prefs?.isParkingFree ?? false,
      parkingDetails: prefs?.parkingDetails ?? null,
      parkingOptions: prefs?.parkingOptions ?? [],
      isLunchBreakPaid: prefs?.isLunchBreakPaid ?? false,
      lunchBreakMinutes: prefs?.lunchBreakMinutes ?? 0,
      updatedAt: prefs?.updatedAt.toISOString() ?? null,
    },
  }
}

/** The organization's OWNER, else its earliest ADMIN, with a live account. */
async function administratorOf(db: Tx, organizationId: string): Promise<{ name: string; email: string } | null> {
  const people = await db
    .select({ role: organizationMembers.role, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, organizationId), isNull(users.deletedAt)))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.id))
  const admin = people.find((p) => p.role === 'OWNER') ?? people.find((p) => p.role === 'ADMIN')
  return admin ? { name: `${admin.firstName} ${admin.lastName}`.trim(), email: admin.email } : null
}
