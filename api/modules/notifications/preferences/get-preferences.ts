/**
 * `GET /user-preferences` (spec 001 §7): the preferences of the link's user (`?token=…`) or of
 * the signed-in user. An e-mail address alone reads nothing (see subject.ts): 404.
 */
import type { NotificationPreferences } from '../../../../shared/contracts/preferences'
import type { AppContext } from '../../../context'
import type { RequestMeta } from '../../../sessions'
import { preferencesRowOf, toPreferencesDto } from './effective-preferences'
import { limitOpenPreferenceCalls } from './limits'
import { subjectOf, type PreferencesAccess } from './subject'

export async function getPreferences({ ctx, access, meta }: { ctx: AppContext; access: PreferencesAccess; meta: RequestMeta }): Promise<NotificationPreferences> {
  await limitOpenPreferenceCalls(ctx, access, meta.ipAddress)
  const { user } = await subjectOf(ctx, access, { emailAlone: false })
  const { row } = await preferencesRowOf(ctx.db.read, user, ctx.clock.now())
  return toPreferencesDto(row, user)
}
