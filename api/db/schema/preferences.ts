/**
 * Notification preferences (spec 001 §3 "Notification preferences") and the clicks of e-mail
 * campaign links (spec 000 §7 `GET /email-marketing-metrics/track`). A user without a row has the
 * defaults (api/modules/notifications/preferences/effective-preferences.ts); the first change
 * writes the row. The preferred app stays on `users.preferred_app`, where `PUT /user/account`
 * also writes it, so there is one value.
 */
import { sql } from 'drizzle-orm'
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { PlatformInterest } from '../../../shared/enums'
import { createdAt, id, instant, updatedAt } from './columns'
import { users } from './identity'

/** One place a user wants to hear about work near (spec 001 §3 `locationPreference[]`). */
export interface StoredLocationPreference {
  streetAddress: string | null
  city: string | null
  state: string
  zipcode: string | null
  notificationRadiusInMeters: number
}

export const notificationPreferences = sqliteTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  marketplaceEmailOptIn: integer('marketplace_email_opt_in', { mode: 'boolean' }).notNull(),
  marketplaceSmsOptIn: integer('marketplace_sms_opt_in', { mode: 'boolean' }).notNull(),
  careersEmailOptIn: integer('careers_email_opt_in', { mode: 'boolean' }).notNull(),
  careersSmsOptIn: integer('careers_sms_opt_in', { mode: 'boolean' }).notNull(),
  agentSmsOptIn: integer('agent_sms_opt_in', { mode: 'boolean' }).notNull(),
  /** Cents an hour; null: any rate. */
  marketplaceMinHourlyRateCents: integer('marketplace_min_hourly_rate_cents'),
  careersMinHourlyRateCents: integer('careers_min_hourly_rate_cents'),
  platformInterest: text('platform_interest').$type<PlatformInterest>().notNull(),
  marketplaceNotificationRadiusInMeters: integer('marketplace_notification_radius_in_meters').notNull(),
  careersNotificationRadiusInMeters: integer('careers_notification_radius_in_meters').notNull(),
  locationPreference: text('location_preference', { mode: 'json' }).$type<StoredLocationPreference[]>().notNull().default([]),
  /** Set while the account is paused: nothing but security messages reach it. */
  pausedAt: instant('paused_at'),
  /** The first time an unsubscribe turned something off (kept on replays). */
  unsubscribedAt: instant('unsubscribed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * The places of a user's `locationPreference`, located, so the new-shift notices find the
 * providers who asked to hear of work there as well as near home
 * (notifications/center/match-providers.ts). Rewritten with the list; holds no street address.
 * A place with a ZIP code sits at its centroid, a city at the mean of its ZIP codes' centroids,
 * a state alone (no city or ZIP) covers the whole state.
 */
export const notificationPlaces = sqliteTable(
  'notification_places',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    latitude: real('latitude'),
    longitude: real('longitude'),
    /** The place's quarter-degree cell (`areaCellOf`); null for a whole state. */
    areaCell: integer('area_cell'),
    radiusInMeters: integer('radius_in_meters').notNull(),
  },
  (t) => [
    index('notification_places_user_idx').on(t.userId),
    index('notification_places_cell_idx').on(t.areaCell).where(sql`area_cell is not null`),
    index('notification_places_state_idx').on(t.state).where(sql`area_cell is null`),
  ],
)

/** One click on a campaign link (spec 000 §7), recorded before the redirect. */
export const emailCampaignClicks = sqliteTable(
  'email_campaign_clicks',
  {
    id: id(),
    /** Lower-cased, as the link carried it: clicks of people without an account count too. */
    email: text('email').notNull(),
    campaignId: text('campaign_id').notNull(),
    /** Where the click was sent (absolute, on this product's own address). */
    redirectUrl: text('redirect_url').notNull(),
    clickedAt: createdAt(),
  },
  (t) => [index('email_campaign_clicks_campaign_idx').on(t.campaignId, t.clickedAt)],
)
