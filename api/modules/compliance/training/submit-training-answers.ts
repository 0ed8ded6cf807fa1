/**
 * `POST /provider/compliance/modules/{moduleKey}/answers`: the quiz of a STARTED module. Every
 * question is answered once; all right → COMPLETED with `completedAt` (and, when that was the
 * checklist's last item, the "onboarding completed" points); otherwise it stays STARTED with the
 * score, and the provider may read again and resubmit. The answer shows which were right, not
 * the right options.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { SubmitTrainingAnswersBody, TrainingResult } from '../../../../shared/contracts/compliance'
import type { AppContext, ProviderCaller } from '../../../context'
import { trainingProgress } from '../../../db/schema'
import { ConflictError, ValidationError } from '../../../errors'
import { recordOnboardingIfComplete } from '../onboarding/record-onboarding-completion'
import { moduleOrThrow, progressRow } from './queries'
import { trainingStatus } from './status'

export async function submitTrainingAnswers({ ctx, caller, moduleKey, input }: { ctx: AppContext; caller: ProviderCaller; moduleKey: string; input: SubmitTrainingAnswersBody }): Promise<TrainingResult> {
  const def = moduleOrThrow(moduleKey)
  const byQuestion = new Map<string, number>()
  for (const a of input.answers) {
    const question = def.questions.find((q) => q.questionId === a.questionId)
    if (!question || byQuestion.has(a.questionId)) throw ValidationError.field('answers', 'Answer every question of the module, once each')
    if (a.optionIndex >= question.options.length) throw ValidationError.field('answers', 'Each answer picks one of the options')
    byQuestion.set(a.questionId, a.optionIndex)
  }
  if (byQuestion.size !== def.questions.length) throw ValidationError.field('answers', 'Answer every question of the module, once each')

  const results = def.questions.map((q) => ({ questionId: q.questionId, correct: byQuestion.get(q.questionId) === q.answer }))
  const score = results.filter((r) => r.correct).length
  const passed = score === def.questions.length
  const now = ctx.clock.now()
  const row = await ctx.db.write(async (tx) => {
    const existing = await progressRow(tx, caller.providerId, def.moduleKey)
    const status = trainingStatus(existing, now)
    if (status === 'COMPLETED') throw new ConflictError('You have already completed this module')
    if (status !== 'STARTED' || !existing) throw new ConflictError('Start this module before answering its questions')
    await tx
      .update(trainingProgress)
      .set({
        status: passed ? 'COMPLETED' : 'STARTED',
        completedAt: passed ? now : null,
        lastScore: score,
        questionCount: def.questions.length,
        attempts: sql`${trainingProgress.attempts} + 1`,
        updatedAt: now,
      })
      .where(and(eq(trainingProgress.id, existing.id), eq(trainingProgress.status, 'STARTED')))
    return (await progressRow(tx, caller.providerId, def.moduleKey))!
  })
  if (passed && def.required) await recordOnboardingIfComplete(ctx, caller.providerId)
  return {
    moduleKey: def.moduleKey,
    status: trainingStatus(row, now)!,
    passed,
    score,
    questionCount: def.questions.length,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    results,
  }
}
