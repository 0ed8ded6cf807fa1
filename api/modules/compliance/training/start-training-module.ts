/**
 * `POST /provider/compliance/modules/{moduleKey}/start`: the provider opens a module (STARTED).
 * Starting again changes nothing while it is STARTED or COMPLETED; a PENDING module (its
 * completion a year old) starts over as STARTED, its old completion dropped: the renewal is
 * taken like the first time.
 */
import { and, eq } from 'drizzle-orm'
import type { TrainingModuleDetail } from '../../../../shared/contracts/compliance'
import type { AppContext, ProviderCaller } from '../../../context'
import { trainingProgress } from '../../../db/schema'
import { moduleOrThrow, progressRow } from './queries'
import { trainingStatus } from './status'
import { toTrainingDetail } from './to-dto'

export async function startTrainingModule({ ctx, caller, moduleKey }: { ctx: AppContext; caller: ProviderCaller; moduleKey: string }): Promise<TrainingModuleDetail> {
  const def = moduleOrThrow(moduleKey)
  const now = ctx.clock.now()
  const row = await ctx.db.write(async (tx) => {
    const existing = await progressRow(tx, caller.providerId, def.moduleKey)
    if (!existing) {
      await tx
        .insert(trainingProgress)
        .values({ providerId: caller.providerId, moduleKey: def.moduleKey, status: 'STARTED', startedAt: now, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
    } else if (trainingStatus(existing, now) === 'PENDING') {
      await tx
        .update(trainingProgress)
        .set({ status: 'STARTED', startedAt: now, completedAt: null, lastScore: null, updatedAt: now })
        .where(and(eq(trainingProgress.id, existing.id), eq(trainingProgress.status, 'COMPLETED')))
    }
    return progressRow(tx, caller.providerId, def.moduleKey)
  })
  return toTrainingDetail(def, row, now)
}
