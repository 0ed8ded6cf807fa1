/**
 * `POST /user/expo-push-token {token}` (seed 000 "Shared, user and account"): the mobile app's
 * Expo token, kept as the user's `expoPushToken` (`GET /user`). A device belongs to whoever
 * signed in on it last: the token is taken off any other user who had it.
 */
import { and, eq, ne } from 'drizzle-orm'
import type { ExpoPushTokenBody } from '../../../shared/contracts/push'
import type { AppContext, UserCaller } from '../../context'
import { users } from '../../db/schema'

export async function setExpoPushToken({ ctx, caller, input }: { ctx: AppContext; caller: UserCaller; input: ExpoPushTokenBody }): Promise<void> {
  const now = ctx.clock.now()
  await ctx.db.write(async (tx) => {
    await tx.update(users).set({ expoPushToken: null, updatedAt: now }).where(and(eq(users.expoPushToken, input.token), ne(users.id, caller.userId)))
    await tx.update(users).set({ expoPushToken: input.token, updatedAt: now }).where(eq(users.id, caller.userId))
  })
}
