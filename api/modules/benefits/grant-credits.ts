/**
 * Credits into an organization's balance (domain "Money"): the balance grows and the ledger gets
 * one CREDIT_GRANT row, in the caller's transaction. Used by a CREDITS benefit and by the admin
 * panel's add-credits.
 */
import { eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { organizations } from '../../db/schema'
import { writeLedger } from '../payments'

export async function grantCredits(
  ctx: AppContext,
  tx: Tx,
  grant: { organizationId: string; amountCents: number; referenceId: string; memo: string },
): Promise<{ beforeCents: number; afterCents: number }> {
  const [row] = await tx
    .update(organizations)
    .set({ creditsInCents: sql`${organizations.creditsInCents} + ${grant.amountCents}`, updatedAt: ctx.clock.now() })
    .where(eq(organizations.id, grant.organizationId))
    .returning({ creditsInCents: organizations.creditsInCents })
  const afterCents = row!.creditsInCents
  await writeLedger(tx, ctx.clock.now(), [{ kind: 'CREDIT_GRANT', amountCents: grant.amountCents, organizationId: grant.organizationId, referenceId: grant.referenceId, memo: grant.memo }])
  return { beforeCents: afterCents - grant.amountCents, afterCents }
}
