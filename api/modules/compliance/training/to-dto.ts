import type { TrainingModuleDetail, TrainingModuleSummary } from '../../../../shared/contracts/compliance'
import type { TrainingModuleDef } from './catalog'
import { renewalDueAt, trainingStatus, type TrainingRow } from './status'

export function toTrainingSummary(def: TrainingModuleDef, row: TrainingRow | undefined, now: Date): TrainingModuleSummary {
  const status = trainingStatus(row, now)
  const completedAt = row?.status === 'COMPLETED' ? row.completedAt : null
  return {
    moduleKey: def.moduleKey,
    title: def.title,
    summary: def.summary,
    estimatedMinutes: def.estimatedMinutes,
    required: def.required,
    questionCount: def.questions.length,
    status,
    startedAt: row ? row.startedAt.toISOString() : null,
    completedAt: completedAt ? completedAt.toISOString() : null,
    renewalDueAt: completedAt ? renewalDueAt(completedAt).toISOString() : null,
    lastScore: row?.lastScore ?? null,
  }
}

/** The module to read and take: its options, never which one is right. */
export function toTrainingDetail(def: TrainingModuleDef, row: TrainingRow | undefined, now: Date): TrainingModuleDetail {
  return {
    ...toTrainingSummary(def, row, now),
    sections: def.sections.map((s) => ({ heading: s.heading, paragraphs: [...s.paragraphs] })),
    questions: def.questions.map((q) => ({ questionId: q.questionId, prompt: q.prompt, options: [...q.options] })),
  }
}
