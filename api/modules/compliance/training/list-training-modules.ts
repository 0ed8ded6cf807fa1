/** `GET /provider/compliance/modules`: the catalog with the caller's status in each, required ones first. */
import type { TrainingModuleList, TrainingModulesQuery } from '../../../../shared/contracts/compliance'
import type { AppContext, ProviderCaller } from '../../../context'
import { pageRequest, pagination } from '../../../lib/paging'
import { TRAINING_MODULES } from './catalog'
import { progressOf } from './queries'
import { toTrainingSummary } from './to-dto'

export async function listTrainingModules({ ctx, caller, query }: { ctx: AppContext; caller: ProviderCaller; query: TrainingModulesQuery }): Promise<TrainingModuleList> {
  const page = pageRequest(query, 20)
  const progress = await progressOf(ctx.db.read, caller.providerId)
  const now = ctx.clock.now()
  const ordered = [...TRAINING_MODULES].sort((a, b) => Number(b.required) - Number(a.required))
  return {
    data: ordered.slice(page.offset, page.offset + page.pageSize).map((m) => toTrainingSummary(m, progress.get(m.moduleKey), now)),
    pagination: pagination(page, ordered.length),
  }
}
