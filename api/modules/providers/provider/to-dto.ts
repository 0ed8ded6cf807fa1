/** Rows → the contracts of shared/contracts/profile.ts. Money leaves as dollars here only. */
import type { Certification, Education, ProviderProfile, PublicCertification, WorkExperience } from '../../../../shared/contracts/profile'
import type { ExperienceBand } from '../../../../shared/enums'
import type { AppContext } from '../../../context'
import type { certifications, educations, providers, users, workExperiences } from '../../../db/schema'
import { signedDownloadUrl } from '../../../integrations/storage/signed-urls'
import { certificationStatus } from './certification-status'

/** Spec 001 §9 bands "under 1, 1-2, 3-5, 5-10, 10+" over whole years (5 falls in 3-5, 10 in 10+). */
export function experienceBand(years: number | null): ExperienceBand | null {
  if (years === null) return null
  if (years < 1) return 'UNDER_1'
  if (years <= 2) return 'ONE_TO_TWO'
  if (years <= 5) return 'THREE_TO_FIVE'
  if (years < 10) return 'FIVE_TO_TEN'
  return 'TEN_PLUS'
}

export function toProfileDto(provider: typeof providers.$inferSelect, user: typeof users.$inferSelect): ProviderProfile {
  return {
    providerId: provider.id,
    personalInformation: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      streetAddress: provider.streetAddress,
      city: provider.city,
      state: provider.state,
      zipCode: provider.zipCode,
      aboutMe: provider.aboutMe,
      malpracticeInsurance: provider.hasMalpracticeInsurance,
    },
    professionalInformation: {
      providerTitle: provider.providerType,
      yearsOfExperience: provider.yearsOfExperience,
      experienceBand: experienceBand(provider.yearsOfExperience),
      hourlyRate: provider.hourlyRateCents === null ? null : provider.hourlyRateCents / 100,
      phoneNumber: provider.phoneNumber,
    },
    abilities: { softwares: provider.softwares, specialties: provider.specialties, skills: provider.skills, languages: provider.languages },
  }
}

export function toWorkExperienceDto(row: typeof workExperiences.$inferSelect): WorkExperience {
  return {
    workExperienceId: row.id,
    company: row.company,
    jobTitle: row.jobTitle,
    startDate: row.startDate,
    endDate: row.endDate,
    isCurrent: row.isCurrent,
    jobDescription: row.jobDescription,
  }
}

export function toEducationDto(row: typeof educations.$inferSelect): Education {
  return { educationId: row.id, institution: row.institution, major: row.major, degreeType: row.degreeType, graduationDate: row.graduationDate }
}

/** What anyone allowed to see the provider may see: no number, no document. */
export function toPublicCertificationDto(row: typeof certifications.$inferSelect, now: Date): PublicCertification {
  return {
    certificationId: row.id,
    type: row.type,
    name: row.name,
    issuer: row.issuer,
    issuedAt: row.issuedAt,
    expiresAt: row.expiresAt,
    status: certificationStatus(row.expiresAt, now),
    verificationStatus: row.reviewStatus,
  }
}

/** The provider's own view: with the number and a fresh signed link to the document. */
export function toCertificationDto(ctx: AppContext, row: typeof certifications.$inferSelect): Certification {
  return {
    ...toPublicCertificationDto(row, ctx.clock.now()),
    rejectionReason: row.reviewStatus === 'REJECTED' ? row.rejectionReason : null,
    number: row.number,
    document: row.fileId
      ? { fileId: row.fileId, filename: row.filename, contentType: row.contentType, fileLink: signedDownloadUrl(ctx, row.fileId) }
      : null,
  }
}
