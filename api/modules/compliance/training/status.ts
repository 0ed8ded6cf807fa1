/**
 * A module's status for a provider (spec 001 "Onboarding module status"): STARTED once opened,
 * COMPLETED when every answer of a submission was right, PENDING when that completion is more
 * than `settings.compliance.renewalMonths` old — annual training is the norm for HIPAA, fraud,
 * waste and abuse (CMS) and bloodborne pathogens (OSHA), so a year-old completion is due again
 * and no longer counts on the onboarding checklist (docs/decisions.md).
 */
import type { OnboardingModuleStatus } from '../../../../shared/contracts/compliance'
import type { trainingProgress } from '../../../db/schema'
import { settings } from '../../../settings'

export type TrainingRow = typeof trainingProgress.$inferSelect

/** `completedAt` plus the renewal period, on the same day of the month (clamped to its last day). */
export function renewalDueAt(completedAt: Date): Date {
  const due = new Date(completedAt)
  const day = due.getUTCDate()
  due.setUTCDate(1)
  due.setUTCMonth(due.getUTCMonth() + settings.compliance.renewalMonths)
  const lastDay = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate()
  due.setUTCDate(Math.min(day, lastDay))
  return due
}

export function trainingStatus(row: TrainingRow | undefined, now: Date): OnboardingModuleStatus | null {
  if (!row) return null
  if (row.status === 'STARTED') return 'STARTED'
  return row.completedAt && renewalDueAt(row.completedAt) <= now ? 'PENDING' : 'COMPLETED'
}
