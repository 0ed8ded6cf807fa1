/**
 * Which of these facilities have a published orientation packet (COMPLETED: approved by staff, then published by the
 * facility): the
 * "optional onboarding" of a provider's approved shifts (spec 001 §3), one indexed read for a
 * page of shifts.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../../db/client'
import { facilityOnboardingForms } from '../../../db/schema'

export async function facilitiesWithPacket(db: Tx, facilityIds: string[]): Promise<Set<string>> {
  if (!facilityIds.length) return new Set()
  const rows = await db
    .select({ facilityId: facilityOnboardingForms.facilityId })
    .from(facilityOnboardingForms)
    .where(and(inArray(facilityOnboardingForms.facilityId, [...new Set(facilityIds)]), eq(facilityOnboardingForms.status, 'COMPLETED')))
  return new Set(rows.map((r) => r.facilityId))
}
