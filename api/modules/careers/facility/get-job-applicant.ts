/**
 * `GET /jobs/applicants/{jobApplicationId}` (spec 000 §3 "Job applicant"): who applied to one of
 * the caller's jobs, with their profile, history, licenses (state, verification, expiry: no
 * numbers or documents), background check and résumé. While the job's applicants are blurred
 * (a free post not yet paid) the name is initials only, and the photo, about-me, cover letter and
 * files are withheld (`isBlurred`).
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { JobApplicant } from '../../../../shared/contracts/careers-jobs'
import type { AppContext, FacilityCaller } from '../../../context'
import { backgroundChecks, licenses, providers, users } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { storageFor } from '../../../integrations/storage/file-storage'
import { signedDownloadUrl } from '../../../integrations/storage/signed-urls'
import { educationOf, workExperienceOf } from '../../providers'
import { getApplicationInScope } from '../queries'
import { initialsOf } from '../to-dto'

export async function getJobApplicant({ ctx, caller, jobApplicationId }: { ctx: AppContext; caller: FacilityCaller; jobApplicationId: string }): Promise<JobApplicant> {
  const db = ctx.db.read
  const { application, job } = await getApplicationInScope(db, caller, jobApplicationId)
  const person = await db
    .select({ provider: providers, user: { firstName: users.firstName, lastName: users.lastName, image: users.image } })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, application.providerId))
    .get()
  // A shadow-banned provider's applications are hidden from organizations (domain "Bans and shadow bans").
  if (!person || person.provider.isShadowBanned) throw new NotFoundError('job applicant')
  const { provider, user } = person
  const blurred = job.applicantsBlurred
  const [jobExperience, educationExperience, licenseRows, cleared, files] = await Promise.all([
    workExperienceOf(db, provider.id),
    educationOf(db, provider.id),
    db
      .select({ state: licenses.state, isVerified: licenses.isVerified, expirationDate: licenses.expirationDate })
      .from(licenses)
      .where(and(eq(licenses.providerId, provider.id), isNull(licenses.deletedAt)))
      .orderBy(asc(licenses.state)),
    db.select({ id: backgroundChecks.id }).from(backgroundChecks).where(and(eq(backgroundChecks.providerId, provider.id), eq(backgroundChecks.cleared, true))).limit(1).get(),
    blurred ? Promise.resolve([]) : filesOf(ctx, application.resumeFileId, provider.resumeFile),
  ])
  return {
    providerId: provider.id,
    jobApplicationId: application.id,
    jobId: job.id,
    name: blurred ? initialsOf(user.firstName, user.lastName) : `${user.firstName} ${user.lastName}`.trim(),
    avatarUrl: blurred ? null : user.image,
    title: provider.providerType,
    aboutMe: blurred ? null : provider.aboutMe,
    yearsOfExperience: provider.yearsOfExperience,
    files,
    city: provider.city,
    state: provider.state,
    status: application.status,
    rejectionReason: application.rejectionReason,
    workLocationType: job.locationType,
    appliedAt: application.appliedAt.toISOString(),
    rejectionNotifiedAt: application.rejectionNotifiedAt?.toISOString() ?? null,
    coverLetter: blurred ? null : application.coverLetter,
    jobExperience,
    educationExperience,
    softwares: provider.softwares,
    skills: provider.skills,
    languages: provider.languages,
    specialties: provider.specialties,
    licenses: licenseRows,
    hasBackgroundCheckCleared: cleared !== undefined,
    isBlurred: blurred,
  }
}

/** The résumé sent with the application, else the one on the provider's profile; a signed, expiring link to each. */
async function filesOf(ctx: AppContext, resumeFileId: string | null, profileResume: Record<string, unknown> | null): Promise<JobApplicant['files']> {
  if (resumeFileId) {
    const stored = await storageFor(ctx).find(resumeFileId)
    if (stored) return [{ fileId: stored.fileId, filename: stored.filename, mimeType: stored.contentType, url: signedDownloadUrl(ctx, stored.fileId) }]
  }
  const fileId = typeof profileResume?.fileId === 'string' ? profileResume.fileId : null
  if (!fileId) return []
  const filename = typeof profileResume?.originalFilename === 'string' ? profileResume.originalFilename : 'resume'
  const mimeType = typeof profileResume?.mimeType === 'string' ? profileResume.mimeType : 'application/pdf'
  return [{ fileId, filename, mimeType, url: signedDownloadUrl(ctx, fileId) }]
}
