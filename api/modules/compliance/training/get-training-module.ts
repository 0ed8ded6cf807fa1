/** `GET /provider/compliance/modules/{moduleKey}`: one module's text and questions, with the caller's status. */
import type { TrainingModuleDetail } from '../../../../shared/contracts/compliance'
import type { AppContext, ProviderCaller } from '../../../context'
import { moduleOrThrow, progressRow } from './queries'
import { toTrainingDetail } from './to-dto'

export async function getTrainingModule({ ctx, caller, moduleKey }: { ctx: AppContext; caller: ProviderCaller; moduleKey: string }): Promise<TrainingModuleDetail> {
  const def = moduleOrThrow(moduleKey)
  return toTrainingDetail(def, await progressRow(ctx.db.read, caller.providerId, def.moduleKey), ctx.clock.now())
}
