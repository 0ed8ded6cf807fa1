/**
 * `GET /facility/provider/{providerId}/profile`: what a facility sees of a provider who applied
 * to or worked at one of its facilities (see queries.ts); anyone else is a 404. Licenses show
 * only state, verification and expiry: numbers and documents stay between the provider and
 * the staff.
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { FacilityProviderProfile } from '../../../../shared/contracts/facility-providers'
import type { AppContext, FacilityCaller } from '../../../context'
import { licenses } from '../../../db/schema'
import { providerRatingSummary } from '../../ratings'
import { bannedAmong, fullName, getVisibleProvider, preferredAmong, scopeFacilityIds, shiftsWorkedAt } from './queries'

export async function getProviderProfile({ ctx, caller, providerId }: { ctx: AppContext; caller: FacilityCaller; providerId: string }): Promise<FacilityProviderProfile> {
  const db = ctx.db.read
  const { provider, user } = await getVisibleProvider(db, caller, providerId)
  const facilityIds = await scopeFacilityIds(db, caller)
  const [licenseRows, ratingSummary, preferred, banned, shiftsWorked] = await Promise.all([
    db
      .select({ state: licenses.state, isVerified: licenses.isVerified, expirationDate: licenses.expirationDate })
      .from(licenses)
      .where(and(eq(licenses.providerId, provider.id), isNull(licenses.deletedAt)))
      .orderBy(asc(licenses.state)),
    providerRatingSummary(db, provider.id),
    preferredAmong(db, [provider.id], facilityIds),
    bannedAmong(db, caller.organizationId, [provider.id], facilityIds),
    shiftsWorkedAt(db, provider.id, facilityIds),
  ])
  return {
    providerId: provider.id,
    name: fullName(user),
    avatarUrl: user.image,
    type: provider.providerType,
    aboutMe: provider.aboutMe,
    yearsExperience: provider.yearsOfExperience,
    software: provider.softwares,
    specialties: provider.specialties,
    languages: provider.languages,
    skills: provider.skills,
    hasMalpracticeInsurance: provider.hasMalpracticeInsurance,
    licenses: licenseRows,
    city: provider.city,
    state: provider.state,
    ratingSummary,
    isPreferred: preferred.has(provider.id),
    isBanned: banned.has(provider.id),
    shiftsWorkedAtYourFacilities: shiftsWorked,
  }
}
