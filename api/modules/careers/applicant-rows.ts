/** The applicant lists' rows: the application, its job, and who applied (blurred per job). */
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { JobApplicantRow } from '../../../shared/contracts/careers-jobs'
import type { Tx } from '../../db/client'
import { jobApplications, jobs, providers, users } from '../../db/schema'
import { toApplicantRowDto } from './to-dto'

const visible = (where: SQL) => and(where, eq(providers.isShadowBanned, false))

export async function applicantRows(db: Tx, where: SQL, page: { limit: number; offset: number }): Promise<JobApplicantRow[]> {
  const rows = await db
    .select({
      id: jobApplications.id,
      jobId: jobApplications.jobId,
      jobTitle: jobs.title,
      blurred: jobs.applicantsBlurred,
      providerId: jobApplications.providerId,
      status: jobApplications.status,
      appliedAt: jobApplications.appliedAt,
      rejectionNotifiedAt: jobApplications.rejectionNotifiedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      providerType: providers.providerType,
      yearsOfExperience: providers.yearsOfExperience,
      city: providers.city,
      state: providers.state,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(providers, eq(providers.id, jobApplications.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(visible(where))
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
    .limit(page.limit)
    .offset(page.offset)
  return rows.map(toApplicantRowDto)
}

export async function countApplicantRows(db: Tx, where: SQL): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(jobApplications)
    .innerJoin(providers, eq(providers.id, jobApplications.providerId))
    .where(visible(where))
    .get()
  return row?.n ?? 0
}
