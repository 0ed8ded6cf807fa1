/**
 * A certification's standing on the server's day (issue 13 §2): EXPIRED after its last valid day,
 * EXPIRING from 30 days before it, ACTIVE otherwise or when it never expires. Judged on the US
 * calendar day, as licenses are (shared/validation/formats.ts `todayInUs`).
 */
import { addDays } from '../../../../shared/domain/zoned-time'
import type { CertificationStatus } from '../../../../shared/enums'
import { todayInUs } from '../../../../shared/validation/formats'

export const EXPIRING_WITHIN_DAYS = 30

export function certificationStatus(expiresAt: string | null, now: Date): CertificationStatus {
  if (!expiresAt) return 'ACTIVE'
  const today = todayInUs(now)
  if (expiresAt < today) return 'EXPIRED'
  if (expiresAt <= addDays(today, EXPIRING_WITHIN_DAYS)) return 'EXPIRING'
  return 'ACTIVE'
}
