/**
 * What a user's notifications follow: their `notification_preferences` row, or the defaults when
 * they never changed anything (docs/decisions.md "Notification preferences"):
 * - e-mail opt-ins on: an account's e-mail is how the platform reaches it;
 * - text-message opt-ins as the user answered `smsOptIn` at sign-up (a text needs consent);
 * - a radius of 25 miles (40,234 m) for each app, no minimum rate, no extra locations;
 * - the platform interest given at sign-up (the provider's or the organization's), else MARKETPLACE;
 * - the preferred app of the account (`users.preferred_app`, MARKETPLACE unless chosen).
 */
import { eq, sql } from 'drizzle-orm'
import type { NotificationPreferences } from '../../../../shared/contracts/preferences'
import { DEFAULT_NOTIFICATION_RADIUS_IN_METERS } from '../../../../shared/contracts/preferences'
import { centsToDollars } from '../../../../shared/domain/money'
import type { PlatformInterest } from '../../../../shared/enums'
import type { AppContext } from '../../../context'
import type { Tx } from '../../../db/client'
import { prepared } from '../../../db/prepared'
import { notificationPreferences, organizationMembers, organizations, providers, users } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { PREFERENCES_NOT_FOUND_MESSAGE } from '../../../../shared/contracts/preferences'

export type PreferencesRow = typeof notificationPreferences.$inferSelect
export type UserRow = typeof users.$inferSelect

/** The user, not deleted, or 404 with the one message every unknown or unusable reference gets. */
export async function activeUserOrThrow(db: Tx, userId: string): Promise<UserRow> {
  const user = await db.select().from(users).where(eq(users.id, userId)).get()
  if (!user || user.deletedAt) throw new NotFoundError('notification preferences', PREFERENCES_NOT_FOUND_MESSAGE)
  return user
}

async function signUpPlatformInterest(db: Tx, userId: string): Promise<PlatformInterest> {
  const provider = await db.select({ platformInterest: providers.platformInterest }).from(providers).where(eq(providers.userId, userId)).get()
  if (provider?.platformInterest) return provider.platformInterest
  const org = await db
    .select({ platformInterest: organizations.platformInterest })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .get()
  return org?.platformInterest ?? 'MARKETPLACE'
}

/** The opt-ins of a user who never changed them: e-mail on, texts as answered at sign-up. */
function defaultOptIns(smsOptIn: boolean) {
  return { marketplaceEmailOptIn: true, marketplaceSmsOptIn: smsOptIn, careersEmailOptIn: true, careersSmsOptIn: smsOptIn, agentSmsOptIn: smsOptIn }
}

/** The row a user without one would have: what the first change starts from. */
export async function defaultPreferencesRow(db: Tx, user: UserRow, now: Date): Promise<PreferencesRow> {
  return {
    userId: user.id,
    ...defaultOptIns(user.smsOptIn),
    marketplaceMinHourlyRateCents: null,
    careersMinHourlyRateCents: null,
    platformInterest: await signUpPlatformInterest(db, user.id),
    marketplaceNotificationRadiusInMeters: DEFAULT_NOTIFICATION_RADIUS_IN_METERS,
    careersNotificationRadiusInMeters: DEFAULT_NOTIFICATION_RADIUS_IN_METERS,
    locationPreference: [],
    pausedAt: null,
    unsubscribedAt: null,
    createdAt: now,
    updatedAt: now,
  }
}

/** What decides whether a regular message may reach a user: the opt-ins and the pause. */
export type Consent = Pick<NotificationPreferences, 'marketplaceEmailOptIn' | 'marketplaceSmsOptIn' | 'careersEmailOptIn' | 'careersSmsOptIn' | 'agentSmsOptIn' | 'isPaused'>

/**
 * The user and their stored choices in one read. Prepared: every notice asks it of each person
 * it reaches (the notification sweep, `write-cost.ts --notices`), where the whole preferences
 * took up to four reads.
 */
const consentRow = (db: Tx) =>
  db
    .select({
      deletedAt: users.deletedAt,
      smsOptIn: users.smsOptIn,
      stored: notificationPreferences.userId,
      marketplaceEmailOptIn: notificationPreferences.marketplaceEmailOptIn,
      marketplaceSmsOptIn: notificationPreferences.marketplaceSmsOptIn,
      careersEmailOptIn: notificationPreferences.careersEmailOptIn,
      careersSmsOptIn: notificationPreferences.careersSmsOptIn,
      agentSmsOptIn: notificationPreferences.agentSmsOptIn,
      pausedAt: notificationPreferences.pausedAt,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare()

/** A user's consent as `preferencesIn` would give it (defaults filled in); null for an unknown or deleted user. */
export async function consentIn(db: Tx, userId: string): Promise<Consent | null> {
  const row = await prepared(db, consentRow).get({ userId })
  if (!row || row.deletedAt) return null
  if (row.stored === null) return { ...defaultOptIns(row.smsOptIn), isPaused: false }
  return {
    marketplaceEmailOptIn: row.marketplaceEmailOptIn!,
    marketplaceSmsOptIn: row.marketplaceSmsOptIn!,
    careersEmailOptIn: row.careersEmailOptIn!,
    careersSmsOptIn: row.careersSmsOptIn!,
    agentSmsOptIn: row.agentSmsOptIn!,
    isPaused: row.pausedAt !== null,
  }
}

/** The stored row, or the defaults (not written). */
export async function preferencesRowOf(db: Tx, user: UserRow, now: Date): Promise<{ row: PreferencesRow; stored: boolean }> {
  const row = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id)).get()
  return row ? { row, stored: true } : { row: await defaultPreferencesRow(db, user, now), stored: false }
}

export function toPreferencesDto(row: PreferencesRow, user: UserRow): NotificationPreferences {
  return {
    userId: row.userId,
    marketplaceEmailOptIn: row.marketplaceEmailOptIn,
    marketplaceSmsOptIn: row.marketplaceSmsOptIn,
    careersEmailOptIn: row.careersEmailOptIn,
    careersSmsOptIn: row.careersSmsOptIn,
    agentSmsOptIn: row.agentSmsOptIn,
    marketplaceMinHourlyRate: row.marketplaceMinHourlyRateCents === null ? null : centsToDollars(row.marketplaceMinHourlyRateCents),
    careersMinHourlyRate: row.careersMinHourlyRateCents === null ? null : centsToDollars(row.careersMinHourlyRateCents),
    platformInterest: row.platformInterest,
    preferredApp: user.preferredApp,
    marketplaceNotificationRadiusInMeters: row.marketplaceNotificationRadiusInMeters,
    careersNotificationRadiusInMeters: row.careersNotificationRadiusInMeters,
    locationPreference: row.locationPreference,
    isPaused: row.pausedAt !== null,
    pausedAt: row.pausedAt?.toISOString() ?? null,
  }
}

/** Effective preferences of a user, defaults filled in (the face's `preferencesFor`). 404 for an unknown or deleted user. */
export function preferencesFor(ctx: AppContext, userId: string): Promise<NotificationPreferences> {
  return preferencesIn(ctx, ctx.db.read, userId)
}

/** `preferencesFor` read through `db` (a transaction of the caller's). */
export async function preferencesIn(ctx: AppContext, db: Tx, userId: string): Promise<NotificationPreferences> {
  const user = await activeUserOrThrow(db, userId)
  const { row } = await preferencesRowOf(db, user, ctx.clock.now())
  return toPreferencesDto(row, user)
}
