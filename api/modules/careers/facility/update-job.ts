/**
 * `PUT /jobs/{jobId}`: change a job's fields and, with `status`, move it (docs/decisions.md
 * "Careers jobs"):
 * - DRAFT, PUBLISHED and PAST_DUE jobs take edits; a listed (PUBLISHED or PAST_DUE) job must stay
 *   complete enough to list (400 with what is missing). HIRED and ARCHIVED jobs are closed: 409.
 * - PUBLISHED → HIRED or ARCHIVED; PAST_DUE → HIRED or ARCHIVED; DRAFT → ARCHIVED; HIRED → ARCHIVED.
 * - Never to PUBLISHED here (409: publishing is `POST /jobs/{jobId}/publish`, which bills), nor
 *   back to DRAFT (409: `POST /jobs/{jobId}/unpublish`), nor to PAST_DUE (the listing's end
 *   sets it). The status the job already has is no move.
 */
import { eq } from 'drizzle-orm'
import type { Job, UpdateJobBody } from '../../../../shared/contracts/careers-jobs'
import type { JobStatus } from '../../../../shared/enums'
import { validate } from '../../../../shared/validation/validate'
import { UpdateJob } from '../../../../shared/contracts/careers-jobs'
import type { AppContext, FacilityCaller } from '../../../context'
import { jobs } from '../../../db/schema'
import { ConflictError, ValidationError } from '../../../errors'
import { getJobInScope } from '../queries'
import { missingForPublish, storedJobRuleErrors, type JobRow } from '../rules'
import { toJobDto } from '../to-dto'
import { jobValuesFrom } from './job-values'

const MOVES: Record<JobStatus, readonly JobStatus[]> = {
  DRAFT: ['ARCHIVED'],
  PUBLISHED: ['HIRED', 'ARCHIVED'],
  PAST_DUE: ['HIRED', 'ARCHIVED'],
  HIRED: ['ARCHIVED'],
  ARCHIVED: [],
}

function refuseStatusMove(from: JobStatus, to: JobStatus): void {
  if (from === to || MOVES[from].includes(to)) return
  if (to === 'PUBLISHED') throw new ConflictError('Publish the job with POST /jobs/{jobId}/publish')
  if (to === 'DRAFT') throw new ConflictError('Take the job down with POST /jobs/{jobId}/unpublish')
  if (to === 'PAST_DUE') throw new ConflictError('A job becomes PAST_DUE when its listing period ends')
  if (from === 'ARCHIVED') throw new ConflictError('This job is archived and can no longer change')
  throw new ConflictError(`A ${from} job cannot be marked ${to}`)
}

export async function updateJob({ ctx, caller, jobId, input }: { ctx: AppContext; caller: FacilityCaller; jobId: string; input: UpdateJobBody }): Promise<Job> {
  const errors = validate(UpdateJob, input)
  if (errors.length) throw new ValidationError(errors)
  const { status, ...fields } = input
  const editsFields = Object.values(fields).some((v) => v !== undefined)
  return ctx.db.write(async (tx) => {
    const job = await getJobInScope(tx, caller, jobId)
    if (status !== undefined) refuseStatusMove(job.status, status)
    if (editsFields && (job.status === 'HIRED' || job.status === 'ARCHIVED')) throw new ConflictError(`A ${job.status === 'HIRED' ? 'hired' : 'archived'} job can no longer be edited`)
    const now = ctx.clock.now()
    const values = editsFields ? await jobValuesFrom(tx, caller, fields, job) : {}
    const next = { ...job, ...values, status: status ?? job.status } as JobRow
    if (editsFields) {
      const problems = next.status === 'PUBLISHED' || next.status === 'PAST_DUE' ? missingForPublish(next) : storedJobRuleErrors(next)
      if (problems.length) throw new ValidationError(problems)
    }
    if (!editsFields && next.status === job.status) return toJobDto(job)
    const [row] = await tx
      .update(jobs)
      .set({ ...values, status: next.status, updatedAt: now })
      .where(eq(jobs.id, job.id))
      .returning()
    return toJobDto(row!)
  })
}
