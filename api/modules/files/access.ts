/**
 * Who may read a stored file (issue "People and paperwork" §1): its owner, and those the product
 * shares it with — a facility sees the documents of a provider who applied to or works one of its
 * shifts, or applied to one of its organization's jobs; a facility's own documents are for its
 * organization's people and for the providers who applied to or work its shifts (an onboarding
 * form's files only once the form is published to providers, COMPLETED). Anyone else is
 * told the file does not exist (404), as for another tenant's ids.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { AppContext, FacilityCaller, UserCaller } from '../../context'
import { applications, facilities, facilityOnboardingFormFiles, facilityOnboardingForms, jobApplications, jobs, providers, shiftGroups, shifts } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { storageFor, type StoredFile } from '../../integrations/storage/file-storage'
import { canSeeFacility } from '../organizations'

export async function findReadableFile(ctx: AppContext, caller: UserCaller, fileId: string): Promise<StoredFile> {
  const file = await storageFor(ctx).find(fileId)
  if (!file || !(await mayRead(ctx, caller, file))) throw new NotFoundError('file')
  return file
}

/**
 * A file the caller may change or delete, or 404: their own upload, or a document of a facility
 * in their scope (a colleague's upload belongs to the pharmacy, not to the colleague).
 */
export async function findOwnFile(ctx: AppContext, caller: UserCaller, fileId: string): Promise<StoredFile> {
  const file = await storageFor(ctx).find(fileId)
  if (!file) throw new NotFoundError('file')
  if (file.ownerUserId === caller.userId) return file
  if (caller.kind === 'facility' && file.facilityId && (await facilityInScope(ctx, caller, file.facilityId))) return file
  throw new NotFoundError('file')
}

async function facilityInScope(ctx: AppContext, caller: FacilityCaller, facilityId: string): Promise<boolean> {
  const facility = await ctx.db.read.select({ organizationId: facilities.organizationId }).from(facilities).where(eq(facilities.id, facilityId)).get()
  return facility?.organizationId === caller.organizationId && canSeeFacility(caller, facilityId)
}

async function mayRead(ctx: AppContext, caller: UserCaller, file: StoredFile): Promise<boolean> {
  if (file.ownerUserId === caller.userId) return true
  const db = ctx.db.read
  if (caller.kind === 'facility') {
    if (file.facilityId && (await facilityInScope(ctx, caller, file.facilityId))) return true
    const provider = await db.select({ id: providers.id }).from(providers).where(eq(providers.userId, file.ownerUserId)).get()
    if (!provider) return false
    const shiftApplication = await db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId))
      .where(
        and(
          eq(applications.providerId, provider.id),
          eq(shiftGroups.organizationId, caller.organizationId),
          caller.facilityIds === null ? undefined : inArray(shiftGroups.facilityId, caller.facilityIds.length ? caller.facilityIds : ['']),
        ),
      )
      .limit(1)
      .get()
    if (shiftApplication) return true
    // A job at a facility the caller cannot see is not theirs to read applicants of; an
    // organization-wide job (no facility) is everyone's in the organization (careers' own rule).
    const jobApplication = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .where(
        and(
          eq(jobApplications.providerId, provider.id),
          eq(jobApplications.organizationId, caller.organizationId),
          caller.facilityIds === null ? undefined : or(isNull(jobs.facilityId), inArray(jobs.facilityId, caller.facilityIds.length ? caller.facilityIds : [''])),
        ),
      )
      .limit(1)
      .get()
    return jobApplication !== undefined
  }
  // A provider reads a facility's documents once they applied to or work one of its shifts; an
  // onboarding form's file goes to providers with the form's packet, once it is published.
  if (!file.facilityId) return false
  const formFile = await db
    .select({ status: facilityOnboardingForms.status })
    .from(facilityOnboardingFormFiles)
    .innerJoin(facilityOnboardingForms, eq(facilityOnboardingForms.id, facilityOnboardingFormFiles.formId))
    .where(eq(facilityOnboardingFormFiles.fileId, file.fileId))
    .get()
  if (formFile && formFile.status !== 'COMPLETED') return false
  const applied = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(shiftGroups, eq(shiftGroups.id, applications.shiftGroupId))
    .where(and(eq(applications.providerId, caller.providerId), eq(shiftGroups.facilityId, file.facilityId)))
    .limit(1)
    .get()
  if (applied) return true
  // A seat hired without an application row (a preferred provider's direct booking, the demo's
  // history) is working there all the same.
  const works = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.providerId, caller.providerId), eq(shifts.facilityId, file.facilityId)))
    .limit(1)
    .get()
  return works !== undefined
}
