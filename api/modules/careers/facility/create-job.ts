/**
 * `POST /jobs`: a DRAFT with the fields given (spec 000 §3 "Job (careers)"). Only the title is
 * needed now; publishing (`POST /jobs/{jobId}/publish`) needs the rest (`missingForPublish`).
 */
import { CreateJob, type CreateJobBody, type Job } from '../../../../shared/contracts/careers-jobs'
import { validate } from '../../../../shared/validation/validate'
import type { AppContext, FacilityCaller } from '../../../context'
import { jobs } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { toJobDto } from '../to-dto'
import { jobValuesFrom } from './job-values'

export async function createJob({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: CreateJobBody }): Promise<Job> {
  const errors = validate(CreateJob, input)
  if (errors.length) throw new ValidationError(errors)
  const now = ctx.clock.now()
  return ctx.db.write(async (tx) => {
    const values = await jobValuesFrom(tx, caller, input, null)
    const [row] = await tx
      .insert(jobs)
      .values({ ...values, organizationId: caller.organizationId, createdByUserId: caller.userId, status: 'DRAFT', createdAt: now, updatedAt: now })
      .returning()
    return toJobDto(row!)
  })
}
