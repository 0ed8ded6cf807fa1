/**
 * `useFreeShift` on hire (domain "Applications and hiring"): spends one free shift of the
 * organization's applied benefits, the oldest applied first, in the hire's own transaction. A
 * free shift waives the marketplace fee of that seat; the provider's earnings are still paid
 * (credits first, then the payment method). None left → 422, as before benefits existed.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { organizationBenefitStates } from '../../db/schema'
import { RuleError } from '../../errors'

export const NO_FREE_SHIFT = 'Your organization has no free shift available'

export async function takeFreeShift(tx: Tx, organizationId: string): Promise<{ organizationBenefitStateId: string }> {
  const s = organizationBenefitStates
  const state = await tx
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.organizationId, organizationId), gt(s.freeShiftsRemaining, 0)))
    .orderBy(asc(s.appliedAt), asc(s.id))
    .limit(1)
    .get()
  if (!state) throw new RuleError(NO_FREE_SHIFT)
  const taken = await tx
    .update(s)
    .set({ freeShiftsRemaining: sql`${s.freeShiftsRemaining} - 1` })
    .where(and(eq(s.id, state.id), gt(s.freeShiftsRemaining, 0)))
    .returning({ id: s.id })
  if (!taken.length) throw new RuleError(NO_FREE_SHIFT)
  return { organizationBenefitStateId: state.id }
}
