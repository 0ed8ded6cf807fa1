/**
 * `PUT /user-preferences` (spec 001 §7): changes the fields given, keeps the others; answers the
 * user's id. `locationPreference`, when given, replaces the list. `preferredApp` is the
 * account's own (`users.preferred_app`).
 */
import { eq } from 'drizzle-orm'
import type { UpdatePreferencesBody, UserIdResponse } from '../../../../shared/contracts/preferences'
import { DEFAULT_NOTIFICATION_RADIUS_IN_METERS } from '../../../../shared/contracts/preferences'
import { dollarsToCents } from '../../../../shared/domain/money'
import type { AppContext } from '../../../context'
import { users } from '../../../db/schema'
import type { RequestMeta } from '../../../sessions'
import { preferencesRowOf, type PreferencesRow } from './effective-preferences'
import { limitOpenPreferenceCalls } from './limits'
import { sameSettings, savePreferencesRow } from './save-preferences'
import { rewriteNotificationPlaces } from './notification-places'
import { subjectOf, type PreferencesAccess } from './subject'

const orNull = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim())

export async function updatePreferences({ ctx, access, input, meta }: { ctx: AppContext; access: PreferencesAccess; input: UpdatePreferencesBody; meta: RequestMeta }): Promise<UserIdResponse> {
  await limitOpenPreferenceCalls(ctx, access, meta.ipAddress)
  const { user } = await subjectOf(ctx, access, { emailAlone: false })
  const now = ctx.clock.now()
  await ctx.db.write(async (tx) => {
    const { row, stored } = await preferencesRowOf(tx, user, now)
    const next: PreferencesRow = { ...row }
    for (const key of ['marketplaceEmailOptIn', 'marketplaceSmsOptIn', 'careersEmailOptIn', 'careersSmsOptIn', 'agentSmsOptIn'] as const) {
      if (input[key] !== undefined) next[key] = input[key]
    }
    if (input.marketplaceMinHourlyRate !== undefined) next.marketplaceMinHourlyRateCents = input.marketplaceMinHourlyRate === null ? null : dollarsToCents(input.marketplaceMinHourlyRate)
    if (input.careersMinHourlyRate !== undefined) next.careersMinHourlyRateCents = input.careersMinHourlyRate === null ? null : dollarsToCents(input.careersMinHourlyRate)
    if (input.platformInterest !== undefined) next.platformInterest = input.platformInterest
    if (input.marketplaceNotificationRadiusInMeters !== undefined) next.marketplaceNotificationRadiusInMeters = input.marketplaceNotificationRadiusInMeters
    if (input.careersNotificationRadiusInMeters !== undefined) next.careersNotificationRadiusInMeters = input.careersNotificationRadiusInMeters
    if (input.locationPreference !== undefined) {
      next.locationPreference = input.locationPreference.map((l) => ({
        streetAddress: orNull(l.streetAddress),
        city: orNull(l.city),
        state: l.state,
        zipcode: orNull(l.zipcode),
        notificationRadiusInMeters: l.notificationRadiusInMeters ?? DEFAULT_NOTIFICATION_RADIUS_IN_METERS,
      }))
    }
    if (input.preferredApp !== undefined && input.preferredApp !== user.preferredApp) {
      await tx.update(users).set({ preferredApp: input.preferredApp, updatedAt: now }).where(eq(users.id, user.id))
    }
    if (stored && sameSettings(row, next)) return
    await savePreferencesRow(tx, { ...next, updatedAt: now })
    if (input.locationPreference !== undefined && JSON.stringify(row.locationPreference) !== JSON.stringify(next.locationPreference)) {
      await rewriteNotificationPlaces(tx, user.id, next.locationPreference)
    }
  })
  return { userId: user.id }
}
