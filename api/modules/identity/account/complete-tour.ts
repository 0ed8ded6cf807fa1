import { eq } from 'drizzle-orm'
import type { AppContext, UserCaller } from '../../../context'
import { users } from '../../../db/schema'

/** `PUT /account/complete-tour`: the welcome tour is not shown again. */
export async function completeTour({ ctx, caller }: { ctx: AppContext; caller: UserCaller }): Promise<void> {
  await ctx.db.write((tx) => tx.update(users).set({ hasCompletedTour: true, updatedAt: ctx.clock.now() }).where(eq(users.id, caller.userId)))
}
