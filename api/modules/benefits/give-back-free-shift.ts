/** A free shift spent on a hire whose seat was released (a declined charge) comes back, in the release's transaction. */
import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { organizationBenefitStates } from '../../db/schema'

export async function giveBackFreeShift(tx: Tx, organizationBenefitStateId: string): Promise<void> {
  const s = organizationBenefitStates
  await tx.update(s).set({ freeShiftsRemaining: sql`${s.freeShiftsRemaining} + 1` }).where(eq(s.id, organizationBenefitStateId))
}
