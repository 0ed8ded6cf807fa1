/**
 * `GET /facility/provider/{providerId}/profile`: what a facility sees of a provider who applied
 * to or worked at one of its facilities (see queries.ts); anyone else is a 404. Licenses show
 * only state, verification and expiry: numbers and documents stay between the provider and
 * the staff. The provider's history comes too (issue 13 §2): jobs and education as entered,
 * certifications with their status but without their numbers or documents.
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { FacilityProviderProfileWithHistory } from '../../../../shared/contracts/profile'
import type { AppContext, FacilityCaller } from '../../../context'
import { licenses } from '../../../db/schema'
import { providerRatingSummary } from '../../ratings'
import { educationOf } from '../provider/list-education'
import { certificationRowsOf } from '../provider/list-certifications'
import { workExperienceOf } from '../provider/list-work-experience'
import { toPublicCertificationDto } from '../provider/to-dto'
import { bannedAmong, fullName, getVisibleProvider, preferredAmong, scopeFacilityIds, shiftsWorkedAt } from './queries'

export async function getProviderProfile({ ctx, caller, providerId }: { ctx: AppContext; caller: FacilityCaller; providerId: string }): Promise<FacilityProviderProfileWithHistory> {
  const db = ctx.db.read
  const { provider, user } = await getVisibleProvider(db, caller, providerId)
  const facilityIds = await scopeFacilityIds(db, caller)
  const [licenseRows, ratingSummary, preferred, banned, shiftsWorked, workExperience, education, certificationRows] = await Promise.all([
    db
      .select({ state: licenses.state, isVerified: licenses.isVerified, expirationDate: licenses.expirationDate })
      .from(licenses)
      .where(and(eq(licenses.providerId, provider.id), isNull(licenses.deletedAt)))
      .orderBy(asc(licenses.state)),
    providerRatingSummary(db, provider.id),
    preferredAmong(db, [provider.id], facilityIds),
    bannedAmong(db, caller.organizationId, [provider.id], facilityIds),
    shiftsWorkedAt(db, provider.id, facilityIds),
    workExperienceOf(db, provider.id),
    educationOf(db, provider.id),
    certificationRowsOf(db, provider.id),
  ])
  const now = ctx.clock.now()
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
    workExperience,
    education,
    certifications: certificationRows.map((row) => toPublicCertificationDto(row, now)),
  }
}
