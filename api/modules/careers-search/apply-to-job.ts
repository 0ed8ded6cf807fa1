/**
 * `POST /careers/provider/jobs/{jobId}/apply`: the provider applies with their profile, a résumé
 * of theirs (chosen, or the profile's) and an optional cover letter.
 *
 * - A `clientApplicationId` makes an application written offline and sent twice stored once: the
 *   second answers the first (200) instead of 409 (STYLE 9).
 * - Applying again → 409, unless the earlier application was withdrawn: it is then re-opened.
 * - Only a PUBLISHED job the provider may see takes applications (404 otherwise).
 * - `referralCode`, the `ref` of a careers referral link (flag `careersReferralLinks`), credits the
 *   provider whose code it is; an unknown code, the applicant's own, or the flag off credits no
 *   one and never refuses the application (a stale link must not cost the applicant their apply).
 * - Each application not withdrawn counts in `jobs.numberOfApplicants`.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { ApplyToJobBody, MyJobApplication } from '../../../shared/contracts/careers-search'
import type { AppContext, ProviderCaller } from '../../context'
import { jobApplications, jobs, providers } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors'
import { storageFor } from '../../integrations/storage/file-storage'
import { RESUME_FILE_PURPOSE } from '../../integrations/storage/file-types'
import { isFeatureEnabled } from '../platform'
import { companyNamesOf, getVisibleJob } from './queries'
import { toMyApplication } from './to-dto'

export const ALREADY_APPLIED = 'You have already applied to this job'

export async function applyToJob({ ctx, caller, jobId, input }: { ctx: AppContext; caller: ProviderCaller; jobId: string; input: ApplyToJobBody }): Promise<{ created: boolean; application: MyJobApplication }> {
  // The résumé first: a file that is not the caller's answers as one that does not exist, whatever the job.
  const resumeFileId = await chosenResume(ctx, caller, input.resumeFileId)
  const referrerId = input.referralCode && (await isFeatureEnabled(ctx, 'careersReferralLinks')) ? await referrerOf(ctx, input.referralCode, caller.providerId) : null
  const now = ctx.clock.now()

  return ctx.db.write(async (tx) => {
    const existing = await tx.select().from(jobApplications).where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.providerId, caller.providerId))).get()
    if (existing && input.clientApplicationId !== undefined && existing.clientApplicationId === input.clientApplicationId) {
      const job = (await tx.select().from(jobs).where(eq(jobs.id, jobId)).get())!
      return { created: false, application: toMyApplication(existing, job, (await companyNamesOf(tx, [job]))(job)) }
    }
    const job = await getVisibleJob(tx, jobId, caller.providerId)
    if (existing && existing.status !== 'CANCELED') throw new ConflictError(ALREADY_APPLIED)
    const values = {
      status: 'PENDING' as const,
      resumeFileId,
      coverLetter: input.coverLetter?.trim() || null,
      clientApplicationId: input.clientApplicationId ?? null,
      referredByProviderId: referrerId,
      appliedAt: now,
      updatedAt: now,
    }
    const [application] = existing
      ? await tx.update(jobApplications).set({ ...values, rejectionReason: null, rejectionNotifiedAt: null }).where(eq(jobApplications.id, existing.id)).returning()
      : await tx.insert(jobApplications).values({ ...values, jobId: job.id, organizationId: job.organizationId, providerId: caller.providerId }).returning()
    await tx.update(jobs).set({ numberOfApplicants: sql`${jobs.numberOfApplicants} + 1` }).where(eq(jobs.id, job.id))
    const counted = { ...job, numberOfApplicants: job.numberOfApplicants + 1 }
    return { created: true, application: toMyApplication(application!, counted, (await companyNamesOf(tx, [job]))(job)) }
  })
}

/** The chosen résumé if it is one of the caller's résumé files (else 404), or the profile's. */
async function chosenResume(ctx: AppContext, caller: ProviderCaller, fileId: string | undefined): Promise<string | null> {
  if (fileId === undefined) {
    const provider = await ctx.db.read.select({ resumeFile: providers.resumeFile }).from(providers).where(eq(providers.id, caller.providerId)).get()
    const profileResume = provider?.resumeFile?.fileId
    return typeof profileResume === 'string' ? profileResume : null
  }
  const file = await storageFor(ctx).find(fileId)
  if (!file || file.ownerUserId !== caller.userId || file.purpose !== RESUME_FILE_PURPOSE) throw new NotFoundError('résumé', 'Résumé not found')
  return file.fileId
}

async function referrerOf(ctx: AppContext, code: string, applicantId: string): Promise<string | null> {
  const referrer = await ctx.db.read.select({ id: providers.id }).from(providers).where(eq(providers.ownReferralCode, code.trim().toUpperCase())).get()
  return referrer && referrer.id !== applicantId ? referrer.id : null
}
