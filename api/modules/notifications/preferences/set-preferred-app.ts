/** `PUT /user-preferences/preferred-app` (spec 001 §7): MARKETPLACE or CAREERS, on the account itself. */
import { eq } from 'drizzle-orm'
import type { PreferredAppBody, PreferredAppResponse } from '../../../../shared/contracts/preferences'
import type { AppContext } from '../../../context'
import { users } from '../../../db/schema'
import type { RequestMeta } from '../../../sessions'
import { limitOpenPreferenceCalls } from './limits'
import { subjectOf, type PreferencesAccess } from './subject'

export async function setPreferredApp({ ctx, access, input, meta }: { ctx: AppContext; access: PreferencesAccess; input: PreferredAppBody; meta: RequestMeta }): Promise<PreferredAppResponse> {
  await limitOpenPreferenceCalls(ctx, access, meta.ipAddress)
  const { user } = await subjectOf(ctx, access, { emailAlone: false })
  if (user.preferredApp !== input.preferredApp) {
    await ctx.db.write((tx) => tx.update(users).set({ preferredApp: input.preferredApp, updatedAt: ctx.clock.now() }).where(eq(users.id, user.id)))
  }
  return { userId: user.id, preferredApp: input.preferredApp }
}
