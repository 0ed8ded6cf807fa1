/** `DELETE /push/subscriptions {endpoint}`: the caller's subscription with that endpoint, if any (204 either way). */
import { and, eq } from 'drizzle-orm'
import type { PushUnsubscribeBody } from '../../../shared/contracts/push'
import type { AppContext, UserCaller } from '../../context'
import { pushSubscriptions } from '../../db/schema'

export async function unsubscribeFromPush({ ctx, caller, input }: { ctx: AppContext; caller: UserCaller; input: PushUnsubscribeBody }): Promise<void> {
  await ctx.db.write((tx) => tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, caller.userId), eq(pushSubscriptions.endpoint, input.endpoint))))
}
