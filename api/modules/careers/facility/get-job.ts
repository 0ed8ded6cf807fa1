/** `GET /jobs/{jobId}`: one of the caller's jobs. */
import type { Job } from '../../../../shared/contracts/careers-jobs'
import type { AppContext, FacilityCaller } from '../../../context'
import { getJobInScope } from '../queries'
import { toJobDto } from '../to-dto'

export async function getJob({ ctx, caller, jobId }: { ctx: AppContext; caller: FacilityCaller; jobId: string }): Promise<Job> {
  return toJobDto(await getJobInScope(ctx.db.read, caller, jobId))
}
