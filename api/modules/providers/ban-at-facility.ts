/**
 * A regular ban written by the admin panel (domain "Cancellation": an admin cancel with
 * `banProvider` bans the hired provider from that facility): the same row and the same
 * withdrawal of live applications as a facility's own ban, with no facility user behind it.
 * Runs in the caller's transaction; an existing ban at that facility is kept (answers false).
 */
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { bans } from '../../db/schema'
import { withdrawApplications } from './bans'

export async function banProviderAtFacility(
  ctx: AppContext,
  tx: Tx,
  { providerId, organizationId, facilityId, reason }: { providerId: string; organizationId: string; facilityId: string; reason: string | null },
): Promise<boolean> {
  const existing = await tx
    .select({ id: bans.id })
    .from(bans)
    .where(and(eq(bans.providerId, providerId), eq(bans.organizationId, organizationId), eq(bans.kind, 'BAN'), eq(bans.facilityId, facilityId)))
    .get()
  if (existing) return false
  const now = ctx.clock.now()
  await tx.insert(bans).values({ organizationId, facilityId, providerId, kind: 'BAN', reason: reason?.slice(0, 1000) ?? null, createdByUserId: null, createdAt: now })
  await withdrawApplications(ctx, tx, { providerId, organizationId, facilityId, now })
  return true
}
