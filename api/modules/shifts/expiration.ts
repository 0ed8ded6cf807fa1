import type { ExpirationOptions } from '../../../shared/contracts/applications'
import { ValidationError } from '../../errors'

const UNIT_MS = { HOURS: 3_600_000, DAYS: 86_400_000, WEEKS: 7 * 86_400_000 } as const

/** When an application with these options lapses; null when it does not (domain). */
export function expiresAt(options: ExpirationOptions | null | undefined, now: Date): Date | null {
  if (!options?.expirationEnabled) return null
  if (!options.unit) throw ValidationError.field('expirationOptions.unit', 'Unit must be HOURS, DAYS or WEEKS')
  if (!options.unitAmount) throw ValidationError.field('expirationOptions.unitAmount', 'Unit amount must be at least 1')
  return new Date(now.getTime() + options.unitAmount * UNIT_MS[options.unit])
}
