/** "What's new" acknowledgments: `GET` and `PUT /feature-acknowledgment`. */
import { and, eq } from 'drizzle-orm'
import type { AppContext, UserCaller } from '../../context'
import { featureAcknowledgments } from '../../db/schema'

export async function getFeatureAcknowledgment({ ctx, caller, version }: { ctx: AppContext; caller: UserCaller; version: string }) {
  const row = await ctx.db.read
    .select()
    .from(featureAcknowledgments)
    .where(and(eq(featureAcknowledgments.userId, caller.userId), eq(featureAcknowledgments.version, version)))
    .get()
  return { version, acknowledged: Boolean(row), acknowledgedAt: row?.acknowledgedAt.toISOString() ?? null }
}

export async function acknowledgeFeature({ ctx, caller, version }: { ctx: AppContext; caller: UserCaller; version: string }) {
  await ctx.db.write((tx) =>
    tx.insert(featureAcknowledgments).values({ userId: caller.userId, version, acknowledgedAt: ctx.clock.now() }).onConflictDoNothing(),
  )
  return getFeatureAcknowledgment({ ctx, caller, version })
}
