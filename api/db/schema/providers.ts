/** Pharmacy professionals and their state licenses. */
import { sql } from 'drizzle-orm'
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { HowHeardSource, PlatformInterest, ProviderType } from '../../../shared/enums'
import { createdAt, flag, id, instant, jsonList, updatedAt } from './columns'
import { teamMembers, users } from './identity'

export const providers = sqliteTable(
  'providers',
  {
    id: id(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    providerType: text('provider_type').$type<ProviderType>().notNull(),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    /** Home ZIP centroid, for distances to facilities. */
    latitude: real('latitude'),
    longitude: real('longitude'),
    phoneNumber: text('phone_number').notNull(),
    aboutMe: text('about_me'),
    yearsOfExperience: integer('years_of_experience'),
    /** The provider's asking rate, in cents an hour (profile); null until they give one. */
    hourlyRateCents: integer('hourly_rate_cents'),
    softwares: jsonList('softwares'),
    specialties: jsonList('specialties'),
    skills: jsonList('skills'),
    languages: jsonList('languages'),
    hasMalpracticeInsurance: flag('has_malpractice_insurance'),
    verifiedLicenseTechnician: flag('verified_license_technician'),
    isInternAndCheckAwareness: flag('is_intern_and_check_awareness'),
    howDidYouHearAboutUs: text('how_heard').$type<HowHeardSource>(),
    otherAnswer: text('other_answer'),
    platformInterest: text('platform_interest').$type<PlatformInterest>(),
    ownReferralCode: text('own_referral_code').notNull(),
    appliedReferralCode: text('applied_referral_code'),
    resumeFile: text('resume_file', { mode: 'json' }).$type<Record<string, unknown>>(),
    /** Reputation (domain "Ratings and reputation"). */
    currentPoints: integer('current_points').notNull().default(0),
    isShadowBanned: flag('is_shadow_banned'),
    signUpDetails: text('sign_up_details', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('providers_user_unique').on(t.userId),
    uniqueIndex('providers_referral_code_unique').on(t.ownReferralCode),
    // The people a provider referred, newest first (modules/compliance/referrals).
    index('providers_applied_referral_idx').on(t.appliedReferralCode, t.createdAt).where(sql`applied_referral_code IS NOT NULL`),
    index('providers_state_type_idx').on(t.state, t.providerType),
    // The few providers whose applications nobody sees (shifts/facility/queries.ts,
    // `hiddenProviderIds`): read once per list instead of a provider lookup per application.
    index('providers_shadow_banned_idx').on(t.id).where(sql`is_shadow_banned = 1`),
    // Newest sign-ups first, and sign-ups in a window (the admin dashboard).
    index('providers_created_idx').on(t.createdAt),
    // The admin panel's provider list of one type, newest first: a page walks this index and
    // stops at its last row (with the type index alone SQLite sorted a third of all providers).
    index('providers_type_created_idx').on(t.providerType, t.createdAt),
  ],
)

/**
 * A license lets a provider work shifts in its state once verified and while unexpired
 * (`expirationDate` is a calendar date, the last day it is valid).
 *
 * Its verification status is derived, never stored (licenses/verification-status.ts):
 * `isVerified` → VERIFIED, else a `rejectionReason` → REJECTED, else PENDING. So every writer of
 * `isVerified` (sign-up, the testing helpers, the demo data) keeps the status right without
 * knowing of it. The last decision is kept on the row (who, when, why); each decision is also an
 * audit event.
 */
export const licenses = sqliteTable(
  'licenses',
  {
    id: id(),
    providerId: text('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    licenseNumber: text('license_number').notNull(),
    expirationDate: text('expiration_date').notNull(),
    providerType: text('provider_type').$type<ProviderType>().notNull(),
    isVerified: flag('is_verified'),
    verifiedAt: instant('verified_at'),
    /** When the provider last sent it to be verified (added, corrected after a rejection, changed); null: `createdAt`. */
    submittedAt: instant('submitted_at'),
    /** The last verification decision: when, by which team member, and why it was rejected (null unless REJECTED). */
    decidedAt: instant('decided_at'),
    decidedByTeamMemberId: text('decided_by_team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    filename: text('filename'),
    fileId: text('file_id'),
    contentType: text('content_type'),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('licenses_provider_idx').on(t.providerId),
    index('licenses_state_idx').on(t.state, t.isVerified),
    // The admin panel's three lists (licenses/admin/list-licenses-for-review.ts), each in its own
    // order. Partial indexes hold only their list's rows, so a list reads a page in order and no
    // other query can seek through them by a column of few values (an index on is_verified was
    // chosen for `verifiedLicenseStates` and read 400,000 rows: db/query-plans.test.ts).
    index('licenses_awaiting_decision_idx')
      .on(sql`coalesce(${sql.identifier('submitted_at')}, ${sql.identifier('created_at')})`, t.id)
      .where(sql`is_verified = 0 AND rejection_reason IS NULL AND deleted_at IS NULL`),
    index('licenses_verified_decided_idx').on(t.decidedAt, t.id).where(sql`is_verified = 1 AND deleted_at IS NULL`),
    index('licenses_rejected_decided_idx').on(t.decidedAt, t.id).where(sql`is_verified = 0 AND rejection_reason IS NOT NULL AND deleted_at IS NULL`),
    // The expiry reminders' sweep (modules/credentials): live licenses by the day they lapse.
    index('licenses_expiring_idx').on(t.expirationDate, t.id).where(sql`deleted_at IS NULL`),
  ],
)

/**
 * A provider's home by quarter-degree cell, as the hand-written index `providers_area_idx`
 * (migration 0034) has it: the providers near a place are read cell by cell. Keep the
 * expression and `areaCellOf` (notifications/center/match-providers.ts) the same.
 */
export const providerAreaCell = sql`(cast((latitude + 90) * 4 as integer) * 2000 + cast((longitude + 180) * 4 as integer))`
