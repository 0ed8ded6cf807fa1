import { desc, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { backgroundChecks } from '../../db/schema'

/** The provider's latest check: the one the app shows and a new payment would duplicate. */
export function latestCheckOf(ctx: AppContext, providerId: string, db: Pick<AppContext['db'], 'read'>['read'] = ctx.db.read) {
  return db.select().from(backgroundChecks).where(eq(backgroundChecks.providerId, providerId)).orderBy(desc(backgroundChecks.createdAt), desc(backgroundChecks.id)).limit(1).get()
}

/** A check that ended without a usable report (invitation expired or canceled): a new one may be bought. */
export const isUnusable = (row: typeof backgroundChecks.$inferSelect): boolean => row.refundedAt !== null || row.secondaryStatus === 'expired' || row.secondaryStatus === 'canceled'
