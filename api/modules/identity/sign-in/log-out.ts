/** `POST /auth/logout`: ends the caller's own session. */
import type { AppContext, Caller } from '../../../context'
import { revokeSession } from '../../../sessions'

export async function logOut({ ctx, caller }: { ctx: AppContext; caller: Caller }): Promise<void> {
  await ctx.db.write((tx) => revokeSession(tx, caller.sessionId))
}
