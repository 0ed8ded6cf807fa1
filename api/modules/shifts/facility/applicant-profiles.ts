/**
 * The provider side of an applicant card, for many providers at once: profile, distance to the
 * shift, license in the shift's state and certifications with their standing (issue 13 §3:
 * never a certification's number or document), rating figures, and how they measure up to the
 * group's requirements (api/modules/shifts/requirements.ts).
 */
import { and, inArray, isNull } from 'drizzle-orm'
import type { ApplicantCertification, ApplicantProvider } from '../../../../shared/contracts/facility-shifts'
import { todayInUs } from '../../../../shared/validation/formats'
import type { Tx } from '../../../db/client'
import { certifications, licenses, type providers, type users } from '../../../db/schema'
import { distanceInMeters } from '../../../integrations/geo/zip-codes'
import { credentialStatus } from '../../providers'
import { checkRequirements, type RequirementCheck } from '../requirements'
import { loadApplicantRatingFigures, type ApplicantRatingFigures } from './provider-ratings'
import type { ShiftGroupRow } from './queries'

export type ProviderRow = typeof providers.$inferSelect
export type PersonRow = Pick<typeof users.$inferSelect, 'firstName' | 'lastName' | 'image' | 'email'>
export interface Person {
  provider: ProviderRow
  user: PersonRow
}

type LicenseRow = typeof licenses.$inferSelect

export const personName = (user: Pick<PersonRow, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim()

export interface ApplicantProfiles {
  provider(person: Person, group: ShiftGroupRow): ApplicantProvider
  requirements(provider: ProviderRow, group: ShiftGroupRow): RequirementCheck
  ratings(providerId: string): ApplicantRatingFigures
}

export async function loadApplicantProfiles(db: Tx, providerRows: ProviderRow[], now: Date): Promise<ApplicantProfiles> {
  const ids = [...new Set(providerRows.map((p) => p.id))]
  const licenseRows = ids.length ? await db.select().from(licenses).where(and(inArray(licenses.providerId, ids), isNull(licenses.deletedAt))) : []
  const licensesOf = new Map<string, LicenseRow[]>()
  for (const l of licenseRows) licensesOf.set(l.providerId, [...(licensesOf.get(l.providerId) ?? []), l])
  // One query for the page's certifications (certifications_provider_idx), as for licenses.
  const certificationRows = ids.length
    ? await db
        .select({ providerId: certifications.providerId, type: certifications.type, name: certifications.name, expiresAt: certifications.expiresAt })
        .from(certifications)
        .where(inArray(certifications.providerId, ids))
    : []
  // Soonest to lapse first, those that never expire last; a provider holds a handful.
  certificationRows.sort((a, b) => (a.expiresAt ?? '9999').localeCompare(b.expiresAt ?? '9999') || a.name.localeCompare(b.name))
  const certificationsOf = new Map<string, ApplicantCertification[]>()
  for (const c of certificationRows) {
    const shown: ApplicantCertification = { type: c.type, name: c.name, expiresAt: c.expiresAt, status: credentialStatus(c.expiresAt, now) }
    certificationsOf.set(c.providerId, [...(certificationsOf.get(c.providerId) ?? []), shown])
  }
  const ratingFigures = await loadApplicantRatingFigures(db, ids)
  // A license is usable through its expiration date (the same rule as applying).
  const today = todayInUs(now)

  const licensedStates = (provider: ProviderRow) =>
    (licensesOf.get(provider.id) ?? []).filter((l) => l.isVerified && l.providerType === provider.providerType && l.expirationDate >= today).map((l) => l.state)

  /** The license to show for the shift's state: of the provider's type, verified, latest expiry first. */
  const licenseIn = (provider: ProviderRow, state: string) => {
    const rank = (l: LicenseRow) => [l.providerType === provider.providerType ? 1 : 0, l.isVerified ? 1 : 0, l.expirationDate] as const
    const candidates = (licensesOf.get(provider.id) ?? []).filter((l) => l.state === state)
    candidates.sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)]
      return rb[0] - ra[0] || rb[1] - ra[1] || rb[2].localeCompare(ra[2])
    })
    const best = candidates[0]
    return best
      ? { state: best.state, licenseNumber: best.licenseNumber, expirationDate: best.expirationDate, isVerified: best.isVerified, status: credentialStatus(best.expirationDate, now) }
      : null
  }

  const ratings = (providerId: string) => ratingFigures.get(providerId) ?? { averageRating: null, currentRating: null, ratingBreakdown: [] }

  return {
    ratings,
    provider({ provider, user }, group) {
      const figures = ratings(provider.id)
      return {
        id: provider.id,
        avatarUrl: user.image,
        name: personName(user),
        type: provider.providerType,
        distanceToFacility:
          provider.latitude === null || provider.longitude === null
            ? null
            : distanceInMeters({ latitude: provider.latitude, longitude: provider.longitude }, { latitude: group.latitude, longitude: group.longitude }),
        software: provider.softwares,
        specialties: provider.specialties,
        languages: provider.languages,
        skills: provider.skills,
        hasMalpracticeInsurance: provider.hasMalpracticeInsurance,
        yearsExperience: provider.yearsOfExperience,
        currentRating: figures.currentRating,
        averageRating: figures.averageRating,
        ratingBreakdown: figures.ratingBreakdown,
        license: licenseIn(provider, group.state),
        certifications: certificationsOf.get(provider.id) ?? [],
      }
    },
    requirements(provider, group) {
      return checkRequirements(group, {
        providerType: provider.providerType,
        softwares: provider.softwares,
        specialties: provider.specialties,
        languages: provider.languages,
        skills: provider.skills,
        hasMalpracticeInsurance: provider.hasMalpracticeInsurance,
        licensedStates: licensedStates(provider),
      })
    },
  }
}
